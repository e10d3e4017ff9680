// The front door of moderation-rules: what other features and app/ may use. Resolvers are found by graphql/find-modules.ts.
export { ContentKind, ReportReason } from './moderation-rules.types';
export { REMOVAL_REASON } from './removal-reason';
export { repeatedCirclePostSql, repeatedCommentSql, repeatedPostSql, repeatedShoutoutSql } from './spam-sql';
