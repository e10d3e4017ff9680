import { registerEnumType } from 'type-graphql';

export enum FeedMode {
  MY_FLOW = 'MY_FLOW',
  FOR_YOU = 'FOR_YOU',
}

export enum FeedFilter {
  TRENDING = 'TRENDING',
  NEARBY = 'NEARBY',
  GLOBAL = 'GLOBAL',
  VERIFIED = 'VERIFIED',
  PAID = 'PAID',
}

registerEnumType(FeedMode, {
  name: 'FeedMode',
  description: 'MY_FLOW: the creators the viewer follows plus their own posts. FOR_YOU: everyone.',
});
registerEnumType(FeedFilter, {
  name: 'FeedFilter',
  description:
    "TRENDING: posts with a current top-10 hashtag. NEARBY: authors in the viewer's country (needs location; empty until then). " +
    'GLOBAL: everywhere. VERIFIED: verified creators. PAID: members-only and pay-per-view posts.',
});
