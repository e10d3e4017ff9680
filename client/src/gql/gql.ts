/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment AuthSession_payload on AuthPayload {\n    accessToken\n    refreshToken\n    expiresAt\n    user {\n      ...AuthUser_user\n    }\n  }\n": typeof types.AuthSession_PayloadFragmentDoc,
    "\n  fragment AuthUser_user on User {\n    id\n    email\n    username\n    createdAt\n    roles\n    profile {\n      id\n      username\n      avatarUrl\n    }\n  }\n": typeof types.AuthUser_UserFragmentDoc,
    "\n  mutation RefreshSession($refreshToken: String) {\n    refreshSession(refreshToken: $refreshToken) {\n      ...AuthSession_payload\n    }\n  }\n": typeof types.RefreshSessionDocument,
    "\n  mutation SignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      ...AuthSession_payload\n    }\n  }\n": typeof types.SignInDocument,
    "\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      ...AuthSession_payload\n    }\n  }\n": typeof types.SignUpDocument,
    "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n": typeof types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($token: String!, $password: String!) {\n    resetPassword(token: $token, password: $password) {\n      ...AuthSession_payload\n    }\n  }\n": typeof types.ResetPasswordDocument,
    "\n  mutation SignOut {\n    signOut\n  }\n": typeof types.SignOutDocument,
    "\n  query Me {\n    me {\n      ...AuthUser_user\n    }\n  }\n": typeof types.MeDocument,
    "\n  mutation DetectLocation($browserLocation: BrowserLocationInput) {\n    detectLocation(browserLocation: $browserLocation) {\n      success\n      error\n      location {\n        country\n        countryCode\n        city\n        source\n      }\n    }\n  }\n": typeof types.DetectLocationDocument,
    "\n  query MyLocation {\n    myLocation {\n      country\n      countryCode\n      city\n      updatedAt\n    }\n  }\n": typeof types.MyLocationDocument,
    "\n  mutation RecordImpressions($postIds: [ID!]!) {\n    recordImpressions(postIds: $postIds)\n  }\n": typeof types.RecordImpressionsDocument,
    "\n  mutation RecordClick($postId: ID!) {\n    recordClick(postId: $postId)\n  }\n": typeof types.RecordClickDocument,
    "\n  query GeoAnalyticsPage($limit: Int!) {\n    locationAnalytics(limit: $limit) {\n      country\n      countryCode\n      city\n      totalImpressions\n      totalClicks\n    }\n    locationAnalyticsSummary {\n      countries\n      cities\n      totalImpressions\n      totalClicks\n    }\n    myLocation {\n      country\n      countryCode\n      city\n      updatedAt\n    }\n  }\n": typeof types.GeoAnalyticsPageDocument,
    "\n  fragment PostCard_post on Post {\n    id\n    content\n    createdAt\n    mediaUrl\n    mediaType\n    likesCount\n    commentsCount\n    sharesCount\n    viewerHasLiked\n    author {\n      id\n      username\n      avatarUrl\n      isVerified\n    }\n    hashtags {\n      id\n      tag\n    }\n  }\n": typeof types.PostCard_PostFragmentDoc,
    "\n  fragment PostExplanation_post on Post {\n    id\n    explanation {\n      score\n      summary\n      factors {\n        name\n        value\n        weight\n        contribution\n      }\n    }\n  }\n": typeof types.PostExplanation_PostFragmentDoc,
    "\n  query PostPage($id: ID!) {\n    post(id: $id) {\n      ...PostCard_post\n    }\n  }\n": typeof types.PostPageDocument,
    "\n  mutation LikePost($postId: ID!) {\n    likePost(postId: $postId) {\n      id\n      likesCount\n      viewerHasLiked\n    }\n  }\n": typeof types.LikePostDocument,
    "\n  mutation UnlikePost($postId: ID!) {\n    unlikePost(postId: $postId) {\n      id\n      likesCount\n      viewerHasLiked\n    }\n  }\n": typeof types.UnlikePostDocument,
    "\n  mutation SharePost($postId: ID!) {\n    sharePost(postId: $postId) {\n      id\n      sharesCount\n    }\n  }\n": typeof types.SharePostDocument,
    "\n  mutation DeletePost($id: ID!) {\n    deletePost(id: $id)\n  }\n": typeof types.DeletePostDocument,
    "\n  fragment PostComment_comment on Comment {\n    id\n    content\n    createdAt\n    author {\n      id\n      username\n      avatarUrl\n    }\n  }\n": typeof types.PostComment_CommentFragmentDoc,
    "\n  query PostComments($postId: ID!, $first: Int!, $after: String) {\n    comments(postId: $postId, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...PostComment_comment\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.PostCommentsDocument,
    "\n  mutation AddComment($postId: ID!, $content: String!) {\n    addComment(postId: $postId, content: $content) {\n      ...PostComment_comment\n      post {\n        id\n        commentsCount\n      }\n    }\n  }\n": typeof types.AddCommentDocument,
};
const documents: Documents = {
    "\n  fragment AuthSession_payload on AuthPayload {\n    accessToken\n    refreshToken\n    expiresAt\n    user {\n      ...AuthUser_user\n    }\n  }\n": types.AuthSession_PayloadFragmentDoc,
    "\n  fragment AuthUser_user on User {\n    id\n    email\n    username\n    createdAt\n    roles\n    profile {\n      id\n      username\n      avatarUrl\n    }\n  }\n": types.AuthUser_UserFragmentDoc,
    "\n  mutation RefreshSession($refreshToken: String) {\n    refreshSession(refreshToken: $refreshToken) {\n      ...AuthSession_payload\n    }\n  }\n": types.RefreshSessionDocument,
    "\n  mutation SignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      ...AuthSession_payload\n    }\n  }\n": types.SignInDocument,
    "\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      ...AuthSession_payload\n    }\n  }\n": types.SignUpDocument,
    "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n": types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($token: String!, $password: String!) {\n    resetPassword(token: $token, password: $password) {\n      ...AuthSession_payload\n    }\n  }\n": types.ResetPasswordDocument,
    "\n  mutation SignOut {\n    signOut\n  }\n": types.SignOutDocument,
    "\n  query Me {\n    me {\n      ...AuthUser_user\n    }\n  }\n": types.MeDocument,
    "\n  mutation DetectLocation($browserLocation: BrowserLocationInput) {\n    detectLocation(browserLocation: $browserLocation) {\n      success\n      error\n      location {\n        country\n        countryCode\n        city\n        source\n      }\n    }\n  }\n": types.DetectLocationDocument,
    "\n  query MyLocation {\n    myLocation {\n      country\n      countryCode\n      city\n      updatedAt\n    }\n  }\n": types.MyLocationDocument,
    "\n  mutation RecordImpressions($postIds: [ID!]!) {\n    recordImpressions(postIds: $postIds)\n  }\n": types.RecordImpressionsDocument,
    "\n  mutation RecordClick($postId: ID!) {\n    recordClick(postId: $postId)\n  }\n": types.RecordClickDocument,
    "\n  query GeoAnalyticsPage($limit: Int!) {\n    locationAnalytics(limit: $limit) {\n      country\n      countryCode\n      city\n      totalImpressions\n      totalClicks\n    }\n    locationAnalyticsSummary {\n      countries\n      cities\n      totalImpressions\n      totalClicks\n    }\n    myLocation {\n      country\n      countryCode\n      city\n      updatedAt\n    }\n  }\n": types.GeoAnalyticsPageDocument,
    "\n  fragment PostCard_post on Post {\n    id\n    content\n    createdAt\n    mediaUrl\n    mediaType\n    likesCount\n    commentsCount\n    sharesCount\n    viewerHasLiked\n    author {\n      id\n      username\n      avatarUrl\n      isVerified\n    }\n    hashtags {\n      id\n      tag\n    }\n  }\n": types.PostCard_PostFragmentDoc,
    "\n  fragment PostExplanation_post on Post {\n    id\n    explanation {\n      score\n      summary\n      factors {\n        name\n        value\n        weight\n        contribution\n      }\n    }\n  }\n": types.PostExplanation_PostFragmentDoc,
    "\n  query PostPage($id: ID!) {\n    post(id: $id) {\n      ...PostCard_post\n    }\n  }\n": types.PostPageDocument,
    "\n  mutation LikePost($postId: ID!) {\n    likePost(postId: $postId) {\n      id\n      likesCount\n      viewerHasLiked\n    }\n  }\n": types.LikePostDocument,
    "\n  mutation UnlikePost($postId: ID!) {\n    unlikePost(postId: $postId) {\n      id\n      likesCount\n      viewerHasLiked\n    }\n  }\n": types.UnlikePostDocument,
    "\n  mutation SharePost($postId: ID!) {\n    sharePost(postId: $postId) {\n      id\n      sharesCount\n    }\n  }\n": types.SharePostDocument,
    "\n  mutation DeletePost($id: ID!) {\n    deletePost(id: $id)\n  }\n": types.DeletePostDocument,
    "\n  fragment PostComment_comment on Comment {\n    id\n    content\n    createdAt\n    author {\n      id\n      username\n      avatarUrl\n    }\n  }\n": types.PostComment_CommentFragmentDoc,
    "\n  query PostComments($postId: ID!, $first: Int!, $after: String) {\n    comments(postId: $postId, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...PostComment_comment\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.PostCommentsDocument,
    "\n  mutation AddComment($postId: ID!, $content: String!) {\n    addComment(postId: $postId, content: $content) {\n      ...PostComment_comment\n      post {\n        id\n        commentsCount\n      }\n    }\n  }\n": types.AddCommentDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AuthSession_payload on AuthPayload {\n    accessToken\n    refreshToken\n    expiresAt\n    user {\n      ...AuthUser_user\n    }\n  }\n"): (typeof documents)["\n  fragment AuthSession_payload on AuthPayload {\n    accessToken\n    refreshToken\n    expiresAt\n    user {\n      ...AuthUser_user\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AuthUser_user on User {\n    id\n    email\n    username\n    createdAt\n    roles\n    profile {\n      id\n      username\n      avatarUrl\n    }\n  }\n"): (typeof documents)["\n  fragment AuthUser_user on User {\n    id\n    email\n    username\n    createdAt\n    roles\n    profile {\n      id\n      username\n      avatarUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RefreshSession($refreshToken: String) {\n    refreshSession(refreshToken: $refreshToken) {\n      ...AuthSession_payload\n    }\n  }\n"): (typeof documents)["\n  mutation RefreshSession($refreshToken: String) {\n    refreshSession(refreshToken: $refreshToken) {\n      ...AuthSession_payload\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      ...AuthSession_payload\n    }\n  }\n"): (typeof documents)["\n  mutation SignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      ...AuthSession_payload\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      ...AuthSession_payload\n    }\n  }\n"): (typeof documents)["\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      ...AuthSession_payload\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n"): (typeof documents)["\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($token: String!, $password: String!) {\n    resetPassword(token: $token, password: $password) {\n      ...AuthSession_payload\n    }\n  }\n"): (typeof documents)["\n  mutation ResetPassword($token: String!, $password: String!) {\n    resetPassword(token: $token, password: $password) {\n      ...AuthSession_payload\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignOut {\n    signOut\n  }\n"): (typeof documents)["\n  mutation SignOut {\n    signOut\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me {\n      ...AuthUser_user\n    }\n  }\n"): (typeof documents)["\n  query Me {\n    me {\n      ...AuthUser_user\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DetectLocation($browserLocation: BrowserLocationInput) {\n    detectLocation(browserLocation: $browserLocation) {\n      success\n      error\n      location {\n        country\n        countryCode\n        city\n        source\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DetectLocation($browserLocation: BrowserLocationInput) {\n    detectLocation(browserLocation: $browserLocation) {\n      success\n      error\n      location {\n        country\n        countryCode\n        city\n        source\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyLocation {\n    myLocation {\n      country\n      countryCode\n      city\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  query MyLocation {\n    myLocation {\n      country\n      countryCode\n      city\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordImpressions($postIds: [ID!]!) {\n    recordImpressions(postIds: $postIds)\n  }\n"): (typeof documents)["\n  mutation RecordImpressions($postIds: [ID!]!) {\n    recordImpressions(postIds: $postIds)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordClick($postId: ID!) {\n    recordClick(postId: $postId)\n  }\n"): (typeof documents)["\n  mutation RecordClick($postId: ID!) {\n    recordClick(postId: $postId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GeoAnalyticsPage($limit: Int!) {\n    locationAnalytics(limit: $limit) {\n      country\n      countryCode\n      city\n      totalImpressions\n      totalClicks\n    }\n    locationAnalyticsSummary {\n      countries\n      cities\n      totalImpressions\n      totalClicks\n    }\n    myLocation {\n      country\n      countryCode\n      city\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  query GeoAnalyticsPage($limit: Int!) {\n    locationAnalytics(limit: $limit) {\n      country\n      countryCode\n      city\n      totalImpressions\n      totalClicks\n    }\n    locationAnalyticsSummary {\n      countries\n      cities\n      totalImpressions\n      totalClicks\n    }\n    myLocation {\n      country\n      countryCode\n      city\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PostCard_post on Post {\n    id\n    content\n    createdAt\n    mediaUrl\n    mediaType\n    likesCount\n    commentsCount\n    sharesCount\n    viewerHasLiked\n    author {\n      id\n      username\n      avatarUrl\n      isVerified\n    }\n    hashtags {\n      id\n      tag\n    }\n  }\n"): (typeof documents)["\n  fragment PostCard_post on Post {\n    id\n    content\n    createdAt\n    mediaUrl\n    mediaType\n    likesCount\n    commentsCount\n    sharesCount\n    viewerHasLiked\n    author {\n      id\n      username\n      avatarUrl\n      isVerified\n    }\n    hashtags {\n      id\n      tag\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PostExplanation_post on Post {\n    id\n    explanation {\n      score\n      summary\n      factors {\n        name\n        value\n        weight\n        contribution\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment PostExplanation_post on Post {\n    id\n    explanation {\n      score\n      summary\n      factors {\n        name\n        value\n        weight\n        contribution\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PostPage($id: ID!) {\n    post(id: $id) {\n      ...PostCard_post\n    }\n  }\n"): (typeof documents)["\n  query PostPage($id: ID!) {\n    post(id: $id) {\n      ...PostCard_post\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LikePost($postId: ID!) {\n    likePost(postId: $postId) {\n      id\n      likesCount\n      viewerHasLiked\n    }\n  }\n"): (typeof documents)["\n  mutation LikePost($postId: ID!) {\n    likePost(postId: $postId) {\n      id\n      likesCount\n      viewerHasLiked\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnlikePost($postId: ID!) {\n    unlikePost(postId: $postId) {\n      id\n      likesCount\n      viewerHasLiked\n    }\n  }\n"): (typeof documents)["\n  mutation UnlikePost($postId: ID!) {\n    unlikePost(postId: $postId) {\n      id\n      likesCount\n      viewerHasLiked\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SharePost($postId: ID!) {\n    sharePost(postId: $postId) {\n      id\n      sharesCount\n    }\n  }\n"): (typeof documents)["\n  mutation SharePost($postId: ID!) {\n    sharePost(postId: $postId) {\n      id\n      sharesCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeletePost($id: ID!) {\n    deletePost(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeletePost($id: ID!) {\n    deletePost(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PostComment_comment on Comment {\n    id\n    content\n    createdAt\n    author {\n      id\n      username\n      avatarUrl\n    }\n  }\n"): (typeof documents)["\n  fragment PostComment_comment on Comment {\n    id\n    content\n    createdAt\n    author {\n      id\n      username\n      avatarUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PostComments($postId: ID!, $first: Int!, $after: String) {\n    comments(postId: $postId, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...PostComment_comment\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query PostComments($postId: ID!, $first: Int!, $after: String) {\n    comments(postId: $postId, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...PostComment_comment\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddComment($postId: ID!, $content: String!) {\n    addComment(postId: $postId, content: $content) {\n      ...PostComment_comment\n      post {\n        id\n        commentsCount\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AddComment($postId: ID!, $content: String!) {\n    addComment(postId: $postId, content: $content) {\n      ...PostComment_comment\n      post {\n        id\n        commentsCount\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;