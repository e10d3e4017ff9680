import { graphql } from '@/gql';

export const PublicPostPageDocument = graphql(`
  query PublicPostPage($id: ID!) {
    post(id: $id) {
      id
      author {
        id
        username
      }
      ...PostCard_post
    }
  }
`);

export const PublicTagPageDocument = graphql(`
  query PublicTagPage($tag: String!) {
    hashtag(tag: $tag) {
      id
      tag
      usageCount
    }
  }
`);
