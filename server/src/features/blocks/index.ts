// The front door of blocks: what other features and app/ may use. Resolvers are found by graphql/find-modules.ts.
// The checks other features add (notBlockedSql, mutedSql, isBlockedBetween...) live in kernel/blocks.ts.
export { BlockService } from './block.service';
