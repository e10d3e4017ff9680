// The front door of splits: what other features and app/ may use. Resolvers are found by graphql/find-modules.ts.
export { SplitService } from './split.service';
export { SplitPostsService } from './split-posts.service';
export { incomeShares, type AppliedSplit, type IncomeShare, type IncomeToShare } from './income-shares';
