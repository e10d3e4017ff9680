import { InMemoryCache } from '@apollo/client/cache';
import { relayStylePagination } from '@apollo/client/utilities';
import { searchPagination } from './search-pagination';

/**
 * Normalized cache. Connection fields merge pages Relay-style; their cache key is every argument
 * except first/after, so each feed mode, tag or author keeps one growing list.
 */
export function createCache(): InMemoryCache {
  return new InMemoryCache({
    typePolicies: {
      Query: {
        fields: {
          posts: relayStylePagination(['authorUsername']),
          feed: relayStylePagination(['mode', 'filters', 'energy']),
          postsByHashtag: relayStylePagination(['tag']),
          comments: relayStylePagination(['postId']),
          profiles: relayStylePagination(['search']),
          // The caller's own list, no filters: one list whatever the page (false = no key arguments).
          notifications: relayStylePagination(false),
          moderationQueue: relayStylePagination(['status']),
          reports: relayStylePagination(['resolved']),
          earningsSplits: relayStylePagination(false),
          // The caller's own shoutouts and collab requests, one list per side.
          receivedShoutouts: relayStylePagination(false),
          sentShoutouts: relayStylePagination(false),
          receivedCollabRequests: relayStylePagination(false),
          sentCollabRequests: relayStylePagination(false),
          myCampaigns: relayStylePagination(false),
          campaignsInReview: relayStylePagination(false),
          // Every circle, one list; a circle's discussion and its pending requests, one list per circle.
          circles: relayStylePagination(false),
          circlePosts: relayStylePagination(['circleId']),
          circleJoinRequests: relayStylePagination(['circleId']),
          // One search per query and kind; Load more extends the kind's list.
          search: searchPagination,
          // The caller's own withdrawals, newest first, one list.
          withdrawals: relayStylePagination(false),
          // The caller's conversations and message requests, one list each; a thread, one list per conversation.
          conversations: relayStylePagination(false),
          messageRequests: relayStylePagination(false),
          messages: relayStylePagination(['conversationId']),
        },
      },
      // The caller's wallet is one object (no id): its history keeps one list per kind filter, its balances are
      // replaced whole by each answer.
      Wallet: {
        keyFields: [],
        fields: { transactions: relayStylePagination(['kind']), balances: { merge: false } },
      },
      // A post's explanation belongs to the last feed that ranked it: a new one replaces it whole.
      Post: { fields: { explanation: { merge: false } } },
      // A creator's followers and following, one list each whatever the page.
      Profile: { fields: { followers: relayStylePagination(false), following: relayStylePagination(false) } },
    },
  });
}
