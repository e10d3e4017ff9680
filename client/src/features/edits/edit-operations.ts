import { graphql } from '@/gql';

export const EditPostDocument = graphql(`
  mutation EditPost($id: ID!, $content: String!) {
    editPost(id: $id, content: $content) {
      id
      content
      sensitive
      editedAt
      hashtags {
        id
        tag
      }
    }
  }
`);

// Opened from the "edited" mark: the post's earlier texts, fetched only then.
export const PostVersionsDocument = graphql(`
  query PostVersions($id: ID!) {
    post(id: $id) {
      id
      content
      createdAt
      editedAt
      versions {
        content
        writtenAt
        replacedAt
      }
    }
  }
`);
