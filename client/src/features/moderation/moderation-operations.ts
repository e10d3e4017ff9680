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
  }
`);

export const ModerationQueueDocument = graphql(`
  query ModerationQueue($after: String) {
    moderationCounts {
      pending
      approved
      removed
    }
    moderationQueue(status: PENDING, first: 20, after: $after) {
      edges {
        cursor
        node {
          ...ModerationItem_item
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
    item {
      ...ModerationItem_item
    }
  }
`);

export const ReportsDocument = graphql(`
  query Reports($after: String) {
    reportCounts {
      open
      highPriority
      resolvedToday
    }
    reports(first: 20, after: $after) {
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
