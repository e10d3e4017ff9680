// The front door of feed-ranking: what other features and app/ may use. Resolvers are found by graphql/find-modules.ts.
export { FeedExplanation } from './feed-explanation.types';
export {
  compareIds,
  compareRanked,
  compareScoreAndTime,
  type FactorName,
  type PostSignals,
  rank,
  type Ranked,
  type RankInput,
  type ScoreInput,
  scoreMicrosAt,
  weightsFor,
} from './feed-ranking';
export { FeedReasonKind, type ReasonPart, summaryParts, summaryText } from './feed-summary';
