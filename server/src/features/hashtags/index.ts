// The front door of hashtags: what other features and app/ may use. Resolvers are found by graphql/find-modules.ts.
export { HashtagSearchService } from './hashtag-search.service';
export { Hashtag } from './hashtag.entity';
export { hashtagsByPostId } from './hashtag.loaders';
export { HashtagService, linkTagsSql, tagFlags, TRENDABLE } from './hashtag.service';
