// The GraphQL operations of the benchmark: what a visitor's screens ask for. The floor answers the same bodies.
export const POST_FIELDS = `id content createdAt mediaUrl mediaType likesCount commentsCount sharesCount viewerHasLiked
  author { id username avatarUrl isVerified } hashtags { id tag }`;

export const TRENDING = `query Trending { trendingHashtags(limit: 10) { id tag usageCount } }`;

export const TAG_POSTS = `query TagPosts($tag: String!, $after: String) {
  postsByHashtag(tag: $tag, first: 20, after: $after) { edges { cursor node { ${POST_FIELDS} } } pageInfo { hasNextPage endCursor } }
}`;

export const FEED = `query Feed($mode: FeedMode!, $energy: Int!, $after: String) {
  feed(mode: $mode, energy: $energy, first: 20, after: $after) {
    edges { cursor node { ${POST_FIELDS} explanation { score summary factors { name value weight contribution } } } }
    pageInfo { hasNextPage endCursor }
    message
  }
}`;

// Search (issue 32): a word of every seeded post ("benchmark"), the worst case of a common word; target p99 < 50 ms
// at 1 connection and 1M posts.
export const SEARCH_POSTS = `query SearchPosts($query: String!) {
  search(query: $query, kind: POSTS, first: 20) { posts { edges { cursor node { ${POST_FIELDS} } } pageInfo { hasNextPage endCursor } } }
}`;

export const SEARCH_ALL = `query SearchAll($query: String!) {
  search(query: $query, kind: ALL, first: 5) {
    people { edges { node { id username avatarUrl isVerified } } }
    posts { edges { node { ${POST_FIELDS} } } }
    hashtags { edges { node { id tag usageCount } } }
  }
}`;

export const CREATE_POST = `mutation CreatePost($content: String!) { createPost(input: { content: $content }) { ${POST_FIELDS} } }`;

export const LIKE_POST = `mutation LikePost($postId: ID!) { likePost(postId: $postId) { id likesCount viewerHasLiked } }`;

export interface GraphQLBody {
  operationName: string;
  query: string;
  variables: Record<string, unknown>;
}

export const body = (query: string, variables: Record<string, unknown> = {}): GraphQLBody => ({
  operationName: /^(?:query|mutation) (\w+)/.exec(query)![1],
  query,
  variables,
});
