import { graphql } from '@/gql';

export const CreatePostDocument = graphql(`
  mutation CreatePost($input: CreatePostInput!) {
    createPost(input: $input) {
      ...PostCard_post
    }
  }
`);

export const StudioRecentPostsDocument = graphql(`
  query StudioRecentPosts($username: String!, $first: Int!) {
    posts(authorUsername: $username, first: $first) {
      edges {
        cursor
        node {
          id
          content
          createdAt
          mediaType
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);
