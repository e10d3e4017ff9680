import { graphql } from '@/gql';

export const ReportContentDocument = graphql(`
  mutation ReportContent($input: ReportContentInput!) {
    reportContent(input: $input)
  }
`);

export const ModerationItemFragment = graphql(`
  fragment ModerationItem_item on ModerationItem {
    id
    kind
    status
    excerpt
    autoFlagged
    reasons
    reportCount
    createdAt
    commentId
    author {
      id
      username
    }
    post {
      id
    }
    message {
      id
      mediaUrl
    }
  }
`);

// Who decided, for Content Moderation's Approved and Removed tabs (not asked with every report: the query's cost).
export const ModerationDecisionFragment = graphql(`
  fragment ModerationDecision_item on ModerationItem {
    decidedAt
    decidedBy {
      id
      username
    }
  }
`);

export const ModerationQueueDocument = graphql(`
  query ModerationQueue($status: ModerationStatus!, $after: String) {
    moderationCounts {
      pending
      approved
      removed
    }
    moderationQueue(status: $status, first: 20, after: $after) {
      edges {
        cursor
        node {
          ...ModerationItem_item
          ...ModerationDecision_item
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export const ModerateContentDocument = graphql(`
  mutation ModerateContent($id: ID!, $decision: ModerationDecision!) {
    moderateContent(id: $id, decision: $decision) {
      ...ModerationItem_item
      ...ModerationDecision_item
    }
  }
`);

export const ReportCardFragment = graphql(`
  fragment ReportCard_report on Report {
    id
    reason
    details
    priority
    status
    resolution
    createdAt
    reporter {
      id
      username
    }
    reviewedBy {
      id
      username
    }
    resolvedAt
    resolvedBy {
      id
      username
    }
    item {
      id
      kind
      excerpt
      reportCount
      author {
        id
        username
      }
      message {
        id
        mediaUrl
      }
    }
  }
`);

export const ReportsDocument = graphql(`
  query Reports($resolved: Boolean!, $after: String) {
    reportCounts {
      open
      highPriority
      resolvedToday
    }
    reports(resolved: $resolved, first: 20, after: $after) {
      edges {
        cursor
        node {
          ...ReportCard_report
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export const ReviewReportDocument = graphql(`
  mutation ReviewReport($id: ID!) {
    reviewReport(id: $id) {
      ...ReportCard_report
    }
  }
`);

export const ResolveReportDocument = graphql(`
  mutation ResolveReport($id: ID!, $action: ReportAction!) {
    resolveReport(id: $id, action: $action) {
      ...ReportCard_report
    }
  }
`);
