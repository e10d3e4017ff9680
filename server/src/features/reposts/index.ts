// The front door of reposts: what other features and app/ may use. Resolvers are found by graphql/find-modules.ts.
export { markReposted } from './reposted-by';
export { latestReposterSql, repostCandidatesSql } from './repost-candidates';
export { type Reposter, RepostService } from './repost.service';
