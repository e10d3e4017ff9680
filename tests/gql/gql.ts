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
    "mutation AdminApiPlaygroundCreatePost($content: String!) { createPost(input: { content: $content }) { id } }": typeof types.AdminApiPlaygroundCreatePostDocument,
    "query Roles($search: String) { profiles(search: $search) { edges { node { username roles } } } }": typeof types.RolesDocument,
    "query GeoAnalyticsAudience {\n  locationAnalyticsSummary { countries cities totalImpressions totalClicks }\n  locationAnalytics(limit: 20) { country countryCode city }\n}": typeof types.GeoAnalyticsAudienceDocument,
    "query PostingPosts($u: String) { posts(authorUsername: $u) { edges { cursor } } }": typeof types.PostingPostsDocument,
    "\n  mutation GenerateApiKey($input: GenerateApiKeyInput!) {\n    generateApiKey(input: $input) {\n      secret\n      apiKey { id name description prefix lastFour isActive tier kind createdAt lastUsedAt requestsPerHour }\n    }\n  }\n": typeof types.GenerateApiKeyDocument,
    "mutation CreatePost($input: CreatePostInput!) { createPost(input: $input) { id content createdAt } }": typeof types.CreatePostDocument,
    "mutation ContentFactoriesFollow($u: String!) { follow(username: $u) { id } }": typeof types.ContentFactoriesFollowDocument,
    "\n  fragment EveryPostField on Post {\n    id content mediaUrl mediaType likesCount commentsCount sharesCount viewerHasLiked createdAt\n    author { id username bio avatarUrl isVerified followersCount followingCount createdAt roles viewerIsFollowing }\n    hashtags { id tag usageCount }\n  }\n": typeof types.EveryPostFieldFragmentDoc,
    "mutation CampaignsCreateCampaign($input: CreateCampaignInput!) {\n  createCampaign(input: $input) {\n    id name objective description minAge maxAge locations interests adType headline adDescription callToAction destinationUrl\n    mediaUrl mediaType dailyBudget totalBudget budget startDate endDate status rejectionReason spent impressions clicks ctr createdAt reviewedAt\n    owner { username } reviewedBy { username }\n  }\n}": typeof types.CampaignsCreateCampaignDocument,
    "query CampaignsMine($first: Int, $after: String) {\n  myCampaignTotals { count spent impressions clicks averageCtr }\n  myCampaigns(first: $first, after: $after) { edges { cursor node { id name status } } pageInfo { hasNextPage endCursor } }\n}": typeof types.CampaignsMineDocument,
    "query CampaignsCampaignsInReview { campaignsInReview { edges { node { id name status owner { username } } } } }": typeof types.CampaignsCampaignsInReviewDocument,
    "mutation CampaignsPauseCampaign($id: ID!) { pauseCampaign(id: $id) { id status } }": typeof types.CampaignsPauseCampaignDocument,
    "mutation CampaignsResumeCampaign($id: ID!) { resumeCampaign(id: $id) { id status } }": typeof types.CampaignsResumeCampaignDocument,
    "mutation CampaignsApproveCampaign($id: ID!) { approveCampaign(id: $id) { id status reviewedAt reviewedBy { username } } }": typeof types.CampaignsApproveCampaignDocument,
    "mutation CampaignsRejectCampaign($id: ID!, $reason: String) { rejectCampaign(id: $id, reason: $reason) { id status rejectionReason } }": typeof types.CampaignsRejectCampaignDocument,
    "query CampaignsMyCampaigns { myCampaigns { edges { node { ctr } } } }": typeof types.CampaignsMyCampaignsDocument,
    "query CampaignsMyCampaignsEdges { myCampaigns { edges { node { id status reviewedBy { username } } } } }": typeof types.CampaignsMyCampaignsEdgesDocument,
    "query CampaignsNotifications { notifications(first: 10) { edges { node { kind campaignName actor { username } } } } }": typeof types.CampaignsNotificationsDocument,
    "query ApiKeyLifecycleMe { me { id username roles } }": typeof types.ApiKeyLifecycleMeDocument,
    "query ApiKeys($kind: ApiKeyKind) {\n  apiKeys(kind: $kind) { id name description prefix lastFour isActive tier kind createdAt lastUsedAt requestsPerHour createdBy { username } }\n}": typeof types.ApiKeysDocument,
    "mutation DeleteApiKey($id: ID!) { deleteApiKey(id: $id) }": typeof types.DeleteApiKeyDocument,
    "query ApiKeyQuotaPing { __typename }": typeof types.ApiKeyQuotaPingDocument,
    "query ApiKeyWebsocketMe { me { id roles } }": typeof types.ApiKeyWebsocketMeDocument,
    "query ApiKeyWebsocketApiKeys { apiKeys { name } }": typeof types.ApiKeyWebsocketApiKeysDocument,
    "subscription ApiKeyWebsocketPostCreated { postCreated { content author { username } } }": typeof types.ApiKeyWebsocketPostCreatedDocument,
    "mutation ApiKeyWebsocketCreatePost($c: String!) { createPost(input: { content: $c }) { id } }": typeof types.ApiKeyWebsocketCreatePostDocument,
    "mutation ApiKeyWebsocketRemoveAdmin($id: ID!) { removeAdmin(userId: $id) { id } }": typeof types.ApiKeyWebsocketRemoveAdminDocument,
    "query ApiKeyWebsocketApiKeyIds { apiKeys { id } }": typeof types.ApiKeyWebsocketApiKeyIdsDocument,
    "query ApiKeyWebsocketPing { __typename }": typeof types.ApiKeyWebsocketPingDocument,
    "query ApiKeyWebsocketMeId { me { id } }": typeof types.ApiKeyWebsocketMeIdDocument,
    "mutation ApiKeyWebsocketDeleteApiKey($id: ID!) { deleteApiKey(id: $id) }": typeof types.ApiKeyWebsocketDeleteApiKeyDocument,
    "\n  fragment AuthSession on AuthPayload { user { id email username createdAt roles profile { id username } } accessToken refreshToken expiresAt }\n": typeof types.AuthSessionFragmentDoc,
    "mutation SignUp($input: SignUpInput!) { signUp(input: $input) { ...AuthSession } }": typeof types.SignUpDocument,
    "mutation SignIn($input: SignInInput!) { signIn(input: $input) { ...AuthSession } }": typeof types.SignInDocument,
    "mutation Refresh($token: String) { refreshSession(refreshToken: $token) { ...AuthSession } }": typeof types.RefreshDocument,
    "mutation SignOut { signOut }": typeof types.SignOutDocument,
    "query Me { me { id email username roles } }": typeof types.MeDocument,
    "mutation RequestPasswordReset($email: String!) { requestPasswordReset(email: $email) }": typeof types.RequestPasswordResetDocument,
    "mutation ResetPassword($token: String!, $password: String!) { resetPassword(token: $token, password: $password) { ...AuthSession } }": typeof types.ResetPasswordDocument,
    "mutation SessionsCreatePost { createPost(input: { content: \"after sign-out #late\" }) { id } }": typeof types.SessionsCreatePostDocument,
    "fragment CircleFields on Circle { id name description isPrivate membersCount postsCount viewerStatus owner { username } }": typeof types.CircleFieldsFragmentDoc,
    "mutation CirclesCreateCircle($input: CreateCircleInput!) { createCircle(input: $input) { ...CircleFields } }": typeof types.CirclesCreateCircleDocument,
    "mutation CirclesJoinCircle($id: ID!) { joinCircle(id: $id) { ...CircleFields } }": typeof types.CirclesJoinCircleDocument,
    "mutation CirclesLeaveCircle($id: ID!) { leaveCircle(id: $id) { ...CircleFields } }": typeof types.CirclesLeaveCircleDocument,
    "mutation CirclesApproveCircleRequest($c: ID!, $u: ID!) { approveCircleRequest(circleId: $c, userId: $u) { ...CircleFields } }": typeof types.CirclesApproveCircleRequestDocument,
    "mutation CirclesDeclineCircleRequest($c: ID!, $u: ID!) { declineCircleRequest(circleId: $c, userId: $u) { ...CircleFields } }": typeof types.CirclesDeclineCircleRequestDocument,
    "mutation CirclesPostToCircle($input: PostToCircleInput!) { postToCircle(input: $input) { id content sensitive author { username } } }": typeof types.CirclesPostToCircleDocument,
    "query CirclesCirclePosts($id: ID!, $first: Int, $after: String) {\n  circlePosts(circleId: $id, first: $first, after: $after) { edges { node { content author { username } } } pageInfo { hasNextPage endCursor } }\n}": typeof types.CirclesCirclePostsDocument,
    "query CirclesCircleJoinRequests($id: ID!) { circleJoinRequests(circleId: $id) { edges { node { user { id username } } } } }": typeof types.CirclesCircleJoinRequestsDocument,
    "query CirclesList($first: Int, $after: String) { circles(first: $first, after: $after) { edges { node { ...CircleFields } } pageInfo { hasNextPage endCursor } } }": typeof types.CirclesListDocument,
    "query CirclesNotifications { notifications(first: 1) { edges { node { kind actor { username } circle { id name } } } } }": typeof types.CirclesNotificationsDocument,
    "query CirclesNotificationsEdges { notifications(first: 1) { edges { node { kind actor { username } circle { id viewerStatus } } } } }": typeof types.CirclesNotificationsEdgesDocument,
    "query CirclesCircle($id: ID!) { circle(id: $id) { viewerStatus } }": typeof types.CirclesCircleDocument,
    "query CirclesCircleById($id: ID!) { circle(id: $id) { id } }": typeof types.CirclesCircleByIdDocument,
    "mutation CirclesDeleteCircle($id: ID!) { deleteCircle(id: $id) }": typeof types.CirclesDeleteCircleDocument,
    "fragment CollabRequestFields on CollabRequest { id type amount message status createdAt decidedAt from { username } to { username } }": typeof types.CollabRequestFieldsFragmentDoc,
    "mutation CollabsSendCollabRequest($input: SendCollabRequestInput!) { sendCollabRequest(input: $input) { ...CollabRequestFields } }": typeof types.CollabsSendCollabRequestDocument,
    "mutation CollabsOpenCollabRequest($id: ID!) { openCollabRequest(id: $id) { id status } }": typeof types.CollabsOpenCollabRequestDocument,
    "mutation CollabsAcceptCollabRequest($id: ID!) { acceptCollabRequest(id: $id) { id status decidedAt } }": typeof types.CollabsAcceptCollabRequestDocument,
    "mutation CollabsDeclineCollabRequest($id: ID!) { declineCollabRequest(id: $id) { id status decidedAt } }": typeof types.CollabsDeclineCollabRequestDocument,
    "query CollabsReceivedCollabRequests($first: Int, $after: String) {\n  receivedCollabRequests(first: $first, after: $after) { edges { node { ...CollabRequestFields } } pageInfo { hasNextPage endCursor } }\n}": typeof types.CollabsReceivedCollabRequestsDocument,
    "query CollabsSentCollabRequests { sentCollabRequests { edges { node { id status to { username } } } } }": typeof types.CollabsSentCollabRequestsDocument,
    "mutation CollabsUpdateSettings($on: Boolean!) { updateSettings(input: { privacy: { collabRequests: $on } }) { privacy { collabRequests } } }": typeof types.CollabsUpdateSettingsDocument,
    "query CollabsNotifications { notifications { edges { node { kind actor { username } } } } }": typeof types.CollabsNotificationsDocument,
    "\n  mutation Send($input: SendContactMessageInput!) {\n    sendContactMessage(input: $input) { id receivedAt }\n  }\n": typeof types.SendDocument,
    "mutation ContentFiltersUpdateSystemSettings($on: Boolean!) { updateSystemSettings(input: { profanityFilter: $on }) { profanityFilter } }": typeof types.ContentFiltersUpdateSystemSettingsDocument,
    "mutation ContentFiltersUpdateSettings($on: Boolean!) { updateSettings(input: { privacy: { commentFilter: $on } }) { privacy { commentFilter } } }": typeof types.ContentFiltersUpdateSettingsDocument,
    "query ContentFiltersPost($id: ID!) { post(id: $id) { content sensitive } }": typeof types.ContentFiltersPostDocument,
    "query ContentFiltersPostsByHashtag { postsByHashtag(tag: \"lagosfilters\", first: 5) { edges { node { content sensitive } } } }": typeof types.ContentFiltersPostsByHashtagDocument,
    "query ContentFiltersPosts { posts(authorUsername: \"amara_filters\", first: 5) { edges { node { content } } } }": typeof types.ContentFiltersPostsDocument,
    "query ContentFiltersFeed { feed(mode: MY_FLOW, energy: 50, first: 5) { edges { node { content sensitive } } } }": typeof types.ContentFiltersFeedDocument,
    "query ContentFiltersComments($id: ID!) { comments(postId: $id) { hiddenCount edges { node { content sensitive hiddenByFilter author { username } } } } }": typeof types.ContentFiltersCommentsDocument,
    "mutation ContentFiltersAddComment($id: ID!, $text: String!) { addComment(postId: $id, content: $text) { content sensitive hiddenByFilter } }": typeof types.ContentFiltersAddCommentDocument,
    "query ContentFiltersNotifications { notifications(first: 10) { edges { node { kind commentExcerpt } } } }": typeof types.ContentFiltersNotificationsDocument,
    "query MyPostStats($days: Int, $top: Int) {\n  myPostStats(days: $days, top: $top) {\n    id posts followers\n    allTime { impressions clicks likes comments shares newFollowers }\n    last30Days { impressions clicks likes comments shares newFollowers }\n    previous30Days { impressions clicks likes comments shares newFollowers }\n    daily { date impressions clicks likes comments shares newFollowers }\n    topPosts { post { id content } impressions clicks likes comments shares }\n  }\n}": typeof types.MyPostStatsDocument,
    "mutation MyPostStatsLikePost($id: ID!) { likePost(postId: $id) { id } }": typeof types.MyPostStatsLikePostDocument,
    "mutation MyPostStatsAddComment($id: ID!) { addComment(postId: $id, content: \"Love it\") { id } }": typeof types.MyPostStatsAddCommentDocument,
    "mutation MyPostStatsSharePost($id: ID!) { sharePost(postId: $id) { id } }": typeof types.MyPostStatsSharePostDocument,
    "query HttpRequestsTrendingHashtags { trendingHashtags { tag } }": typeof types.HttpRequestsTrendingHashtagsDocument,
    "mutation HttpRequestsSendContactMessage($input: SendContactMessageInput!) { sendContactMessage(input: $input) { id } }": typeof types.HttpRequestsSendContactMessageDocument,
    "mutation MaskedErrorsSignUp { signUp(input: { username: \"masked\", email: \"masked@example.com\", password: \"secret1\" }) { accessToken } }": typeof types.MaskedErrorsSignUpDocument,
    "query MaskedErrorsProfile { profile(username: \"masked\") { username bio } }": typeof types.MaskedErrorsProfileDocument,
    "mutation NulCharactersCreatePost($c: String!) { createPost(input: { content: $c }) { id content } }": typeof types.NulCharactersCreatePostDocument,
    "mutation NulCharactersUpdateProfile($i: UpdateProfileInput!) { updateProfile(input: $i) { bio } }": typeof types.NulCharactersUpdateProfileDocument,
    "query NulCharactersPostsByHashtag($t: String!) { postsByHashtag(tag: $t) { edges { cursor } } }": typeof types.NulCharactersPostsByHashtagDocument,
    "query NullArgumentsPosts($f: Int) { posts(first: $f) { edges { node { id } } } }": typeof types.NullArgumentsPostsDocument,
    "query NullArgumentsPostsByHashtag($f: Int) { postsByHashtag(tag: \"folklore\", first: $f) { edges { cursor } } }": typeof types.NullArgumentsPostsByHashtagDocument,
    "query NullArgumentsTrendingHashtags($l: Int) { trendingHashtags(limit: $l) { tag } }": typeof types.NullArgumentsTrendingHashtagsDocument,
    "query NullArgumentsSearchHashtags($f: Int) { searchHashtags(query: \"tag\", first: $f) { tag } }": typeof types.NullArgumentsSearchHashtagsDocument,
    "query NullArgumentsFeed($m: FeedMode, $e: Int, $f: Int) { feed(mode: $m, energy: $e, first: $f) { edges { cursor } } }": typeof types.NullArgumentsFeedDocument,
    "query NullArgumentsLocationAnalytics($l: Int) { locationAnalytics(limit: $l) { city } }": typeof types.NullArgumentsLocationAnalyticsDocument,
    "query NullArgumentsMyPostStats($d: Int, $t: Int) { myPostStats(days: $d, top: $t) { daily { date } } }": typeof types.NullArgumentsMyPostStatsDocument,
    "query NullArgumentsComments($p: ID!, $f: Int) { comments(postId: $p, first: $f) { edges { cursor } } }": typeof types.NullArgumentsCommentsDocument,
    "mutation NullArgumentsGenerateApiKey($t: ApiKeyTier, $k: ApiKeyKind) { generateApiKey(input: { name: \"Null tier\", tier: $t, kind: $k }) { apiKey { tier kind } } }": typeof types.NullArgumentsGenerateApiKeyDocument,
    "query NullArgumentsLocationAnalyticsCity { locationAnalytics(limit: 0) { city } }": typeof types.NullArgumentsLocationAnalyticsCityDocument,
    "query FeedFieldsEveryField { feed(mode: MY_FLOW, energy: 0) { edges { node { ...EveryPostField } } } }": typeof types.FeedFieldsEveryFieldDocument,
    "query FeedFieldsPost($id: ID!) { post(id: $id) { ...EveryPostField } }": typeof types.FeedFieldsPostDocument,
    "query FeedFieldsExplanation { feed(mode: MY_FLOW, energy: 0) { edges { node { id explanation { summary } } } } }": typeof types.FeedFieldsExplanationDocument,
    "query FeedFieldsNarrow { feed(mode: MY_FLOW, energy: 0) { edges { node { author { isVerified } hashtags { tag } } } } }": typeof types.FeedFieldsNarrowDocument,
    "query FeedFieldsViaFragment { feed(mode: MY_FLOW, energy: 0) { edges { node { ...FeedFieldsCard } } } }": typeof types.FeedFieldsViaFragmentDocument,
    "fragment FeedFieldsCard on Post { author { username } ... on Post { hashtags { usageCount } } }": typeof types.FeedFieldsCardFragmentDoc,
    "query Feed($mode: FeedMode, $filters: [FeedFilter!], $energy: Int, $first: Int, $after: String) {\n  feed(mode: $mode, filters: $filters, energy: $energy, first: $first, after: $after) {\n    edges {\n      cursor\n      node {\n        id content createdAt author { username }\n        explanation {\n          score summary factors { name value weight contribution }\n          author { relation username interactions recent } reasons { kind km ageMinutes likes comments shares tag }\n        }\n      }\n    }\n    pageInfo { hasNextPage endCursor }\n    message\n  }\n}": typeof types.FeedDocument,
    "mutation FeedLikePost($id: ID!) { likePost(postId: $id) { id } }": typeof types.FeedLikePostDocument,
    "query FeedPosts { posts(first: 100) { edges { node { id } } } }": typeof types.FeedPostsDocument,
    "query MyFlowWindowsFeed($after: String) {\n  feed(mode: MY_FLOW, energy: 0, first: 100, after: $after) { edges { node { id } } pageInfo { hasNextPage endCursor } }\n}": typeof types.MyFlowWindowsFeedDocument,
    "query FollowListsProfile($u: String!, $first: Int, $after: String) {\n  profile(username: $u) {\n    followers(first: $first, after: $after) { edges { node { username } } pageInfo { hasNextPage endCursor } }\n  }\n}": typeof types.FollowListsProfileDocument,
    "query FollowListsProfileFollowing($u: String!) { profile(username: $u) { following { edges { node { username followersCount } } } } }": typeof types.FollowListsProfileFollowingDocument,
    "mutation FollowListsUpdateSettings($p: PrivacySettingsInput!) { updateSettings(input: { privacy: $p }) { privacy { showFollowers } } }": typeof types.FollowListsUpdateSettingsDocument,
    "query FollowListsCounts($u: String!) { profile(username: $u) { followersCount following { edges { node { username } } } } }": typeof types.FollowListsCountsDocument,
    "mutation FollowListsMakeProfilePrivate { updateSettings(input: { privacy: { publicProfile: false } }) { id } }": typeof types.FollowListsMakeProfilePrivateDocument,
    "query FollowListsPost($id: ID!) { post(id: $id) { author { followers { edges { node { username } } } } } }": typeof types.FollowListsPostDocument,
    "query FollowListsProfileFollowers { profile(username: \"reader_b\") { followers { edges { node { username } } } } }": typeof types.FollowListsProfileFollowersDocument,
    "query HashtagSearchSearchHashtags($q: String!, $first: Int) { searchHashtags(query: $q, first: $first) { tag usageCount } }": typeof types.HashtagSearchSearchHashtagsDocument,
    "mutation HashtagSearchDeletePost($id: ID!) { deletePost(id: $id) }": typeof types.HashtagSearchDeletePostDocument,
    "subscription LiveUpdatesTrendingHashtagsUpdated { trendingHashtagsUpdated { tag usageCount } }": typeof types.LiveUpdatesTrendingHashtagsUpdatedDocument,
    "query LiveUpdatesTrendingHashtags { trendingHashtags { tag usageCount } }": typeof types.LiveUpdatesTrendingHashtagsDocument,
    "mutation LiveUpdatesDeletePost($id: ID!) { deletePost(id: $id) }": typeof types.LiveUpdatesDeletePostDocument,
    "query LiveUpdatesPostsByHashtag { postsByHashtag(tag: \"#Bullshit\", first: 50) { edges { node { hashtags { tag usageCount } } } } }": typeof types.LiveUpdatesPostsByHashtagDocument,
    "subscription LiveUpdatesPostCreated($tag: String) { postCreated(tag: $tag) { id content author { username } hashtags { tag } } }": typeof types.LiveUpdatesPostCreatedDocument,
    "subscription LiveUpdatesPostCreatedContent { postCreated { id content } }": typeof types.LiveUpdatesPostCreatedContentDocument,
    "query TagPagesEveryField { postsByHashtag(tag: \"folklore\") { edges { node { ...EveryPostField explanation { score } } } } }": typeof types.TagPagesEveryFieldDocument,
    "query TagPagesIds { postsByHashtag(tag: \"folklore\") { edges { node { id } } } }": typeof types.TagPagesIdsDocument,
    "query TagPagesLikes { postsByHashtag(tag: \"folklore\") { edges { node { likesCount } } } }": typeof types.TagPagesLikesDocument,
    "query TagPagesPost($id: ID!) { post(id: $id) { ...EveryPostField explanation { score } } }": typeof types.TagPagesPostDocument,
    "query TagPagesViaFragment { postsByHashtag(tag: \"folklore\") { edges { node { ...TagPagesCard } } } }": typeof types.TagPagesViaFragmentDocument,
    "fragment TagPagesCard on Post { id author { username } ... on Post { hashtags { tag } } }": typeof types.TagPagesCardFragmentDoc,
    "mutation TagPagesLikePost($id: ID!) { likePost(postId: $id) { likesCount } }": typeof types.TagPagesLikePostDocument,
    "query TagPagesViewerHasLiked { postsByHashtag(tag: \"folklore\") { edges { node { likesCount viewerHasLiked } } } }": typeof types.TagPagesViewerHasLikedDocument,
    "query ProductionSchemaPrivacyTypename { __typename }": typeof types.ProductionSchemaPrivacyTypenameDocument,
    "query ProductionSchemaPrivacyMe { me { profile { id } } }": typeof types.ProductionSchemaPrivacyMeDocument,
    "\n  query SeededStats {\n    myPostStats(days: 30, top: 50) {\n      allTime { impressions clicks }\n      last30Days { impressions clicks }\n      daily { impressions }\n      topPosts { impressions clicks }\n    }\n    locationAnalytics(limit: 100) { city totalImpressions totalClicks }\n    locationAnalyticsSummary { cities totalImpressions totalClicks }\n  }\n": typeof types.SeededStatsDocument,
    "query DemoLocationsNearby($admin: String!) {\n      amara: profile(username: \"amara\") { location }\n      admin: profile(username: $admin) { location }\n      feed(mode: FOR_YOU, filters: [NEARBY], first: 50) { edges { node { author { username } explanation { summary } } } }\n    }": typeof types.DemoLocationsNearbyDocument,
    "query DetectLocationMyLocation { myLocation { country countryCode city updatedAt } }": typeof types.DetectLocationMyLocationDocument,
    "\n  mutation Detect($browserLocation: BrowserLocationInput) {\n    detectLocation(browserLocation: $browserLocation) {\n      success\n      error\n      location { country countryCode city latitude longitude source }\n    }\n  }\n": typeof types.DetectDocument,
    "\n  mutation RecordImpressions($postIds: [ID!]!) { recordImpressions(postIds: $postIds) }\n": typeof types.RecordImpressionsDocument,
    "\n  mutation RecordClick($postId: ID!) { recordClick(postId: $postId) }\n": typeof types.RecordClickDocument,
    "\n  query Analytics($limit: Int) {\n    locationAnalytics(limit: $limit) { country countryCode city totalImpressions totalClicks }\n    locationAnalyticsSummary { countries cities totalImpressions totalClicks }\n  }\n": typeof types.AnalyticsDocument,
    "mutation ShowLocation($on: Boolean!) { updateSettings(input: { privacy: { location: $on } }) { privacy { location } } }": typeof types.ShowLocationDocument,
    "query Nearby($first: Int, $after: String, $energy: Int) {\n  feed(mode: FOR_YOU, filters: [NEARBY], energy: $energy, first: $first, after: $after) {\n    edges { node { id content explanation { summary } } }\n    pageInfo { hasNextPage endCursor }\n    message\n  }\n}": typeof types.NearbyDocument,
    "mutation NearbyFeedUpdateSettings($a: String!) { updateSettings(input: { feedAlgorithm: $a }) { feedAlgorithm } }": typeof types.NearbyFeedUpdateSettingsDocument,
    "query NearbyFeedLocalPage($after: String) { feed(mode: FOR_YOU, first: 1, after: $after) {\n    edges { node { content explanation { summary } } } pageInfo { hasNextPage endCursor } } }": typeof types.NearbyFeedLocalPageDocument,
    "mutation UploadsCreatePost($input: CreatePostInput!) { createPost(input: $input) { id content mediaUrl mediaType author { username } } }": typeof types.UploadsCreatePostDocument,
    "mutation UploadsDeletePost($id: ID!) { deletePost(id: $id) }": typeof types.UploadsDeletePostDocument,
    "mutation UploadsUpdateProfile($input: UpdateProfileInput!) { updateProfile(input: $input) { avatarUrl } }": typeof types.UploadsUpdateProfileDocument,
    "mutation ModerationReportContent($input: ReportContentInput!) { reportContent(input: $input) }": typeof types.ModerationReportContentDocument,
    "query ModerationQueue($status: ModerationStatus) {\n  moderationCounts { pending approved removed }\n  moderationQueue(status: $status) { edges { node { id kind status excerpt autoFlagged reasons reportCount commentId author { username } post { id } decidedBy { username } } } }\n}": typeof types.ModerationQueueDocument,
    "query ModerationReports($resolved: Boolean) {\n  reportCounts { open highPriority resolvedToday }\n  reports(resolved: $resolved) { edges { node { id reason details priority status resolution reporter { username } reviewedBy { username } resolvedBy { username } item { id kind excerpt status } } } }\n}": typeof types.ModerationReportsDocument,
    "mutation ModerationModerateContent($id: ID!, $d: ModerationDecision!) { moderateContent(id: $id, decision: $d) { id status decidedBy { username } } }": typeof types.ModerationModerateContentDocument,
    "mutation ModerationReviewReport($id: ID!) { reviewReport(id: $id) { id status reviewedBy { username } } }": typeof types.ModerationReviewReportDocument,
    "mutation ModerationResolveReport($id: ID!, $a: ReportAction!) { resolveReport(id: $id, action: $a) { id status resolution resolvedBy { username } } }": typeof types.ModerationResolveReportDocument,
    "query ModerationPost($id: ID!) { post(id: $id) { id } }": typeof types.ModerationPostDocument,
    "query ModerationTrendingHashtags { trendingHashtags(limit: 50) { tag usageCount } }": typeof types.ModerationTrendingHashtagsDocument,
    "mutation ModerationAddComment($id: ID!) { addComment(postId: $id, content: \"Buy followers at my link\") { id } }": typeof types.ModerationAddCommentDocument,
    "query ModerationPostAndComments($id: ID!) { post(id: $id) { commentsCount } comments(postId: $id) { edges { node { id } } } }": typeof types.ModerationPostAndCommentsDocument,
    "mutation ModerationUpdateSystemSettings($on: Boolean!) { updateSystemSettings(input: { autoModeration: $on }) { autoModeration } }": typeof types.ModerationUpdateSystemSettingsDocument,
    "mutation ModerationAddOffensiveComment($id: ID!) { addComment(postId: $id, content: \"You bastard\") { id } }": typeof types.ModerationAddOffensiveCommentDocument,
    "query ModerationNotifications { notifications(first: 10) { edges { node { kind reportReason actor { username } post { id } } } } }": typeof types.ModerationNotificationsDocument,
    "mutation ModerationUpdateSystemSettingsReportAlerts { updateSystemSettings(input: { reportAlerts: false }) { reportAlerts } }": typeof types.ModerationUpdateSystemSettingsReportAlertsDocument,
    "mutation ModerationSignUp($input: SignUpInput!) { signUp(input: $input) { user { id } } }": typeof types.ModerationSignUpDocument,
    "mutation ModerationUpdateSystemSettingsNewUserSignupAlerts { updateSystemSettings(input: { newUserSignupAlerts: true }) { newUserSignupAlerts } }": typeof types.ModerationUpdateSystemSettingsNewUserSignupAlertsDocument,
    "query ModerationRemovalNotices { notifications(first: 5) { edges { node { kind reportReason removedKind removedExcerpt actor { username } post { id } } } } }": typeof types.ModerationRemovalNoticesDocument,
    "query ModerationNotificationsEdges { notifications(first: 5) { edges { node { kind } } } }": typeof types.ModerationNotificationsEdgesDocument,
    "query ModerationQueuePage($status: ModerationStatus, $after: String) {\n    moderationQueue(status: $status, first: 1, after: $after) { edges { node { excerpt } } pageInfo { hasNextPage endCursor } }\n  }": typeof types.ModerationQueuePageDocument,
    "query ModerationResolvedReportsPage($after: String) {\n    reports(resolved: true, first: 2, after: $after) { edges { node { reason item { excerpt } } } pageInfo { hasNextPage endCursor } }\n  }": typeof types.ModerationResolvedReportsPageDocument,
    "mutation SpamDetectionCreatePost($content: String!) { createPost(input: { content: $content }) { id } }": typeof types.SpamDetectionCreatePostDocument,
    "mutation SpamDetectionAddComment($id: ID!, $text: String!) { addComment(postId: $id, content: $text) { id } }": typeof types.SpamDetectionAddCommentDocument,
    "mutation SpamDetectionUpdateSystemSettings($on: Boolean!) { updateSystemSettings(input: { spamDetection: $on }) { spamDetection } }": typeof types.SpamDetectionUpdateSystemSettingsDocument,
    "query NotificationsList($first: Int, $after: String) {\n  notifications(first: $first, after: $after) {\n    edges { cursor node { id kind read createdAt commentExcerpt actor { username } post { id } } }\n    pageInfo { hasNextPage endCursor }\n  }\n}": typeof types.NotificationsListDocument,
    "query NotificationsUnreadCount { unreadNotificationsCount }": typeof types.NotificationsUnreadCountDocument,
    "mutation NotificationsMarkNotificationsRead { markNotificationsRead }": typeof types.NotificationsMarkNotificationsReadDocument,
    "mutation NotificationsLikePost($id: ID!) { likePost(postId: $id) { id } }": typeof types.NotificationsLikePostDocument,
    "mutation NotificationsUnlikePost($id: ID!) { unlikePost(postId: $id) { id } }": typeof types.NotificationsUnlikePostDocument,
    "mutation NotificationsAddComment($id: ID!, $c: String!) { addComment(postId: $id, content: $c) { id } }": typeof types.NotificationsAddCommentDocument,
    "mutation NotificationsFollow($u: String!) { follow(username: $u) { id } }": typeof types.NotificationsFollowDocument,
    "mutation NotificationsUnfollow($u: String!) { unfollow(username: $u) { id } }": typeof types.NotificationsUnfollowDocument,
    "mutation NotificationsMarkSomeRead($ids: [ID!]) { markNotificationsRead(ids: $ids) }": typeof types.NotificationsMarkSomeReadDocument,
    "subscription NotificationsNotificationAdded { notificationAdded { id } }": typeof types.NotificationsNotificationAddedDocument,
    "subscription NotificationsDelivered { notificationAdded { id kind read commentExcerpt actor { username } post { id } } }": typeof types.NotificationsDeliveredDocument,
    "mutation NotificationsDeletePost($id: ID!) { deletePost(id: $id) }": typeof types.NotificationsDeletePostDocument,
    "mutation CountersLikePost($id: ID!) { likePost(postId: $id) { likesCount viewerHasLiked } }": typeof types.CountersLikePostDocument,
    "query CountersPost($id: ID!) { post(id: $id) { likesCount sharesCount } }": typeof types.CountersPostDocument,
    "mutation CountersUnlikePost($id: ID!) { unlikePost(postId: $id) { likesCount } }": typeof types.CountersUnlikePostDocument,
    "mutation CountersSharePost($id: ID!) { sharePost(postId: $id) { sharesCount } }": typeof types.CountersSharePostDocument,
    "mutation CountersUnlikeTwice($id: ID!) { unlikePost(postId: $id) { likesCount viewerHasLiked } }": typeof types.CountersUnlikeTwiceDocument,
    "mutation CountersCreatePost($c: String!) { createPost(input: { content: $c }) { id } }": typeof types.CountersCreatePostDocument,
    "query CountersHashtagAndHashtag { lagos: hashtag(tag: \"lagos\") { usageCount } jollof: hashtag(tag: \"JOLLOF\") { usageCount } }": typeof types.CountersHashtagAndHashtagDocument,
    "mutation CountersDeletePost($id: ID!) { deletePost(id: $id) }": typeof types.CountersDeletePostDocument,
    "query CountersHashtagAndHashtagUsageCount { lagos: hashtag(tag: \"lagos\") { usageCount } jollof: hashtag(tag: \"jollof\") { usageCount } }": typeof types.CountersHashtagAndHashtagUsageCountDocument,
    "mutation CountersFollow($u: String!) { follow(username: $u) { id } }": typeof types.CountersFollowDocument,
    "query CountersProfile($u: String!) { profile(username: $u) { followersCount followingCount } }": typeof types.CountersProfileDocument,
    "query DemoPostsTrendingHashtags { trendingHashtags { tag usageCount } }": typeof types.DemoPostsTrendingHashtagsDocument,
    "query DemoPostsProfile { profile(username: \"amara\") { followersCount followingCount } }": typeof types.DemoPostsProfileDocument,
    "query DemoPostsFeed { feed(mode: MY_FLOW, first: 20) { edges { node { author { username } likesCount commentsCount explanation { summary } } } } }": typeof types.DemoPostsFeedDocument,
    "query DemoPostsModerationQueue { moderationCounts { pending } moderationQueue { edges { node { kind reasons reportCount author { username } } } }\n       reportCounts { open } notifications(first: 5) { edges { node { kind reportReason } } } }": typeof types.DemoPostsModerationQueueDocument,
    "query DemoPostsShoutouts { receivedShoutouts { edges { node { from { username } } } } sentShoutouts { edges { node { to { username } } } }\n       receivedCollabRequests { edges { node { type amount status from { username } } } } sentCollabRequests { edges { node { status to { username } } } } }": typeof types.DemoPostsShoutoutsDocument,
    "query DemoPostsEarningsSplits { earningsSplits { edges { node { projectName ownerPercentage viewerIsOwner owner { username } shares { percentage collaborator { username } } } } } }": typeof types.DemoPostsEarningsSplitsDocument,
    "query DemoPostsCircles { circles { edges { node { id name isPrivate membersCount postsCount viewerStatus owner { username } } } } }": typeof types.DemoPostsCirclesDocument,
    "query DemoPostsCircleJoinRequests($id: ID!) { circleJoinRequests(circleId: $id) { edges { node { user { username } } } } }": typeof types.DemoPostsCircleJoinRequestsDocument,
    "query PostsHashtag($t: String!) { hashtag(tag: $t) { tag usageCount } }": typeof types.PostsHashtagDocument,
    "\n        mutation PostsCreatePostEveryField($input: CreatePostInput!) {\n          createPost(input: $input) {\n            id content mediaUrl mediaType likesCount commentsCount sharesCount viewerHasLiked createdAt\n            author { username } hashtags { tag usageCount } explanation { score }\n          }\n        }\n      ": typeof types.PostsCreatePostEveryFieldDocument,
    "mutation PostsCreateBlankPost { createPost(input: { content: \"   \" }) { id } }": typeof types.PostsCreateBlankPostDocument,
    "mutation PostsCreatePostWithContent($c: String!) { createPost(input: { content: $c }) { id } }": typeof types.PostsCreatePostWithContentDocument,
    "mutation PostsCreatePostAnonymously { createPost(input: { content: \"hi\" }) { id } }": typeof types.PostsCreatePostAnonymouslyDocument,
    "mutation PostsCreateVideoPostWithoutMedia { createPost(input: { content: \"My film\", mediaType: VIDEO }) { id } }": typeof types.PostsCreateVideoPostWithoutMediaDocument,
    "query PostsPostWithAuthor($id: ID!) { post(id: $id) { id content author { username } } }": typeof types.PostsPostWithAuthorDocument,
    "query PostsPostId($id: ID!) { post(id: $id) { id } }": typeof types.PostsPostIdDocument,
    "query PostsByAuthorPage($u: String, $after: String) { posts(authorUsername: $u, first: 2, after: $after) { edges { cursor node { id } } pageInfo { hasNextPage endCursor } } }": typeof types.PostsByAuthorPageDocument,
    "query PostsPodcastCursor { postsByHashtag(tag: \"podcast\", first: 1) { pageInfo { endCursor } } }": typeof types.PostsPodcastCursorDocument,
    "query PostsPostsAfter($a: String) { posts(first: 1, after: $a) { edges { cursor } } }": typeof types.PostsPostsAfterDocument,
    "query PostsPostsFirstZero { posts(first: 0) { edges { cursor } } }": typeof types.PostsPostsFirstZeroDocument,
    "mutation PostsDeletePost($id: ID!) { deletePost(id: $id) }": typeof types.PostsDeletePostDocument,
    "query PostsTrendingHashtags { trendingHashtags { tag } }": typeof types.PostsTrendingHashtagsDocument,
    "query PostsTopHashtag { trendingHashtags(limit: 1) { tag usageCount } }": typeof types.PostsTopHashtagDocument,
    "query PostsZanzibarFirstPage { postsByHashtag(tag: \"#ZanZibar\", first: 2) { edges { node { content } } pageInfo { hasNextPage endCursor } } }": typeof types.PostsZanzibarFirstPageDocument,
    "query PostsZanzibarNextPage($a: String) { postsByHashtag(tag: \"zanzibar\", first: 2, after: $a) { edges { node { id } } pageInfo { hasNextPage } } }": typeof types.PostsZanzibarNextPageDocument,
    "query PostsUnknownHashtag { hashtag(tag: \"nosuchtag\") { id } }": typeof types.PostsUnknownHashtagDocument,
    "query PostsUnknownHashtagPosts { postsByHashtag(tag: \"nosuchtag\") { edges { cursor } } }": typeof types.PostsUnknownHashtagPostsDocument,
    "mutation PostsAddComment($p: ID!, $c: String!) { addComment(postId: $p, content: $c) { content author { username } post { id commentsCount } } }": typeof types.PostsAddCommentDocument,
    "query PostsFirstComment($p: ID!) { comments(postId: $p, first: 1) { edges { node { content } } pageInfo { hasNextPage endCursor } } }": typeof types.PostsFirstCommentDocument,
    "query PostsCommentsAfter($p: ID!, $a: String) { comments(postId: $p, after: $a) { edges { node { content post { commentsCount } } } } }": typeof types.PostsCommentsAfterDocument,
    "mutation PostsAddBlankComment($p: ID!) { addComment(postId: $p, content: \" \") { id } }": typeof types.PostsAddBlankCommentDocument,
    "mutation PostsCommentOnMissingPost { addComment(postId: \"00000000-0000-4000-8000-000000000000\", content: \"hi\") { id } }": typeof types.PostsCommentOnMissingPostDocument,
    "mutation PostsCreateQuietPost { createPost(input: { content: \"Quiet one\" }) { id } }": typeof types.PostsCreateQuietPostDocument,
    "query PostsNoComments($p: ID!) { comments(postId: $p) { edges { node { id } } pageInfo { hasNextPage } } }": typeof types.PostsNoCommentsDocument,
    "query PostsCommentsOfMissingPost($p: ID!) { comments(postId: $p) { edges { node { id } } } }": typeof types.PostsCommentsOfMissingPostDocument,
    "mutation PostsFollow($u: String!) { follow(username: $u) { followersCount viewerIsFollowing } }": typeof types.PostsFollowDocument,
    "query PostsProfile($u: String!) { profile(username: $u) { followingCount viewerIsFollowing } }": typeof types.PostsProfileDocument,
    "mutation PostsUnfollow($u: String!) { unfollow(username: $u) { followersCount viewerIsFollowing } }": typeof types.PostsUnfollowDocument,
    "mutation PostsFollowSelf($u: String!) { follow(username: $u) { id } }": typeof types.PostsFollowSelfDocument,
    "mutation PostsUpdateUsernameAndBio { updateProfile(input: { username: \"zanele_designs\", bio: \"Patterns and colour\" }) { username bio } }": typeof types.PostsUpdateUsernameAndBioDocument,
    "mutation PostsUpdateToTakenUsername { updateProfile(input: { username: \"AMARA\" }) { username } }": typeof types.PostsUpdateToTakenUsernameDocument,
    "mutation PostsUpdateToShortUsername { updateProfile(input: { username: \"ab\" }) { username } }": typeof types.PostsUpdateToShortUsernameDocument,
    "mutation Promote($id: ID!) { promoteToAdmin(userId: $id) { id username roles } }": typeof types.PromoteDocument,
    "mutation Remove($id: ID!) { removeAdmin(userId: $id) { id username roles } }": typeof types.RemoveDocument,
    "query AdminRolesMe { me { roles } }": typeof types.AdminRolesMeDocument,
    "query AdminRolesRoles { userRoles { role } }": typeof types.AdminRolesRolesDocument,
    "query AdminRolesUserRoles { userRoles { userId role } }": typeof types.AdminRolesUserRolesDocument,
    "query AdminRolesUserStats { userStats { totalUsers activeUsers admins moderators suspended } }": typeof types.AdminRolesUserStatsDocument,
    "mutation RbacMatrixRemoveAdmin($id: ID!) { removeAdmin(userId: $id) { id } }": typeof types.RbacMatrixRemoveAdminDocument,
    "query RbacMatrixUserRoles { userRoles { userId role } }": typeof types.RbacMatrixUserRolesDocument,
    "query RbacMatrixUserStats { userStats { totalUsers admins } }": typeof types.RbacMatrixUserStatsDocument,
    "query RbacMatrixApiKeys { apiKeys { id } }": typeof types.RbacMatrixApiKeysDocument,
    "query RbacMatrixApiKeysByKind { apiKeys(kind: PAYMENT_GATEWAY) { id } }": typeof types.RbacMatrixApiKeysByKindDocument,
    "mutation RbacMatrixDeleteApiKey($id: ID!) { deleteApiKey(id: $id) }": typeof types.RbacMatrixDeleteApiKeyDocument,
    "mutation RbacMatrixPromoteToAdmin($id: ID!) { promoteToAdmin(userId: $id) { id } }": typeof types.RbacMatrixPromoteToAdminDocument,
    "query RbacMatrixApiKeysName { apiKeys { name } }": typeof types.RbacMatrixApiKeysNameDocument,
    "query RbacMatrixMe { me { id } }": typeof types.RbacMatrixMeDocument,
    "query RbacMatrixMeAndProfiles { me { id roles } profiles(first: 1) { edges { node { id } } } }": typeof types.RbacMatrixMeAndProfilesDocument,
    "mutation RbacMatrixPromoteToAdminRoles($id: ID!) { promoteToAdmin(userId: $id) { id roles } }": typeof types.RbacMatrixPromoteToAdminRolesDocument,
    "mutation RbacMatrixRemoveAdminRoles($id: ID!) { removeAdmin(userId: $id) { id roles } }": typeof types.RbacMatrixRemoveAdminRolesDocument,
    "query RbacMatrixProfiles { profiles(first: 5) { edges { node { username } } } }": typeof types.RbacMatrixProfilesDocument,
    "mutation SuspensionSuspendUser($id: ID!, $reason: String) { suspendUser(userId: $id, reason: $reason) { id username suspension { reason suspendedAt } } }": typeof types.SuspensionSuspendUserDocument,
    "mutation SuspensionReactivateUser($id: ID!) { reactivateUser(userId: $id) { id suspension { reason } } }": typeof types.SuspensionReactivateUserDocument,
    "query SuspensionUserStats { userStats { totalUsers activeUsers suspended } }": typeof types.SuspensionUserStatsDocument,
    "mutation SuspensionRemoveAdmin($id: ID!) { removeAdmin(userId: $id) { id } }": typeof types.SuspensionRemoveAdminDocument,
    "query SuspensionTrendingHashtags { trendingHashtags { tag } }": typeof types.SuspensionTrendingHashtagsDocument,
    "query SuspensionProfiles($search: String) { profiles(search: $search) { edges { node { username suspension { reason } } } } }": typeof types.SuspensionProfilesDocument,
    "mutation SuspensionPromoteToAdmin($id: ID!) { promoteToAdmin(userId: $id) { id } }": typeof types.SuspensionPromoteToAdminDocument,
    "query UserList($search: String, $first: Int, $after: String) {\n  profiles(search: $search, first: $first, after: $after) {\n    edges { cursor node { id username bio avatarUrl createdAt roles } }\n    pageInfo { hasNextPage endCursor }\n  }\n}": typeof types.UserListDocument,
    "subscription RedisSubscriptionsPostCreated($tag: String) { postCreated(tag: $tag) { id content createdAt author { username } hashtags { tag } } }": typeof types.RedisSubscriptionsPostCreatedDocument,
    "subscription RedisSubscriptionsTrendingHashtagsUpdated { trendingHashtagsUpdated { tag usageCount } }": typeof types.RedisSubscriptionsTrendingHashtagsUpdatedDocument,
    "query FeedAlgorithmFeed($energy: Int, $first: Int, $after: String) {\n  feed(mode: FOR_YOU, energy: $energy, first: $first, after: $after) {\n    edges { node { content explanation { summary factors { name weight } } } }\n    pageInfo { hasNextPage endCursor }\n  }\n}": typeof types.FeedAlgorithmFeedDocument,
    "mutation FeedAlgorithmUpdateSettings($input: UpdateSettingsInput!) { updateSettings(input: $input) { feedAlgorithm } }": typeof types.FeedAlgorithmUpdateSettingsDocument,
    "query ProfilePrivacyProfile($u: String!) { profile(username: $u) { username location } }": typeof types.ProfilePrivacyProfileDocument,
    "query ProfilePrivacyPosts($u: String!) { posts(authorUsername: $u) { edges { node { content } } } }": typeof types.ProfilePrivacyPostsDocument,
    "mutation ProfilePrivacyUpdateSettings($p: PrivacySettingsInput!) { updateSettings(input: { privacy: $p }) { privacy { publicProfile location } } }": typeof types.ProfilePrivacyUpdateSettingsDocument,
    "fragment SettingsFields on AccountSettings {\n  id feedAlgorithm theme displayMode language updatedAt\n  privacy { publicProfile showFollowers showEarnings privateMessages collabRequests location filterContent commentFilter }\n}": typeof types.SettingsFieldsFragmentDoc,
    "query SettingsMySettings { mySettings { ...SettingsFields } }": typeof types.SettingsMySettingsDocument,
    "mutation SettingsUpdateSettings($input: UpdateSettingsInput!) { updateSettings(input: $input) { ...SettingsFields } }": typeof types.SettingsUpdateSettingsDocument,
    "mutation SettingsSignIn($email: String!, $password: String!) { signIn(input: { email: $email, password: $password }) { accessToken } }": typeof types.SettingsSignInDocument,
    "mutation ShoutoutsSendShoutout($input: SendShoutoutInput!) {\n  sendShoutout(input: $input) { id message sensitive createdAt from { username } to { username } }\n}": typeof types.ShoutoutsSendShoutoutDocument,
    "query ShoutoutsReceivedShoutouts($first: Int, $after: String) {\n  receivedShoutouts(first: $first, after: $after) { edges { cursor node { id message from { username } } } pageInfo { hasNextPage endCursor } }\n}": typeof types.ShoutoutsReceivedShoutoutsDocument,
    "query ShoutoutsSentShoutouts { sentShoutouts { edges { node { message to { username } } } } }": typeof types.ShoutoutsSentShoutoutsDocument,
    "mutation ShoutoutsUpdateSystemSettings($input: UpdateSystemSettingsInput!) { updateSystemSettings(input: $input) { spamDetection } }": typeof types.ShoutoutsUpdateSystemSettingsDocument,
    "query ShoutoutsBell { notifications { edges { node { kind actor { username } } } } unreadNotificationsCount }": typeof types.ShoutoutsBellDocument,
    "query ShoutoutsSentShoutoutsPageInfo { sentShoutouts(first: 1) { pageInfo { endCursor } } }": typeof types.ShoutoutsSentShoutoutsPageInfoDocument,
    "mutation SplitsCreateEarningsSplit($input: CreateEarningsSplitInput!) {\n  createEarningsSplit(input: $input) { id projectName ownerPercentage owner { username } shares { percentage collaborator { username } } }\n}": typeof types.SplitsCreateEarningsSplitDocument,
    "query SplitsList($first: Int, $after: String) {\n  earningsSplits(first: $first, after: $after) {\n    edges { node { projectName ownerPercentage owner { username } shares { percentage collaborator { username } } } }\n    pageInfo { hasNextPage endCursor }\n  }\n}": typeof types.SplitsListDocument,
    "query SplitsNotifications { notifications(first: 5) { edges { node { kind actor { username } } } } }": typeof types.SplitsNotificationsDocument,
    "query SplitsEarningsSplitsEdges { earningsSplits(first: 1) { edges { node { id } } } }": typeof types.SplitsEarningsSplitsEdgesDocument,
    "mutation SplitsDeleteEarningsSplit($id: ID!) { deleteEarningsSplit(id: $id) }": typeof types.SplitsDeleteEarningsSplitDocument,
    "mutation Save($input: UpdateSystemSettingsInput!) { updateSystemSettings(input: $input) { maintenanceMode allowNewSignups publicProfiles } }": typeof types.SaveDocument,
    "fragment PlatformSwitchesSneakedPost on Mutation { createPost(input: $post) { id } }": typeof types.PlatformSwitchesSneakedPostFragmentDoc,
    "mutation PlatformSwitchesCreatePost($input: CreatePostInput!) { createPost(input: $input) { id } }": typeof types.PlatformSwitchesCreatePostDocument,
    "query Profile($username: String!) { profile(username: $username) { id username } }": typeof types.ProfileDocument,
    "query ProfilePosts($username: String) { posts(authorUsername: $username, first: 10) { edges { node { id author { username } } } } }": typeof types.ProfilePostsDocument,
    "mutation PlatformSwitchesSignInWithPost($input: SignInInput!, $post: CreatePostInput!) { signIn(input: $input) { accessToken } ...PlatformSwitchesSneakedPost }": typeof types.PlatformSwitchesSignInWithPostDocument,
    "query PlatformSwitchesMe { me { username } }": typeof types.PlatformSwitchesMeDocument,
    "fragment SystemSettingsFields on SystemSettings {\n  autoModeration profanityFilter spamDetection reportAlerts newUserSignupAlerts systemAlerts\n  maintenanceMode allowNewSignups publicProfiles updatedAt updatedBy { username }\n}": typeof types.SystemSettingsFieldsFragmentDoc,
    "query SystemSettingsQuery { systemSettings { ...SystemSettingsFields } }": typeof types.SystemSettingsQueryDocument,
    "mutation SystemSettingsSave($input: UpdateSystemSettingsInput!) { updateSystemSettings(input: $input) { ...SystemSettingsFields } }": typeof types.SystemSettingsSaveDocument,
    "mutation SystemSettingsRemoveAdmin($id: ID!) { removeAdmin(userId: $id) { id } }": typeof types.SystemSettingsRemoveAdminDocument,
    "mutation WebsocketAuthSignOut { signOut }": typeof types.WebsocketAuthSignOutDocument,
    "query WebsocketAuthMe { me { username } }": typeof types.WebsocketAuthMeDocument,
};
const documents: Documents = {
    "mutation AdminApiPlaygroundCreatePost($content: String!) { createPost(input: { content: $content }) { id } }": types.AdminApiPlaygroundCreatePostDocument,
    "query Roles($search: String) { profiles(search: $search) { edges { node { username roles } } } }": types.RolesDocument,
    "query GeoAnalyticsAudience {\n  locationAnalyticsSummary { countries cities totalImpressions totalClicks }\n  locationAnalytics(limit: 20) { country countryCode city }\n}": types.GeoAnalyticsAudienceDocument,
    "query PostingPosts($u: String) { posts(authorUsername: $u) { edges { cursor } } }": types.PostingPostsDocument,
    "\n  mutation GenerateApiKey($input: GenerateApiKeyInput!) {\n    generateApiKey(input: $input) {\n      secret\n      apiKey { id name description prefix lastFour isActive tier kind createdAt lastUsedAt requestsPerHour }\n    }\n  }\n": types.GenerateApiKeyDocument,
    "mutation CreatePost($input: CreatePostInput!) { createPost(input: $input) { id content createdAt } }": types.CreatePostDocument,
    "mutation ContentFactoriesFollow($u: String!) { follow(username: $u) { id } }": types.ContentFactoriesFollowDocument,
    "\n  fragment EveryPostField on Post {\n    id content mediaUrl mediaType likesCount commentsCount sharesCount viewerHasLiked createdAt\n    author { id username bio avatarUrl isVerified followersCount followingCount createdAt roles viewerIsFollowing }\n    hashtags { id tag usageCount }\n  }\n": types.EveryPostFieldFragmentDoc,
    "mutation CampaignsCreateCampaign($input: CreateCampaignInput!) {\n  createCampaign(input: $input) {\n    id name objective description minAge maxAge locations interests adType headline adDescription callToAction destinationUrl\n    mediaUrl mediaType dailyBudget totalBudget budget startDate endDate status rejectionReason spent impressions clicks ctr createdAt reviewedAt\n    owner { username } reviewedBy { username }\n  }\n}": types.CampaignsCreateCampaignDocument,
    "query CampaignsMine($first: Int, $after: String) {\n  myCampaignTotals { count spent impressions clicks averageCtr }\n  myCampaigns(first: $first, after: $after) { edges { cursor node { id name status } } pageInfo { hasNextPage endCursor } }\n}": types.CampaignsMineDocument,
    "query CampaignsCampaignsInReview { campaignsInReview { edges { node { id name status owner { username } } } } }": types.CampaignsCampaignsInReviewDocument,
    "mutation CampaignsPauseCampaign($id: ID!) { pauseCampaign(id: $id) { id status } }": types.CampaignsPauseCampaignDocument,
    "mutation CampaignsResumeCampaign($id: ID!) { resumeCampaign(id: $id) { id status } }": types.CampaignsResumeCampaignDocument,
    "mutation CampaignsApproveCampaign($id: ID!) { approveCampaign(id: $id) { id status reviewedAt reviewedBy { username } } }": types.CampaignsApproveCampaignDocument,
    "mutation CampaignsRejectCampaign($id: ID!, $reason: String) { rejectCampaign(id: $id, reason: $reason) { id status rejectionReason } }": types.CampaignsRejectCampaignDocument,
    "query CampaignsMyCampaigns { myCampaigns { edges { node { ctr } } } }": types.CampaignsMyCampaignsDocument,
    "query CampaignsMyCampaignsEdges { myCampaigns { edges { node { id status reviewedBy { username } } } } }": types.CampaignsMyCampaignsEdgesDocument,
    "query CampaignsNotifications { notifications(first: 10) { edges { node { kind campaignName actor { username } } } } }": types.CampaignsNotificationsDocument,
    "query ApiKeyLifecycleMe { me { id username roles } }": types.ApiKeyLifecycleMeDocument,
    "query ApiKeys($kind: ApiKeyKind) {\n  apiKeys(kind: $kind) { id name description prefix lastFour isActive tier kind createdAt lastUsedAt requestsPerHour createdBy { username } }\n}": types.ApiKeysDocument,
    "mutation DeleteApiKey($id: ID!) { deleteApiKey(id: $id) }": types.DeleteApiKeyDocument,
    "query ApiKeyQuotaPing { __typename }": types.ApiKeyQuotaPingDocument,
    "query ApiKeyWebsocketMe { me { id roles } }": types.ApiKeyWebsocketMeDocument,
    "query ApiKeyWebsocketApiKeys { apiKeys { name } }": types.ApiKeyWebsocketApiKeysDocument,
    "subscription ApiKeyWebsocketPostCreated { postCreated { content author { username } } }": types.ApiKeyWebsocketPostCreatedDocument,
    "mutation ApiKeyWebsocketCreatePost($c: String!) { createPost(input: { content: $c }) { id } }": types.ApiKeyWebsocketCreatePostDocument,
    "mutation ApiKeyWebsocketRemoveAdmin($id: ID!) { removeAdmin(userId: $id) { id } }": types.ApiKeyWebsocketRemoveAdminDocument,
    "query ApiKeyWebsocketApiKeyIds { apiKeys { id } }": types.ApiKeyWebsocketApiKeyIdsDocument,
    "query ApiKeyWebsocketPing { __typename }": types.ApiKeyWebsocketPingDocument,
    "query ApiKeyWebsocketMeId { me { id } }": types.ApiKeyWebsocketMeIdDocument,
    "mutation ApiKeyWebsocketDeleteApiKey($id: ID!) { deleteApiKey(id: $id) }": types.ApiKeyWebsocketDeleteApiKeyDocument,
    "\n  fragment AuthSession on AuthPayload { user { id email username createdAt roles profile { id username } } accessToken refreshToken expiresAt }\n": types.AuthSessionFragmentDoc,
    "mutation SignUp($input: SignUpInput!) { signUp(input: $input) { ...AuthSession } }": types.SignUpDocument,
    "mutation SignIn($input: SignInInput!) { signIn(input: $input) { ...AuthSession } }": types.SignInDocument,
    "mutation Refresh($token: String) { refreshSession(refreshToken: $token) { ...AuthSession } }": types.RefreshDocument,
    "mutation SignOut { signOut }": types.SignOutDocument,
    "query Me { me { id email username roles } }": types.MeDocument,
    "mutation RequestPasswordReset($email: String!) { requestPasswordReset(email: $email) }": types.RequestPasswordResetDocument,
    "mutation ResetPassword($token: String!, $password: String!) { resetPassword(token: $token, password: $password) { ...AuthSession } }": types.ResetPasswordDocument,
    "mutation SessionsCreatePost { createPost(input: { content: \"after sign-out #late\" }) { id } }": types.SessionsCreatePostDocument,
    "fragment CircleFields on Circle { id name description isPrivate membersCount postsCount viewerStatus owner { username } }": types.CircleFieldsFragmentDoc,
    "mutation CirclesCreateCircle($input: CreateCircleInput!) { createCircle(input: $input) { ...CircleFields } }": types.CirclesCreateCircleDocument,
    "mutation CirclesJoinCircle($id: ID!) { joinCircle(id: $id) { ...CircleFields } }": types.CirclesJoinCircleDocument,
    "mutation CirclesLeaveCircle($id: ID!) { leaveCircle(id: $id) { ...CircleFields } }": types.CirclesLeaveCircleDocument,
    "mutation CirclesApproveCircleRequest($c: ID!, $u: ID!) { approveCircleRequest(circleId: $c, userId: $u) { ...CircleFields } }": types.CirclesApproveCircleRequestDocument,
    "mutation CirclesDeclineCircleRequest($c: ID!, $u: ID!) { declineCircleRequest(circleId: $c, userId: $u) { ...CircleFields } }": types.CirclesDeclineCircleRequestDocument,
    "mutation CirclesPostToCircle($input: PostToCircleInput!) { postToCircle(input: $input) { id content sensitive author { username } } }": types.CirclesPostToCircleDocument,
    "query CirclesCirclePosts($id: ID!, $first: Int, $after: String) {\n  circlePosts(circleId: $id, first: $first, after: $after) { edges { node { content author { username } } } pageInfo { hasNextPage endCursor } }\n}": types.CirclesCirclePostsDocument,
    "query CirclesCircleJoinRequests($id: ID!) { circleJoinRequests(circleId: $id) { edges { node { user { id username } } } } }": types.CirclesCircleJoinRequestsDocument,
    "query CirclesList($first: Int, $after: String) { circles(first: $first, after: $after) { edges { node { ...CircleFields } } pageInfo { hasNextPage endCursor } } }": types.CirclesListDocument,
    "query CirclesNotifications { notifications(first: 1) { edges { node { kind actor { username } circle { id name } } } } }": types.CirclesNotificationsDocument,
    "query CirclesNotificationsEdges { notifications(first: 1) { edges { node { kind actor { username } circle { id viewerStatus } } } } }": types.CirclesNotificationsEdgesDocument,
    "query CirclesCircle($id: ID!) { circle(id: $id) { viewerStatus } }": types.CirclesCircleDocument,
    "query CirclesCircleById($id: ID!) { circle(id: $id) { id } }": types.CirclesCircleByIdDocument,
    "mutation CirclesDeleteCircle($id: ID!) { deleteCircle(id: $id) }": types.CirclesDeleteCircleDocument,
    "fragment CollabRequestFields on CollabRequest { id type amount message status createdAt decidedAt from { username } to { username } }": types.CollabRequestFieldsFragmentDoc,
    "mutation CollabsSendCollabRequest($input: SendCollabRequestInput!) { sendCollabRequest(input: $input) { ...CollabRequestFields } }": types.CollabsSendCollabRequestDocument,
    "mutation CollabsOpenCollabRequest($id: ID!) { openCollabRequest(id: $id) { id status } }": types.CollabsOpenCollabRequestDocument,
    "mutation CollabsAcceptCollabRequest($id: ID!) { acceptCollabRequest(id: $id) { id status decidedAt } }": types.CollabsAcceptCollabRequestDocument,
    "mutation CollabsDeclineCollabRequest($id: ID!) { declineCollabRequest(id: $id) { id status decidedAt } }": types.CollabsDeclineCollabRequestDocument,
    "query CollabsReceivedCollabRequests($first: Int, $after: String) {\n  receivedCollabRequests(first: $first, after: $after) { edges { node { ...CollabRequestFields } } pageInfo { hasNextPage endCursor } }\n}": types.CollabsReceivedCollabRequestsDocument,
    "query CollabsSentCollabRequests { sentCollabRequests { edges { node { id status to { username } } } } }": types.CollabsSentCollabRequestsDocument,
    "mutation CollabsUpdateSettings($on: Boolean!) { updateSettings(input: { privacy: { collabRequests: $on } }) { privacy { collabRequests } } }": types.CollabsUpdateSettingsDocument,
    "query CollabsNotifications { notifications { edges { node { kind actor { username } } } } }": types.CollabsNotificationsDocument,
    "\n  mutation Send($input: SendContactMessageInput!) {\n    sendContactMessage(input: $input) { id receivedAt }\n  }\n": types.SendDocument,
    "mutation ContentFiltersUpdateSystemSettings($on: Boolean!) { updateSystemSettings(input: { profanityFilter: $on }) { profanityFilter } }": types.ContentFiltersUpdateSystemSettingsDocument,
    "mutation ContentFiltersUpdateSettings($on: Boolean!) { updateSettings(input: { privacy: { commentFilter: $on } }) { privacy { commentFilter } } }": types.ContentFiltersUpdateSettingsDocument,
    "query ContentFiltersPost($id: ID!) { post(id: $id) { content sensitive } }": types.ContentFiltersPostDocument,
    "query ContentFiltersPostsByHashtag { postsByHashtag(tag: \"lagosfilters\", first: 5) { edges { node { content sensitive } } } }": types.ContentFiltersPostsByHashtagDocument,
    "query ContentFiltersPosts { posts(authorUsername: \"amara_filters\", first: 5) { edges { node { content } } } }": types.ContentFiltersPostsDocument,
    "query ContentFiltersFeed { feed(mode: MY_FLOW, energy: 50, first: 5) { edges { node { content sensitive } } } }": types.ContentFiltersFeedDocument,
    "query ContentFiltersComments($id: ID!) { comments(postId: $id) { hiddenCount edges { node { content sensitive hiddenByFilter author { username } } } } }": types.ContentFiltersCommentsDocument,
    "mutation ContentFiltersAddComment($id: ID!, $text: String!) { addComment(postId: $id, content: $text) { content sensitive hiddenByFilter } }": types.ContentFiltersAddCommentDocument,
    "query ContentFiltersNotifications { notifications(first: 10) { edges { node { kind commentExcerpt } } } }": types.ContentFiltersNotificationsDocument,
    "query MyPostStats($days: Int, $top: Int) {\n  myPostStats(days: $days, top: $top) {\n    id posts followers\n    allTime { impressions clicks likes comments shares newFollowers }\n    last30Days { impressions clicks likes comments shares newFollowers }\n    previous30Days { impressions clicks likes comments shares newFollowers }\n    daily { date impressions clicks likes comments shares newFollowers }\n    topPosts { post { id content } impressions clicks likes comments shares }\n  }\n}": types.MyPostStatsDocument,
    "mutation MyPostStatsLikePost($id: ID!) { likePost(postId: $id) { id } }": types.MyPostStatsLikePostDocument,
    "mutation MyPostStatsAddComment($id: ID!) { addComment(postId: $id, content: \"Love it\") { id } }": types.MyPostStatsAddCommentDocument,
    "mutation MyPostStatsSharePost($id: ID!) { sharePost(postId: $id) { id } }": types.MyPostStatsSharePostDocument,
    "query HttpRequestsTrendingHashtags { trendingHashtags { tag } }": types.HttpRequestsTrendingHashtagsDocument,
    "mutation HttpRequestsSendContactMessage($input: SendContactMessageInput!) { sendContactMessage(input: $input) { id } }": types.HttpRequestsSendContactMessageDocument,
    "mutation MaskedErrorsSignUp { signUp(input: { username: \"masked\", email: \"masked@example.com\", password: \"secret1\" }) { accessToken } }": types.MaskedErrorsSignUpDocument,
    "query MaskedErrorsProfile { profile(username: \"masked\") { username bio } }": types.MaskedErrorsProfileDocument,
    "mutation NulCharactersCreatePost($c: String!) { createPost(input: { content: $c }) { id content } }": types.NulCharactersCreatePostDocument,
    "mutation NulCharactersUpdateProfile($i: UpdateProfileInput!) { updateProfile(input: $i) { bio } }": types.NulCharactersUpdateProfileDocument,
    "query NulCharactersPostsByHashtag($t: String!) { postsByHashtag(tag: $t) { edges { cursor } } }": types.NulCharactersPostsByHashtagDocument,
    "query NullArgumentsPosts($f: Int) { posts(first: $f) { edges { node { id } } } }": types.NullArgumentsPostsDocument,
    "query NullArgumentsPostsByHashtag($f: Int) { postsByHashtag(tag: \"folklore\", first: $f) { edges { cursor } } }": types.NullArgumentsPostsByHashtagDocument,
    "query NullArgumentsTrendingHashtags($l: Int) { trendingHashtags(limit: $l) { tag } }": types.NullArgumentsTrendingHashtagsDocument,
    "query NullArgumentsSearchHashtags($f: Int) { searchHashtags(query: \"tag\", first: $f) { tag } }": types.NullArgumentsSearchHashtagsDocument,
    "query NullArgumentsFeed($m: FeedMode, $e: Int, $f: Int) { feed(mode: $m, energy: $e, first: $f) { edges { cursor } } }": types.NullArgumentsFeedDocument,
    "query NullArgumentsLocationAnalytics($l: Int) { locationAnalytics(limit: $l) { city } }": types.NullArgumentsLocationAnalyticsDocument,
    "query NullArgumentsMyPostStats($d: Int, $t: Int) { myPostStats(days: $d, top: $t) { daily { date } } }": types.NullArgumentsMyPostStatsDocument,
    "query NullArgumentsComments($p: ID!, $f: Int) { comments(postId: $p, first: $f) { edges { cursor } } }": types.NullArgumentsCommentsDocument,
    "mutation NullArgumentsGenerateApiKey($t: ApiKeyTier, $k: ApiKeyKind) { generateApiKey(input: { name: \"Null tier\", tier: $t, kind: $k }) { apiKey { tier kind } } }": types.NullArgumentsGenerateApiKeyDocument,
    "query NullArgumentsLocationAnalyticsCity { locationAnalytics(limit: 0) { city } }": types.NullArgumentsLocationAnalyticsCityDocument,
    "query FeedFieldsEveryField { feed(mode: MY_FLOW, energy: 0) { edges { node { ...EveryPostField } } } }": types.FeedFieldsEveryFieldDocument,
    "query FeedFieldsPost($id: ID!) { post(id: $id) { ...EveryPostField } }": types.FeedFieldsPostDocument,
    "query FeedFieldsExplanation { feed(mode: MY_FLOW, energy: 0) { edges { node { id explanation { summary } } } } }": types.FeedFieldsExplanationDocument,
    "query FeedFieldsNarrow { feed(mode: MY_FLOW, energy: 0) { edges { node { author { isVerified } hashtags { tag } } } } }": types.FeedFieldsNarrowDocument,
    "query FeedFieldsViaFragment { feed(mode: MY_FLOW, energy: 0) { edges { node { ...FeedFieldsCard } } } }": types.FeedFieldsViaFragmentDocument,
    "fragment FeedFieldsCard on Post { author { username } ... on Post { hashtags { usageCount } } }": types.FeedFieldsCardFragmentDoc,
    "query Feed($mode: FeedMode, $filters: [FeedFilter!], $energy: Int, $first: Int, $after: String) {\n  feed(mode: $mode, filters: $filters, energy: $energy, first: $first, after: $after) {\n    edges {\n      cursor\n      node {\n        id content createdAt author { username }\n        explanation {\n          score summary factors { name value weight contribution }\n          author { relation username interactions recent } reasons { kind km ageMinutes likes comments shares tag }\n        }\n      }\n    }\n    pageInfo { hasNextPage endCursor }\n    message\n  }\n}": types.FeedDocument,
    "mutation FeedLikePost($id: ID!) { likePost(postId: $id) { id } }": types.FeedLikePostDocument,
    "query FeedPosts { posts(first: 100) { edges { node { id } } } }": types.FeedPostsDocument,
    "query MyFlowWindowsFeed($after: String) {\n  feed(mode: MY_FLOW, energy: 0, first: 100, after: $after) { edges { node { id } } pageInfo { hasNextPage endCursor } }\n}": types.MyFlowWindowsFeedDocument,
    "query FollowListsProfile($u: String!, $first: Int, $after: String) {\n  profile(username: $u) {\n    followers(first: $first, after: $after) { edges { node { username } } pageInfo { hasNextPage endCursor } }\n  }\n}": types.FollowListsProfileDocument,
    "query FollowListsProfileFollowing($u: String!) { profile(username: $u) { following { edges { node { username followersCount } } } } }": types.FollowListsProfileFollowingDocument,
    "mutation FollowListsUpdateSettings($p: PrivacySettingsInput!) { updateSettings(input: { privacy: $p }) { privacy { showFollowers } } }": types.FollowListsUpdateSettingsDocument,
    "query FollowListsCounts($u: String!) { profile(username: $u) { followersCount following { edges { node { username } } } } }": types.FollowListsCountsDocument,
    "mutation FollowListsMakeProfilePrivate { updateSettings(input: { privacy: { publicProfile: false } }) { id } }": types.FollowListsMakeProfilePrivateDocument,
    "query FollowListsPost($id: ID!) { post(id: $id) { author { followers { edges { node { username } } } } } }": types.FollowListsPostDocument,
    "query FollowListsProfileFollowers { profile(username: \"reader_b\") { followers { edges { node { username } } } } }": types.FollowListsProfileFollowersDocument,
    "query HashtagSearchSearchHashtags($q: String!, $first: Int) { searchHashtags(query: $q, first: $first) { tag usageCount } }": types.HashtagSearchSearchHashtagsDocument,
    "mutation HashtagSearchDeletePost($id: ID!) { deletePost(id: $id) }": types.HashtagSearchDeletePostDocument,
    "subscription LiveUpdatesTrendingHashtagsUpdated { trendingHashtagsUpdated { tag usageCount } }": types.LiveUpdatesTrendingHashtagsUpdatedDocument,
    "query LiveUpdatesTrendingHashtags { trendingHashtags { tag usageCount } }": types.LiveUpdatesTrendingHashtagsDocument,
    "mutation LiveUpdatesDeletePost($id: ID!) { deletePost(id: $id) }": types.LiveUpdatesDeletePostDocument,
    "query LiveUpdatesPostsByHashtag { postsByHashtag(tag: \"#Bullshit\", first: 50) { edges { node { hashtags { tag usageCount } } } } }": types.LiveUpdatesPostsByHashtagDocument,
    "subscription LiveUpdatesPostCreated($tag: String) { postCreated(tag: $tag) { id content author { username } hashtags { tag } } }": types.LiveUpdatesPostCreatedDocument,
    "subscription LiveUpdatesPostCreatedContent { postCreated { id content } }": types.LiveUpdatesPostCreatedContentDocument,
    "query TagPagesEveryField { postsByHashtag(tag: \"folklore\") { edges { node { ...EveryPostField explanation { score } } } } }": types.TagPagesEveryFieldDocument,
    "query TagPagesIds { postsByHashtag(tag: \"folklore\") { edges { node { id } } } }": types.TagPagesIdsDocument,
    "query TagPagesLikes { postsByHashtag(tag: \"folklore\") { edges { node { likesCount } } } }": types.TagPagesLikesDocument,
    "query TagPagesPost($id: ID!) { post(id: $id) { ...EveryPostField explanation { score } } }": types.TagPagesPostDocument,
    "query TagPagesViaFragment { postsByHashtag(tag: \"folklore\") { edges { node { ...TagPagesCard } } } }": types.TagPagesViaFragmentDocument,
    "fragment TagPagesCard on Post { id author { username } ... on Post { hashtags { tag } } }": types.TagPagesCardFragmentDoc,
    "mutation TagPagesLikePost($id: ID!) { likePost(postId: $id) { likesCount } }": types.TagPagesLikePostDocument,
    "query TagPagesViewerHasLiked { postsByHashtag(tag: \"folklore\") { edges { node { likesCount viewerHasLiked } } } }": types.TagPagesViewerHasLikedDocument,
    "query ProductionSchemaPrivacyTypename { __typename }": types.ProductionSchemaPrivacyTypenameDocument,
    "query ProductionSchemaPrivacyMe { me { profile { id } } }": types.ProductionSchemaPrivacyMeDocument,
    "\n  query SeededStats {\n    myPostStats(days: 30, top: 50) {\n      allTime { impressions clicks }\n      last30Days { impressions clicks }\n      daily { impressions }\n      topPosts { impressions clicks }\n    }\n    locationAnalytics(limit: 100) { city totalImpressions totalClicks }\n    locationAnalyticsSummary { cities totalImpressions totalClicks }\n  }\n": types.SeededStatsDocument,
    "query DemoLocationsNearby($admin: String!) {\n      amara: profile(username: \"amara\") { location }\n      admin: profile(username: $admin) { location }\n      feed(mode: FOR_YOU, filters: [NEARBY], first: 50) { edges { node { author { username } explanation { summary } } } }\n    }": types.DemoLocationsNearbyDocument,
    "query DetectLocationMyLocation { myLocation { country countryCode city updatedAt } }": types.DetectLocationMyLocationDocument,
    "\n  mutation Detect($browserLocation: BrowserLocationInput) {\n    detectLocation(browserLocation: $browserLocation) {\n      success\n      error\n      location { country countryCode city latitude longitude source }\n    }\n  }\n": types.DetectDocument,
    "\n  mutation RecordImpressions($postIds: [ID!]!) { recordImpressions(postIds: $postIds) }\n": types.RecordImpressionsDocument,
    "\n  mutation RecordClick($postId: ID!) { recordClick(postId: $postId) }\n": types.RecordClickDocument,
    "\n  query Analytics($limit: Int) {\n    locationAnalytics(limit: $limit) { country countryCode city totalImpressions totalClicks }\n    locationAnalyticsSummary { countries cities totalImpressions totalClicks }\n  }\n": types.AnalyticsDocument,
    "mutation ShowLocation($on: Boolean!) { updateSettings(input: { privacy: { location: $on } }) { privacy { location } } }": types.ShowLocationDocument,
    "query Nearby($first: Int, $after: String, $energy: Int) {\n  feed(mode: FOR_YOU, filters: [NEARBY], energy: $energy, first: $first, after: $after) {\n    edges { node { id content explanation { summary } } }\n    pageInfo { hasNextPage endCursor }\n    message\n  }\n}": types.NearbyDocument,
    "mutation NearbyFeedUpdateSettings($a: String!) { updateSettings(input: { feedAlgorithm: $a }) { feedAlgorithm } }": types.NearbyFeedUpdateSettingsDocument,
    "query NearbyFeedLocalPage($after: String) { feed(mode: FOR_YOU, first: 1, after: $after) {\n    edges { node { content explanation { summary } } } pageInfo { hasNextPage endCursor } } }": types.NearbyFeedLocalPageDocument,
    "mutation UploadsCreatePost($input: CreatePostInput!) { createPost(input: $input) { id content mediaUrl mediaType author { username } } }": types.UploadsCreatePostDocument,
    "mutation UploadsDeletePost($id: ID!) { deletePost(id: $id) }": types.UploadsDeletePostDocument,
    "mutation UploadsUpdateProfile($input: UpdateProfileInput!) { updateProfile(input: $input) { avatarUrl } }": types.UploadsUpdateProfileDocument,
    "mutation ModerationReportContent($input: ReportContentInput!) { reportContent(input: $input) }": types.ModerationReportContentDocument,
    "query ModerationQueue($status: ModerationStatus) {\n  moderationCounts { pending approved removed }\n  moderationQueue(status: $status) { edges { node { id kind status excerpt autoFlagged reasons reportCount commentId author { username } post { id } decidedBy { username } } } }\n}": types.ModerationQueueDocument,
    "query ModerationReports($resolved: Boolean) {\n  reportCounts { open highPriority resolvedToday }\n  reports(resolved: $resolved) { edges { node { id reason details priority status resolution reporter { username } reviewedBy { username } resolvedBy { username } item { id kind excerpt status } } } }\n}": types.ModerationReportsDocument,
    "mutation ModerationModerateContent($id: ID!, $d: ModerationDecision!) { moderateContent(id: $id, decision: $d) { id status decidedBy { username } } }": types.ModerationModerateContentDocument,
    "mutation ModerationReviewReport($id: ID!) { reviewReport(id: $id) { id status reviewedBy { username } } }": types.ModerationReviewReportDocument,
    "mutation ModerationResolveReport($id: ID!, $a: ReportAction!) { resolveReport(id: $id, action: $a) { id status resolution resolvedBy { username } } }": types.ModerationResolveReportDocument,
    "query ModerationPost($id: ID!) { post(id: $id) { id } }": types.ModerationPostDocument,
    "query ModerationTrendingHashtags { trendingHashtags(limit: 50) { tag usageCount } }": types.ModerationTrendingHashtagsDocument,
    "mutation ModerationAddComment($id: ID!) { addComment(postId: $id, content: \"Buy followers at my link\") { id } }": types.ModerationAddCommentDocument,
    "query ModerationPostAndComments($id: ID!) { post(id: $id) { commentsCount } comments(postId: $id) { edges { node { id } } } }": types.ModerationPostAndCommentsDocument,
    "mutation ModerationUpdateSystemSettings($on: Boolean!) { updateSystemSettings(input: { autoModeration: $on }) { autoModeration } }": types.ModerationUpdateSystemSettingsDocument,
    "mutation ModerationAddOffensiveComment($id: ID!) { addComment(postId: $id, content: \"You bastard\") { id } }": types.ModerationAddOffensiveCommentDocument,
    "query ModerationNotifications { notifications(first: 10) { edges { node { kind reportReason actor { username } post { id } } } } }": types.ModerationNotificationsDocument,
    "mutation ModerationUpdateSystemSettingsReportAlerts { updateSystemSettings(input: { reportAlerts: false }) { reportAlerts } }": types.ModerationUpdateSystemSettingsReportAlertsDocument,
    "mutation ModerationSignUp($input: SignUpInput!) { signUp(input: $input) { user { id } } }": types.ModerationSignUpDocument,
    "mutation ModerationUpdateSystemSettingsNewUserSignupAlerts { updateSystemSettings(input: { newUserSignupAlerts: true }) { newUserSignupAlerts } }": types.ModerationUpdateSystemSettingsNewUserSignupAlertsDocument,
    "query ModerationRemovalNotices { notifications(first: 5) { edges { node { kind reportReason removedKind removedExcerpt actor { username } post { id } } } } }": types.ModerationRemovalNoticesDocument,
    "query ModerationNotificationsEdges { notifications(first: 5) { edges { node { kind } } } }": types.ModerationNotificationsEdgesDocument,
    "query ModerationQueuePage($status: ModerationStatus, $after: String) {\n    moderationQueue(status: $status, first: 1, after: $after) { edges { node { excerpt } } pageInfo { hasNextPage endCursor } }\n  }": types.ModerationQueuePageDocument,
    "query ModerationResolvedReportsPage($after: String) {\n    reports(resolved: true, first: 2, after: $after) { edges { node { reason item { excerpt } } } pageInfo { hasNextPage endCursor } }\n  }": types.ModerationResolvedReportsPageDocument,
    "mutation SpamDetectionCreatePost($content: String!) { createPost(input: { content: $content }) { id } }": types.SpamDetectionCreatePostDocument,
    "mutation SpamDetectionAddComment($id: ID!, $text: String!) { addComment(postId: $id, content: $text) { id } }": types.SpamDetectionAddCommentDocument,
    "mutation SpamDetectionUpdateSystemSettings($on: Boolean!) { updateSystemSettings(input: { spamDetection: $on }) { spamDetection } }": types.SpamDetectionUpdateSystemSettingsDocument,
    "query NotificationsList($first: Int, $after: String) {\n  notifications(first: $first, after: $after) {\n    edges { cursor node { id kind read createdAt commentExcerpt actor { username } post { id } } }\n    pageInfo { hasNextPage endCursor }\n  }\n}": types.NotificationsListDocument,
    "query NotificationsUnreadCount { unreadNotificationsCount }": types.NotificationsUnreadCountDocument,
    "mutation NotificationsMarkNotificationsRead { markNotificationsRead }": types.NotificationsMarkNotificationsReadDocument,
    "mutation NotificationsLikePost($id: ID!) { likePost(postId: $id) { id } }": types.NotificationsLikePostDocument,
    "mutation NotificationsUnlikePost($id: ID!) { unlikePost(postId: $id) { id } }": types.NotificationsUnlikePostDocument,
    "mutation NotificationsAddComment($id: ID!, $c: String!) { addComment(postId: $id, content: $c) { id } }": types.NotificationsAddCommentDocument,
    "mutation NotificationsFollow($u: String!) { follow(username: $u) { id } }": types.NotificationsFollowDocument,
    "mutation NotificationsUnfollow($u: String!) { unfollow(username: $u) { id } }": types.NotificationsUnfollowDocument,
    "mutation NotificationsMarkSomeRead($ids: [ID!]) { markNotificationsRead(ids: $ids) }": types.NotificationsMarkSomeReadDocument,
    "subscription NotificationsNotificationAdded { notificationAdded { id } }": types.NotificationsNotificationAddedDocument,
    "subscription NotificationsDelivered { notificationAdded { id kind read commentExcerpt actor { username } post { id } } }": types.NotificationsDeliveredDocument,
    "mutation NotificationsDeletePost($id: ID!) { deletePost(id: $id) }": types.NotificationsDeletePostDocument,
    "mutation CountersLikePost($id: ID!) { likePost(postId: $id) { likesCount viewerHasLiked } }": types.CountersLikePostDocument,
    "query CountersPost($id: ID!) { post(id: $id) { likesCount sharesCount } }": types.CountersPostDocument,
    "mutation CountersUnlikePost($id: ID!) { unlikePost(postId: $id) { likesCount } }": types.CountersUnlikePostDocument,
    "mutation CountersSharePost($id: ID!) { sharePost(postId: $id) { sharesCount } }": types.CountersSharePostDocument,
    "mutation CountersUnlikeTwice($id: ID!) { unlikePost(postId: $id) { likesCount viewerHasLiked } }": types.CountersUnlikeTwiceDocument,
    "mutation CountersCreatePost($c: String!) { createPost(input: { content: $c }) { id } }": types.CountersCreatePostDocument,
    "query CountersHashtagAndHashtag { lagos: hashtag(tag: \"lagos\") { usageCount } jollof: hashtag(tag: \"JOLLOF\") { usageCount } }": types.CountersHashtagAndHashtagDocument,
    "mutation CountersDeletePost($id: ID!) { deletePost(id: $id) }": types.CountersDeletePostDocument,
    "query CountersHashtagAndHashtagUsageCount { lagos: hashtag(tag: \"lagos\") { usageCount } jollof: hashtag(tag: \"jollof\") { usageCount } }": types.CountersHashtagAndHashtagUsageCountDocument,
    "mutation CountersFollow($u: String!) { follow(username: $u) { id } }": types.CountersFollowDocument,
    "query CountersProfile($u: String!) { profile(username: $u) { followersCount followingCount } }": types.CountersProfileDocument,
    "query DemoPostsTrendingHashtags { trendingHashtags { tag usageCount } }": types.DemoPostsTrendingHashtagsDocument,
    "query DemoPostsProfile { profile(username: \"amara\") { followersCount followingCount } }": types.DemoPostsProfileDocument,
    "query DemoPostsFeed { feed(mode: MY_FLOW, first: 20) { edges { node { author { username } likesCount commentsCount explanation { summary } } } } }": types.DemoPostsFeedDocument,
    "query DemoPostsModerationQueue { moderationCounts { pending } moderationQueue { edges { node { kind reasons reportCount author { username } } } }\n       reportCounts { open } notifications(first: 5) { edges { node { kind reportReason } } } }": types.DemoPostsModerationQueueDocument,
    "query DemoPostsShoutouts { receivedShoutouts { edges { node { from { username } } } } sentShoutouts { edges { node { to { username } } } }\n       receivedCollabRequests { edges { node { type amount status from { username } } } } sentCollabRequests { edges { node { status to { username } } } } }": types.DemoPostsShoutoutsDocument,
    "query DemoPostsEarningsSplits { earningsSplits { edges { node { projectName ownerPercentage viewerIsOwner owner { username } shares { percentage collaborator { username } } } } } }": types.DemoPostsEarningsSplitsDocument,
    "query DemoPostsCircles { circles { edges { node { id name isPrivate membersCount postsCount viewerStatus owner { username } } } } }": types.DemoPostsCirclesDocument,
    "query DemoPostsCircleJoinRequests($id: ID!) { circleJoinRequests(circleId: $id) { edges { node { user { username } } } } }": types.DemoPostsCircleJoinRequestsDocument,
    "query PostsHashtag($t: String!) { hashtag(tag: $t) { tag usageCount } }": types.PostsHashtagDocument,
    "\n        mutation PostsCreatePostEveryField($input: CreatePostInput!) {\n          createPost(input: $input) {\n            id content mediaUrl mediaType likesCount commentsCount sharesCount viewerHasLiked createdAt\n            author { username } hashtags { tag usageCount } explanation { score }\n          }\n        }\n      ": types.PostsCreatePostEveryFieldDocument,
    "mutation PostsCreateBlankPost { createPost(input: { content: \"   \" }) { id } }": types.PostsCreateBlankPostDocument,
    "mutation PostsCreatePostWithContent($c: String!) { createPost(input: { content: $c }) { id } }": types.PostsCreatePostWithContentDocument,
    "mutation PostsCreatePostAnonymously { createPost(input: { content: \"hi\" }) { id } }": types.PostsCreatePostAnonymouslyDocument,
    "mutation PostsCreateVideoPostWithoutMedia { createPost(input: { content: \"My film\", mediaType: VIDEO }) { id } }": types.PostsCreateVideoPostWithoutMediaDocument,
    "query PostsPostWithAuthor($id: ID!) { post(id: $id) { id content author { username } } }": types.PostsPostWithAuthorDocument,
    "query PostsPostId($id: ID!) { post(id: $id) { id } }": types.PostsPostIdDocument,
    "query PostsByAuthorPage($u: String, $after: String) { posts(authorUsername: $u, first: 2, after: $after) { edges { cursor node { id } } pageInfo { hasNextPage endCursor } } }": types.PostsByAuthorPageDocument,
    "query PostsPodcastCursor { postsByHashtag(tag: \"podcast\", first: 1) { pageInfo { endCursor } } }": types.PostsPodcastCursorDocument,
    "query PostsPostsAfter($a: String) { posts(first: 1, after: $a) { edges { cursor } } }": types.PostsPostsAfterDocument,
    "query PostsPostsFirstZero { posts(first: 0) { edges { cursor } } }": types.PostsPostsFirstZeroDocument,
    "mutation PostsDeletePost($id: ID!) { deletePost(id: $id) }": types.PostsDeletePostDocument,
    "query PostsTrendingHashtags { trendingHashtags { tag } }": types.PostsTrendingHashtagsDocument,
    "query PostsTopHashtag { trendingHashtags(limit: 1) { tag usageCount } }": types.PostsTopHashtagDocument,
    "query PostsZanzibarFirstPage { postsByHashtag(tag: \"#ZanZibar\", first: 2) { edges { node { content } } pageInfo { hasNextPage endCursor } } }": types.PostsZanzibarFirstPageDocument,
    "query PostsZanzibarNextPage($a: String) { postsByHashtag(tag: \"zanzibar\", first: 2, after: $a) { edges { node { id } } pageInfo { hasNextPage } } }": types.PostsZanzibarNextPageDocument,
    "query PostsUnknownHashtag { hashtag(tag: \"nosuchtag\") { id } }": types.PostsUnknownHashtagDocument,
    "query PostsUnknownHashtagPosts { postsByHashtag(tag: \"nosuchtag\") { edges { cursor } } }": types.PostsUnknownHashtagPostsDocument,
    "mutation PostsAddComment($p: ID!, $c: String!) { addComment(postId: $p, content: $c) { content author { username } post { id commentsCount } } }": types.PostsAddCommentDocument,
    "query PostsFirstComment($p: ID!) { comments(postId: $p, first: 1) { edges { node { content } } pageInfo { hasNextPage endCursor } } }": types.PostsFirstCommentDocument,
    "query PostsCommentsAfter($p: ID!, $a: String) { comments(postId: $p, after: $a) { edges { node { content post { commentsCount } } } } }": types.PostsCommentsAfterDocument,
    "mutation PostsAddBlankComment($p: ID!) { addComment(postId: $p, content: \" \") { id } }": types.PostsAddBlankCommentDocument,
    "mutation PostsCommentOnMissingPost { addComment(postId: \"00000000-0000-4000-8000-000000000000\", content: \"hi\") { id } }": types.PostsCommentOnMissingPostDocument,
    "mutation PostsCreateQuietPost { createPost(input: { content: \"Quiet one\" }) { id } }": types.PostsCreateQuietPostDocument,
    "query PostsNoComments($p: ID!) { comments(postId: $p) { edges { node { id } } pageInfo { hasNextPage } } }": types.PostsNoCommentsDocument,
    "query PostsCommentsOfMissingPost($p: ID!) { comments(postId: $p) { edges { node { id } } } }": types.PostsCommentsOfMissingPostDocument,
    "mutation PostsFollow($u: String!) { follow(username: $u) { followersCount viewerIsFollowing } }": types.PostsFollowDocument,
    "query PostsProfile($u: String!) { profile(username: $u) { followingCount viewerIsFollowing } }": types.PostsProfileDocument,
    "mutation PostsUnfollow($u: String!) { unfollow(username: $u) { followersCount viewerIsFollowing } }": types.PostsUnfollowDocument,
    "mutation PostsFollowSelf($u: String!) { follow(username: $u) { id } }": types.PostsFollowSelfDocument,
    "mutation PostsUpdateUsernameAndBio { updateProfile(input: { username: \"zanele_designs\", bio: \"Patterns and colour\" }) { username bio } }": types.PostsUpdateUsernameAndBioDocument,
    "mutation PostsUpdateToTakenUsername { updateProfile(input: { username: \"AMARA\" }) { username } }": types.PostsUpdateToTakenUsernameDocument,
    "mutation PostsUpdateToShortUsername { updateProfile(input: { username: \"ab\" }) { username } }": types.PostsUpdateToShortUsernameDocument,
    "mutation Promote($id: ID!) { promoteToAdmin(userId: $id) { id username roles } }": types.PromoteDocument,
    "mutation Remove($id: ID!) { removeAdmin(userId: $id) { id username roles } }": types.RemoveDocument,
    "query AdminRolesMe { me { roles } }": types.AdminRolesMeDocument,
    "query AdminRolesRoles { userRoles { role } }": types.AdminRolesRolesDocument,
    "query AdminRolesUserRoles { userRoles { userId role } }": types.AdminRolesUserRolesDocument,
    "query AdminRolesUserStats { userStats { totalUsers activeUsers admins moderators suspended } }": types.AdminRolesUserStatsDocument,
    "mutation RbacMatrixRemoveAdmin($id: ID!) { removeAdmin(userId: $id) { id } }": types.RbacMatrixRemoveAdminDocument,
    "query RbacMatrixUserRoles { userRoles { userId role } }": types.RbacMatrixUserRolesDocument,
    "query RbacMatrixUserStats { userStats { totalUsers admins } }": types.RbacMatrixUserStatsDocument,
    "query RbacMatrixApiKeys { apiKeys { id } }": types.RbacMatrixApiKeysDocument,
    "query RbacMatrixApiKeysByKind { apiKeys(kind: PAYMENT_GATEWAY) { id } }": types.RbacMatrixApiKeysByKindDocument,
    "mutation RbacMatrixDeleteApiKey($id: ID!) { deleteApiKey(id: $id) }": types.RbacMatrixDeleteApiKeyDocument,
    "mutation RbacMatrixPromoteToAdmin($id: ID!) { promoteToAdmin(userId: $id) { id } }": types.RbacMatrixPromoteToAdminDocument,
    "query RbacMatrixApiKeysName { apiKeys { name } }": types.RbacMatrixApiKeysNameDocument,
    "query RbacMatrixMe { me { id } }": types.RbacMatrixMeDocument,
    "query RbacMatrixMeAndProfiles { me { id roles } profiles(first: 1) { edges { node { id } } } }": types.RbacMatrixMeAndProfilesDocument,
    "mutation RbacMatrixPromoteToAdminRoles($id: ID!) { promoteToAdmin(userId: $id) { id roles } }": types.RbacMatrixPromoteToAdminRolesDocument,
    "mutation RbacMatrixRemoveAdminRoles($id: ID!) { removeAdmin(userId: $id) { id roles } }": types.RbacMatrixRemoveAdminRolesDocument,
    "query RbacMatrixProfiles { profiles(first: 5) { edges { node { username } } } }": types.RbacMatrixProfilesDocument,
    "mutation SuspensionSuspendUser($id: ID!, $reason: String) { suspendUser(userId: $id, reason: $reason) { id username suspension { reason suspendedAt } } }": types.SuspensionSuspendUserDocument,
    "mutation SuspensionReactivateUser($id: ID!) { reactivateUser(userId: $id) { id suspension { reason } } }": types.SuspensionReactivateUserDocument,
    "query SuspensionUserStats { userStats { totalUsers activeUsers suspended } }": types.SuspensionUserStatsDocument,
    "mutation SuspensionRemoveAdmin($id: ID!) { removeAdmin(userId: $id) { id } }": types.SuspensionRemoveAdminDocument,
    "query SuspensionTrendingHashtags { trendingHashtags { tag } }": types.SuspensionTrendingHashtagsDocument,
    "query SuspensionProfiles($search: String) { profiles(search: $search) { edges { node { username suspension { reason } } } } }": types.SuspensionProfilesDocument,
    "mutation SuspensionPromoteToAdmin($id: ID!) { promoteToAdmin(userId: $id) { id } }": types.SuspensionPromoteToAdminDocument,
    "query UserList($search: String, $first: Int, $after: String) {\n  profiles(search: $search, first: $first, after: $after) {\n    edges { cursor node { id username bio avatarUrl createdAt roles } }\n    pageInfo { hasNextPage endCursor }\n  }\n}": types.UserListDocument,
    "subscription RedisSubscriptionsPostCreated($tag: String) { postCreated(tag: $tag) { id content createdAt author { username } hashtags { tag } } }": types.RedisSubscriptionsPostCreatedDocument,
    "subscription RedisSubscriptionsTrendingHashtagsUpdated { trendingHashtagsUpdated { tag usageCount } }": types.RedisSubscriptionsTrendingHashtagsUpdatedDocument,
    "query FeedAlgorithmFeed($energy: Int, $first: Int, $after: String) {\n  feed(mode: FOR_YOU, energy: $energy, first: $first, after: $after) {\n    edges { node { content explanation { summary factors { name weight } } } }\n    pageInfo { hasNextPage endCursor }\n  }\n}": types.FeedAlgorithmFeedDocument,
    "mutation FeedAlgorithmUpdateSettings($input: UpdateSettingsInput!) { updateSettings(input: $input) { feedAlgorithm } }": types.FeedAlgorithmUpdateSettingsDocument,
    "query ProfilePrivacyProfile($u: String!) { profile(username: $u) { username location } }": types.ProfilePrivacyProfileDocument,
    "query ProfilePrivacyPosts($u: String!) { posts(authorUsername: $u) { edges { node { content } } } }": types.ProfilePrivacyPostsDocument,
    "mutation ProfilePrivacyUpdateSettings($p: PrivacySettingsInput!) { updateSettings(input: { privacy: $p }) { privacy { publicProfile location } } }": types.ProfilePrivacyUpdateSettingsDocument,
    "fragment SettingsFields on AccountSettings {\n  id feedAlgorithm theme displayMode language updatedAt\n  privacy { publicProfile showFollowers showEarnings privateMessages collabRequests location filterContent commentFilter }\n}": types.SettingsFieldsFragmentDoc,
    "query SettingsMySettings { mySettings { ...SettingsFields } }": types.SettingsMySettingsDocument,
    "mutation SettingsUpdateSettings($input: UpdateSettingsInput!) { updateSettings(input: $input) { ...SettingsFields } }": types.SettingsUpdateSettingsDocument,
    "mutation SettingsSignIn($email: String!, $password: String!) { signIn(input: { email: $email, password: $password }) { accessToken } }": types.SettingsSignInDocument,
    "mutation ShoutoutsSendShoutout($input: SendShoutoutInput!) {\n  sendShoutout(input: $input) { id message sensitive createdAt from { username } to { username } }\n}": types.ShoutoutsSendShoutoutDocument,
    "query ShoutoutsReceivedShoutouts($first: Int, $after: String) {\n  receivedShoutouts(first: $first, after: $after) { edges { cursor node { id message from { username } } } pageInfo { hasNextPage endCursor } }\n}": types.ShoutoutsReceivedShoutoutsDocument,
    "query ShoutoutsSentShoutouts { sentShoutouts { edges { node { message to { username } } } } }": types.ShoutoutsSentShoutoutsDocument,
    "mutation ShoutoutsUpdateSystemSettings($input: UpdateSystemSettingsInput!) { updateSystemSettings(input: $input) { spamDetection } }": types.ShoutoutsUpdateSystemSettingsDocument,
    "query ShoutoutsBell { notifications { edges { node { kind actor { username } } } } unreadNotificationsCount }": types.ShoutoutsBellDocument,
    "query ShoutoutsSentShoutoutsPageInfo { sentShoutouts(first: 1) { pageInfo { endCursor } } }": types.ShoutoutsSentShoutoutsPageInfoDocument,
    "mutation SplitsCreateEarningsSplit($input: CreateEarningsSplitInput!) {\n  createEarningsSplit(input: $input) { id projectName ownerPercentage owner { username } shares { percentage collaborator { username } } }\n}": types.SplitsCreateEarningsSplitDocument,
    "query SplitsList($first: Int, $after: String) {\n  earningsSplits(first: $first, after: $after) {\n    edges { node { projectName ownerPercentage owner { username } shares { percentage collaborator { username } } } }\n    pageInfo { hasNextPage endCursor }\n  }\n}": types.SplitsListDocument,
    "query SplitsNotifications { notifications(first: 5) { edges { node { kind actor { username } } } } }": types.SplitsNotificationsDocument,
    "query SplitsEarningsSplitsEdges { earningsSplits(first: 1) { edges { node { id } } } }": types.SplitsEarningsSplitsEdgesDocument,
    "mutation SplitsDeleteEarningsSplit($id: ID!) { deleteEarningsSplit(id: $id) }": types.SplitsDeleteEarningsSplitDocument,
    "mutation Save($input: UpdateSystemSettingsInput!) { updateSystemSettings(input: $input) { maintenanceMode allowNewSignups publicProfiles } }": types.SaveDocument,
    "fragment PlatformSwitchesSneakedPost on Mutation { createPost(input: $post) { id } }": types.PlatformSwitchesSneakedPostFragmentDoc,
    "mutation PlatformSwitchesCreatePost($input: CreatePostInput!) { createPost(input: $input) { id } }": types.PlatformSwitchesCreatePostDocument,
    "query Profile($username: String!) { profile(username: $username) { id username } }": types.ProfileDocument,
    "query ProfilePosts($username: String) { posts(authorUsername: $username, first: 10) { edges { node { id author { username } } } } }": types.ProfilePostsDocument,
    "mutation PlatformSwitchesSignInWithPost($input: SignInInput!, $post: CreatePostInput!) { signIn(input: $input) { accessToken } ...PlatformSwitchesSneakedPost }": types.PlatformSwitchesSignInWithPostDocument,
    "query PlatformSwitchesMe { me { username } }": types.PlatformSwitchesMeDocument,
    "fragment SystemSettingsFields on SystemSettings {\n  autoModeration profanityFilter spamDetection reportAlerts newUserSignupAlerts systemAlerts\n  maintenanceMode allowNewSignups publicProfiles updatedAt updatedBy { username }\n}": types.SystemSettingsFieldsFragmentDoc,
    "query SystemSettingsQuery { systemSettings { ...SystemSettingsFields } }": types.SystemSettingsQueryDocument,
    "mutation SystemSettingsSave($input: UpdateSystemSettingsInput!) { updateSystemSettings(input: $input) { ...SystemSettingsFields } }": types.SystemSettingsSaveDocument,
    "mutation SystemSettingsRemoveAdmin($id: ID!) { removeAdmin(userId: $id) { id } }": types.SystemSettingsRemoveAdminDocument,
    "mutation WebsocketAuthSignOut { signOut }": types.WebsocketAuthSignOutDocument,
    "query WebsocketAuthMe { me { username } }": types.WebsocketAuthMeDocument,
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
export function graphql(source: "mutation AdminApiPlaygroundCreatePost($content: String!) { createPost(input: { content: $content }) { id } }"): (typeof documents)["mutation AdminApiPlaygroundCreatePost($content: String!) { createPost(input: { content: $content }) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Roles($search: String) { profiles(search: $search) { edges { node { username roles } } } }"): (typeof documents)["query Roles($search: String) { profiles(search: $search) { edges { node { username roles } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GeoAnalyticsAudience {\n  locationAnalyticsSummary { countries cities totalImpressions totalClicks }\n  locationAnalytics(limit: 20) { country countryCode city }\n}"): (typeof documents)["query GeoAnalyticsAudience {\n  locationAnalyticsSummary { countries cities totalImpressions totalClicks }\n  locationAnalytics(limit: 20) { country countryCode city }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PostingPosts($u: String) { posts(authorUsername: $u) { edges { cursor } } }"): (typeof documents)["query PostingPosts($u: String) { posts(authorUsername: $u) { edges { cursor } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GenerateApiKey($input: GenerateApiKeyInput!) {\n    generateApiKey(input: $input) {\n      secret\n      apiKey { id name description prefix lastFour isActive tier kind createdAt lastUsedAt requestsPerHour }\n    }\n  }\n"): (typeof documents)["\n  mutation GenerateApiKey($input: GenerateApiKeyInput!) {\n    generateApiKey(input: $input) {\n      secret\n      apiKey { id name description prefix lastFour isActive tier kind createdAt lastUsedAt requestsPerHour }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreatePost($input: CreatePostInput!) { createPost(input: $input) { id content createdAt } }"): (typeof documents)["mutation CreatePost($input: CreatePostInput!) { createPost(input: $input) { id content createdAt } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ContentFactoriesFollow($u: String!) { follow(username: $u) { id } }"): (typeof documents)["mutation ContentFactoriesFollow($u: String!) { follow(username: $u) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EveryPostField on Post {\n    id content mediaUrl mediaType likesCount commentsCount sharesCount viewerHasLiked createdAt\n    author { id username bio avatarUrl isVerified followersCount followingCount createdAt roles viewerIsFollowing }\n    hashtags { id tag usageCount }\n  }\n"): (typeof documents)["\n  fragment EveryPostField on Post {\n    id content mediaUrl mediaType likesCount commentsCount sharesCount viewerHasLiked createdAt\n    author { id username bio avatarUrl isVerified followersCount followingCount createdAt roles viewerIsFollowing }\n    hashtags { id tag usageCount }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CampaignsCreateCampaign($input: CreateCampaignInput!) {\n  createCampaign(input: $input) {\n    id name objective description minAge maxAge locations interests adType headline adDescription callToAction destinationUrl\n    mediaUrl mediaType dailyBudget totalBudget budget startDate endDate status rejectionReason spent impressions clicks ctr createdAt reviewedAt\n    owner { username } reviewedBy { username }\n  }\n}"): (typeof documents)["mutation CampaignsCreateCampaign($input: CreateCampaignInput!) {\n  createCampaign(input: $input) {\n    id name objective description minAge maxAge locations interests adType headline adDescription callToAction destinationUrl\n    mediaUrl mediaType dailyBudget totalBudget budget startDate endDate status rejectionReason spent impressions clicks ctr createdAt reviewedAt\n    owner { username } reviewedBy { username }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CampaignsMine($first: Int, $after: String) {\n  myCampaignTotals { count spent impressions clicks averageCtr }\n  myCampaigns(first: $first, after: $after) { edges { cursor node { id name status } } pageInfo { hasNextPage endCursor } }\n}"): (typeof documents)["query CampaignsMine($first: Int, $after: String) {\n  myCampaignTotals { count spent impressions clicks averageCtr }\n  myCampaigns(first: $first, after: $after) { edges { cursor node { id name status } } pageInfo { hasNextPage endCursor } }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CampaignsCampaignsInReview { campaignsInReview { edges { node { id name status owner { username } } } } }"): (typeof documents)["query CampaignsCampaignsInReview { campaignsInReview { edges { node { id name status owner { username } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CampaignsPauseCampaign($id: ID!) { pauseCampaign(id: $id) { id status } }"): (typeof documents)["mutation CampaignsPauseCampaign($id: ID!) { pauseCampaign(id: $id) { id status } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CampaignsResumeCampaign($id: ID!) { resumeCampaign(id: $id) { id status } }"): (typeof documents)["mutation CampaignsResumeCampaign($id: ID!) { resumeCampaign(id: $id) { id status } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CampaignsApproveCampaign($id: ID!) { approveCampaign(id: $id) { id status reviewedAt reviewedBy { username } } }"): (typeof documents)["mutation CampaignsApproveCampaign($id: ID!) { approveCampaign(id: $id) { id status reviewedAt reviewedBy { username } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CampaignsRejectCampaign($id: ID!, $reason: String) { rejectCampaign(id: $id, reason: $reason) { id status rejectionReason } }"): (typeof documents)["mutation CampaignsRejectCampaign($id: ID!, $reason: String) { rejectCampaign(id: $id, reason: $reason) { id status rejectionReason } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CampaignsMyCampaigns { myCampaigns { edges { node { ctr } } } }"): (typeof documents)["query CampaignsMyCampaigns { myCampaigns { edges { node { ctr } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CampaignsMyCampaignsEdges { myCampaigns { edges { node { id status reviewedBy { username } } } } }"): (typeof documents)["query CampaignsMyCampaignsEdges { myCampaigns { edges { node { id status reviewedBy { username } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CampaignsNotifications { notifications(first: 10) { edges { node { kind campaignName actor { username } } } } }"): (typeof documents)["query CampaignsNotifications { notifications(first: 10) { edges { node { kind campaignName actor { username } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ApiKeyLifecycleMe { me { id username roles } }"): (typeof documents)["query ApiKeyLifecycleMe { me { id username roles } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ApiKeys($kind: ApiKeyKind) {\n  apiKeys(kind: $kind) { id name description prefix lastFour isActive tier kind createdAt lastUsedAt requestsPerHour createdBy { username } }\n}"): (typeof documents)["query ApiKeys($kind: ApiKeyKind) {\n  apiKeys(kind: $kind) { id name description prefix lastFour isActive tier kind createdAt lastUsedAt requestsPerHour createdBy { username } }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteApiKey($id: ID!) { deleteApiKey(id: $id) }"): (typeof documents)["mutation DeleteApiKey($id: ID!) { deleteApiKey(id: $id) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ApiKeyQuotaPing { __typename }"): (typeof documents)["query ApiKeyQuotaPing { __typename }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ApiKeyWebsocketMe { me { id roles } }"): (typeof documents)["query ApiKeyWebsocketMe { me { id roles } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ApiKeyWebsocketApiKeys { apiKeys { name } }"): (typeof documents)["query ApiKeyWebsocketApiKeys { apiKeys { name } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription ApiKeyWebsocketPostCreated { postCreated { content author { username } } }"): (typeof documents)["subscription ApiKeyWebsocketPostCreated { postCreated { content author { username } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ApiKeyWebsocketCreatePost($c: String!) { createPost(input: { content: $c }) { id } }"): (typeof documents)["mutation ApiKeyWebsocketCreatePost($c: String!) { createPost(input: { content: $c }) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ApiKeyWebsocketRemoveAdmin($id: ID!) { removeAdmin(userId: $id) { id } }"): (typeof documents)["mutation ApiKeyWebsocketRemoveAdmin($id: ID!) { removeAdmin(userId: $id) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ApiKeyWebsocketApiKeyIds { apiKeys { id } }"): (typeof documents)["query ApiKeyWebsocketApiKeyIds { apiKeys { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ApiKeyWebsocketPing { __typename }"): (typeof documents)["query ApiKeyWebsocketPing { __typename }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ApiKeyWebsocketMeId { me { id } }"): (typeof documents)["query ApiKeyWebsocketMeId { me { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ApiKeyWebsocketDeleteApiKey($id: ID!) { deleteApiKey(id: $id) }"): (typeof documents)["mutation ApiKeyWebsocketDeleteApiKey($id: ID!) { deleteApiKey(id: $id) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AuthSession on AuthPayload { user { id email username createdAt roles profile { id username } } accessToken refreshToken expiresAt }\n"): (typeof documents)["\n  fragment AuthSession on AuthPayload { user { id email username createdAt roles profile { id username } } accessToken refreshToken expiresAt }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SignUp($input: SignUpInput!) { signUp(input: $input) { ...AuthSession } }"): (typeof documents)["mutation SignUp($input: SignUpInput!) { signUp(input: $input) { ...AuthSession } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SignIn($input: SignInInput!) { signIn(input: $input) { ...AuthSession } }"): (typeof documents)["mutation SignIn($input: SignInInput!) { signIn(input: $input) { ...AuthSession } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Refresh($token: String) { refreshSession(refreshToken: $token) { ...AuthSession } }"): (typeof documents)["mutation Refresh($token: String) { refreshSession(refreshToken: $token) { ...AuthSession } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SignOut { signOut }"): (typeof documents)["mutation SignOut { signOut }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Me { me { id email username roles } }"): (typeof documents)["query Me { me { id email username roles } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RequestPasswordReset($email: String!) { requestPasswordReset(email: $email) }"): (typeof documents)["mutation RequestPasswordReset($email: String!) { requestPasswordReset(email: $email) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ResetPassword($token: String!, $password: String!) { resetPassword(token: $token, password: $password) { ...AuthSession } }"): (typeof documents)["mutation ResetPassword($token: String!, $password: String!) { resetPassword(token: $token, password: $password) { ...AuthSession } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SessionsCreatePost { createPost(input: { content: \"after sign-out #late\" }) { id } }"): (typeof documents)["mutation SessionsCreatePost { createPost(input: { content: \"after sign-out #late\" }) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment CircleFields on Circle { id name description isPrivate membersCount postsCount viewerStatus owner { username } }"): (typeof documents)["fragment CircleFields on Circle { id name description isPrivate membersCount postsCount viewerStatus owner { username } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CirclesCreateCircle($input: CreateCircleInput!) { createCircle(input: $input) { ...CircleFields } }"): (typeof documents)["mutation CirclesCreateCircle($input: CreateCircleInput!) { createCircle(input: $input) { ...CircleFields } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CirclesJoinCircle($id: ID!) { joinCircle(id: $id) { ...CircleFields } }"): (typeof documents)["mutation CirclesJoinCircle($id: ID!) { joinCircle(id: $id) { ...CircleFields } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CirclesLeaveCircle($id: ID!) { leaveCircle(id: $id) { ...CircleFields } }"): (typeof documents)["mutation CirclesLeaveCircle($id: ID!) { leaveCircle(id: $id) { ...CircleFields } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CirclesApproveCircleRequest($c: ID!, $u: ID!) { approveCircleRequest(circleId: $c, userId: $u) { ...CircleFields } }"): (typeof documents)["mutation CirclesApproveCircleRequest($c: ID!, $u: ID!) { approveCircleRequest(circleId: $c, userId: $u) { ...CircleFields } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CirclesDeclineCircleRequest($c: ID!, $u: ID!) { declineCircleRequest(circleId: $c, userId: $u) { ...CircleFields } }"): (typeof documents)["mutation CirclesDeclineCircleRequest($c: ID!, $u: ID!) { declineCircleRequest(circleId: $c, userId: $u) { ...CircleFields } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CirclesPostToCircle($input: PostToCircleInput!) { postToCircle(input: $input) { id content sensitive author { username } } }"): (typeof documents)["mutation CirclesPostToCircle($input: PostToCircleInput!) { postToCircle(input: $input) { id content sensitive author { username } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CirclesCirclePosts($id: ID!, $first: Int, $after: String) {\n  circlePosts(circleId: $id, first: $first, after: $after) { edges { node { content author { username } } } pageInfo { hasNextPage endCursor } }\n}"): (typeof documents)["query CirclesCirclePosts($id: ID!, $first: Int, $after: String) {\n  circlePosts(circleId: $id, first: $first, after: $after) { edges { node { content author { username } } } pageInfo { hasNextPage endCursor } }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CirclesCircleJoinRequests($id: ID!) { circleJoinRequests(circleId: $id) { edges { node { user { id username } } } } }"): (typeof documents)["query CirclesCircleJoinRequests($id: ID!) { circleJoinRequests(circleId: $id) { edges { node { user { id username } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CirclesList($first: Int, $after: String) { circles(first: $first, after: $after) { edges { node { ...CircleFields } } pageInfo { hasNextPage endCursor } } }"): (typeof documents)["query CirclesList($first: Int, $after: String) { circles(first: $first, after: $after) { edges { node { ...CircleFields } } pageInfo { hasNextPage endCursor } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CirclesNotifications { notifications(first: 1) { edges { node { kind actor { username } circle { id name } } } } }"): (typeof documents)["query CirclesNotifications { notifications(first: 1) { edges { node { kind actor { username } circle { id name } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CirclesNotificationsEdges { notifications(first: 1) { edges { node { kind actor { username } circle { id viewerStatus } } } } }"): (typeof documents)["query CirclesNotificationsEdges { notifications(first: 1) { edges { node { kind actor { username } circle { id viewerStatus } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CirclesCircle($id: ID!) { circle(id: $id) { viewerStatus } }"): (typeof documents)["query CirclesCircle($id: ID!) { circle(id: $id) { viewerStatus } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CirclesCircleById($id: ID!) { circle(id: $id) { id } }"): (typeof documents)["query CirclesCircleById($id: ID!) { circle(id: $id) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CirclesDeleteCircle($id: ID!) { deleteCircle(id: $id) }"): (typeof documents)["mutation CirclesDeleteCircle($id: ID!) { deleteCircle(id: $id) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment CollabRequestFields on CollabRequest { id type amount message status createdAt decidedAt from { username } to { username } }"): (typeof documents)["fragment CollabRequestFields on CollabRequest { id type amount message status createdAt decidedAt from { username } to { username } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CollabsSendCollabRequest($input: SendCollabRequestInput!) { sendCollabRequest(input: $input) { ...CollabRequestFields } }"): (typeof documents)["mutation CollabsSendCollabRequest($input: SendCollabRequestInput!) { sendCollabRequest(input: $input) { ...CollabRequestFields } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CollabsOpenCollabRequest($id: ID!) { openCollabRequest(id: $id) { id status } }"): (typeof documents)["mutation CollabsOpenCollabRequest($id: ID!) { openCollabRequest(id: $id) { id status } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CollabsAcceptCollabRequest($id: ID!) { acceptCollabRequest(id: $id) { id status decidedAt } }"): (typeof documents)["mutation CollabsAcceptCollabRequest($id: ID!) { acceptCollabRequest(id: $id) { id status decidedAt } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CollabsDeclineCollabRequest($id: ID!) { declineCollabRequest(id: $id) { id status decidedAt } }"): (typeof documents)["mutation CollabsDeclineCollabRequest($id: ID!) { declineCollabRequest(id: $id) { id status decidedAt } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CollabsReceivedCollabRequests($first: Int, $after: String) {\n  receivedCollabRequests(first: $first, after: $after) { edges { node { ...CollabRequestFields } } pageInfo { hasNextPage endCursor } }\n}"): (typeof documents)["query CollabsReceivedCollabRequests($first: Int, $after: String) {\n  receivedCollabRequests(first: $first, after: $after) { edges { node { ...CollabRequestFields } } pageInfo { hasNextPage endCursor } }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CollabsSentCollabRequests { sentCollabRequests { edges { node { id status to { username } } } } }"): (typeof documents)["query CollabsSentCollabRequests { sentCollabRequests { edges { node { id status to { username } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CollabsUpdateSettings($on: Boolean!) { updateSettings(input: { privacy: { collabRequests: $on } }) { privacy { collabRequests } } }"): (typeof documents)["mutation CollabsUpdateSettings($on: Boolean!) { updateSettings(input: { privacy: { collabRequests: $on } }) { privacy { collabRequests } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CollabsNotifications { notifications { edges { node { kind actor { username } } } } }"): (typeof documents)["query CollabsNotifications { notifications { edges { node { kind actor { username } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Send($input: SendContactMessageInput!) {\n    sendContactMessage(input: $input) { id receivedAt }\n  }\n"): (typeof documents)["\n  mutation Send($input: SendContactMessageInput!) {\n    sendContactMessage(input: $input) { id receivedAt }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ContentFiltersUpdateSystemSettings($on: Boolean!) { updateSystemSettings(input: { profanityFilter: $on }) { profanityFilter } }"): (typeof documents)["mutation ContentFiltersUpdateSystemSettings($on: Boolean!) { updateSystemSettings(input: { profanityFilter: $on }) { profanityFilter } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ContentFiltersUpdateSettings($on: Boolean!) { updateSettings(input: { privacy: { commentFilter: $on } }) { privacy { commentFilter } } }"): (typeof documents)["mutation ContentFiltersUpdateSettings($on: Boolean!) { updateSettings(input: { privacy: { commentFilter: $on } }) { privacy { commentFilter } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ContentFiltersPost($id: ID!) { post(id: $id) { content sensitive } }"): (typeof documents)["query ContentFiltersPost($id: ID!) { post(id: $id) { content sensitive } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ContentFiltersPostsByHashtag { postsByHashtag(tag: \"lagosfilters\", first: 5) { edges { node { content sensitive } } } }"): (typeof documents)["query ContentFiltersPostsByHashtag { postsByHashtag(tag: \"lagosfilters\", first: 5) { edges { node { content sensitive } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ContentFiltersPosts { posts(authorUsername: \"amara_filters\", first: 5) { edges { node { content } } } }"): (typeof documents)["query ContentFiltersPosts { posts(authorUsername: \"amara_filters\", first: 5) { edges { node { content } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ContentFiltersFeed { feed(mode: MY_FLOW, energy: 50, first: 5) { edges { node { content sensitive } } } }"): (typeof documents)["query ContentFiltersFeed { feed(mode: MY_FLOW, energy: 50, first: 5) { edges { node { content sensitive } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ContentFiltersComments($id: ID!) { comments(postId: $id) { hiddenCount edges { node { content sensitive hiddenByFilter author { username } } } } }"): (typeof documents)["query ContentFiltersComments($id: ID!) { comments(postId: $id) { hiddenCount edges { node { content sensitive hiddenByFilter author { username } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ContentFiltersAddComment($id: ID!, $text: String!) { addComment(postId: $id, content: $text) { content sensitive hiddenByFilter } }"): (typeof documents)["mutation ContentFiltersAddComment($id: ID!, $text: String!) { addComment(postId: $id, content: $text) { content sensitive hiddenByFilter } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ContentFiltersNotifications { notifications(first: 10) { edges { node { kind commentExcerpt } } } }"): (typeof documents)["query ContentFiltersNotifications { notifications(first: 10) { edges { node { kind commentExcerpt } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MyPostStats($days: Int, $top: Int) {\n  myPostStats(days: $days, top: $top) {\n    id posts followers\n    allTime { impressions clicks likes comments shares newFollowers }\n    last30Days { impressions clicks likes comments shares newFollowers }\n    previous30Days { impressions clicks likes comments shares newFollowers }\n    daily { date impressions clicks likes comments shares newFollowers }\n    topPosts { post { id content } impressions clicks likes comments shares }\n  }\n}"): (typeof documents)["query MyPostStats($days: Int, $top: Int) {\n  myPostStats(days: $days, top: $top) {\n    id posts followers\n    allTime { impressions clicks likes comments shares newFollowers }\n    last30Days { impressions clicks likes comments shares newFollowers }\n    previous30Days { impressions clicks likes comments shares newFollowers }\n    daily { date impressions clicks likes comments shares newFollowers }\n    topPosts { post { id content } impressions clicks likes comments shares }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MyPostStatsLikePost($id: ID!) { likePost(postId: $id) { id } }"): (typeof documents)["mutation MyPostStatsLikePost($id: ID!) { likePost(postId: $id) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MyPostStatsAddComment($id: ID!) { addComment(postId: $id, content: \"Love it\") { id } }"): (typeof documents)["mutation MyPostStatsAddComment($id: ID!) { addComment(postId: $id, content: \"Love it\") { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MyPostStatsSharePost($id: ID!) { sharePost(postId: $id) { id } }"): (typeof documents)["mutation MyPostStatsSharePost($id: ID!) { sharePost(postId: $id) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query HttpRequestsTrendingHashtags { trendingHashtags { tag } }"): (typeof documents)["query HttpRequestsTrendingHashtags { trendingHashtags { tag } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation HttpRequestsSendContactMessage($input: SendContactMessageInput!) { sendContactMessage(input: $input) { id } }"): (typeof documents)["mutation HttpRequestsSendContactMessage($input: SendContactMessageInput!) { sendContactMessage(input: $input) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MaskedErrorsSignUp { signUp(input: { username: \"masked\", email: \"masked@example.com\", password: \"secret1\" }) { accessToken } }"): (typeof documents)["mutation MaskedErrorsSignUp { signUp(input: { username: \"masked\", email: \"masked@example.com\", password: \"secret1\" }) { accessToken } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MaskedErrorsProfile { profile(username: \"masked\") { username bio } }"): (typeof documents)["query MaskedErrorsProfile { profile(username: \"masked\") { username bio } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation NulCharactersCreatePost($c: String!) { createPost(input: { content: $c }) { id content } }"): (typeof documents)["mutation NulCharactersCreatePost($c: String!) { createPost(input: { content: $c }) { id content } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation NulCharactersUpdateProfile($i: UpdateProfileInput!) { updateProfile(input: $i) { bio } }"): (typeof documents)["mutation NulCharactersUpdateProfile($i: UpdateProfileInput!) { updateProfile(input: $i) { bio } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query NulCharactersPostsByHashtag($t: String!) { postsByHashtag(tag: $t) { edges { cursor } } }"): (typeof documents)["query NulCharactersPostsByHashtag($t: String!) { postsByHashtag(tag: $t) { edges { cursor } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query NullArgumentsPosts($f: Int) { posts(first: $f) { edges { node { id } } } }"): (typeof documents)["query NullArgumentsPosts($f: Int) { posts(first: $f) { edges { node { id } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query NullArgumentsPostsByHashtag($f: Int) { postsByHashtag(tag: \"folklore\", first: $f) { edges { cursor } } }"): (typeof documents)["query NullArgumentsPostsByHashtag($f: Int) { postsByHashtag(tag: \"folklore\", first: $f) { edges { cursor } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query NullArgumentsTrendingHashtags($l: Int) { trendingHashtags(limit: $l) { tag } }"): (typeof documents)["query NullArgumentsTrendingHashtags($l: Int) { trendingHashtags(limit: $l) { tag } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query NullArgumentsSearchHashtags($f: Int) { searchHashtags(query: \"tag\", first: $f) { tag } }"): (typeof documents)["query NullArgumentsSearchHashtags($f: Int) { searchHashtags(query: \"tag\", first: $f) { tag } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query NullArgumentsFeed($m: FeedMode, $e: Int, $f: Int) { feed(mode: $m, energy: $e, first: $f) { edges { cursor } } }"): (typeof documents)["query NullArgumentsFeed($m: FeedMode, $e: Int, $f: Int) { feed(mode: $m, energy: $e, first: $f) { edges { cursor } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query NullArgumentsLocationAnalytics($l: Int) { locationAnalytics(limit: $l) { city } }"): (typeof documents)["query NullArgumentsLocationAnalytics($l: Int) { locationAnalytics(limit: $l) { city } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query NullArgumentsMyPostStats($d: Int, $t: Int) { myPostStats(days: $d, top: $t) { daily { date } } }"): (typeof documents)["query NullArgumentsMyPostStats($d: Int, $t: Int) { myPostStats(days: $d, top: $t) { daily { date } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query NullArgumentsComments($p: ID!, $f: Int) { comments(postId: $p, first: $f) { edges { cursor } } }"): (typeof documents)["query NullArgumentsComments($p: ID!, $f: Int) { comments(postId: $p, first: $f) { edges { cursor } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation NullArgumentsGenerateApiKey($t: ApiKeyTier, $k: ApiKeyKind) { generateApiKey(input: { name: \"Null tier\", tier: $t, kind: $k }) { apiKey { tier kind } } }"): (typeof documents)["mutation NullArgumentsGenerateApiKey($t: ApiKeyTier, $k: ApiKeyKind) { generateApiKey(input: { name: \"Null tier\", tier: $t, kind: $k }) { apiKey { tier kind } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query NullArgumentsLocationAnalyticsCity { locationAnalytics(limit: 0) { city } }"): (typeof documents)["query NullArgumentsLocationAnalyticsCity { locationAnalytics(limit: 0) { city } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query FeedFieldsEveryField { feed(mode: MY_FLOW, energy: 0) { edges { node { ...EveryPostField } } } }"): (typeof documents)["query FeedFieldsEveryField { feed(mode: MY_FLOW, energy: 0) { edges { node { ...EveryPostField } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query FeedFieldsPost($id: ID!) { post(id: $id) { ...EveryPostField } }"): (typeof documents)["query FeedFieldsPost($id: ID!) { post(id: $id) { ...EveryPostField } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query FeedFieldsExplanation { feed(mode: MY_FLOW, energy: 0) { edges { node { id explanation { summary } } } } }"): (typeof documents)["query FeedFieldsExplanation { feed(mode: MY_FLOW, energy: 0) { edges { node { id explanation { summary } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query FeedFieldsNarrow { feed(mode: MY_FLOW, energy: 0) { edges { node { author { isVerified } hashtags { tag } } } } }"): (typeof documents)["query FeedFieldsNarrow { feed(mode: MY_FLOW, energy: 0) { edges { node { author { isVerified } hashtags { tag } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query FeedFieldsViaFragment { feed(mode: MY_FLOW, energy: 0) { edges { node { ...FeedFieldsCard } } } }"): (typeof documents)["query FeedFieldsViaFragment { feed(mode: MY_FLOW, energy: 0) { edges { node { ...FeedFieldsCard } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment FeedFieldsCard on Post { author { username } ... on Post { hashtags { usageCount } } }"): (typeof documents)["fragment FeedFieldsCard on Post { author { username } ... on Post { hashtags { usageCount } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Feed($mode: FeedMode, $filters: [FeedFilter!], $energy: Int, $first: Int, $after: String) {\n  feed(mode: $mode, filters: $filters, energy: $energy, first: $first, after: $after) {\n    edges {\n      cursor\n      node {\n        id content createdAt author { username }\n        explanation {\n          score summary factors { name value weight contribution }\n          author { relation username interactions recent } reasons { kind km ageMinutes likes comments shares tag }\n        }\n      }\n    }\n    pageInfo { hasNextPage endCursor }\n    message\n  }\n}"): (typeof documents)["query Feed($mode: FeedMode, $filters: [FeedFilter!], $energy: Int, $first: Int, $after: String) {\n  feed(mode: $mode, filters: $filters, energy: $energy, first: $first, after: $after) {\n    edges {\n      cursor\n      node {\n        id content createdAt author { username }\n        explanation {\n          score summary factors { name value weight contribution }\n          author { relation username interactions recent } reasons { kind km ageMinutes likes comments shares tag }\n        }\n      }\n    }\n    pageInfo { hasNextPage endCursor }\n    message\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation FeedLikePost($id: ID!) { likePost(postId: $id) { id } }"): (typeof documents)["mutation FeedLikePost($id: ID!) { likePost(postId: $id) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query FeedPosts { posts(first: 100) { edges { node { id } } } }"): (typeof documents)["query FeedPosts { posts(first: 100) { edges { node { id } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MyFlowWindowsFeed($after: String) {\n  feed(mode: MY_FLOW, energy: 0, first: 100, after: $after) { edges { node { id } } pageInfo { hasNextPage endCursor } }\n}"): (typeof documents)["query MyFlowWindowsFeed($after: String) {\n  feed(mode: MY_FLOW, energy: 0, first: 100, after: $after) { edges { node { id } } pageInfo { hasNextPage endCursor } }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query FollowListsProfile($u: String!, $first: Int, $after: String) {\n  profile(username: $u) {\n    followers(first: $first, after: $after) { edges { node { username } } pageInfo { hasNextPage endCursor } }\n  }\n}"): (typeof documents)["query FollowListsProfile($u: String!, $first: Int, $after: String) {\n  profile(username: $u) {\n    followers(first: $first, after: $after) { edges { node { username } } pageInfo { hasNextPage endCursor } }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query FollowListsProfileFollowing($u: String!) { profile(username: $u) { following { edges { node { username followersCount } } } } }"): (typeof documents)["query FollowListsProfileFollowing($u: String!) { profile(username: $u) { following { edges { node { username followersCount } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation FollowListsUpdateSettings($p: PrivacySettingsInput!) { updateSettings(input: { privacy: $p }) { privacy { showFollowers } } }"): (typeof documents)["mutation FollowListsUpdateSettings($p: PrivacySettingsInput!) { updateSettings(input: { privacy: $p }) { privacy { showFollowers } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query FollowListsCounts($u: String!) { profile(username: $u) { followersCount following { edges { node { username } } } } }"): (typeof documents)["query FollowListsCounts($u: String!) { profile(username: $u) { followersCount following { edges { node { username } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation FollowListsMakeProfilePrivate { updateSettings(input: { privacy: { publicProfile: false } }) { id } }"): (typeof documents)["mutation FollowListsMakeProfilePrivate { updateSettings(input: { privacy: { publicProfile: false } }) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query FollowListsPost($id: ID!) { post(id: $id) { author { followers { edges { node { username } } } } } }"): (typeof documents)["query FollowListsPost($id: ID!) { post(id: $id) { author { followers { edges { node { username } } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query FollowListsProfileFollowers { profile(username: \"reader_b\") { followers { edges { node { username } } } } }"): (typeof documents)["query FollowListsProfileFollowers { profile(username: \"reader_b\") { followers { edges { node { username } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query HashtagSearchSearchHashtags($q: String!, $first: Int) { searchHashtags(query: $q, first: $first) { tag usageCount } }"): (typeof documents)["query HashtagSearchSearchHashtags($q: String!, $first: Int) { searchHashtags(query: $q, first: $first) { tag usageCount } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation HashtagSearchDeletePost($id: ID!) { deletePost(id: $id) }"): (typeof documents)["mutation HashtagSearchDeletePost($id: ID!) { deletePost(id: $id) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription LiveUpdatesTrendingHashtagsUpdated { trendingHashtagsUpdated { tag usageCount } }"): (typeof documents)["subscription LiveUpdatesTrendingHashtagsUpdated { trendingHashtagsUpdated { tag usageCount } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query LiveUpdatesTrendingHashtags { trendingHashtags { tag usageCount } }"): (typeof documents)["query LiveUpdatesTrendingHashtags { trendingHashtags { tag usageCount } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LiveUpdatesDeletePost($id: ID!) { deletePost(id: $id) }"): (typeof documents)["mutation LiveUpdatesDeletePost($id: ID!) { deletePost(id: $id) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query LiveUpdatesPostsByHashtag { postsByHashtag(tag: \"#Bullshit\", first: 50) { edges { node { hashtags { tag usageCount } } } } }"): (typeof documents)["query LiveUpdatesPostsByHashtag { postsByHashtag(tag: \"#Bullshit\", first: 50) { edges { node { hashtags { tag usageCount } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription LiveUpdatesPostCreated($tag: String) { postCreated(tag: $tag) { id content author { username } hashtags { tag } } }"): (typeof documents)["subscription LiveUpdatesPostCreated($tag: String) { postCreated(tag: $tag) { id content author { username } hashtags { tag } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription LiveUpdatesPostCreatedContent { postCreated { id content } }"): (typeof documents)["subscription LiveUpdatesPostCreatedContent { postCreated { id content } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TagPagesEveryField { postsByHashtag(tag: \"folklore\") { edges { node { ...EveryPostField explanation { score } } } } }"): (typeof documents)["query TagPagesEveryField { postsByHashtag(tag: \"folklore\") { edges { node { ...EveryPostField explanation { score } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TagPagesIds { postsByHashtag(tag: \"folklore\") { edges { node { id } } } }"): (typeof documents)["query TagPagesIds { postsByHashtag(tag: \"folklore\") { edges { node { id } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TagPagesLikes { postsByHashtag(tag: \"folklore\") { edges { node { likesCount } } } }"): (typeof documents)["query TagPagesLikes { postsByHashtag(tag: \"folklore\") { edges { node { likesCount } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TagPagesPost($id: ID!) { post(id: $id) { ...EveryPostField explanation { score } } }"): (typeof documents)["query TagPagesPost($id: ID!) { post(id: $id) { ...EveryPostField explanation { score } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TagPagesViaFragment { postsByHashtag(tag: \"folklore\") { edges { node { ...TagPagesCard } } } }"): (typeof documents)["query TagPagesViaFragment { postsByHashtag(tag: \"folklore\") { edges { node { ...TagPagesCard } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment TagPagesCard on Post { id author { username } ... on Post { hashtags { tag } } }"): (typeof documents)["fragment TagPagesCard on Post { id author { username } ... on Post { hashtags { tag } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation TagPagesLikePost($id: ID!) { likePost(postId: $id) { likesCount } }"): (typeof documents)["mutation TagPagesLikePost($id: ID!) { likePost(postId: $id) { likesCount } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TagPagesViewerHasLiked { postsByHashtag(tag: \"folklore\") { edges { node { likesCount viewerHasLiked } } } }"): (typeof documents)["query TagPagesViewerHasLiked { postsByHashtag(tag: \"folklore\") { edges { node { likesCount viewerHasLiked } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ProductionSchemaPrivacyTypename { __typename }"): (typeof documents)["query ProductionSchemaPrivacyTypename { __typename }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ProductionSchemaPrivacyMe { me { profile { id } } }"): (typeof documents)["query ProductionSchemaPrivacyMe { me { profile { id } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SeededStats {\n    myPostStats(days: 30, top: 50) {\n      allTime { impressions clicks }\n      last30Days { impressions clicks }\n      daily { impressions }\n      topPosts { impressions clicks }\n    }\n    locationAnalytics(limit: 100) { city totalImpressions totalClicks }\n    locationAnalyticsSummary { cities totalImpressions totalClicks }\n  }\n"): (typeof documents)["\n  query SeededStats {\n    myPostStats(days: 30, top: 50) {\n      allTime { impressions clicks }\n      last30Days { impressions clicks }\n      daily { impressions }\n      topPosts { impressions clicks }\n    }\n    locationAnalytics(limit: 100) { city totalImpressions totalClicks }\n    locationAnalyticsSummary { cities totalImpressions totalClicks }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DemoLocationsNearby($admin: String!) {\n      amara: profile(username: \"amara\") { location }\n      admin: profile(username: $admin) { location }\n      feed(mode: FOR_YOU, filters: [NEARBY], first: 50) { edges { node { author { username } explanation { summary } } } }\n    }"): (typeof documents)["query DemoLocationsNearby($admin: String!) {\n      amara: profile(username: \"amara\") { location }\n      admin: profile(username: $admin) { location }\n      feed(mode: FOR_YOU, filters: [NEARBY], first: 50) { edges { node { author { username } explanation { summary } } } }\n    }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DetectLocationMyLocation { myLocation { country countryCode city updatedAt } }"): (typeof documents)["query DetectLocationMyLocation { myLocation { country countryCode city updatedAt } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Detect($browserLocation: BrowserLocationInput) {\n    detectLocation(browserLocation: $browserLocation) {\n      success\n      error\n      location { country countryCode city latitude longitude source }\n    }\n  }\n"): (typeof documents)["\n  mutation Detect($browserLocation: BrowserLocationInput) {\n    detectLocation(browserLocation: $browserLocation) {\n      success\n      error\n      location { country countryCode city latitude longitude source }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordImpressions($postIds: [ID!]!) { recordImpressions(postIds: $postIds) }\n"): (typeof documents)["\n  mutation RecordImpressions($postIds: [ID!]!) { recordImpressions(postIds: $postIds) }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordClick($postId: ID!) { recordClick(postId: $postId) }\n"): (typeof documents)["\n  mutation RecordClick($postId: ID!) { recordClick(postId: $postId) }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Analytics($limit: Int) {\n    locationAnalytics(limit: $limit) { country countryCode city totalImpressions totalClicks }\n    locationAnalyticsSummary { countries cities totalImpressions totalClicks }\n  }\n"): (typeof documents)["\n  query Analytics($limit: Int) {\n    locationAnalytics(limit: $limit) { country countryCode city totalImpressions totalClicks }\n    locationAnalyticsSummary { countries cities totalImpressions totalClicks }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ShowLocation($on: Boolean!) { updateSettings(input: { privacy: { location: $on } }) { privacy { location } } }"): (typeof documents)["mutation ShowLocation($on: Boolean!) { updateSettings(input: { privacy: { location: $on } }) { privacy { location } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Nearby($first: Int, $after: String, $energy: Int) {\n  feed(mode: FOR_YOU, filters: [NEARBY], energy: $energy, first: $first, after: $after) {\n    edges { node { id content explanation { summary } } }\n    pageInfo { hasNextPage endCursor }\n    message\n  }\n}"): (typeof documents)["query Nearby($first: Int, $after: String, $energy: Int) {\n  feed(mode: FOR_YOU, filters: [NEARBY], energy: $energy, first: $first, after: $after) {\n    edges { node { id content explanation { summary } } }\n    pageInfo { hasNextPage endCursor }\n    message\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation NearbyFeedUpdateSettings($a: String!) { updateSettings(input: { feedAlgorithm: $a }) { feedAlgorithm } }"): (typeof documents)["mutation NearbyFeedUpdateSettings($a: String!) { updateSettings(input: { feedAlgorithm: $a }) { feedAlgorithm } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query NearbyFeedLocalPage($after: String) { feed(mode: FOR_YOU, first: 1, after: $after) {\n    edges { node { content explanation { summary } } } pageInfo { hasNextPage endCursor } } }"): (typeof documents)["query NearbyFeedLocalPage($after: String) { feed(mode: FOR_YOU, first: 1, after: $after) {\n    edges { node { content explanation { summary } } } pageInfo { hasNextPage endCursor } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UploadsCreatePost($input: CreatePostInput!) { createPost(input: $input) { id content mediaUrl mediaType author { username } } }"): (typeof documents)["mutation UploadsCreatePost($input: CreatePostInput!) { createPost(input: $input) { id content mediaUrl mediaType author { username } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UploadsDeletePost($id: ID!) { deletePost(id: $id) }"): (typeof documents)["mutation UploadsDeletePost($id: ID!) { deletePost(id: $id) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UploadsUpdateProfile($input: UpdateProfileInput!) { updateProfile(input: $input) { avatarUrl } }"): (typeof documents)["mutation UploadsUpdateProfile($input: UpdateProfileInput!) { updateProfile(input: $input) { avatarUrl } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ModerationReportContent($input: ReportContentInput!) { reportContent(input: $input) }"): (typeof documents)["mutation ModerationReportContent($input: ReportContentInput!) { reportContent(input: $input) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ModerationQueue($status: ModerationStatus) {\n  moderationCounts { pending approved removed }\n  moderationQueue(status: $status) { edges { node { id kind status excerpt autoFlagged reasons reportCount commentId author { username } post { id } decidedBy { username } } } }\n}"): (typeof documents)["query ModerationQueue($status: ModerationStatus) {\n  moderationCounts { pending approved removed }\n  moderationQueue(status: $status) { edges { node { id kind status excerpt autoFlagged reasons reportCount commentId author { username } post { id } decidedBy { username } } } }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ModerationReports($resolved: Boolean) {\n  reportCounts { open highPriority resolvedToday }\n  reports(resolved: $resolved) { edges { node { id reason details priority status resolution reporter { username } reviewedBy { username } resolvedBy { username } item { id kind excerpt status } } } }\n}"): (typeof documents)["query ModerationReports($resolved: Boolean) {\n  reportCounts { open highPriority resolvedToday }\n  reports(resolved: $resolved) { edges { node { id reason details priority status resolution reporter { username } reviewedBy { username } resolvedBy { username } item { id kind excerpt status } } } }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ModerationModerateContent($id: ID!, $d: ModerationDecision!) { moderateContent(id: $id, decision: $d) { id status decidedBy { username } } }"): (typeof documents)["mutation ModerationModerateContent($id: ID!, $d: ModerationDecision!) { moderateContent(id: $id, decision: $d) { id status decidedBy { username } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ModerationReviewReport($id: ID!) { reviewReport(id: $id) { id status reviewedBy { username } } }"): (typeof documents)["mutation ModerationReviewReport($id: ID!) { reviewReport(id: $id) { id status reviewedBy { username } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ModerationResolveReport($id: ID!, $a: ReportAction!) { resolveReport(id: $id, action: $a) { id status resolution resolvedBy { username } } }"): (typeof documents)["mutation ModerationResolveReport($id: ID!, $a: ReportAction!) { resolveReport(id: $id, action: $a) { id status resolution resolvedBy { username } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ModerationPost($id: ID!) { post(id: $id) { id } }"): (typeof documents)["query ModerationPost($id: ID!) { post(id: $id) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ModerationTrendingHashtags { trendingHashtags(limit: 50) { tag usageCount } }"): (typeof documents)["query ModerationTrendingHashtags { trendingHashtags(limit: 50) { tag usageCount } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ModerationAddComment($id: ID!) { addComment(postId: $id, content: \"Buy followers at my link\") { id } }"): (typeof documents)["mutation ModerationAddComment($id: ID!) { addComment(postId: $id, content: \"Buy followers at my link\") { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ModerationPostAndComments($id: ID!) { post(id: $id) { commentsCount } comments(postId: $id) { edges { node { id } } } }"): (typeof documents)["query ModerationPostAndComments($id: ID!) { post(id: $id) { commentsCount } comments(postId: $id) { edges { node { id } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ModerationUpdateSystemSettings($on: Boolean!) { updateSystemSettings(input: { autoModeration: $on }) { autoModeration } }"): (typeof documents)["mutation ModerationUpdateSystemSettings($on: Boolean!) { updateSystemSettings(input: { autoModeration: $on }) { autoModeration } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ModerationAddOffensiveComment($id: ID!) { addComment(postId: $id, content: \"You bastard\") { id } }"): (typeof documents)["mutation ModerationAddOffensiveComment($id: ID!) { addComment(postId: $id, content: \"You bastard\") { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ModerationNotifications { notifications(first: 10) { edges { node { kind reportReason actor { username } post { id } } } } }"): (typeof documents)["query ModerationNotifications { notifications(first: 10) { edges { node { kind reportReason actor { username } post { id } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ModerationUpdateSystemSettingsReportAlerts { updateSystemSettings(input: { reportAlerts: false }) { reportAlerts } }"): (typeof documents)["mutation ModerationUpdateSystemSettingsReportAlerts { updateSystemSettings(input: { reportAlerts: false }) { reportAlerts } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ModerationSignUp($input: SignUpInput!) { signUp(input: $input) { user { id } } }"): (typeof documents)["mutation ModerationSignUp($input: SignUpInput!) { signUp(input: $input) { user { id } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ModerationUpdateSystemSettingsNewUserSignupAlerts { updateSystemSettings(input: { newUserSignupAlerts: true }) { newUserSignupAlerts } }"): (typeof documents)["mutation ModerationUpdateSystemSettingsNewUserSignupAlerts { updateSystemSettings(input: { newUserSignupAlerts: true }) { newUserSignupAlerts } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ModerationRemovalNotices { notifications(first: 5) { edges { node { kind reportReason removedKind removedExcerpt actor { username } post { id } } } } }"): (typeof documents)["query ModerationRemovalNotices { notifications(first: 5) { edges { node { kind reportReason removedKind removedExcerpt actor { username } post { id } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ModerationNotificationsEdges { notifications(first: 5) { edges { node { kind } } } }"): (typeof documents)["query ModerationNotificationsEdges { notifications(first: 5) { edges { node { kind } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ModerationQueuePage($status: ModerationStatus, $after: String) {\n    moderationQueue(status: $status, first: 1, after: $after) { edges { node { excerpt } } pageInfo { hasNextPage endCursor } }\n  }"): (typeof documents)["query ModerationQueuePage($status: ModerationStatus, $after: String) {\n    moderationQueue(status: $status, first: 1, after: $after) { edges { node { excerpt } } pageInfo { hasNextPage endCursor } }\n  }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ModerationResolvedReportsPage($after: String) {\n    reports(resolved: true, first: 2, after: $after) { edges { node { reason item { excerpt } } } pageInfo { hasNextPage endCursor } }\n  }"): (typeof documents)["query ModerationResolvedReportsPage($after: String) {\n    reports(resolved: true, first: 2, after: $after) { edges { node { reason item { excerpt } } } pageInfo { hasNextPage endCursor } }\n  }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SpamDetectionCreatePost($content: String!) { createPost(input: { content: $content }) { id } }"): (typeof documents)["mutation SpamDetectionCreatePost($content: String!) { createPost(input: { content: $content }) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SpamDetectionAddComment($id: ID!, $text: String!) { addComment(postId: $id, content: $text) { id } }"): (typeof documents)["mutation SpamDetectionAddComment($id: ID!, $text: String!) { addComment(postId: $id, content: $text) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SpamDetectionUpdateSystemSettings($on: Boolean!) { updateSystemSettings(input: { spamDetection: $on }) { spamDetection } }"): (typeof documents)["mutation SpamDetectionUpdateSystemSettings($on: Boolean!) { updateSystemSettings(input: { spamDetection: $on }) { spamDetection } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query NotificationsList($first: Int, $after: String) {\n  notifications(first: $first, after: $after) {\n    edges { cursor node { id kind read createdAt commentExcerpt actor { username } post { id } } }\n    pageInfo { hasNextPage endCursor }\n  }\n}"): (typeof documents)["query NotificationsList($first: Int, $after: String) {\n  notifications(first: $first, after: $after) {\n    edges { cursor node { id kind read createdAt commentExcerpt actor { username } post { id } } }\n    pageInfo { hasNextPage endCursor }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query NotificationsUnreadCount { unreadNotificationsCount }"): (typeof documents)["query NotificationsUnreadCount { unreadNotificationsCount }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation NotificationsMarkNotificationsRead { markNotificationsRead }"): (typeof documents)["mutation NotificationsMarkNotificationsRead { markNotificationsRead }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation NotificationsLikePost($id: ID!) { likePost(postId: $id) { id } }"): (typeof documents)["mutation NotificationsLikePost($id: ID!) { likePost(postId: $id) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation NotificationsUnlikePost($id: ID!) { unlikePost(postId: $id) { id } }"): (typeof documents)["mutation NotificationsUnlikePost($id: ID!) { unlikePost(postId: $id) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation NotificationsAddComment($id: ID!, $c: String!) { addComment(postId: $id, content: $c) { id } }"): (typeof documents)["mutation NotificationsAddComment($id: ID!, $c: String!) { addComment(postId: $id, content: $c) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation NotificationsFollow($u: String!) { follow(username: $u) { id } }"): (typeof documents)["mutation NotificationsFollow($u: String!) { follow(username: $u) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation NotificationsUnfollow($u: String!) { unfollow(username: $u) { id } }"): (typeof documents)["mutation NotificationsUnfollow($u: String!) { unfollow(username: $u) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation NotificationsMarkSomeRead($ids: [ID!]) { markNotificationsRead(ids: $ids) }"): (typeof documents)["mutation NotificationsMarkSomeRead($ids: [ID!]) { markNotificationsRead(ids: $ids) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription NotificationsNotificationAdded { notificationAdded { id } }"): (typeof documents)["subscription NotificationsNotificationAdded { notificationAdded { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription NotificationsDelivered { notificationAdded { id kind read commentExcerpt actor { username } post { id } } }"): (typeof documents)["subscription NotificationsDelivered { notificationAdded { id kind read commentExcerpt actor { username } post { id } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation NotificationsDeletePost($id: ID!) { deletePost(id: $id) }"): (typeof documents)["mutation NotificationsDeletePost($id: ID!) { deletePost(id: $id) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CountersLikePost($id: ID!) { likePost(postId: $id) { likesCount viewerHasLiked } }"): (typeof documents)["mutation CountersLikePost($id: ID!) { likePost(postId: $id) { likesCount viewerHasLiked } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CountersPost($id: ID!) { post(id: $id) { likesCount sharesCount } }"): (typeof documents)["query CountersPost($id: ID!) { post(id: $id) { likesCount sharesCount } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CountersUnlikePost($id: ID!) { unlikePost(postId: $id) { likesCount } }"): (typeof documents)["mutation CountersUnlikePost($id: ID!) { unlikePost(postId: $id) { likesCount } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CountersSharePost($id: ID!) { sharePost(postId: $id) { sharesCount } }"): (typeof documents)["mutation CountersSharePost($id: ID!) { sharePost(postId: $id) { sharesCount } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CountersUnlikeTwice($id: ID!) { unlikePost(postId: $id) { likesCount viewerHasLiked } }"): (typeof documents)["mutation CountersUnlikeTwice($id: ID!) { unlikePost(postId: $id) { likesCount viewerHasLiked } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CountersCreatePost($c: String!) { createPost(input: { content: $c }) { id } }"): (typeof documents)["mutation CountersCreatePost($c: String!) { createPost(input: { content: $c }) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CountersHashtagAndHashtag { lagos: hashtag(tag: \"lagos\") { usageCount } jollof: hashtag(tag: \"JOLLOF\") { usageCount } }"): (typeof documents)["query CountersHashtagAndHashtag { lagos: hashtag(tag: \"lagos\") { usageCount } jollof: hashtag(tag: \"JOLLOF\") { usageCount } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CountersDeletePost($id: ID!) { deletePost(id: $id) }"): (typeof documents)["mutation CountersDeletePost($id: ID!) { deletePost(id: $id) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CountersHashtagAndHashtagUsageCount { lagos: hashtag(tag: \"lagos\") { usageCount } jollof: hashtag(tag: \"jollof\") { usageCount } }"): (typeof documents)["query CountersHashtagAndHashtagUsageCount { lagos: hashtag(tag: \"lagos\") { usageCount } jollof: hashtag(tag: \"jollof\") { usageCount } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CountersFollow($u: String!) { follow(username: $u) { id } }"): (typeof documents)["mutation CountersFollow($u: String!) { follow(username: $u) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CountersProfile($u: String!) { profile(username: $u) { followersCount followingCount } }"): (typeof documents)["query CountersProfile($u: String!) { profile(username: $u) { followersCount followingCount } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DemoPostsTrendingHashtags { trendingHashtags { tag usageCount } }"): (typeof documents)["query DemoPostsTrendingHashtags { trendingHashtags { tag usageCount } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DemoPostsProfile { profile(username: \"amara\") { followersCount followingCount } }"): (typeof documents)["query DemoPostsProfile { profile(username: \"amara\") { followersCount followingCount } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DemoPostsFeed { feed(mode: MY_FLOW, first: 20) { edges { node { author { username } likesCount commentsCount explanation { summary } } } } }"): (typeof documents)["query DemoPostsFeed { feed(mode: MY_FLOW, first: 20) { edges { node { author { username } likesCount commentsCount explanation { summary } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DemoPostsModerationQueue { moderationCounts { pending } moderationQueue { edges { node { kind reasons reportCount author { username } } } }\n       reportCounts { open } notifications(first: 5) { edges { node { kind reportReason } } } }"): (typeof documents)["query DemoPostsModerationQueue { moderationCounts { pending } moderationQueue { edges { node { kind reasons reportCount author { username } } } }\n       reportCounts { open } notifications(first: 5) { edges { node { kind reportReason } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DemoPostsShoutouts { receivedShoutouts { edges { node { from { username } } } } sentShoutouts { edges { node { to { username } } } }\n       receivedCollabRequests { edges { node { type amount status from { username } } } } sentCollabRequests { edges { node { status to { username } } } } }"): (typeof documents)["query DemoPostsShoutouts { receivedShoutouts { edges { node { from { username } } } } sentShoutouts { edges { node { to { username } } } }\n       receivedCollabRequests { edges { node { type amount status from { username } } } } sentCollabRequests { edges { node { status to { username } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DemoPostsEarningsSplits { earningsSplits { edges { node { projectName ownerPercentage viewerIsOwner owner { username } shares { percentage collaborator { username } } } } } }"): (typeof documents)["query DemoPostsEarningsSplits { earningsSplits { edges { node { projectName ownerPercentage viewerIsOwner owner { username } shares { percentage collaborator { username } } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DemoPostsCircles { circles { edges { node { id name isPrivate membersCount postsCount viewerStatus owner { username } } } } }"): (typeof documents)["query DemoPostsCircles { circles { edges { node { id name isPrivate membersCount postsCount viewerStatus owner { username } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DemoPostsCircleJoinRequests($id: ID!) { circleJoinRequests(circleId: $id) { edges { node { user { username } } } } }"): (typeof documents)["query DemoPostsCircleJoinRequests($id: ID!) { circleJoinRequests(circleId: $id) { edges { node { user { username } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PostsHashtag($t: String!) { hashtag(tag: $t) { tag usageCount } }"): (typeof documents)["query PostsHashtag($t: String!) { hashtag(tag: $t) { tag usageCount } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        mutation PostsCreatePostEveryField($input: CreatePostInput!) {\n          createPost(input: $input) {\n            id content mediaUrl mediaType likesCount commentsCount sharesCount viewerHasLiked createdAt\n            author { username } hashtags { tag usageCount } explanation { score }\n          }\n        }\n      "): (typeof documents)["\n        mutation PostsCreatePostEveryField($input: CreatePostInput!) {\n          createPost(input: $input) {\n            id content mediaUrl mediaType likesCount commentsCount sharesCount viewerHasLiked createdAt\n            author { username } hashtags { tag usageCount } explanation { score }\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PostsCreateBlankPost { createPost(input: { content: \"   \" }) { id } }"): (typeof documents)["mutation PostsCreateBlankPost { createPost(input: { content: \"   \" }) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PostsCreatePostWithContent($c: String!) { createPost(input: { content: $c }) { id } }"): (typeof documents)["mutation PostsCreatePostWithContent($c: String!) { createPost(input: { content: $c }) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PostsCreatePostAnonymously { createPost(input: { content: \"hi\" }) { id } }"): (typeof documents)["mutation PostsCreatePostAnonymously { createPost(input: { content: \"hi\" }) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PostsCreateVideoPostWithoutMedia { createPost(input: { content: \"My film\", mediaType: VIDEO }) { id } }"): (typeof documents)["mutation PostsCreateVideoPostWithoutMedia { createPost(input: { content: \"My film\", mediaType: VIDEO }) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PostsPostWithAuthor($id: ID!) { post(id: $id) { id content author { username } } }"): (typeof documents)["query PostsPostWithAuthor($id: ID!) { post(id: $id) { id content author { username } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PostsPostId($id: ID!) { post(id: $id) { id } }"): (typeof documents)["query PostsPostId($id: ID!) { post(id: $id) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PostsByAuthorPage($u: String, $after: String) { posts(authorUsername: $u, first: 2, after: $after) { edges { cursor node { id } } pageInfo { hasNextPage endCursor } } }"): (typeof documents)["query PostsByAuthorPage($u: String, $after: String) { posts(authorUsername: $u, first: 2, after: $after) { edges { cursor node { id } } pageInfo { hasNextPage endCursor } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PostsPodcastCursor { postsByHashtag(tag: \"podcast\", first: 1) { pageInfo { endCursor } } }"): (typeof documents)["query PostsPodcastCursor { postsByHashtag(tag: \"podcast\", first: 1) { pageInfo { endCursor } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PostsPostsAfter($a: String) { posts(first: 1, after: $a) { edges { cursor } } }"): (typeof documents)["query PostsPostsAfter($a: String) { posts(first: 1, after: $a) { edges { cursor } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PostsPostsFirstZero { posts(first: 0) { edges { cursor } } }"): (typeof documents)["query PostsPostsFirstZero { posts(first: 0) { edges { cursor } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PostsDeletePost($id: ID!) { deletePost(id: $id) }"): (typeof documents)["mutation PostsDeletePost($id: ID!) { deletePost(id: $id) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PostsTrendingHashtags { trendingHashtags { tag } }"): (typeof documents)["query PostsTrendingHashtags { trendingHashtags { tag } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PostsTopHashtag { trendingHashtags(limit: 1) { tag usageCount } }"): (typeof documents)["query PostsTopHashtag { trendingHashtags(limit: 1) { tag usageCount } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PostsZanzibarFirstPage { postsByHashtag(tag: \"#ZanZibar\", first: 2) { edges { node { content } } pageInfo { hasNextPage endCursor } } }"): (typeof documents)["query PostsZanzibarFirstPage { postsByHashtag(tag: \"#ZanZibar\", first: 2) { edges { node { content } } pageInfo { hasNextPage endCursor } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PostsZanzibarNextPage($a: String) { postsByHashtag(tag: \"zanzibar\", first: 2, after: $a) { edges { node { id } } pageInfo { hasNextPage } } }"): (typeof documents)["query PostsZanzibarNextPage($a: String) { postsByHashtag(tag: \"zanzibar\", first: 2, after: $a) { edges { node { id } } pageInfo { hasNextPage } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PostsUnknownHashtag { hashtag(tag: \"nosuchtag\") { id } }"): (typeof documents)["query PostsUnknownHashtag { hashtag(tag: \"nosuchtag\") { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PostsUnknownHashtagPosts { postsByHashtag(tag: \"nosuchtag\") { edges { cursor } } }"): (typeof documents)["query PostsUnknownHashtagPosts { postsByHashtag(tag: \"nosuchtag\") { edges { cursor } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PostsAddComment($p: ID!, $c: String!) { addComment(postId: $p, content: $c) { content author { username } post { id commentsCount } } }"): (typeof documents)["mutation PostsAddComment($p: ID!, $c: String!) { addComment(postId: $p, content: $c) { content author { username } post { id commentsCount } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PostsFirstComment($p: ID!) { comments(postId: $p, first: 1) { edges { node { content } } pageInfo { hasNextPage endCursor } } }"): (typeof documents)["query PostsFirstComment($p: ID!) { comments(postId: $p, first: 1) { edges { node { content } } pageInfo { hasNextPage endCursor } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PostsCommentsAfter($p: ID!, $a: String) { comments(postId: $p, after: $a) { edges { node { content post { commentsCount } } } } }"): (typeof documents)["query PostsCommentsAfter($p: ID!, $a: String) { comments(postId: $p, after: $a) { edges { node { content post { commentsCount } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PostsAddBlankComment($p: ID!) { addComment(postId: $p, content: \" \") { id } }"): (typeof documents)["mutation PostsAddBlankComment($p: ID!) { addComment(postId: $p, content: \" \") { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PostsCommentOnMissingPost { addComment(postId: \"00000000-0000-4000-8000-000000000000\", content: \"hi\") { id } }"): (typeof documents)["mutation PostsCommentOnMissingPost { addComment(postId: \"00000000-0000-4000-8000-000000000000\", content: \"hi\") { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PostsCreateQuietPost { createPost(input: { content: \"Quiet one\" }) { id } }"): (typeof documents)["mutation PostsCreateQuietPost { createPost(input: { content: \"Quiet one\" }) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PostsNoComments($p: ID!) { comments(postId: $p) { edges { node { id } } pageInfo { hasNextPage } } }"): (typeof documents)["query PostsNoComments($p: ID!) { comments(postId: $p) { edges { node { id } } pageInfo { hasNextPage } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PostsCommentsOfMissingPost($p: ID!) { comments(postId: $p) { edges { node { id } } } }"): (typeof documents)["query PostsCommentsOfMissingPost($p: ID!) { comments(postId: $p) { edges { node { id } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PostsFollow($u: String!) { follow(username: $u) { followersCount viewerIsFollowing } }"): (typeof documents)["mutation PostsFollow($u: String!) { follow(username: $u) { followersCount viewerIsFollowing } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PostsProfile($u: String!) { profile(username: $u) { followingCount viewerIsFollowing } }"): (typeof documents)["query PostsProfile($u: String!) { profile(username: $u) { followingCount viewerIsFollowing } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PostsUnfollow($u: String!) { unfollow(username: $u) { followersCount viewerIsFollowing } }"): (typeof documents)["mutation PostsUnfollow($u: String!) { unfollow(username: $u) { followersCount viewerIsFollowing } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PostsFollowSelf($u: String!) { follow(username: $u) { id } }"): (typeof documents)["mutation PostsFollowSelf($u: String!) { follow(username: $u) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PostsUpdateUsernameAndBio { updateProfile(input: { username: \"zanele_designs\", bio: \"Patterns and colour\" }) { username bio } }"): (typeof documents)["mutation PostsUpdateUsernameAndBio { updateProfile(input: { username: \"zanele_designs\", bio: \"Patterns and colour\" }) { username bio } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PostsUpdateToTakenUsername { updateProfile(input: { username: \"AMARA\" }) { username } }"): (typeof documents)["mutation PostsUpdateToTakenUsername { updateProfile(input: { username: \"AMARA\" }) { username } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PostsUpdateToShortUsername { updateProfile(input: { username: \"ab\" }) { username } }"): (typeof documents)["mutation PostsUpdateToShortUsername { updateProfile(input: { username: \"ab\" }) { username } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Promote($id: ID!) { promoteToAdmin(userId: $id) { id username roles } }"): (typeof documents)["mutation Promote($id: ID!) { promoteToAdmin(userId: $id) { id username roles } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Remove($id: ID!) { removeAdmin(userId: $id) { id username roles } }"): (typeof documents)["mutation Remove($id: ID!) { removeAdmin(userId: $id) { id username roles } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminRolesMe { me { roles } }"): (typeof documents)["query AdminRolesMe { me { roles } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminRolesRoles { userRoles { role } }"): (typeof documents)["query AdminRolesRoles { userRoles { role } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminRolesUserRoles { userRoles { userId role } }"): (typeof documents)["query AdminRolesUserRoles { userRoles { userId role } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminRolesUserStats { userStats { totalUsers activeUsers admins moderators suspended } }"): (typeof documents)["query AdminRolesUserStats { userStats { totalUsers activeUsers admins moderators suspended } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RbacMatrixRemoveAdmin($id: ID!) { removeAdmin(userId: $id) { id } }"): (typeof documents)["mutation RbacMatrixRemoveAdmin($id: ID!) { removeAdmin(userId: $id) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RbacMatrixUserRoles { userRoles { userId role } }"): (typeof documents)["query RbacMatrixUserRoles { userRoles { userId role } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RbacMatrixUserStats { userStats { totalUsers admins } }"): (typeof documents)["query RbacMatrixUserStats { userStats { totalUsers admins } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RbacMatrixApiKeys { apiKeys { id } }"): (typeof documents)["query RbacMatrixApiKeys { apiKeys { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RbacMatrixApiKeysByKind { apiKeys(kind: PAYMENT_GATEWAY) { id } }"): (typeof documents)["query RbacMatrixApiKeysByKind { apiKeys(kind: PAYMENT_GATEWAY) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RbacMatrixDeleteApiKey($id: ID!) { deleteApiKey(id: $id) }"): (typeof documents)["mutation RbacMatrixDeleteApiKey($id: ID!) { deleteApiKey(id: $id) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RbacMatrixPromoteToAdmin($id: ID!) { promoteToAdmin(userId: $id) { id } }"): (typeof documents)["mutation RbacMatrixPromoteToAdmin($id: ID!) { promoteToAdmin(userId: $id) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RbacMatrixApiKeysName { apiKeys { name } }"): (typeof documents)["query RbacMatrixApiKeysName { apiKeys { name } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RbacMatrixMe { me { id } }"): (typeof documents)["query RbacMatrixMe { me { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RbacMatrixMeAndProfiles { me { id roles } profiles(first: 1) { edges { node { id } } } }"): (typeof documents)["query RbacMatrixMeAndProfiles { me { id roles } profiles(first: 1) { edges { node { id } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RbacMatrixPromoteToAdminRoles($id: ID!) { promoteToAdmin(userId: $id) { id roles } }"): (typeof documents)["mutation RbacMatrixPromoteToAdminRoles($id: ID!) { promoteToAdmin(userId: $id) { id roles } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RbacMatrixRemoveAdminRoles($id: ID!) { removeAdmin(userId: $id) { id roles } }"): (typeof documents)["mutation RbacMatrixRemoveAdminRoles($id: ID!) { removeAdmin(userId: $id) { id roles } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RbacMatrixProfiles { profiles(first: 5) { edges { node { username } } } }"): (typeof documents)["query RbacMatrixProfiles { profiles(first: 5) { edges { node { username } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SuspensionSuspendUser($id: ID!, $reason: String) { suspendUser(userId: $id, reason: $reason) { id username suspension { reason suspendedAt } } }"): (typeof documents)["mutation SuspensionSuspendUser($id: ID!, $reason: String) { suspendUser(userId: $id, reason: $reason) { id username suspension { reason suspendedAt } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SuspensionReactivateUser($id: ID!) { reactivateUser(userId: $id) { id suspension { reason } } }"): (typeof documents)["mutation SuspensionReactivateUser($id: ID!) { reactivateUser(userId: $id) { id suspension { reason } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SuspensionUserStats { userStats { totalUsers activeUsers suspended } }"): (typeof documents)["query SuspensionUserStats { userStats { totalUsers activeUsers suspended } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SuspensionRemoveAdmin($id: ID!) { removeAdmin(userId: $id) { id } }"): (typeof documents)["mutation SuspensionRemoveAdmin($id: ID!) { removeAdmin(userId: $id) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SuspensionTrendingHashtags { trendingHashtags { tag } }"): (typeof documents)["query SuspensionTrendingHashtags { trendingHashtags { tag } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SuspensionProfiles($search: String) { profiles(search: $search) { edges { node { username suspension { reason } } } } }"): (typeof documents)["query SuspensionProfiles($search: String) { profiles(search: $search) { edges { node { username suspension { reason } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SuspensionPromoteToAdmin($id: ID!) { promoteToAdmin(userId: $id) { id } }"): (typeof documents)["mutation SuspensionPromoteToAdmin($id: ID!) { promoteToAdmin(userId: $id) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query UserList($search: String, $first: Int, $after: String) {\n  profiles(search: $search, first: $first, after: $after) {\n    edges { cursor node { id username bio avatarUrl createdAt roles } }\n    pageInfo { hasNextPage endCursor }\n  }\n}"): (typeof documents)["query UserList($search: String, $first: Int, $after: String) {\n  profiles(search: $search, first: $first, after: $after) {\n    edges { cursor node { id username bio avatarUrl createdAt roles } }\n    pageInfo { hasNextPage endCursor }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription RedisSubscriptionsPostCreated($tag: String) { postCreated(tag: $tag) { id content createdAt author { username } hashtags { tag } } }"): (typeof documents)["subscription RedisSubscriptionsPostCreated($tag: String) { postCreated(tag: $tag) { id content createdAt author { username } hashtags { tag } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription RedisSubscriptionsTrendingHashtagsUpdated { trendingHashtagsUpdated { tag usageCount } }"): (typeof documents)["subscription RedisSubscriptionsTrendingHashtagsUpdated { trendingHashtagsUpdated { tag usageCount } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query FeedAlgorithmFeed($energy: Int, $first: Int, $after: String) {\n  feed(mode: FOR_YOU, energy: $energy, first: $first, after: $after) {\n    edges { node { content explanation { summary factors { name weight } } } }\n    pageInfo { hasNextPage endCursor }\n  }\n}"): (typeof documents)["query FeedAlgorithmFeed($energy: Int, $first: Int, $after: String) {\n  feed(mode: FOR_YOU, energy: $energy, first: $first, after: $after) {\n    edges { node { content explanation { summary factors { name weight } } } }\n    pageInfo { hasNextPage endCursor }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation FeedAlgorithmUpdateSettings($input: UpdateSettingsInput!) { updateSettings(input: $input) { feedAlgorithm } }"): (typeof documents)["mutation FeedAlgorithmUpdateSettings($input: UpdateSettingsInput!) { updateSettings(input: $input) { feedAlgorithm } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ProfilePrivacyProfile($u: String!) { profile(username: $u) { username location } }"): (typeof documents)["query ProfilePrivacyProfile($u: String!) { profile(username: $u) { username location } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ProfilePrivacyPosts($u: String!) { posts(authorUsername: $u) { edges { node { content } } } }"): (typeof documents)["query ProfilePrivacyPosts($u: String!) { posts(authorUsername: $u) { edges { node { content } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ProfilePrivacyUpdateSettings($p: PrivacySettingsInput!) { updateSettings(input: { privacy: $p }) { privacy { publicProfile location } } }"): (typeof documents)["mutation ProfilePrivacyUpdateSettings($p: PrivacySettingsInput!) { updateSettings(input: { privacy: $p }) { privacy { publicProfile location } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment SettingsFields on AccountSettings {\n  id feedAlgorithm theme displayMode language updatedAt\n  privacy { publicProfile showFollowers showEarnings privateMessages collabRequests location filterContent commentFilter }\n}"): (typeof documents)["fragment SettingsFields on AccountSettings {\n  id feedAlgorithm theme displayMode language updatedAt\n  privacy { publicProfile showFollowers showEarnings privateMessages collabRequests location filterContent commentFilter }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SettingsMySettings { mySettings { ...SettingsFields } }"): (typeof documents)["query SettingsMySettings { mySettings { ...SettingsFields } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SettingsUpdateSettings($input: UpdateSettingsInput!) { updateSettings(input: $input) { ...SettingsFields } }"): (typeof documents)["mutation SettingsUpdateSettings($input: UpdateSettingsInput!) { updateSettings(input: $input) { ...SettingsFields } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SettingsSignIn($email: String!, $password: String!) { signIn(input: { email: $email, password: $password }) { accessToken } }"): (typeof documents)["mutation SettingsSignIn($email: String!, $password: String!) { signIn(input: { email: $email, password: $password }) { accessToken } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ShoutoutsSendShoutout($input: SendShoutoutInput!) {\n  sendShoutout(input: $input) { id message sensitive createdAt from { username } to { username } }\n}"): (typeof documents)["mutation ShoutoutsSendShoutout($input: SendShoutoutInput!) {\n  sendShoutout(input: $input) { id message sensitive createdAt from { username } to { username } }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ShoutoutsReceivedShoutouts($first: Int, $after: String) {\n  receivedShoutouts(first: $first, after: $after) { edges { cursor node { id message from { username } } } pageInfo { hasNextPage endCursor } }\n}"): (typeof documents)["query ShoutoutsReceivedShoutouts($first: Int, $after: String) {\n  receivedShoutouts(first: $first, after: $after) { edges { cursor node { id message from { username } } } pageInfo { hasNextPage endCursor } }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ShoutoutsSentShoutouts { sentShoutouts { edges { node { message to { username } } } } }"): (typeof documents)["query ShoutoutsSentShoutouts { sentShoutouts { edges { node { message to { username } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ShoutoutsUpdateSystemSettings($input: UpdateSystemSettingsInput!) { updateSystemSettings(input: $input) { spamDetection } }"): (typeof documents)["mutation ShoutoutsUpdateSystemSettings($input: UpdateSystemSettingsInput!) { updateSystemSettings(input: $input) { spamDetection } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ShoutoutsBell { notifications { edges { node { kind actor { username } } } } unreadNotificationsCount }"): (typeof documents)["query ShoutoutsBell { notifications { edges { node { kind actor { username } } } } unreadNotificationsCount }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ShoutoutsSentShoutoutsPageInfo { sentShoutouts(first: 1) { pageInfo { endCursor } } }"): (typeof documents)["query ShoutoutsSentShoutoutsPageInfo { sentShoutouts(first: 1) { pageInfo { endCursor } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SplitsCreateEarningsSplit($input: CreateEarningsSplitInput!) {\n  createEarningsSplit(input: $input) { id projectName ownerPercentage owner { username } shares { percentage collaborator { username } } }\n}"): (typeof documents)["mutation SplitsCreateEarningsSplit($input: CreateEarningsSplitInput!) {\n  createEarningsSplit(input: $input) { id projectName ownerPercentage owner { username } shares { percentage collaborator { username } } }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SplitsList($first: Int, $after: String) {\n  earningsSplits(first: $first, after: $after) {\n    edges { node { projectName ownerPercentage owner { username } shares { percentage collaborator { username } } } }\n    pageInfo { hasNextPage endCursor }\n  }\n}"): (typeof documents)["query SplitsList($first: Int, $after: String) {\n  earningsSplits(first: $first, after: $after) {\n    edges { node { projectName ownerPercentage owner { username } shares { percentage collaborator { username } } } }\n    pageInfo { hasNextPage endCursor }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SplitsNotifications { notifications(first: 5) { edges { node { kind actor { username } } } } }"): (typeof documents)["query SplitsNotifications { notifications(first: 5) { edges { node { kind actor { username } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SplitsEarningsSplitsEdges { earningsSplits(first: 1) { edges { node { id } } } }"): (typeof documents)["query SplitsEarningsSplitsEdges { earningsSplits(first: 1) { edges { node { id } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SplitsDeleteEarningsSplit($id: ID!) { deleteEarningsSplit(id: $id) }"): (typeof documents)["mutation SplitsDeleteEarningsSplit($id: ID!) { deleteEarningsSplit(id: $id) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Save($input: UpdateSystemSettingsInput!) { updateSystemSettings(input: $input) { maintenanceMode allowNewSignups publicProfiles } }"): (typeof documents)["mutation Save($input: UpdateSystemSettingsInput!) { updateSystemSettings(input: $input) { maintenanceMode allowNewSignups publicProfiles } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment PlatformSwitchesSneakedPost on Mutation { createPost(input: $post) { id } }"): (typeof documents)["fragment PlatformSwitchesSneakedPost on Mutation { createPost(input: $post) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PlatformSwitchesCreatePost($input: CreatePostInput!) { createPost(input: $input) { id } }"): (typeof documents)["mutation PlatformSwitchesCreatePost($input: CreatePostInput!) { createPost(input: $input) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Profile($username: String!) { profile(username: $username) { id username } }"): (typeof documents)["query Profile($username: String!) { profile(username: $username) { id username } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ProfilePosts($username: String) { posts(authorUsername: $username, first: 10) { edges { node { id author { username } } } } }"): (typeof documents)["query ProfilePosts($username: String) { posts(authorUsername: $username, first: 10) { edges { node { id author { username } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PlatformSwitchesSignInWithPost($input: SignInInput!, $post: CreatePostInput!) { signIn(input: $input) { accessToken } ...PlatformSwitchesSneakedPost }"): (typeof documents)["mutation PlatformSwitchesSignInWithPost($input: SignInInput!, $post: CreatePostInput!) { signIn(input: $input) { accessToken } ...PlatformSwitchesSneakedPost }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PlatformSwitchesMe { me { username } }"): (typeof documents)["query PlatformSwitchesMe { me { username } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment SystemSettingsFields on SystemSettings {\n  autoModeration profanityFilter spamDetection reportAlerts newUserSignupAlerts systemAlerts\n  maintenanceMode allowNewSignups publicProfiles updatedAt updatedBy { username }\n}"): (typeof documents)["fragment SystemSettingsFields on SystemSettings {\n  autoModeration profanityFilter spamDetection reportAlerts newUserSignupAlerts systemAlerts\n  maintenanceMode allowNewSignups publicProfiles updatedAt updatedBy { username }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SystemSettingsQuery { systemSettings { ...SystemSettingsFields } }"): (typeof documents)["query SystemSettingsQuery { systemSettings { ...SystemSettingsFields } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SystemSettingsSave($input: UpdateSystemSettingsInput!) { updateSystemSettings(input: $input) { ...SystemSettingsFields } }"): (typeof documents)["mutation SystemSettingsSave($input: UpdateSystemSettingsInput!) { updateSystemSettings(input: $input) { ...SystemSettingsFields } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SystemSettingsRemoveAdmin($id: ID!) { removeAdmin(userId: $id) { id } }"): (typeof documents)["mutation SystemSettingsRemoveAdmin($id: ID!) { removeAdmin(userId: $id) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation WebsocketAuthSignOut { signOut }"): (typeof documents)["mutation WebsocketAuthSignOut { signOut }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WebsocketAuthMe { me { username } }"): (typeof documents)["query WebsocketAuthMe { me { username } }"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;