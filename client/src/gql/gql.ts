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
    "\n  fragment SystemSettingsForm_settings on SystemSettings {\n    autoModeration\n    profanityFilter\n    spamDetection\n    reportAlerts\n    newUserSignupAlerts\n    systemAlerts\n    maintenanceMode\n    allowNewSignups\n    publicProfiles\n    updatedAt\n    updatedBy {\n      id\n      username\n    }\n  }\n": typeof types.SystemSettingsForm_SettingsFragmentDoc,
    "\n  query SystemSettingsPage {\n    systemSettings {\n      ...SystemSettingsForm_settings\n    }\n  }\n": typeof types.SystemSettingsPageDocument,
    "\n  mutation UpdateSystemSettings($input: UpdateSystemSettingsInput!) {\n    updateSystemSettings(input: $input) {\n      ...SystemSettingsForm_settings\n    }\n  }\n": typeof types.UpdateSystemSettingsDocument,
    "\n  fragment UserRow_profile on Profile {\n    id\n    username\n    bio\n    avatarUrl\n    createdAt\n    roles\n    suspension {\n      suspendedAt\n      reason\n    }\n  }\n": typeof types.UserRow_ProfileFragmentDoc,
    "\n  fragment UserStatsCards_stats on UserStats {\n    totalUsers\n    activeUsers\n    admins\n    moderators\n    suspended\n  }\n": typeof types.UserStatsCards_StatsFragmentDoc,
    "\n  query UserManagementPage($search: String, $first: Int, $after: String) {\n    userStats {\n      ...UserStatsCards_stats\n    }\n    profiles(search: $search, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...UserRow_profile\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.UserManagementPageDocument,
    "\n  mutation PromoteToAdmin($userId: ID!) {\n    promoteToAdmin(userId: $userId) {\n      id\n      roles\n    }\n  }\n": typeof types.PromoteToAdminDocument,
    "\n  mutation RemoveAdmin($userId: ID!) {\n    removeAdmin(userId: $userId) {\n      id\n      roles\n    }\n  }\n": typeof types.RemoveAdminDocument,
    "\n  mutation SuspendUser($userId: ID!, $reason: String) {\n    suspendUser(userId: $userId, reason: $reason) {\n      id\n      suspension {\n        suspendedAt\n        reason\n      }\n    }\n  }\n": typeof types.SuspendUserDocument,
    "\n  mutation ReactivateUser($userId: ID!) {\n    reactivateUser(userId: $userId) {\n      id\n      suspension {\n        suspendedAt\n        reason\n      }\n    }\n  }\n": typeof types.ReactivateUserDocument,
    "\n  fragment CampaignCard_campaign on Campaign {\n    id\n    name\n    status\n    objective\n    budgetMoney {\n      amountMinor\n      currency\n    }\n    spentMoney {\n      amountMinor\n      currency\n    }\n    impressions\n    clicks\n    rejectionReason\n  }\n": typeof types.CampaignCard_CampaignFragmentDoc,
    "\n  fragment CampaignTotals_totals on CampaignTotals {\n    count\n    spentMoney {\n      amountMinor\n      currency\n    }\n    impressions\n    clicks\n    averageCtr\n  }\n": typeof types.CampaignTotals_TotalsFragmentDoc,
    "\n  query AdvertisingPage($after: String) {\n    myCampaignTotals {\n      ...CampaignTotals_totals\n    }\n    myCampaigns(first: 20, after: $after) {\n      edges {\n        cursor\n        node {\n          ...CampaignCard_campaign\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.AdvertisingPageDocument,
    "\n  mutation CreateCampaign($input: CreateCampaignInput!) {\n    createCampaign(input: $input) {\n      ...CampaignCard_campaign\n    }\n  }\n": typeof types.CreateCampaignDocument,
    "\n  mutation PauseCampaign($id: ID!) {\n    pauseCampaign(id: $id) {\n      id\n      status\n    }\n  }\n": typeof types.PauseCampaignDocument,
    "\n  mutation ResumeCampaign($id: ID!) {\n    resumeCampaign(id: $id) {\n      id\n      status\n    }\n  }\n": typeof types.ResumeCampaignDocument,
    "\n  fragment CampaignReview_campaign on Campaign {\n    id\n    name\n    objective\n    headline\n    adDescription\n    callToAction\n    destinationUrl\n    mediaUrl\n    mediaType\n    minAge\n    maxAge\n    locations\n    interests\n    dailyBudgetMoney {\n      amountMinor\n      currency\n    }\n    totalBudgetMoney {\n      amountMinor\n      currency\n    }\n    startDate\n    endDate\n    createdAt\n    owner {\n      id\n      username\n    }\n  }\n": typeof types.CampaignReview_CampaignFragmentDoc,
    "\n  query CampaignsInReview($after: String) {\n    campaignsInReview(first: 20, after: $after) {\n      edges {\n        cursor\n        node {\n          ...CampaignReview_campaign\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.CampaignsInReviewDocument,
    "\n  mutation ApproveCampaign($id: ID!) {\n    approveCampaign(id: $id) {\n      id\n      status\n    }\n  }\n": typeof types.ApproveCampaignDocument,
    "\n  mutation RejectCampaign($id: ID!, $reason: String) {\n    rejectCampaign(id: $id, reason: $reason) {\n      id\n      status\n      rejectionReason\n    }\n  }\n": typeof types.RejectCampaignDocument,
    "\n  fragment CreatorStats_stats on CreatorStats {\n    id\n    posts\n    followers\n    allTime {\n      impressions\n      clicks\n      likes\n      comments\n      shares\n      newFollowers\n    }\n    last30Days {\n      impressions\n      clicks\n      likes\n      comments\n      shares\n      newFollowers\n    }\n    previous30Days {\n      impressions\n      clicks\n      likes\n      comments\n      shares\n      newFollowers\n    }\n    daily {\n      date\n      impressions\n      likes\n      comments\n      shares\n      newFollowers\n    }\n    topPosts {\n      impressions\n      clicks\n      likes\n      comments\n      shares\n      post {\n        id\n        content\n        createdAt\n        mediaType\n        hashtags {\n          id\n          tag\n        }\n      }\n    }\n  }\n": typeof types.CreatorStats_StatsFragmentDoc,
    "\n  query CreatorStats($days: Int!, $top: Int!) {\n    myPostStats(days: $days, top: $top) {\n      ...CreatorStats_stats\n    }\n  }\n": typeof types.CreatorStatsDocument,
    "\n  query AudienceInsights($days: Int!, $top: Int!, $limit: Int!) {\n    myPostStats(days: $days, top: $top) {\n      ...CreatorStats_stats\n    }\n    locationAnalytics(limit: $limit) {\n      country\n      countryCode\n      city\n      totalImpressions\n      totalClicks\n    }\n    supporterInsights(top: 5) {\n      ...SupportersCard_insights\n    }\n    myAudienceActivity {\n      id\n      utcHours\n      languages {\n        language\n        followers\n      }\n    }\n  }\n": typeof types.AudienceInsightsDocument,
    "\n  query MyEnergyScorePage {\n    myEnergyScore {\n      id\n      score\n      parts {\n        id\n        points\n        maxPoints\n      }\n      posts\n      commentsReceived\n      repliedInTime\n      impressions\n      engagementBasisPoints\n      topPercent\n      verificationEligible\n    }\n  }\n": typeof types.MyEnergyScorePageDocument,
    "\n  fragment SupportersCard_insights on SupporterInsights {\n    id\n    activeMembers\n    membersByTier {\n      tierId\n      name\n      members\n      retired\n    }\n    topSupporters {\n      supporter {\n        id\n        username\n      }\n      amount {\n        amountMinor\n        currency\n      }\n      payments\n    }\n    churn {\n      membersAtStart\n      joined\n      ended\n      ratePercent\n    }\n  }\n": typeof types.SupportersCard_InsightsFragmentDoc,
    "\n  fragment ApiKeyItem_apiKey on ApiKey {\n    id\n    name\n    description\n    prefix\n    lastFour\n    isActive\n    tier\n    kind\n    createdAt\n    lastUsedAt\n    requestsPerHour\n    createdBy {\n      id\n      username\n    }\n  }\n": typeof types.ApiKeyItem_ApiKeyFragmentDoc,
    "\n  query ApiKeysPage($kind: ApiKeyKind!) {\n    apiKeys(kind: $kind) {\n      ...ApiKeyItem_apiKey\n    }\n  }\n": typeof types.ApiKeysPageDocument,
    "\n  mutation GenerateApiKey($input: GenerateApiKeyInput!) {\n    generateApiKey(input: $input) {\n      secret\n      apiKey {\n        ...ApiKeyItem_apiKey\n      }\n    }\n  }\n": typeof types.GenerateApiKeyDocument,
    "\n  mutation DeleteApiKey($id: ID!) {\n    deleteApiKey(id: $id)\n  }\n": typeof types.DeleteApiKeyDocument,
    "\n  query DeveloperPage {\n    ...PersonalApiKeys_query\n    ...WebhookEndpoints_query\n  }\n": typeof types.DeveloperPageDocument,
    "\n  fragment PersonalApiKeys_query on Query {\n    personalApiKeys {\n      ...PersonalApiKey_apiKey\n    }\n  }\n": typeof types.PersonalApiKeys_QueryFragmentDoc,
    "\n  fragment PersonalApiKey_apiKey on ApiKey {\n    id\n    name\n    prefix\n    lastFour\n    scopes\n    tier\n    requestsPerHour\n    createdAt\n    lastUsedAt\n  }\n": typeof types.PersonalApiKey_ApiKeyFragmentDoc,
    "\n  mutation CreatePersonalApiKey($input: CreatePersonalApiKeyInput!) {\n    createPersonalApiKey(input: $input) {\n      secret\n      apiKey {\n        ...PersonalApiKey_apiKey\n      }\n    }\n  }\n": typeof types.CreatePersonalApiKeyDocument,
    "\n  mutation DeletePersonalApiKey($id: ID!) {\n    deletePersonalApiKey(id: $id)\n  }\n": typeof types.DeletePersonalApiKeyDocument,
    "\n  mutation SignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      ...AuthSession_payload\n    }\n  }\n": typeof types.SignInDocument,
    "\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      ...AuthSession_payload\n    }\n  }\n": typeof types.SignUpDocument,
    "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n": typeof types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($token: String!, $password: String!) {\n    resetPassword(token: $token, password: $password) {\n      ...AuthSession_payload\n    }\n  }\n": typeof types.ResetPasswordDocument,
    "\n  query EmailConfirmation {\n    me {\n      id\n      email\n      emailConfirmedAt\n    }\n  }\n": typeof types.EmailConfirmationDocument,
    "\n  mutation ConfirmEmail($token: String!) {\n    confirmEmail(token: $token) {\n      id\n      email\n      emailConfirmedAt\n    }\n  }\n": typeof types.ConfirmEmailDocument,
    "\n  mutation ResendConfirmation {\n    resendConfirmation\n  }\n": typeof types.ResendConfirmationDocument,
    "\n  mutation SignOut {\n    signOut\n  }\n": typeof types.SignOutDocument,
    "\n  query Me {\n    me {\n      ...AuthUser_user\n    }\n  }\n": typeof types.MeDocument,
    "\n  fragment ProfileSafetyMenu_profile on Profile {\n    id\n    username\n    viewerHasMuted\n  }\n": typeof types.ProfileSafetyMenu_ProfileFragmentDoc,
    "\n  query ControlLists {\n    blockedProfiles {\n      id\n      username\n      avatarUrl\n    }\n    mutedProfiles {\n      id\n      username\n      avatarUrl\n    }\n  }\n": typeof types.ControlListsDocument,
    "\n  mutation BlockPerson($username: String!) {\n    block(username: $username) {\n      id\n      username\n      avatarUrl\n      followersCount\n      followingCount\n      viewerIsFollowing\n    }\n  }\n": typeof types.BlockPersonDocument,
    "\n  mutation UnblockPerson($username: String!) {\n    unblock(username: $username) {\n      id\n      username\n    }\n  }\n": typeof types.UnblockPersonDocument,
    "\n  mutation MutePerson($username: String!) {\n    mute(username: $username) {\n      id\n      username\n      avatarUrl\n      viewerHasMuted\n    }\n  }\n": typeof types.MutePersonDocument,
    "\n  mutation UnmutePerson($username: String!) {\n    unmute(username: $username) {\n      id\n      username\n      viewerHasMuted\n    }\n  }\n": typeof types.UnmutePersonDocument,
    "\n  fragment BookmarkButton_post on Post {\n    id\n    viewerHasBookmarked\n  }\n": typeof types.BookmarkButton_PostFragmentDoc,
    "\n  mutation Bookmark($postId: ID!) {\n    bookmark(postId: $postId) {\n      id\n      viewerHasBookmarked\n    }\n  }\n": typeof types.BookmarkDocument,
    "\n  mutation Unbookmark($postId: ID!) {\n    unbookmark(postId: $postId) {\n      id\n      viewerHasBookmarked\n    }\n  }\n": typeof types.UnbookmarkDocument,
    "\n  query SavedPage($first: Int!, $after: String) {\n    bookmarks(first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...PostCard_post\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.SavedPageDocument,
    "\n  fragment CommentItem_comment on Comment {\n    id\n    parentId\n    content\n    hiddenByFilter\n    createdAt\n    editedAt\n    removed\n    repliesCount\n    author {\n      id\n      username\n      avatarUrl\n    }\n    versions {\n      content\n      writtenAt\n      replacedAt\n    }\n  }\n": typeof types.CommentItem_CommentFragmentDoc,
    "\n  query CommentReplies($postId: ID!, $parentId: ID!, $first: Int!, $after: String) {\n    comments(postId: $postId, parentId: $parentId, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...CommentItem_comment\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.CommentRepliesDocument,
    "\n  mutation AddReply($postId: ID!, $parentId: ID!, $content: String!) {\n    addComment(postId: $postId, parentId: $parentId, content: $content) {\n      ...CommentItem_comment\n      post {\n        id\n        commentsCount\n      }\n    }\n  }\n": typeof types.AddReplyDocument,
    "\n  mutation EditComment($id: ID!, $content: String!) {\n    editComment(id: $id, content: $content) {\n      ...CommentItem_comment\n    }\n  }\n": typeof types.EditCommentDocument,
    "\n  mutation DeleteComment($id: ID!) {\n    deleteComment(id: $id)\n  }\n": typeof types.DeleteCommentDocument,
    "\n  fragment CircleCard_circle on Circle {\n    id\n    name\n    description\n    isPrivate\n    membersCount\n    postsCount\n    viewerStatus\n    owner {\n      id\n      username\n    }\n  }\n": typeof types.CircleCard_CircleFragmentDoc,
    "\n  query CirclesPage($first: Int!, $after: String) {\n    circles(first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...CircleCard_circle\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.CirclesPageDocument,
    "\n  query CirclePage($id: ID!) {\n    circle(id: $id) {\n      ...CircleCard_circle\n    }\n  }\n": typeof types.CirclePageDocument,
    "\n  fragment CirclePostItem_post on CirclePost {\n    id\n    content\n    createdAt\n    author {\n      id\n      username\n      avatarUrl\n    }\n  }\n": typeof types.CirclePostItem_PostFragmentDoc,
    "\n  query CirclePosts($circleId: ID!, $first: Int!, $after: String) {\n    circlePosts(circleId: $circleId, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...CirclePostItem_post\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.CirclePostsDocument,
    "\n  query CircleJoinRequests($circleId: ID!, $first: Int!, $after: String) {\n    circleJoinRequests(circleId: $circleId, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          circleId\n          createdAt\n          user {\n            id\n            username\n            avatarUrl\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.CircleJoinRequestsDocument,
    "\n  mutation CreateCircle($input: CreateCircleInput!) {\n    createCircle(input: $input) {\n      ...CircleCard_circle\n    }\n  }\n": typeof types.CreateCircleDocument,
    "\n  mutation JoinCircle($id: ID!) {\n    joinCircle(id: $id) {\n      id\n      membersCount\n      viewerStatus\n    }\n  }\n": typeof types.JoinCircleDocument,
    "\n  mutation LeaveCircle($id: ID!) {\n    leaveCircle(id: $id) {\n      id\n      membersCount\n      viewerStatus\n    }\n  }\n": typeof types.LeaveCircleDocument,
    "\n  mutation ApproveCircleRequest($circleId: ID!, $userId: ID!) {\n    approveCircleRequest(circleId: $circleId, userId: $userId) {\n      id\n      membersCount\n    }\n  }\n": typeof types.ApproveCircleRequestDocument,
    "\n  mutation DeclineCircleRequest($circleId: ID!, $userId: ID!) {\n    declineCircleRequest(circleId: $circleId, userId: $userId) {\n      id\n      membersCount\n    }\n  }\n": typeof types.DeclineCircleRequestDocument,
    "\n  mutation PostToCircle($input: PostToCircleInput!) {\n    postToCircle(input: $input) {\n      ...CirclePostItem_post\n    }\n  }\n": typeof types.PostToCircleDocument,
    "\n  mutation DeleteCircle($id: ID!) {\n    deleteCircle(id: $id)\n  }\n": typeof types.DeleteCircleDocument,
    "\n  query DiscoverCreators($search: String, $first: Int!, $after: String) {\n    profiles(search: $search, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          id\n          username\n          bio\n          avatarUrl\n          createdAt\n          isVerified\n          roles\n          followersCount\n          followingCount\n          viewerIsFollowing\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.DiscoverCreatorsDocument,
    "\n  fragment ShoutoutItem_shoutout on Shoutout {\n    id\n    message\n    createdAt\n    from {\n      id\n      username\n      avatarUrl\n    }\n    to {\n      id\n      username\n    }\n  }\n": typeof types.ShoutoutItem_ShoutoutFragmentDoc,
    "\n  query ShoutoutsPage($first: Int!, $after: String) {\n    receivedShoutouts(first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...ShoutoutItem_shoutout\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.ShoutoutsPageDocument,
    "\n  query SentShoutouts($first: Int!, $after: String) {\n    sentShoutouts(first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...ShoutoutItem_shoutout\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.SentShoutoutsDocument,
    "\n  mutation SendShoutout($input: SendShoutoutInput!) {\n    sendShoutout(input: $input) {\n      ...ShoutoutItem_shoutout\n    }\n  }\n": typeof types.SendShoutoutDocument,
    "\n  fragment CollabRequestItem_request on CollabRequest {\n    id\n    type\n    amountMoney {\n      amountMinor\n      currency\n    }\n    message\n    status\n    createdAt\n    decidedAt\n    from {\n      id\n      username\n      avatarUrl\n    }\n    to {\n      id\n      username\n    }\n  }\n": typeof types.CollabRequestItem_RequestFragmentDoc,
    "\n  query CollabsPage($first: Int!, $after: String) {\n    receivedCollabRequests(first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...CollabRequestItem_request\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.CollabsPageDocument,
    "\n  query SentCollabRequests($first: Int!, $after: String) {\n    sentCollabRequests(first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...CollabRequestItem_request\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.SentCollabRequestsDocument,
    "\n  mutation SendCollabRequest($input: SendCollabRequestInput!) {\n    sendCollabRequest(input: $input) {\n      ...CollabRequestItem_request\n    }\n  }\n": typeof types.SendCollabRequestDocument,
    "\n  mutation OpenCollabRequest($id: ID!) {\n    openCollabRequest(id: $id) {\n      id\n      status\n    }\n  }\n": typeof types.OpenCollabRequestDocument,
    "\n  mutation AcceptCollabRequest($id: ID!) {\n    acceptCollabRequest(id: $id) {\n      id\n      status\n      decidedAt\n    }\n  }\n": typeof types.AcceptCollabRequestDocument,
    "\n  mutation DeclineCollabRequest($id: ID!) {\n    declineCollabRequest(id: $id) {\n      id\n      status\n      decidedAt\n    }\n  }\n": typeof types.DeclineCollabRequestDocument,
    "\n  mutation CreatePost($input: CreatePostInput!) {\n    createPost(input: $input) {\n      ...PostCard_post\n    }\n  }\n": typeof types.CreatePostDocument,
    "\n  query StudioRecentPosts($username: String!, $first: Int!) {\n    posts(authorUsername: $username, first: $first) {\n      edges {\n        cursor\n        node {\n          id\n          content\n          createdAt\n          mediaType\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.StudioRecentPostsDocument,
    "\n  query CreatorHubMilestones {\n    supporterInsights(top: 1) {\n      id\n      milestones {\n        kind\n        at\n        amount {\n          amountMinor\n          currency\n        }\n        person {\n          id\n          username\n        }\n      }\n    }\n  }\n": typeof types.CreatorHubMilestonesDocument,
    "\n  mutation EditPost($id: ID!, $content: String!) {\n    editPost(id: $id, content: $content) {\n      id\n      content\n      sensitive\n      editedAt\n      hashtags {\n        id\n        tag\n      }\n    }\n  }\n": typeof types.EditPostDocument,
    "\n  query PostVersions($id: ID!) {\n    post(id: $id) {\n      id\n      content\n      createdAt\n      editedAt\n      versions {\n        content\n        writtenAt\n        replacedAt\n      }\n    }\n  }\n": typeof types.PostVersionsDocument,
    "\n  query FeedPage($mode: FeedMode!, $filters: [FeedFilter!], $energy: Int!, $first: Int!, $after: String) {\n    feed(mode: $mode, filters: $filters, energy: $energy, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...PostCard_post\n          ...PostExplanation_post\n          explanation {\n            ...PostExplanationSentence_explanation\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      message\n    }\n  }\n": typeof types.FeedPageDocument,
    "\n  subscription FeedNewPosts {\n    postCreated {\n      id\n      author {\n        id\n        isVerified\n        viewerIsFollowing\n      }\n    }\n  }\n": typeof types.FeedNewPostsDocument,
    "\n  query TrendingHashtags($limit: Int!) {\n    trendingHashtags(limit: $limit) {\n      id\n      tag\n      usageCount\n    }\n  }\n": typeof types.TrendingHashtagsDocument,
    "\n  subscription TrendingHashtagsUpdated {\n    trendingHashtagsUpdated {\n      id\n      tag\n      usageCount\n    }\n  }\n": typeof types.TrendingHashtagsUpdatedDocument,
    "\n  query HashtagPosts($tag: String!, $first: Int!, $after: String) {\n    postsByHashtag(tag: $tag, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...PostCard_post\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.HashtagPostsDocument,
    "\n  subscription HashtagNewPosts($tag: String!) {\n    postCreated(tag: $tag) {\n      ...PostCard_post\n    }\n  }\n": typeof types.HashtagNewPostsDocument,
    "\n  query AccountLanguage {\n    mySettings {\n      id\n      language\n    }\n  }\n": typeof types.AccountLanguageDocument,
    "\n  mutation SaveAccountLanguage($language: String!) {\n    updateSettings(input: { language: $language }) {\n      id\n      language\n    }\n  }\n": typeof types.SaveAccountLanguageDocument,
    "\n  mutation DetectLocation($browserLocation: BrowserLocationInput) {\n    detectLocation(browserLocation: $browserLocation) {\n      success\n      error\n      location {\n        country\n        countryCode\n        city\n        source\n      }\n    }\n  }\n": typeof types.DetectLocationDocument,
    "\n  query MyLocation {\n    myLocation {\n      country\n      countryCode\n      city\n      updatedAt\n    }\n  }\n": typeof types.MyLocationDocument,
    "\n  mutation RecordImpressions($postIds: [ID!]!) {\n    recordImpressions(postIds: $postIds)\n  }\n": typeof types.RecordImpressionsDocument,
    "\n  mutation RecordClick($postId: ID!) {\n    recordClick(postId: $postId)\n  }\n": typeof types.RecordClickDocument,
    "\n  query GeoAnalyticsPage($limit: Int!) {\n    locationAnalytics(limit: $limit) {\n      country\n      countryCode\n      city\n      totalImpressions\n      totalClicks\n    }\n    locationAnalyticsSummary {\n      countries\n      cities\n      totalImpressions\n      totalClicks\n    }\n  }\n": typeof types.GeoAnalyticsPageDocument,
    "\n  fragment TierFields on MembershipTier {\n    id\n    name\n    description\n    price {\n      amountMinor\n      currency\n    }\n    isOpen\n    retiredAt\n    membersCount\n    viewerIsMember\n  }\n": typeof types.TierFieldsFragmentDoc,
    "\n  fragment MemberRow on Member {\n    id\n    username\n    avatarUrl\n    tierName\n    status\n    since\n    lifetime {\n      amountMinor\n      currency\n    }\n  }\n": typeof types.MemberRowFragmentDoc,
    "\n  fragment MembershipCard on Membership {\n    id\n    status\n    creatorUsername\n    since\n    currentPeriodEnd\n    accessUntil\n    renewsAt\n    price {\n      amountMinor\n      currency\n    }\n    tier {\n      id\n      name\n    }\n    payments {\n      id\n      amount {\n        amountMinor\n        currency\n      }\n      reference\n      periodStart\n      periodEnd\n      paidAt\n    }\n  }\n": typeof types.MembershipCardFragmentDoc,
    "\n  query CreatorMemberships($username: String!, $first: Int, $after: String) {\n    membershipTiers(creatorUsername: $username) {\n      ...TierFields\n    }\n    myMembers(first: $first, after: $after) {\n      edges {\n        node {\n          ...MemberRow\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.CreatorMembershipsDocument,
    "\n  query JoinTiers($username: String!) {\n    membershipTiers(creatorUsername: $username) {\n      ...TierFields\n    }\n  }\n": typeof types.JoinTiersDocument,
    "\n  query MyMemberships {\n    myMemberships {\n      ...MembershipCard\n    }\n  }\n": typeof types.MyMembershipsDocument,
    "\n  mutation CreateTier($input: CreateMembershipTierInput!) {\n    createMembershipTier(input: $input) {\n      ...TierFields\n    }\n  }\n": typeof types.CreateTierDocument,
    "\n  mutation UpdateTier($input: UpdateMembershipTierInput!) {\n    updateMembershipTier(input: $input) {\n      ...TierFields\n    }\n  }\n": typeof types.UpdateTierDocument,
    "\n  mutation RetireTier($id: ID!) {\n    retireMembershipTier(id: $id) {\n      ...TierFields\n    }\n  }\n": typeof types.RetireTierDocument,
    "\n  mutation JoinMembership($tierId: ID!, $idempotencyKey: String!, $postId: ID) {\n    joinMembership(tierId: $tierId, idempotencyKey: $idempotencyKey, postId: $postId) {\n      id\n      checkoutUrl\n      status\n    }\n  }\n": typeof types.JoinMembershipDocument,
    "\n  mutation CancelMembership($id: ID!) {\n    cancelMembership(id: $id) {\n      ...MembershipCard\n    }\n  }\n": typeof types.CancelMembershipDocument,
    "\n  fragment MessageBubble_message on Message {\n    id\n    conversationId\n    content\n    mediaUrl\n    createdAt\n    isMine\n    seen\n    sender {\n      id\n      username\n    }\n  }\n": typeof types.MessageBubble_MessageFragmentDoc,
    "\n  fragment ConversationRow_conversation on Conversation {\n    id\n    isRequest\n    declined\n    unreadCount\n    lastMessageAt\n    otherReadAt\n    other {\n      id\n      username\n      avatarUrl\n    }\n    lastMessage {\n      id\n      content\n      mediaUrl\n      isMine\n    }\n  }\n": typeof types.ConversationRow_ConversationFragmentDoc,
    "\n  query MessagesInbox($first: Int, $after: String) {\n    conversations(first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...ConversationRow_conversation\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n    messageRequests(first: $first) {\n      edges {\n        cursor\n        node {\n          ...ConversationRow_conversation\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n    unreadMessageRequestsCount\n    messageSettings {\n      id\n      readReceipts\n    }\n  }\n": typeof types.MessagesInboxDocument,
    "\n  query MessageThread($conversationId: ID!, $first: Int, $after: String) {\n    conversation(id: $conversationId) {\n      ...ConversationRow_conversation\n    }\n    messages(conversationId: $conversationId, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...MessageBubble_message\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.MessageThreadDocument,
    "\n  query UnreadMessagesCount {\n    unreadMessagesCount\n  }\n": typeof types.UnreadMessagesCountDocument,
    "\n  mutation SendMessage($input: SendMessageInput!) {\n    sendMessage(input: $input) {\n      ...MessageBubble_message\n      conversation {\n        ...ConversationRow_conversation\n      }\n    }\n  }\n": typeof types.SendMessageDocument,
    "\n  mutation MarkConversationRead($id: ID!) {\n    markConversationRead(id: $id) {\n      id\n      unreadCount\n    }\n  }\n": typeof types.MarkConversationReadDocument,
    "\n  mutation AcceptMessageRequest($id: ID!) {\n    acceptMessageRequest(id: $id) {\n      ...ConversationRow_conversation\n    }\n  }\n": typeof types.AcceptMessageRequestDocument,
    "\n  mutation DeclineMessageRequest($id: ID!) {\n    declineMessageRequest(id: $id) {\n      ...ConversationRow_conversation\n    }\n  }\n": typeof types.DeclineMessageRequestDocument,
    "\n  subscription ConversationRead {\n    conversationRead {\n      id\n      otherReadAt\n    }\n  }\n": typeof types.ConversationReadDocument,
    "\n  subscription MessageRemoved {\n    messageRemoved {\n      messageId\n      conversationId\n      conversation {\n        ...ConversationRow_conversation\n      }\n    }\n  }\n": typeof types.MessageRemovedDocument,
    "\n  mutation UpdateMessageSettings($readReceipts: Boolean!) {\n    updateMessageSettings(readReceipts: $readReceipts) {\n      id\n      readReceipts\n    }\n  }\n": typeof types.UpdateMessageSettingsDocument,
    "\n  mutation ReportMessage($input: ReportMessageInput!) {\n    reportMessage(input: $input)\n  }\n": typeof types.ReportMessageDocument,
    "\n  subscription MessageAdded {\n    messageAdded {\n      ...MessageBubble_message\n      conversation {\n        ...ConversationRow_conversation\n      }\n    }\n  }\n": typeof types.MessageAddedDocument,
    "\n  mutation ReportContent($input: ReportContentInput!) {\n    reportContent(input: $input)\n  }\n": typeof types.ReportContentDocument,
    "\n  fragment ModerationItem_item on ModerationItem {\n    id\n    kind\n    status\n    excerpt\n    autoFlagged\n    reasons\n    reportCount\n    createdAt\n    commentId\n    author {\n      id\n      username\n    }\n    post {\n      id\n    }\n    message {\n      id\n      mediaUrl\n    }\n  }\n": typeof types.ModerationItem_ItemFragmentDoc,
    "\n  fragment ModerationDecision_item on ModerationItem {\n    decidedAt\n    decidedBy {\n      id\n      username\n    }\n  }\n": typeof types.ModerationDecision_ItemFragmentDoc,
    "\n  query ModerationQueue($status: ModerationStatus!, $after: String) {\n    moderationCounts {\n      pending\n      approved\n      removed\n    }\n    moderationQueue(status: $status, first: 20, after: $after) {\n      edges {\n        cursor\n        node {\n          ...ModerationItem_item\n          ...ModerationDecision_item\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.ModerationQueueDocument,
    "\n  mutation ModerateContent($id: ID!, $decision: ModerationDecision!) {\n    moderateContent(id: $id, decision: $decision) {\n      ...ModerationItem_item\n      ...ModerationDecision_item\n    }\n  }\n": typeof types.ModerateContentDocument,
    "\n  fragment ReportCard_report on Report {\n    id\n    reason\n    details\n    priority\n    status\n    resolution\n    createdAt\n    reporter {\n      id\n      username\n    }\n    reviewedBy {\n      id\n      username\n    }\n    resolvedAt\n    resolvedBy {\n      id\n      username\n    }\n    item {\n      id\n      kind\n      excerpt\n      reportCount\n      author {\n        id\n        username\n      }\n      message {\n        id\n        mediaUrl\n      }\n    }\n  }\n": typeof types.ReportCard_ReportFragmentDoc,
    "\n  query Reports($resolved: Boolean!, $after: String) {\n    reportCounts {\n      open\n      highPriority\n      resolvedToday\n    }\n    reports(resolved: $resolved, first: 20, after: $after) {\n      edges {\n        cursor\n        node {\n          ...ReportCard_report\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.ReportsDocument,
    "\n  mutation ReviewReport($id: ID!) {\n    reviewReport(id: $id) {\n      ...ReportCard_report\n    }\n  }\n": typeof types.ReviewReportDocument,
    "\n  mutation ResolveReport($id: ID!, $action: ReportAction!) {\n    resolveReport(id: $id, action: $action) {\n      ...ReportCard_report\n    }\n  }\n": typeof types.ResolveReportDocument,
    "\n  fragment Withdrawal_withdrawal on Withdrawal {\n    id\n    status\n    methodKind\n    failureReason\n    expectedBy\n    createdAt\n    amount {\n      amountMinor\n      currency\n    }\n    fee {\n      amountMinor\n      currency\n    }\n    net {\n      amountMinor\n      currency\n    }\n  }\n": typeof types.Withdrawal_WithdrawalFragmentDoc,
    "\n  query CashOutPage {\n    wallet {\n      ...WalletBalances_wallet\n    }\n    payoutMethods {\n      ...PayoutMethod_method\n    }\n  }\n": typeof types.CashOutPageDocument,
    "\n  query Withdrawals($first: Int!, $after: String) {\n    withdrawals(first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...Withdrawal_withdrawal\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.WithdrawalsDocument,
    "\n  mutation RequestWithdrawal($input: RequestWithdrawalInput!) {\n    requestWithdrawal(input: $input) {\n      ...Withdrawal_withdrawal\n    }\n  }\n": typeof types.RequestWithdrawalDocument,
    "\n  query EarningsSummary($today: EarningsPeriodInput!, $month: EarningsPeriodInput!, $lastMonth: EarningsPeriodInput!) {\n    today: earnings(period: $today) {\n      total {\n        amountMinor\n        currency\n      }\n    }\n    month: earnings(period: $month) {\n      total {\n        amountMinor\n        currency\n      }\n      bySource {\n        source\n        amount {\n          amountMinor\n          currency\n        }\n      }\n      byDay {\n        date\n        amount {\n          amountMinor\n          currency\n        }\n      }\n      goal {\n        amount {\n          amountMinor\n          currency\n        }\n        updatedAt\n      }\n    }\n    lastMonth: earnings(period: $lastMonth) {\n      total {\n        amountMinor\n        currency\n      }\n      bySource {\n        source\n        amount {\n          amountMinor\n          currency\n        }\n      }\n    }\n  }\n": typeof types.EarningsSummaryDocument,
    "\n  mutation SetEarningsGoal($input: SetEarningsGoalInput!) {\n    setEarningsGoal(input: $input) {\n      amount {\n        amountMinor\n        currency\n      }\n      updatedAt\n    }\n  }\n": typeof types.SetEarningsGoalDocument,
    "\n  query GatewayStatus {\n    paymentGatewayStatus {\n      mode\n      provider\n      lastWebhookAt\n      lastWebhookVerified\n      pendingCheckouts\n      failedCheckouts\n      pendingPayouts\n      failedPayouts\n      pendingCount\n      failedCount\n    }\n  }\n": typeof types.GatewayStatusDocument,
    "\n  query PaymentMode {\n    paymentMode\n  }\n": typeof types.PaymentModeDocument,
    "\n  fragment SplitPosts_post on Post {\n    id\n    content\n    createdAt\n  }\n": typeof types.SplitPosts_PostFragmentDoc,
    "\n  fragment EarningsSplit_split on EarningsSplit {\n    id\n    projectName\n    ownerPercentage\n    viewerIsOwner\n    createdAt\n    owner {\n      id\n      username\n    }\n    shares {\n      percentage\n      collaborator {\n        id\n        username\n      }\n    }\n    posts {\n      ...SplitPosts_post\n    }\n    earnedSoFar {\n      currency\n      total {\n        amountMinor\n        currency\n      }\n      yours {\n        amountMinor\n        currency\n      }\n    }\n  }\n": typeof types.EarningsSplit_SplitFragmentDoc,
    "\n  query EarningsSplits($first: Int!, $after: String) {\n    earningsSplits(first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...EarningsSplit_split\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.EarningsSplitsDocument,
    "\n  mutation CreateEarningsSplit($input: CreateEarningsSplitInput!) {\n    createEarningsSplit(input: $input) {\n      ...EarningsSplit_split\n    }\n  }\n": typeof types.CreateEarningsSplitDocument,
    "\n  mutation DeleteEarningsSplit($id: ID!) {\n    deleteEarningsSplit(id: $id)\n  }\n": typeof types.DeleteEarningsSplitDocument,
    "\n  query SplitRecentPosts($username: String!, $first: Int!) {\n    posts(authorUsername: $username, first: $first) {\n      edges {\n        node {\n          ...SplitPosts_post\n          split {\n            id\n          }\n        }\n      }\n    }\n  }\n": typeof types.SplitRecentPostsDocument,
    "\n  mutation SetPostSplit($postId: ID!, $splitId: ID) {\n    setPostSplit(postId: $postId, splitId: $splitId) {\n      ...SplitPosts_post\n      split {\n        id\n        posts {\n          ...SplitPosts_post\n        }\n      }\n    }\n  }\n": typeof types.SetPostSplitDocument,
    "\n  fragment WalletBalances_wallet on Wallet {\n    balances {\n      currency\n      available {\n        amountMinor\n        currency\n      }\n      pending {\n        amountMinor\n        currency\n      }\n      withdrawing {\n        amountMinor\n        currency\n      }\n      lifetime {\n        amountMinor\n        currency\n      }\n    }\n  }\n": typeof types.WalletBalances_WalletFragmentDoc,
    "\n  fragment LedgerTransaction_transaction on LedgerTransaction {\n    id\n    kind\n    direction\n    status\n    reference\n    createdAt\n    gross {\n      amountMinor\n      currency\n    }\n    fee {\n      amountMinor\n      currency\n    }\n    net {\n      amountMinor\n      currency\n    }\n    counterparty {\n      id\n      username\n    }\n  }\n": typeof types.LedgerTransaction_TransactionFragmentDoc,
    "\n  query WalletPage {\n    wallet {\n      ...WalletBalances_wallet\n    }\n  }\n": typeof types.WalletPageDocument,
    "\n  query WalletTransactions($first: Int!, $after: String, $kind: LedgerTransactionKind) {\n    wallet {\n      transactions(first: $first, after: $after, kind: $kind) {\n        edges {\n          cursor\n          node {\n            ...LedgerTransaction_transaction\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  }\n": typeof types.WalletTransactionsDocument,
    "\n  fragment PayoutMethod_method on PayoutMethod {\n    id\n    kind\n    label\n    createdAt\n  }\n": typeof types.PayoutMethod_MethodFragmentDoc,
    "\n  query PayoutMethods {\n    payoutMethods {\n      ...PayoutMethod_method\n    }\n  }\n": typeof types.PayoutMethodsDocument,
    "\n  mutation AddPayoutMethod($input: AddPayoutMethodInput!) {\n    addPayoutMethod(input: $input) {\n      ...PayoutMethod_method\n    }\n  }\n": typeof types.AddPayoutMethodDocument,
    "\n  mutation RemovePayoutMethod($id: ID!) {\n    removePayoutMethod(id: $id)\n  }\n": typeof types.RemovePayoutMethodDocument,
    "\n  fragment NotificationItem_notification on Notification {\n    id\n    kind\n    read\n    createdAt\n    commentExcerpt\n    reportReason\n    removedKind\n    removedExcerpt\n    campaignName\n    tipAmountMinor\n    tipCurrency\n    tipMessage\n    withdrawalAmountMinor\n    withdrawalCurrency\n    actor {\n      id\n      username\n      avatarUrl\n    }\n    post {\n      id\n    }\n    circle {\n      id\n      name\n    }\n  }\n": typeof types.NotificationItem_NotificationFragmentDoc,
    "\n  query NotificationsBadge {\n    unreadNotificationsCount\n  }\n": typeof types.NotificationsBadgeDocument,
    "\n  query NotificationsList($first: Int!, $after: String) {\n    notifications(first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...NotificationItem_notification\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.NotificationsListDocument,
    "\n  mutation MarkNotificationsRead($ids: [ID!]) {\n    markNotificationsRead(ids: $ids)\n  }\n": typeof types.MarkNotificationsReadDocument,
    "\n  subscription NotificationAdded {\n    notificationAdded {\n      ...NotificationItem_notification\n    }\n  }\n": typeof types.NotificationAddedDocument,
    "\n  fragment PostLock_post on Post {\n    id\n    viewerCanAccess\n    access {\n      kind\n      price {\n        amountMinor\n        currency\n      }\n      tiers {\n        id\n        name\n      }\n    }\n  }\n": typeof types.PostLock_PostFragmentDoc,
    "\n  mutation UnlockPost($postId: ID!, $idempotencyKey: String!) {\n    unlockPost(postId: $postId, idempotencyKey: $idempotencyKey) {\n      id\n      checkoutUrl\n      status\n    }\n  }\n": typeof types.UnlockPostDocument,
    "\n  query UnlockCheckout($id: ID!) {\n    checkout(id: $id) {\n      id\n      status\n    }\n  }\n": typeof types.UnlockCheckoutDocument,
    "\n  query UnlockedPost($id: ID!) {\n    post(id: $id) {\n      id\n      content\n      mediaUrl\n      mediaType\n      viewerCanAccess\n    }\n  }\n": typeof types.UnlockedPostDocument,
    "\n  query PostAccessTiers {\n    postAccessTiers {\n      id\n      name\n      price {\n        amountMinor\n        currency\n      }\n    }\n  }\n": typeof types.PostAccessTiersDocument,
    "\n  fragment PostExplanationSentence_explanation on FeedExplanation {\n    repostedBy\n    author {\n      relation\n      username\n      interactions\n      recent\n    }\n    reasons {\n      kind\n      km\n      ageMinutes\n      likes\n      comments\n      shares\n      tag\n    }\n  }\n": typeof types.PostExplanationSentence_ExplanationFragmentDoc,
    "\n  fragment PostCard_post on Post {\n    id\n    content\n    sensitive\n    createdAt\n    mediaUrl\n    mediaType\n    likesCount\n    commentsCount\n    sharesCount\n    tipsCount\n    viewerHasLiked\n    editedAt\n    author {\n      id\n      username\n      avatarUrl\n      isVerified\n    }\n    hashtags {\n      id\n      tag\n    }\n    ...PostLock_post\n    ...RepostButtons_post\n    ...QuotedPost_post\n    ...BookmarkButton_post\n  }\n": typeof types.PostCard_PostFragmentDoc,
    "\n  fragment PostExplanation_post on Post {\n    id\n    repostedBy {\n      id\n      username\n    }\n    explanation {\n      score\n      summary\n      factors {\n        name\n        value\n        weight\n        contribution\n      }\n    }\n  }\n": typeof types.PostExplanation_PostFragmentDoc,
    "\n  query PostPage($id: ID!) {\n    post(id: $id) {\n      ...PostCard_post\n    }\n  }\n": typeof types.PostPageDocument,
    "\n  mutation LikePost($postId: ID!) {\n    likePost(postId: $postId) {\n      id\n      likesCount\n      viewerHasLiked\n    }\n  }\n": typeof types.LikePostDocument,
    "\n  mutation UnlikePost($postId: ID!) {\n    unlikePost(postId: $postId) {\n      id\n      likesCount\n      viewerHasLiked\n    }\n  }\n": typeof types.UnlikePostDocument,
    "\n  mutation SharePost($postId: ID!) {\n    sharePost(postId: $postId) {\n      id\n      sharesCount\n    }\n  }\n": typeof types.SharePostDocument,
    "\n  mutation DeletePost($id: ID!) {\n    deletePost(id: $id)\n  }\n": typeof types.DeletePostDocument,
    "\n  fragment PostComment_comment on Comment {\n    id\n    ...CommentItem_comment\n  }\n": typeof types.PostComment_CommentFragmentDoc,
    "\n  query PostComments($postId: ID!, $first: Int!, $after: String) {\n    comments(postId: $postId, first: $first, after: $after) {\n      hiddenCount\n      edges {\n        cursor\n        node {\n          ...PostComment_comment\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.PostCommentsDocument,
    "\n  mutation AddComment($postId: ID!, $content: String!) {\n    addComment(postId: $postId, content: $content) {\n      ...PostComment_comment\n      post {\n        id\n        commentsCount\n      }\n    }\n  }\n": typeof types.AddCommentDocument,
    "\n  fragment ProfileHeader_profile on Profile {\n    id\n    username\n    bio\n    avatarUrl\n    createdAt\n    isVerified\n    roles\n    followersCount\n    followingCount\n    viewerIsFollowing\n    location\n    ...ProfileSafetyMenu_profile\n  }\n": typeof types.ProfileHeader_ProfileFragmentDoc,
    "\n  query ProfilePage($username: String!, $first: Int!, $after: String) {\n    profile(username: $username) {\n      ...ProfileHeader_profile\n    }\n    posts(authorUsername: $username, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...PostCard_post\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.ProfilePageDocument,
    "\n  mutation FollowProfile($username: String!) {\n    follow(username: $username) {\n      id\n      followersCount\n      viewerIsFollowing\n    }\n  }\n": typeof types.FollowProfileDocument,
    "\n  mutation UnfollowProfile($username: String!) {\n    unfollow(username: $username) {\n      id\n      followersCount\n      viewerIsFollowing\n    }\n  }\n": typeof types.UnfollowProfileDocument,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      ...ProfileHeader_profile\n    }\n  }\n": typeof types.UpdateProfileDocument,
    "\n  fragment FollowListPage_connection on ProfileConnection {\n    edges {\n      cursor\n      node {\n        id\n        username\n        avatarUrl\n        isVerified\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n": typeof types.FollowListPage_ConnectionFragmentDoc,
    "\n  query ProfileFollowList($username: String!, $followers: Boolean!, $first: Int!, $after: String) {\n    profile(username: $username) {\n      id\n      followers(first: $first, after: $after) @include(if: $followers) {\n        ...FollowListPage_connection\n      }\n      following(first: $first, after: $after) @skip(if: $followers) {\n        ...FollowListPage_connection\n      }\n    }\n  }\n": typeof types.ProfileFollowListDocument,
    "\n  query PublicPostPage($id: ID!) {\n    post(id: $id) {\n      id\n      author {\n        id\n        username\n      }\n      ...PostCard_post\n    }\n  }\n": typeof types.PublicPostPageDocument,
    "\n  query PublicTagPage($tag: String!) {\n    hashtag(tag: $tag) {\n      id\n      tag\n      usageCount\n    }\n  }\n": typeof types.PublicTagPageDocument,
    "\n  mutation SendContactMessage($input: SendContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      id\n      receivedAt\n    }\n  }\n": typeof types.SendContactMessageDocument,
    "\n  query ExplorePage {\n    trendingHashtags(limit: 10) {\n      id\n      tag\n      usageCount\n    }\n  }\n": typeof types.ExplorePageDocument,
    "\n  subscription ExploreTrending {\n    trendingHashtagsUpdated {\n      id\n      tag\n      usageCount\n    }\n  }\n": typeof types.ExploreTrendingDocument,
    "\n  query ExploreCategories {\n    exploreCategories {\n      key\n      tag\n      postsCount\n    }\n  }\n": typeof types.ExploreCategoriesDocument,
    "\n  fragment RepostButtons_post on Post {\n    id\n    repostsCount\n    quotesCount\n    viewerHasReposted\n  }\n": typeof types.RepostButtons_PostFragmentDoc,
    "\n  fragment QuotedPost_post on Post {\n    id\n    quotedPostRemoved\n    quotedPost {\n      id\n      content\n      createdAt\n      author {\n        id\n        username\n      }\n    }\n  }\n": typeof types.QuotedPost_PostFragmentDoc,
    "\n  mutation Repost($postId: ID!) {\n    repost(postId: $postId) {\n      id\n      repostsCount\n      viewerHasReposted\n    }\n  }\n": typeof types.RepostDocument,
    "\n  mutation UndoRepost($postId: ID!) {\n    undoRepost(postId: $postId) {\n      id\n      repostsCount\n      viewerHasReposted\n    }\n  }\n": typeof types.UndoRepostDocument,
    "\n  mutation QuotePost($postId: ID!, $content: String!) {\n    quotePost(postId: $postId, content: $content) {\n      ...PostCard_post\n      quotedPost {\n        id\n        quotesCount\n      }\n    }\n  }\n": typeof types.QuotePostDocument,
    "\n  query TopBarSearch($query: String!, $first: Int!) {\n    profiles(search: $query, first: $first) {\n      edges {\n        node {\n          id\n          username\n          avatarUrl\n          isVerified\n        }\n      }\n    }\n    searchHashtags(query: $query, first: $first) {\n      id\n      tag\n      usageCount\n    }\n  }\n": typeof types.TopBarSearchDocument,
    "\n  query SearchPage($query: String!, $kind: SearchKind!, $first: Int!, $after: String) {\n    search(query: $query, kind: $kind, first: $first, after: $after) {\n      query\n      kind\n      people {\n        edges {\n          cursor\n          node {\n            ...SearchPerson_profile\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n      posts {\n        edges {\n          cursor\n          node {\n            ...PostCard_post\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n      hashtags {\n        edges {\n          cursor\n          node {\n            ...SearchHashtag_hashtag\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  }\n": typeof types.SearchPageDocument,
    "\n  query PublicSearch($query: String!, $kind: SearchKind!, $first: Int!, $after: String) {\n    search(query: $query, kind: $kind, first: $first, after: $after) {\n      query\n      kind\n      people {\n        edges {\n          cursor\n          node {\n            ...SearchPerson_profile\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n      posts {\n        edges {\n          cursor\n          node {\n            ...PublicSearchPost_post\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n      hashtags {\n        edges {\n          cursor\n          node {\n            ...SearchHashtag_hashtag\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  }\n": typeof types.PublicSearchDocument,
    "\n  fragment SearchPerson_profile on Profile {\n    id\n    username\n    bio\n    avatarUrl\n    isVerified\n    followersCount\n  }\n": typeof types.SearchPerson_ProfileFragmentDoc,
    "\n  fragment SearchHashtag_hashtag on Hashtag {\n    id\n    tag\n    usageCount\n  }\n": typeof types.SearchHashtag_HashtagFragmentDoc,
    "\n  fragment PublicSearchPost_post on Post {\n    id\n    content\n    sensitive\n    createdAt\n    author {\n      id\n      username\n      avatarUrl\n      isVerified\n    }\n  }\n": typeof types.PublicSearchPost_PostFragmentDoc,
    "\n  query AccountPage {\n    me {\n      id\n      email\n      emailConfirmedAt\n      pendingEmail\n    }\n    sessions {\n      ...SessionsList_session\n    }\n  }\n": typeof types.AccountPageDocument,
    "\n  fragment SessionsList_session on AccountSession {\n    id\n    device\n    city\n    country\n    createdAt\n    lastSeenAt\n    current\n  }\n": typeof types.SessionsList_SessionFragmentDoc,
    "\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword)\n  }\n": typeof types.ChangePasswordDocument,
    "\n  mutation ChangeEmail($newEmail: String!, $password: String!) {\n    changeEmail(newEmail: $newEmail, password: $password)\n  }\n": typeof types.ChangeEmailDocument,
    "\n  mutation RevokeSession($id: ID!) {\n    revokeSession(id: $id)\n  }\n": typeof types.RevokeSessionDocument,
    "\n  mutation RevokeOtherSessions {\n    revokeOtherSessions\n  }\n": typeof types.RevokeOtherSessionsDocument,
    "\n  fragment AccountSettings_settings on AccountSettings {\n    id\n    feedAlgorithm\n    theme\n    displayMode\n    language\n    updatedAt\n    privacy {\n      publicProfile\n      showFollowers\n      showEarnings\n      privateMessages\n      collabRequests\n      location\n      filterContent\n      commentFilter\n    }\n  }\n": typeof types.AccountSettings_SettingsFragmentDoc,
    "\n  query MySettings {\n    mySettings {\n      ...AccountSettings_settings\n    }\n  }\n": typeof types.MySettingsDocument,
    "\n  mutation UpdateSettings($input: UpdateSettingsInput!) {\n    updateSettings(input: $input) {\n      ...AccountSettings_settings\n    }\n  }\n": typeof types.UpdateSettingsDocument,
    "\n  mutation Tip($input: TipInput!) {\n    tip(input: $input) {\n      id\n      checkoutUrl\n      status\n    }\n  }\n": typeof types.TipDocument,
    "\n  query CheckoutStatus($id: ID!) {\n    checkout(id: $id) {\n      id\n      status\n      purpose\n      amountMinor\n      currency\n      testMode\n      postId\n    }\n  }\n": typeof types.CheckoutStatusDocument,
    "\n  query PostTipsCount($id: ID!) {\n    post(id: $id) {\n      id\n      tipsCount\n    }\n  }\n": typeof types.PostTipsCountDocument,
    "\n  fragment WebhookEndpoints_query on Query {\n    webhookEndpoints {\n      ...WebhookEndpoint_endpoint\n    }\n  }\n": typeof types.WebhookEndpoints_QueryFragmentDoc,
    "\n  fragment WebhookEndpoint_endpoint on WebhookEndpoint {\n    id\n    url\n    description\n    events\n    createdAt\n    disabledAt\n    disabledReason\n  }\n": typeof types.WebhookEndpoint_EndpointFragmentDoc,
    "\n  mutation CreateWebhookEndpoint($input: CreateWebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) {\n      secret\n      endpoint {\n        ...WebhookEndpoint_endpoint\n      }\n    }\n  }\n": typeof types.CreateWebhookEndpointDocument,
    "\n  mutation DeleteWebhookEndpoint($id: ID!) {\n    deleteWebhookEndpoint(id: $id)\n  }\n": typeof types.DeleteWebhookEndpointDocument,
    "\n  query WebhookDeliveries($endpointId: ID!, $after: String) {\n    webhookDeliveries(endpointId: $endpointId, first: 20, after: $after) {\n      edges {\n        node {\n          ...WebhookDelivery_delivery\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.WebhookDeliveriesDocument,
    "\n  fragment WebhookDelivery_delivery on WebhookDelivery {\n    id\n    messageId\n    eventType\n    status\n    attempts\n    createdAt\n    nextAttemptAt\n    lastAttempt {\n      attemptedAt\n      statusCode\n      latencyMs\n      responseExcerpt\n      error\n    }\n  }\n": typeof types.WebhookDelivery_DeliveryFragmentDoc,
    "\n  mutation RedeliverWebhook($deliveryId: ID!) {\n    redeliverWebhook(deliveryId: $deliveryId) {\n      ...WebhookDelivery_delivery\n    }\n  }\n": typeof types.RedeliverWebhookDocument,
};
const documents: Documents = {
    "\n  fragment AuthSession_payload on AuthPayload {\n    accessToken\n    refreshToken\n    expiresAt\n    user {\n      ...AuthUser_user\n    }\n  }\n": types.AuthSession_PayloadFragmentDoc,
    "\n  fragment AuthUser_user on User {\n    id\n    email\n    username\n    createdAt\n    roles\n    profile {\n      id\n      username\n      avatarUrl\n    }\n  }\n": types.AuthUser_UserFragmentDoc,
    "\n  mutation RefreshSession($refreshToken: String) {\n    refreshSession(refreshToken: $refreshToken) {\n      ...AuthSession_payload\n    }\n  }\n": types.RefreshSessionDocument,
    "\n  fragment SystemSettingsForm_settings on SystemSettings {\n    autoModeration\n    profanityFilter\n    spamDetection\n    reportAlerts\n    newUserSignupAlerts\n    systemAlerts\n    maintenanceMode\n    allowNewSignups\n    publicProfiles\n    updatedAt\n    updatedBy {\n      id\n      username\n    }\n  }\n": types.SystemSettingsForm_SettingsFragmentDoc,
    "\n  query SystemSettingsPage {\n    systemSettings {\n      ...SystemSettingsForm_settings\n    }\n  }\n": types.SystemSettingsPageDocument,
    "\n  mutation UpdateSystemSettings($input: UpdateSystemSettingsInput!) {\n    updateSystemSettings(input: $input) {\n      ...SystemSettingsForm_settings\n    }\n  }\n": types.UpdateSystemSettingsDocument,
    "\n  fragment UserRow_profile on Profile {\n    id\n    username\n    bio\n    avatarUrl\n    createdAt\n    roles\n    suspension {\n      suspendedAt\n      reason\n    }\n  }\n": types.UserRow_ProfileFragmentDoc,
    "\n  fragment UserStatsCards_stats on UserStats {\n    totalUsers\n    activeUsers\n    admins\n    moderators\n    suspended\n  }\n": types.UserStatsCards_StatsFragmentDoc,
    "\n  query UserManagementPage($search: String, $first: Int, $after: String) {\n    userStats {\n      ...UserStatsCards_stats\n    }\n    profiles(search: $search, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...UserRow_profile\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.UserManagementPageDocument,
    "\n  mutation PromoteToAdmin($userId: ID!) {\n    promoteToAdmin(userId: $userId) {\n      id\n      roles\n    }\n  }\n": types.PromoteToAdminDocument,
    "\n  mutation RemoveAdmin($userId: ID!) {\n    removeAdmin(userId: $userId) {\n      id\n      roles\n    }\n  }\n": types.RemoveAdminDocument,
    "\n  mutation SuspendUser($userId: ID!, $reason: String) {\n    suspendUser(userId: $userId, reason: $reason) {\n      id\n      suspension {\n        suspendedAt\n        reason\n      }\n    }\n  }\n": types.SuspendUserDocument,
    "\n  mutation ReactivateUser($userId: ID!) {\n    reactivateUser(userId: $userId) {\n      id\n      suspension {\n        suspendedAt\n        reason\n      }\n    }\n  }\n": types.ReactivateUserDocument,
    "\n  fragment CampaignCard_campaign on Campaign {\n    id\n    name\n    status\n    objective\n    budgetMoney {\n      amountMinor\n      currency\n    }\n    spentMoney {\n      amountMinor\n      currency\n    }\n    impressions\n    clicks\n    rejectionReason\n  }\n": types.CampaignCard_CampaignFragmentDoc,
    "\n  fragment CampaignTotals_totals on CampaignTotals {\n    count\n    spentMoney {\n      amountMinor\n      currency\n    }\n    impressions\n    clicks\n    averageCtr\n  }\n": types.CampaignTotals_TotalsFragmentDoc,
    "\n  query AdvertisingPage($after: String) {\n    myCampaignTotals {\n      ...CampaignTotals_totals\n    }\n    myCampaigns(first: 20, after: $after) {\n      edges {\n        cursor\n        node {\n          ...CampaignCard_campaign\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.AdvertisingPageDocument,
    "\n  mutation CreateCampaign($input: CreateCampaignInput!) {\n    createCampaign(input: $input) {\n      ...CampaignCard_campaign\n    }\n  }\n": types.CreateCampaignDocument,
    "\n  mutation PauseCampaign($id: ID!) {\n    pauseCampaign(id: $id) {\n      id\n      status\n    }\n  }\n": types.PauseCampaignDocument,
    "\n  mutation ResumeCampaign($id: ID!) {\n    resumeCampaign(id: $id) {\n      id\n      status\n    }\n  }\n": types.ResumeCampaignDocument,
    "\n  fragment CampaignReview_campaign on Campaign {\n    id\n    name\n    objective\n    headline\n    adDescription\n    callToAction\n    destinationUrl\n    mediaUrl\n    mediaType\n    minAge\n    maxAge\n    locations\n    interests\n    dailyBudgetMoney {\n      amountMinor\n      currency\n    }\n    totalBudgetMoney {\n      amountMinor\n      currency\n    }\n    startDate\n    endDate\n    createdAt\n    owner {\n      id\n      username\n    }\n  }\n": types.CampaignReview_CampaignFragmentDoc,
    "\n  query CampaignsInReview($after: String) {\n    campaignsInReview(first: 20, after: $after) {\n      edges {\n        cursor\n        node {\n          ...CampaignReview_campaign\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.CampaignsInReviewDocument,
    "\n  mutation ApproveCampaign($id: ID!) {\n    approveCampaign(id: $id) {\n      id\n      status\n    }\n  }\n": types.ApproveCampaignDocument,
    "\n  mutation RejectCampaign($id: ID!, $reason: String) {\n    rejectCampaign(id: $id, reason: $reason) {\n      id\n      status\n      rejectionReason\n    }\n  }\n": types.RejectCampaignDocument,
    "\n  fragment CreatorStats_stats on CreatorStats {\n    id\n    posts\n    followers\n    allTime {\n      impressions\n      clicks\n      likes\n      comments\n      shares\n      newFollowers\n    }\n    last30Days {\n      impressions\n      clicks\n      likes\n      comments\n      shares\n      newFollowers\n    }\n    previous30Days {\n      impressions\n      clicks\n      likes\n      comments\n      shares\n      newFollowers\n    }\n    daily {\n      date\n      impressions\n      likes\n      comments\n      shares\n      newFollowers\n    }\n    topPosts {\n      impressions\n      clicks\n      likes\n      comments\n      shares\n      post {\n        id\n        content\n        createdAt\n        mediaType\n        hashtags {\n          id\n          tag\n        }\n      }\n    }\n  }\n": types.CreatorStats_StatsFragmentDoc,
    "\n  query CreatorStats($days: Int!, $top: Int!) {\n    myPostStats(days: $days, top: $top) {\n      ...CreatorStats_stats\n    }\n  }\n": types.CreatorStatsDocument,
    "\n  query AudienceInsights($days: Int!, $top: Int!, $limit: Int!) {\n    myPostStats(days: $days, top: $top) {\n      ...CreatorStats_stats\n    }\n    locationAnalytics(limit: $limit) {\n      country\n      countryCode\n      city\n      totalImpressions\n      totalClicks\n    }\n    supporterInsights(top: 5) {\n      ...SupportersCard_insights\n    }\n    myAudienceActivity {\n      id\n      utcHours\n      languages {\n        language\n        followers\n      }\n    }\n  }\n": types.AudienceInsightsDocument,
    "\n  query MyEnergyScorePage {\n    myEnergyScore {\n      id\n      score\n      parts {\n        id\n        points\n        maxPoints\n      }\n      posts\n      commentsReceived\n      repliedInTime\n      impressions\n      engagementBasisPoints\n      topPercent\n      verificationEligible\n    }\n  }\n": types.MyEnergyScorePageDocument,
    "\n  fragment SupportersCard_insights on SupporterInsights {\n    id\n    activeMembers\n    membersByTier {\n      tierId\n      name\n      members\n      retired\n    }\n    topSupporters {\n      supporter {\n        id\n        username\n      }\n      amount {\n        amountMinor\n        currency\n      }\n      payments\n    }\n    churn {\n      membersAtStart\n      joined\n      ended\n      ratePercent\n    }\n  }\n": types.SupportersCard_InsightsFragmentDoc,
    "\n  fragment ApiKeyItem_apiKey on ApiKey {\n    id\n    name\n    description\n    prefix\n    lastFour\n    isActive\n    tier\n    kind\n    createdAt\n    lastUsedAt\n    requestsPerHour\n    createdBy {\n      id\n      username\n    }\n  }\n": types.ApiKeyItem_ApiKeyFragmentDoc,
    "\n  query ApiKeysPage($kind: ApiKeyKind!) {\n    apiKeys(kind: $kind) {\n      ...ApiKeyItem_apiKey\n    }\n  }\n": types.ApiKeysPageDocument,
    "\n  mutation GenerateApiKey($input: GenerateApiKeyInput!) {\n    generateApiKey(input: $input) {\n      secret\n      apiKey {\n        ...ApiKeyItem_apiKey\n      }\n    }\n  }\n": types.GenerateApiKeyDocument,
    "\n  mutation DeleteApiKey($id: ID!) {\n    deleteApiKey(id: $id)\n  }\n": types.DeleteApiKeyDocument,
    "\n  query DeveloperPage {\n    ...PersonalApiKeys_query\n    ...WebhookEndpoints_query\n  }\n": types.DeveloperPageDocument,
    "\n  fragment PersonalApiKeys_query on Query {\n    personalApiKeys {\n      ...PersonalApiKey_apiKey\n    }\n  }\n": types.PersonalApiKeys_QueryFragmentDoc,
    "\n  fragment PersonalApiKey_apiKey on ApiKey {\n    id\n    name\n    prefix\n    lastFour\n    scopes\n    tier\n    requestsPerHour\n    createdAt\n    lastUsedAt\n  }\n": types.PersonalApiKey_ApiKeyFragmentDoc,
    "\n  mutation CreatePersonalApiKey($input: CreatePersonalApiKeyInput!) {\n    createPersonalApiKey(input: $input) {\n      secret\n      apiKey {\n        ...PersonalApiKey_apiKey\n      }\n    }\n  }\n": types.CreatePersonalApiKeyDocument,
    "\n  mutation DeletePersonalApiKey($id: ID!) {\n    deletePersonalApiKey(id: $id)\n  }\n": types.DeletePersonalApiKeyDocument,
    "\n  mutation SignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      ...AuthSession_payload\n    }\n  }\n": types.SignInDocument,
    "\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      ...AuthSession_payload\n    }\n  }\n": types.SignUpDocument,
    "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n": types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($token: String!, $password: String!) {\n    resetPassword(token: $token, password: $password) {\n      ...AuthSession_payload\n    }\n  }\n": types.ResetPasswordDocument,
    "\n  query EmailConfirmation {\n    me {\n      id\n      email\n      emailConfirmedAt\n    }\n  }\n": types.EmailConfirmationDocument,
    "\n  mutation ConfirmEmail($token: String!) {\n    confirmEmail(token: $token) {\n      id\n      email\n      emailConfirmedAt\n    }\n  }\n": types.ConfirmEmailDocument,
    "\n  mutation ResendConfirmation {\n    resendConfirmation\n  }\n": types.ResendConfirmationDocument,
    "\n  mutation SignOut {\n    signOut\n  }\n": types.SignOutDocument,
    "\n  query Me {\n    me {\n      ...AuthUser_user\n    }\n  }\n": types.MeDocument,
    "\n  fragment ProfileSafetyMenu_profile on Profile {\n    id\n    username\n    viewerHasMuted\n  }\n": types.ProfileSafetyMenu_ProfileFragmentDoc,
    "\n  query ControlLists {\n    blockedProfiles {\n      id\n      username\n      avatarUrl\n    }\n    mutedProfiles {\n      id\n      username\n      avatarUrl\n    }\n  }\n": types.ControlListsDocument,
    "\n  mutation BlockPerson($username: String!) {\n    block(username: $username) {\n      id\n      username\n      avatarUrl\n      followersCount\n      followingCount\n      viewerIsFollowing\n    }\n  }\n": types.BlockPersonDocument,
    "\n  mutation UnblockPerson($username: String!) {\n    unblock(username: $username) {\n      id\n      username\n    }\n  }\n": types.UnblockPersonDocument,
    "\n  mutation MutePerson($username: String!) {\n    mute(username: $username) {\n      id\n      username\n      avatarUrl\n      viewerHasMuted\n    }\n  }\n": types.MutePersonDocument,
    "\n  mutation UnmutePerson($username: String!) {\n    unmute(username: $username) {\n      id\n      username\n      viewerHasMuted\n    }\n  }\n": types.UnmutePersonDocument,
    "\n  fragment BookmarkButton_post on Post {\n    id\n    viewerHasBookmarked\n  }\n": types.BookmarkButton_PostFragmentDoc,
    "\n  mutation Bookmark($postId: ID!) {\n    bookmark(postId: $postId) {\n      id\n      viewerHasBookmarked\n    }\n  }\n": types.BookmarkDocument,
    "\n  mutation Unbookmark($postId: ID!) {\n    unbookmark(postId: $postId) {\n      id\n      viewerHasBookmarked\n    }\n  }\n": types.UnbookmarkDocument,
    "\n  query SavedPage($first: Int!, $after: String) {\n    bookmarks(first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...PostCard_post\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.SavedPageDocument,
    "\n  fragment CommentItem_comment on Comment {\n    id\n    parentId\n    content\n    hiddenByFilter\n    createdAt\n    editedAt\n    removed\n    repliesCount\n    author {\n      id\n      username\n      avatarUrl\n    }\n    versions {\n      content\n      writtenAt\n      replacedAt\n    }\n  }\n": types.CommentItem_CommentFragmentDoc,
    "\n  query CommentReplies($postId: ID!, $parentId: ID!, $first: Int!, $after: String) {\n    comments(postId: $postId, parentId: $parentId, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...CommentItem_comment\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.CommentRepliesDocument,
    "\n  mutation AddReply($postId: ID!, $parentId: ID!, $content: String!) {\n    addComment(postId: $postId, parentId: $parentId, content: $content) {\n      ...CommentItem_comment\n      post {\n        id\n        commentsCount\n      }\n    }\n  }\n": types.AddReplyDocument,
    "\n  mutation EditComment($id: ID!, $content: String!) {\n    editComment(id: $id, content: $content) {\n      ...CommentItem_comment\n    }\n  }\n": types.EditCommentDocument,
    "\n  mutation DeleteComment($id: ID!) {\n    deleteComment(id: $id)\n  }\n": types.DeleteCommentDocument,
    "\n  fragment CircleCard_circle on Circle {\n    id\n    name\n    description\n    isPrivate\n    membersCount\n    postsCount\n    viewerStatus\n    owner {\n      id\n      username\n    }\n  }\n": types.CircleCard_CircleFragmentDoc,
    "\n  query CirclesPage($first: Int!, $after: String) {\n    circles(first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...CircleCard_circle\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.CirclesPageDocument,
    "\n  query CirclePage($id: ID!) {\n    circle(id: $id) {\n      ...CircleCard_circle\n    }\n  }\n": types.CirclePageDocument,
    "\n  fragment CirclePostItem_post on CirclePost {\n    id\n    content\n    createdAt\n    author {\n      id\n      username\n      avatarUrl\n    }\n  }\n": types.CirclePostItem_PostFragmentDoc,
    "\n  query CirclePosts($circleId: ID!, $first: Int!, $after: String) {\n    circlePosts(circleId: $circleId, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...CirclePostItem_post\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.CirclePostsDocument,
    "\n  query CircleJoinRequests($circleId: ID!, $first: Int!, $after: String) {\n    circleJoinRequests(circleId: $circleId, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          circleId\n          createdAt\n          user {\n            id\n            username\n            avatarUrl\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.CircleJoinRequestsDocument,
    "\n  mutation CreateCircle($input: CreateCircleInput!) {\n    createCircle(input: $input) {\n      ...CircleCard_circle\n    }\n  }\n": types.CreateCircleDocument,
    "\n  mutation JoinCircle($id: ID!) {\n    joinCircle(id: $id) {\n      id\n      membersCount\n      viewerStatus\n    }\n  }\n": types.JoinCircleDocument,
    "\n  mutation LeaveCircle($id: ID!) {\n    leaveCircle(id: $id) {\n      id\n      membersCount\n      viewerStatus\n    }\n  }\n": types.LeaveCircleDocument,
    "\n  mutation ApproveCircleRequest($circleId: ID!, $userId: ID!) {\n    approveCircleRequest(circleId: $circleId, userId: $userId) {\n      id\n      membersCount\n    }\n  }\n": types.ApproveCircleRequestDocument,
    "\n  mutation DeclineCircleRequest($circleId: ID!, $userId: ID!) {\n    declineCircleRequest(circleId: $circleId, userId: $userId) {\n      id\n      membersCount\n    }\n  }\n": types.DeclineCircleRequestDocument,
    "\n  mutation PostToCircle($input: PostToCircleInput!) {\n    postToCircle(input: $input) {\n      ...CirclePostItem_post\n    }\n  }\n": types.PostToCircleDocument,
    "\n  mutation DeleteCircle($id: ID!) {\n    deleteCircle(id: $id)\n  }\n": types.DeleteCircleDocument,
    "\n  query DiscoverCreators($search: String, $first: Int!, $after: String) {\n    profiles(search: $search, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          id\n          username\n          bio\n          avatarUrl\n          createdAt\n          isVerified\n          roles\n          followersCount\n          followingCount\n          viewerIsFollowing\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.DiscoverCreatorsDocument,
    "\n  fragment ShoutoutItem_shoutout on Shoutout {\n    id\n    message\n    createdAt\n    from {\n      id\n      username\n      avatarUrl\n    }\n    to {\n      id\n      username\n    }\n  }\n": types.ShoutoutItem_ShoutoutFragmentDoc,
    "\n  query ShoutoutsPage($first: Int!, $after: String) {\n    receivedShoutouts(first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...ShoutoutItem_shoutout\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.ShoutoutsPageDocument,
    "\n  query SentShoutouts($first: Int!, $after: String) {\n    sentShoutouts(first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...ShoutoutItem_shoutout\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.SentShoutoutsDocument,
    "\n  mutation SendShoutout($input: SendShoutoutInput!) {\n    sendShoutout(input: $input) {\n      ...ShoutoutItem_shoutout\n    }\n  }\n": types.SendShoutoutDocument,
    "\n  fragment CollabRequestItem_request on CollabRequest {\n    id\n    type\n    amountMoney {\n      amountMinor\n      currency\n    }\n    message\n    status\n    createdAt\n    decidedAt\n    from {\n      id\n      username\n      avatarUrl\n    }\n    to {\n      id\n      username\n    }\n  }\n": types.CollabRequestItem_RequestFragmentDoc,
    "\n  query CollabsPage($first: Int!, $after: String) {\n    receivedCollabRequests(first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...CollabRequestItem_request\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.CollabsPageDocument,
    "\n  query SentCollabRequests($first: Int!, $after: String) {\n    sentCollabRequests(first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...CollabRequestItem_request\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.SentCollabRequestsDocument,
    "\n  mutation SendCollabRequest($input: SendCollabRequestInput!) {\n    sendCollabRequest(input: $input) {\n      ...CollabRequestItem_request\n    }\n  }\n": types.SendCollabRequestDocument,
    "\n  mutation OpenCollabRequest($id: ID!) {\n    openCollabRequest(id: $id) {\n      id\n      status\n    }\n  }\n": types.OpenCollabRequestDocument,
    "\n  mutation AcceptCollabRequest($id: ID!) {\n    acceptCollabRequest(id: $id) {\n      id\n      status\n      decidedAt\n    }\n  }\n": types.AcceptCollabRequestDocument,
    "\n  mutation DeclineCollabRequest($id: ID!) {\n    declineCollabRequest(id: $id) {\n      id\n      status\n      decidedAt\n    }\n  }\n": types.DeclineCollabRequestDocument,
    "\n  mutation CreatePost($input: CreatePostInput!) {\n    createPost(input: $input) {\n      ...PostCard_post\n    }\n  }\n": types.CreatePostDocument,
    "\n  query StudioRecentPosts($username: String!, $first: Int!) {\n    posts(authorUsername: $username, first: $first) {\n      edges {\n        cursor\n        node {\n          id\n          content\n          createdAt\n          mediaType\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.StudioRecentPostsDocument,
    "\n  query CreatorHubMilestones {\n    supporterInsights(top: 1) {\n      id\n      milestones {\n        kind\n        at\n        amount {\n          amountMinor\n          currency\n        }\n        person {\n          id\n          username\n        }\n      }\n    }\n  }\n": types.CreatorHubMilestonesDocument,
    "\n  mutation EditPost($id: ID!, $content: String!) {\n    editPost(id: $id, content: $content) {\n      id\n      content\n      sensitive\n      editedAt\n      hashtags {\n        id\n        tag\n      }\n    }\n  }\n": types.EditPostDocument,
    "\n  query PostVersions($id: ID!) {\n    post(id: $id) {\n      id\n      content\n      createdAt\n      editedAt\n      versions {\n        content\n        writtenAt\n        replacedAt\n      }\n    }\n  }\n": types.PostVersionsDocument,
    "\n  query FeedPage($mode: FeedMode!, $filters: [FeedFilter!], $energy: Int!, $first: Int!, $after: String) {\n    feed(mode: $mode, filters: $filters, energy: $energy, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...PostCard_post\n          ...PostExplanation_post\n          explanation {\n            ...PostExplanationSentence_explanation\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      message\n    }\n  }\n": types.FeedPageDocument,
    "\n  subscription FeedNewPosts {\n    postCreated {\n      id\n      author {\n        id\n        isVerified\n        viewerIsFollowing\n      }\n    }\n  }\n": types.FeedNewPostsDocument,
    "\n  query TrendingHashtags($limit: Int!) {\n    trendingHashtags(limit: $limit) {\n      id\n      tag\n      usageCount\n    }\n  }\n": types.TrendingHashtagsDocument,
    "\n  subscription TrendingHashtagsUpdated {\n    trendingHashtagsUpdated {\n      id\n      tag\n      usageCount\n    }\n  }\n": types.TrendingHashtagsUpdatedDocument,
    "\n  query HashtagPosts($tag: String!, $first: Int!, $after: String) {\n    postsByHashtag(tag: $tag, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...PostCard_post\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.HashtagPostsDocument,
    "\n  subscription HashtagNewPosts($tag: String!) {\n    postCreated(tag: $tag) {\n      ...PostCard_post\n    }\n  }\n": types.HashtagNewPostsDocument,
    "\n  query AccountLanguage {\n    mySettings {\n      id\n      language\n    }\n  }\n": types.AccountLanguageDocument,
    "\n  mutation SaveAccountLanguage($language: String!) {\n    updateSettings(input: { language: $language }) {\n      id\n      language\n    }\n  }\n": types.SaveAccountLanguageDocument,
    "\n  mutation DetectLocation($browserLocation: BrowserLocationInput) {\n    detectLocation(browserLocation: $browserLocation) {\n      success\n      error\n      location {\n        country\n        countryCode\n        city\n        source\n      }\n    }\n  }\n": types.DetectLocationDocument,
    "\n  query MyLocation {\n    myLocation {\n      country\n      countryCode\n      city\n      updatedAt\n    }\n  }\n": types.MyLocationDocument,
    "\n  mutation RecordImpressions($postIds: [ID!]!) {\n    recordImpressions(postIds: $postIds)\n  }\n": types.RecordImpressionsDocument,
    "\n  mutation RecordClick($postId: ID!) {\n    recordClick(postId: $postId)\n  }\n": types.RecordClickDocument,
    "\n  query GeoAnalyticsPage($limit: Int!) {\n    locationAnalytics(limit: $limit) {\n      country\n      countryCode\n      city\n      totalImpressions\n      totalClicks\n    }\n    locationAnalyticsSummary {\n      countries\n      cities\n      totalImpressions\n      totalClicks\n    }\n  }\n": types.GeoAnalyticsPageDocument,
    "\n  fragment TierFields on MembershipTier {\n    id\n    name\n    description\n    price {\n      amountMinor\n      currency\n    }\n    isOpen\n    retiredAt\n    membersCount\n    viewerIsMember\n  }\n": types.TierFieldsFragmentDoc,
    "\n  fragment MemberRow on Member {\n    id\n    username\n    avatarUrl\n    tierName\n    status\n    since\n    lifetime {\n      amountMinor\n      currency\n    }\n  }\n": types.MemberRowFragmentDoc,
    "\n  fragment MembershipCard on Membership {\n    id\n    status\n    creatorUsername\n    since\n    currentPeriodEnd\n    accessUntil\n    renewsAt\n    price {\n      amountMinor\n      currency\n    }\n    tier {\n      id\n      name\n    }\n    payments {\n      id\n      amount {\n        amountMinor\n        currency\n      }\n      reference\n      periodStart\n      periodEnd\n      paidAt\n    }\n  }\n": types.MembershipCardFragmentDoc,
    "\n  query CreatorMemberships($username: String!, $first: Int, $after: String) {\n    membershipTiers(creatorUsername: $username) {\n      ...TierFields\n    }\n    myMembers(first: $first, after: $after) {\n      edges {\n        node {\n          ...MemberRow\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.CreatorMembershipsDocument,
    "\n  query JoinTiers($username: String!) {\n    membershipTiers(creatorUsername: $username) {\n      ...TierFields\n    }\n  }\n": types.JoinTiersDocument,
    "\n  query MyMemberships {\n    myMemberships {\n      ...MembershipCard\n    }\n  }\n": types.MyMembershipsDocument,
    "\n  mutation CreateTier($input: CreateMembershipTierInput!) {\n    createMembershipTier(input: $input) {\n      ...TierFields\n    }\n  }\n": types.CreateTierDocument,
    "\n  mutation UpdateTier($input: UpdateMembershipTierInput!) {\n    updateMembershipTier(input: $input) {\n      ...TierFields\n    }\n  }\n": types.UpdateTierDocument,
    "\n  mutation RetireTier($id: ID!) {\n    retireMembershipTier(id: $id) {\n      ...TierFields\n    }\n  }\n": types.RetireTierDocument,
    "\n  mutation JoinMembership($tierId: ID!, $idempotencyKey: String!, $postId: ID) {\n    joinMembership(tierId: $tierId, idempotencyKey: $idempotencyKey, postId: $postId) {\n      id\n      checkoutUrl\n      status\n    }\n  }\n": types.JoinMembershipDocument,
    "\n  mutation CancelMembership($id: ID!) {\n    cancelMembership(id: $id) {\n      ...MembershipCard\n    }\n  }\n": types.CancelMembershipDocument,
    "\n  fragment MessageBubble_message on Message {\n    id\n    conversationId\n    content\n    mediaUrl\n    createdAt\n    isMine\n    seen\n    sender {\n      id\n      username\n    }\n  }\n": types.MessageBubble_MessageFragmentDoc,
    "\n  fragment ConversationRow_conversation on Conversation {\n    id\n    isRequest\n    declined\n    unreadCount\n    lastMessageAt\n    otherReadAt\n    other {\n      id\n      username\n      avatarUrl\n    }\n    lastMessage {\n      id\n      content\n      mediaUrl\n      isMine\n    }\n  }\n": types.ConversationRow_ConversationFragmentDoc,
    "\n  query MessagesInbox($first: Int, $after: String) {\n    conversations(first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...ConversationRow_conversation\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n    messageRequests(first: $first) {\n      edges {\n        cursor\n        node {\n          ...ConversationRow_conversation\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n    unreadMessageRequestsCount\n    messageSettings {\n      id\n      readReceipts\n    }\n  }\n": types.MessagesInboxDocument,
    "\n  query MessageThread($conversationId: ID!, $first: Int, $after: String) {\n    conversation(id: $conversationId) {\n      ...ConversationRow_conversation\n    }\n    messages(conversationId: $conversationId, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...MessageBubble_message\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.MessageThreadDocument,
    "\n  query UnreadMessagesCount {\n    unreadMessagesCount\n  }\n": types.UnreadMessagesCountDocument,
    "\n  mutation SendMessage($input: SendMessageInput!) {\n    sendMessage(input: $input) {\n      ...MessageBubble_message\n      conversation {\n        ...ConversationRow_conversation\n      }\n    }\n  }\n": types.SendMessageDocument,
    "\n  mutation MarkConversationRead($id: ID!) {\n    markConversationRead(id: $id) {\n      id\n      unreadCount\n    }\n  }\n": types.MarkConversationReadDocument,
    "\n  mutation AcceptMessageRequest($id: ID!) {\n    acceptMessageRequest(id: $id) {\n      ...ConversationRow_conversation\n    }\n  }\n": types.AcceptMessageRequestDocument,
    "\n  mutation DeclineMessageRequest($id: ID!) {\n    declineMessageRequest(id: $id) {\n      ...ConversationRow_conversation\n    }\n  }\n": types.DeclineMessageRequestDocument,
    "\n  subscription ConversationRead {\n    conversationRead {\n      id\n      otherReadAt\n    }\n  }\n": types.ConversationReadDocument,
    "\n  subscription MessageRemoved {\n    messageRemoved {\n      messageId\n      conversationId\n      conversation {\n        ...ConversationRow_conversation\n      }\n    }\n  }\n": types.MessageRemovedDocument,
    "\n  mutation UpdateMessageSettings($readReceipts: Boolean!) {\n    updateMessageSettings(readReceipts: $readReceipts) {\n      id\n      readReceipts\n    }\n  }\n": types.UpdateMessageSettingsDocument,
    "\n  mutation ReportMessage($input: ReportMessageInput!) {\n    reportMessage(input: $input)\n  }\n": types.ReportMessageDocument,
    "\n  subscription MessageAdded {\n    messageAdded {\n      ...MessageBubble_message\n      conversation {\n        ...ConversationRow_conversation\n      }\n    }\n  }\n": types.MessageAddedDocument,
    "\n  mutation ReportContent($input: ReportContentInput!) {\n    reportContent(input: $input)\n  }\n": types.ReportContentDocument,
    "\n  fragment ModerationItem_item on ModerationItem {\n    id\n    kind\n    status\n    excerpt\n    autoFlagged\n    reasons\n    reportCount\n    createdAt\n    commentId\n    author {\n      id\n      username\n    }\n    post {\n      id\n    }\n    message {\n      id\n      mediaUrl\n    }\n  }\n": types.ModerationItem_ItemFragmentDoc,
    "\n  fragment ModerationDecision_item on ModerationItem {\n    decidedAt\n    decidedBy {\n      id\n      username\n    }\n  }\n": types.ModerationDecision_ItemFragmentDoc,
    "\n  query ModerationQueue($status: ModerationStatus!, $after: String) {\n    moderationCounts {\n      pending\n      approved\n      removed\n    }\n    moderationQueue(status: $status, first: 20, after: $after) {\n      edges {\n        cursor\n        node {\n          ...ModerationItem_item\n          ...ModerationDecision_item\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.ModerationQueueDocument,
    "\n  mutation ModerateContent($id: ID!, $decision: ModerationDecision!) {\n    moderateContent(id: $id, decision: $decision) {\n      ...ModerationItem_item\n      ...ModerationDecision_item\n    }\n  }\n": types.ModerateContentDocument,
    "\n  fragment ReportCard_report on Report {\n    id\n    reason\n    details\n    priority\n    status\n    resolution\n    createdAt\n    reporter {\n      id\n      username\n    }\n    reviewedBy {\n      id\n      username\n    }\n    resolvedAt\n    resolvedBy {\n      id\n      username\n    }\n    item {\n      id\n      kind\n      excerpt\n      reportCount\n      author {\n        id\n        username\n      }\n      message {\n        id\n        mediaUrl\n      }\n    }\n  }\n": types.ReportCard_ReportFragmentDoc,
    "\n  query Reports($resolved: Boolean!, $after: String) {\n    reportCounts {\n      open\n      highPriority\n      resolvedToday\n    }\n    reports(resolved: $resolved, first: 20, after: $after) {\n      edges {\n        cursor\n        node {\n          ...ReportCard_report\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.ReportsDocument,
    "\n  mutation ReviewReport($id: ID!) {\n    reviewReport(id: $id) {\n      ...ReportCard_report\n    }\n  }\n": types.ReviewReportDocument,
    "\n  mutation ResolveReport($id: ID!, $action: ReportAction!) {\n    resolveReport(id: $id, action: $action) {\n      ...ReportCard_report\n    }\n  }\n": types.ResolveReportDocument,
    "\n  fragment Withdrawal_withdrawal on Withdrawal {\n    id\n    status\n    methodKind\n    failureReason\n    expectedBy\n    createdAt\n    amount {\n      amountMinor\n      currency\n    }\n    fee {\n      amountMinor\n      currency\n    }\n    net {\n      amountMinor\n      currency\n    }\n  }\n": types.Withdrawal_WithdrawalFragmentDoc,
    "\n  query CashOutPage {\n    wallet {\n      ...WalletBalances_wallet\n    }\n    payoutMethods {\n      ...PayoutMethod_method\n    }\n  }\n": types.CashOutPageDocument,
    "\n  query Withdrawals($first: Int!, $after: String) {\n    withdrawals(first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...Withdrawal_withdrawal\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.WithdrawalsDocument,
    "\n  mutation RequestWithdrawal($input: RequestWithdrawalInput!) {\n    requestWithdrawal(input: $input) {\n      ...Withdrawal_withdrawal\n    }\n  }\n": types.RequestWithdrawalDocument,
    "\n  query EarningsSummary($today: EarningsPeriodInput!, $month: EarningsPeriodInput!, $lastMonth: EarningsPeriodInput!) {\n    today: earnings(period: $today) {\n      total {\n        amountMinor\n        currency\n      }\n    }\n    month: earnings(period: $month) {\n      total {\n        amountMinor\n        currency\n      }\n      bySource {\n        source\n        amount {\n          amountMinor\n          currency\n        }\n      }\n      byDay {\n        date\n        amount {\n          amountMinor\n          currency\n        }\n      }\n      goal {\n        amount {\n          amountMinor\n          currency\n        }\n        updatedAt\n      }\n    }\n    lastMonth: earnings(period: $lastMonth) {\n      total {\n        amountMinor\n        currency\n      }\n      bySource {\n        source\n        amount {\n          amountMinor\n          currency\n        }\n      }\n    }\n  }\n": types.EarningsSummaryDocument,
    "\n  mutation SetEarningsGoal($input: SetEarningsGoalInput!) {\n    setEarningsGoal(input: $input) {\n      amount {\n        amountMinor\n        currency\n      }\n      updatedAt\n    }\n  }\n": types.SetEarningsGoalDocument,
    "\n  query GatewayStatus {\n    paymentGatewayStatus {\n      mode\n      provider\n      lastWebhookAt\n      lastWebhookVerified\n      pendingCheckouts\n      failedCheckouts\n      pendingPayouts\n      failedPayouts\n      pendingCount\n      failedCount\n    }\n  }\n": types.GatewayStatusDocument,
    "\n  query PaymentMode {\n    paymentMode\n  }\n": types.PaymentModeDocument,
    "\n  fragment SplitPosts_post on Post {\n    id\n    content\n    createdAt\n  }\n": types.SplitPosts_PostFragmentDoc,
    "\n  fragment EarningsSplit_split on EarningsSplit {\n    id\n    projectName\n    ownerPercentage\n    viewerIsOwner\n    createdAt\n    owner {\n      id\n      username\n    }\n    shares {\n      percentage\n      collaborator {\n        id\n        username\n      }\n    }\n    posts {\n      ...SplitPosts_post\n    }\n    earnedSoFar {\n      currency\n      total {\n        amountMinor\n        currency\n      }\n      yours {\n        amountMinor\n        currency\n      }\n    }\n  }\n": types.EarningsSplit_SplitFragmentDoc,
    "\n  query EarningsSplits($first: Int!, $after: String) {\n    earningsSplits(first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...EarningsSplit_split\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.EarningsSplitsDocument,
    "\n  mutation CreateEarningsSplit($input: CreateEarningsSplitInput!) {\n    createEarningsSplit(input: $input) {\n      ...EarningsSplit_split\n    }\n  }\n": types.CreateEarningsSplitDocument,
    "\n  mutation DeleteEarningsSplit($id: ID!) {\n    deleteEarningsSplit(id: $id)\n  }\n": types.DeleteEarningsSplitDocument,
    "\n  query SplitRecentPosts($username: String!, $first: Int!) {\n    posts(authorUsername: $username, first: $first) {\n      edges {\n        node {\n          ...SplitPosts_post\n          split {\n            id\n          }\n        }\n      }\n    }\n  }\n": types.SplitRecentPostsDocument,
    "\n  mutation SetPostSplit($postId: ID!, $splitId: ID) {\n    setPostSplit(postId: $postId, splitId: $splitId) {\n      ...SplitPosts_post\n      split {\n        id\n        posts {\n          ...SplitPosts_post\n        }\n      }\n    }\n  }\n": types.SetPostSplitDocument,
    "\n  fragment WalletBalances_wallet on Wallet {\n    balances {\n      currency\n      available {\n        amountMinor\n        currency\n      }\n      pending {\n        amountMinor\n        currency\n      }\n      withdrawing {\n        amountMinor\n        currency\n      }\n      lifetime {\n        amountMinor\n        currency\n      }\n    }\n  }\n": types.WalletBalances_WalletFragmentDoc,
    "\n  fragment LedgerTransaction_transaction on LedgerTransaction {\n    id\n    kind\n    direction\n    status\n    reference\n    createdAt\n    gross {\n      amountMinor\n      currency\n    }\n    fee {\n      amountMinor\n      currency\n    }\n    net {\n      amountMinor\n      currency\n    }\n    counterparty {\n      id\n      username\n    }\n  }\n": types.LedgerTransaction_TransactionFragmentDoc,
    "\n  query WalletPage {\n    wallet {\n      ...WalletBalances_wallet\n    }\n  }\n": types.WalletPageDocument,
    "\n  query WalletTransactions($first: Int!, $after: String, $kind: LedgerTransactionKind) {\n    wallet {\n      transactions(first: $first, after: $after, kind: $kind) {\n        edges {\n          cursor\n          node {\n            ...LedgerTransaction_transaction\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  }\n": types.WalletTransactionsDocument,
    "\n  fragment PayoutMethod_method on PayoutMethod {\n    id\n    kind\n    label\n    createdAt\n  }\n": types.PayoutMethod_MethodFragmentDoc,
    "\n  query PayoutMethods {\n    payoutMethods {\n      ...PayoutMethod_method\n    }\n  }\n": types.PayoutMethodsDocument,
    "\n  mutation AddPayoutMethod($input: AddPayoutMethodInput!) {\n    addPayoutMethod(input: $input) {\n      ...PayoutMethod_method\n    }\n  }\n": types.AddPayoutMethodDocument,
    "\n  mutation RemovePayoutMethod($id: ID!) {\n    removePayoutMethod(id: $id)\n  }\n": types.RemovePayoutMethodDocument,
    "\n  fragment NotificationItem_notification on Notification {\n    id\n    kind\n    read\n    createdAt\n    commentExcerpt\n    reportReason\n    removedKind\n    removedExcerpt\n    campaignName\n    tipAmountMinor\n    tipCurrency\n    tipMessage\n    withdrawalAmountMinor\n    withdrawalCurrency\n    actor {\n      id\n      username\n      avatarUrl\n    }\n    post {\n      id\n    }\n    circle {\n      id\n      name\n    }\n  }\n": types.NotificationItem_NotificationFragmentDoc,
    "\n  query NotificationsBadge {\n    unreadNotificationsCount\n  }\n": types.NotificationsBadgeDocument,
    "\n  query NotificationsList($first: Int!, $after: String) {\n    notifications(first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...NotificationItem_notification\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.NotificationsListDocument,
    "\n  mutation MarkNotificationsRead($ids: [ID!]) {\n    markNotificationsRead(ids: $ids)\n  }\n": types.MarkNotificationsReadDocument,
    "\n  subscription NotificationAdded {\n    notificationAdded {\n      ...NotificationItem_notification\n    }\n  }\n": types.NotificationAddedDocument,
    "\n  fragment PostLock_post on Post {\n    id\n    viewerCanAccess\n    access {\n      kind\n      price {\n        amountMinor\n        currency\n      }\n      tiers {\n        id\n        name\n      }\n    }\n  }\n": types.PostLock_PostFragmentDoc,
    "\n  mutation UnlockPost($postId: ID!, $idempotencyKey: String!) {\n    unlockPost(postId: $postId, idempotencyKey: $idempotencyKey) {\n      id\n      checkoutUrl\n      status\n    }\n  }\n": types.UnlockPostDocument,
    "\n  query UnlockCheckout($id: ID!) {\n    checkout(id: $id) {\n      id\n      status\n    }\n  }\n": types.UnlockCheckoutDocument,
    "\n  query UnlockedPost($id: ID!) {\n    post(id: $id) {\n      id\n      content\n      mediaUrl\n      mediaType\n      viewerCanAccess\n    }\n  }\n": types.UnlockedPostDocument,
    "\n  query PostAccessTiers {\n    postAccessTiers {\n      id\n      name\n      price {\n        amountMinor\n        currency\n      }\n    }\n  }\n": types.PostAccessTiersDocument,
    "\n  fragment PostExplanationSentence_explanation on FeedExplanation {\n    repostedBy\n    author {\n      relation\n      username\n      interactions\n      recent\n    }\n    reasons {\n      kind\n      km\n      ageMinutes\n      likes\n      comments\n      shares\n      tag\n    }\n  }\n": types.PostExplanationSentence_ExplanationFragmentDoc,
    "\n  fragment PostCard_post on Post {\n    id\n    content\n    sensitive\n    createdAt\n    mediaUrl\n    mediaType\n    likesCount\n    commentsCount\n    sharesCount\n    tipsCount\n    viewerHasLiked\n    editedAt\n    author {\n      id\n      username\n      avatarUrl\n      isVerified\n    }\n    hashtags {\n      id\n      tag\n    }\n    ...PostLock_post\n    ...RepostButtons_post\n    ...QuotedPost_post\n    ...BookmarkButton_post\n  }\n": types.PostCard_PostFragmentDoc,
    "\n  fragment PostExplanation_post on Post {\n    id\n    repostedBy {\n      id\n      username\n    }\n    explanation {\n      score\n      summary\n      factors {\n        name\n        value\n        weight\n        contribution\n      }\n    }\n  }\n": types.PostExplanation_PostFragmentDoc,
    "\n  query PostPage($id: ID!) {\n    post(id: $id) {\n      ...PostCard_post\n    }\n  }\n": types.PostPageDocument,
    "\n  mutation LikePost($postId: ID!) {\n    likePost(postId: $postId) {\n      id\n      likesCount\n      viewerHasLiked\n    }\n  }\n": types.LikePostDocument,
    "\n  mutation UnlikePost($postId: ID!) {\n    unlikePost(postId: $postId) {\n      id\n      likesCount\n      viewerHasLiked\n    }\n  }\n": types.UnlikePostDocument,
    "\n  mutation SharePost($postId: ID!) {\n    sharePost(postId: $postId) {\n      id\n      sharesCount\n    }\n  }\n": types.SharePostDocument,
    "\n  mutation DeletePost($id: ID!) {\n    deletePost(id: $id)\n  }\n": types.DeletePostDocument,
    "\n  fragment PostComment_comment on Comment {\n    id\n    ...CommentItem_comment\n  }\n": types.PostComment_CommentFragmentDoc,
    "\n  query PostComments($postId: ID!, $first: Int!, $after: String) {\n    comments(postId: $postId, first: $first, after: $after) {\n      hiddenCount\n      edges {\n        cursor\n        node {\n          ...PostComment_comment\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.PostCommentsDocument,
    "\n  mutation AddComment($postId: ID!, $content: String!) {\n    addComment(postId: $postId, content: $content) {\n      ...PostComment_comment\n      post {\n        id\n        commentsCount\n      }\n    }\n  }\n": types.AddCommentDocument,
    "\n  fragment ProfileHeader_profile on Profile {\n    id\n    username\n    bio\n    avatarUrl\n    createdAt\n    isVerified\n    roles\n    followersCount\n    followingCount\n    viewerIsFollowing\n    location\n    ...ProfileSafetyMenu_profile\n  }\n": types.ProfileHeader_ProfileFragmentDoc,
    "\n  query ProfilePage($username: String!, $first: Int!, $after: String) {\n    profile(username: $username) {\n      ...ProfileHeader_profile\n    }\n    posts(authorUsername: $username, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...PostCard_post\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.ProfilePageDocument,
    "\n  mutation FollowProfile($username: String!) {\n    follow(username: $username) {\n      id\n      followersCount\n      viewerIsFollowing\n    }\n  }\n": types.FollowProfileDocument,
    "\n  mutation UnfollowProfile($username: String!) {\n    unfollow(username: $username) {\n      id\n      followersCount\n      viewerIsFollowing\n    }\n  }\n": types.UnfollowProfileDocument,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      ...ProfileHeader_profile\n    }\n  }\n": types.UpdateProfileDocument,
    "\n  fragment FollowListPage_connection on ProfileConnection {\n    edges {\n      cursor\n      node {\n        id\n        username\n        avatarUrl\n        isVerified\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n": types.FollowListPage_ConnectionFragmentDoc,
    "\n  query ProfileFollowList($username: String!, $followers: Boolean!, $first: Int!, $after: String) {\n    profile(username: $username) {\n      id\n      followers(first: $first, after: $after) @include(if: $followers) {\n        ...FollowListPage_connection\n      }\n      following(first: $first, after: $after) @skip(if: $followers) {\n        ...FollowListPage_connection\n      }\n    }\n  }\n": types.ProfileFollowListDocument,
    "\n  query PublicPostPage($id: ID!) {\n    post(id: $id) {\n      id\n      author {\n        id\n        username\n      }\n      ...PostCard_post\n    }\n  }\n": types.PublicPostPageDocument,
    "\n  query PublicTagPage($tag: String!) {\n    hashtag(tag: $tag) {\n      id\n      tag\n      usageCount\n    }\n  }\n": types.PublicTagPageDocument,
    "\n  mutation SendContactMessage($input: SendContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      id\n      receivedAt\n    }\n  }\n": types.SendContactMessageDocument,
    "\n  query ExplorePage {\n    trendingHashtags(limit: 10) {\n      id\n      tag\n      usageCount\n    }\n  }\n": types.ExplorePageDocument,
    "\n  subscription ExploreTrending {\n    trendingHashtagsUpdated {\n      id\n      tag\n      usageCount\n    }\n  }\n": types.ExploreTrendingDocument,
    "\n  query ExploreCategories {\n    exploreCategories {\n      key\n      tag\n      postsCount\n    }\n  }\n": types.ExploreCategoriesDocument,
    "\n  fragment RepostButtons_post on Post {\n    id\n    repostsCount\n    quotesCount\n    viewerHasReposted\n  }\n": types.RepostButtons_PostFragmentDoc,
    "\n  fragment QuotedPost_post on Post {\n    id\n    quotedPostRemoved\n    quotedPost {\n      id\n      content\n      createdAt\n      author {\n        id\n        username\n      }\n    }\n  }\n": types.QuotedPost_PostFragmentDoc,
    "\n  mutation Repost($postId: ID!) {\n    repost(postId: $postId) {\n      id\n      repostsCount\n      viewerHasReposted\n    }\n  }\n": types.RepostDocument,
    "\n  mutation UndoRepost($postId: ID!) {\n    undoRepost(postId: $postId) {\n      id\n      repostsCount\n      viewerHasReposted\n    }\n  }\n": types.UndoRepostDocument,
    "\n  mutation QuotePost($postId: ID!, $content: String!) {\n    quotePost(postId: $postId, content: $content) {\n      ...PostCard_post\n      quotedPost {\n        id\n        quotesCount\n      }\n    }\n  }\n": types.QuotePostDocument,
    "\n  query TopBarSearch($query: String!, $first: Int!) {\n    profiles(search: $query, first: $first) {\n      edges {\n        node {\n          id\n          username\n          avatarUrl\n          isVerified\n        }\n      }\n    }\n    searchHashtags(query: $query, first: $first) {\n      id\n      tag\n      usageCount\n    }\n  }\n": types.TopBarSearchDocument,
    "\n  query SearchPage($query: String!, $kind: SearchKind!, $first: Int!, $after: String) {\n    search(query: $query, kind: $kind, first: $first, after: $after) {\n      query\n      kind\n      people {\n        edges {\n          cursor\n          node {\n            ...SearchPerson_profile\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n      posts {\n        edges {\n          cursor\n          node {\n            ...PostCard_post\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n      hashtags {\n        edges {\n          cursor\n          node {\n            ...SearchHashtag_hashtag\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  }\n": types.SearchPageDocument,
    "\n  query PublicSearch($query: String!, $kind: SearchKind!, $first: Int!, $after: String) {\n    search(query: $query, kind: $kind, first: $first, after: $after) {\n      query\n      kind\n      people {\n        edges {\n          cursor\n          node {\n            ...SearchPerson_profile\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n      posts {\n        edges {\n          cursor\n          node {\n            ...PublicSearchPost_post\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n      hashtags {\n        edges {\n          cursor\n          node {\n            ...SearchHashtag_hashtag\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  }\n": types.PublicSearchDocument,
    "\n  fragment SearchPerson_profile on Profile {\n    id\n    username\n    bio\n    avatarUrl\n    isVerified\n    followersCount\n  }\n": types.SearchPerson_ProfileFragmentDoc,
    "\n  fragment SearchHashtag_hashtag on Hashtag {\n    id\n    tag\n    usageCount\n  }\n": types.SearchHashtag_HashtagFragmentDoc,
    "\n  fragment PublicSearchPost_post on Post {\n    id\n    content\n    sensitive\n    createdAt\n    author {\n      id\n      username\n      avatarUrl\n      isVerified\n    }\n  }\n": types.PublicSearchPost_PostFragmentDoc,
    "\n  query AccountPage {\n    me {\n      id\n      email\n      emailConfirmedAt\n      pendingEmail\n    }\n    sessions {\n      ...SessionsList_session\n    }\n  }\n": types.AccountPageDocument,
    "\n  fragment SessionsList_session on AccountSession {\n    id\n    device\n    city\n    country\n    createdAt\n    lastSeenAt\n    current\n  }\n": types.SessionsList_SessionFragmentDoc,
    "\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword)\n  }\n": types.ChangePasswordDocument,
    "\n  mutation ChangeEmail($newEmail: String!, $password: String!) {\n    changeEmail(newEmail: $newEmail, password: $password)\n  }\n": types.ChangeEmailDocument,
    "\n  mutation RevokeSession($id: ID!) {\n    revokeSession(id: $id)\n  }\n": types.RevokeSessionDocument,
    "\n  mutation RevokeOtherSessions {\n    revokeOtherSessions\n  }\n": types.RevokeOtherSessionsDocument,
    "\n  fragment AccountSettings_settings on AccountSettings {\n    id\n    feedAlgorithm\n    theme\n    displayMode\n    language\n    updatedAt\n    privacy {\n      publicProfile\n      showFollowers\n      showEarnings\n      privateMessages\n      collabRequests\n      location\n      filterContent\n      commentFilter\n    }\n  }\n": types.AccountSettings_SettingsFragmentDoc,
    "\n  query MySettings {\n    mySettings {\n      ...AccountSettings_settings\n    }\n  }\n": types.MySettingsDocument,
    "\n  mutation UpdateSettings($input: UpdateSettingsInput!) {\n    updateSettings(input: $input) {\n      ...AccountSettings_settings\n    }\n  }\n": types.UpdateSettingsDocument,
    "\n  mutation Tip($input: TipInput!) {\n    tip(input: $input) {\n      id\n      checkoutUrl\n      status\n    }\n  }\n": types.TipDocument,
    "\n  query CheckoutStatus($id: ID!) {\n    checkout(id: $id) {\n      id\n      status\n      purpose\n      amountMinor\n      currency\n      testMode\n      postId\n    }\n  }\n": types.CheckoutStatusDocument,
    "\n  query PostTipsCount($id: ID!) {\n    post(id: $id) {\n      id\n      tipsCount\n    }\n  }\n": types.PostTipsCountDocument,
    "\n  fragment WebhookEndpoints_query on Query {\n    webhookEndpoints {\n      ...WebhookEndpoint_endpoint\n    }\n  }\n": types.WebhookEndpoints_QueryFragmentDoc,
    "\n  fragment WebhookEndpoint_endpoint on WebhookEndpoint {\n    id\n    url\n    description\n    events\n    createdAt\n    disabledAt\n    disabledReason\n  }\n": types.WebhookEndpoint_EndpointFragmentDoc,
    "\n  mutation CreateWebhookEndpoint($input: CreateWebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) {\n      secret\n      endpoint {\n        ...WebhookEndpoint_endpoint\n      }\n    }\n  }\n": types.CreateWebhookEndpointDocument,
    "\n  mutation DeleteWebhookEndpoint($id: ID!) {\n    deleteWebhookEndpoint(id: $id)\n  }\n": types.DeleteWebhookEndpointDocument,
    "\n  query WebhookDeliveries($endpointId: ID!, $after: String) {\n    webhookDeliveries(endpointId: $endpointId, first: 20, after: $after) {\n      edges {\n        node {\n          ...WebhookDelivery_delivery\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.WebhookDeliveriesDocument,
    "\n  fragment WebhookDelivery_delivery on WebhookDelivery {\n    id\n    messageId\n    eventType\n    status\n    attempts\n    createdAt\n    nextAttemptAt\n    lastAttempt {\n      attemptedAt\n      statusCode\n      latencyMs\n      responseExcerpt\n      error\n    }\n  }\n": types.WebhookDelivery_DeliveryFragmentDoc,
    "\n  mutation RedeliverWebhook($deliveryId: ID!) {\n    redeliverWebhook(deliveryId: $deliveryId) {\n      ...WebhookDelivery_delivery\n    }\n  }\n": types.RedeliverWebhookDocument,
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
export function graphql(source: "\n  fragment SystemSettingsForm_settings on SystemSettings {\n    autoModeration\n    profanityFilter\n    spamDetection\n    reportAlerts\n    newUserSignupAlerts\n    systemAlerts\n    maintenanceMode\n    allowNewSignups\n    publicProfiles\n    updatedAt\n    updatedBy {\n      id\n      username\n    }\n  }\n"): (typeof documents)["\n  fragment SystemSettingsForm_settings on SystemSettings {\n    autoModeration\n    profanityFilter\n    spamDetection\n    reportAlerts\n    newUserSignupAlerts\n    systemAlerts\n    maintenanceMode\n    allowNewSignups\n    publicProfiles\n    updatedAt\n    updatedBy {\n      id\n      username\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SystemSettingsPage {\n    systemSettings {\n      ...SystemSettingsForm_settings\n    }\n  }\n"): (typeof documents)["\n  query SystemSettingsPage {\n    systemSettings {\n      ...SystemSettingsForm_settings\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateSystemSettings($input: UpdateSystemSettingsInput!) {\n    updateSystemSettings(input: $input) {\n      ...SystemSettingsForm_settings\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateSystemSettings($input: UpdateSystemSettingsInput!) {\n    updateSystemSettings(input: $input) {\n      ...SystemSettingsForm_settings\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UserRow_profile on Profile {\n    id\n    username\n    bio\n    avatarUrl\n    createdAt\n    roles\n    suspension {\n      suspendedAt\n      reason\n    }\n  }\n"): (typeof documents)["\n  fragment UserRow_profile on Profile {\n    id\n    username\n    bio\n    avatarUrl\n    createdAt\n    roles\n    suspension {\n      suspendedAt\n      reason\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UserStatsCards_stats on UserStats {\n    totalUsers\n    activeUsers\n    admins\n    moderators\n    suspended\n  }\n"): (typeof documents)["\n  fragment UserStatsCards_stats on UserStats {\n    totalUsers\n    activeUsers\n    admins\n    moderators\n    suspended\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserManagementPage($search: String, $first: Int, $after: String) {\n    userStats {\n      ...UserStatsCards_stats\n    }\n    profiles(search: $search, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...UserRow_profile\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query UserManagementPage($search: String, $first: Int, $after: String) {\n    userStats {\n      ...UserStatsCards_stats\n    }\n    profiles(search: $search, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...UserRow_profile\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PromoteToAdmin($userId: ID!) {\n    promoteToAdmin(userId: $userId) {\n      id\n      roles\n    }\n  }\n"): (typeof documents)["\n  mutation PromoteToAdmin($userId: ID!) {\n    promoteToAdmin(userId: $userId) {\n      id\n      roles\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveAdmin($userId: ID!) {\n    removeAdmin(userId: $userId) {\n      id\n      roles\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveAdmin($userId: ID!) {\n    removeAdmin(userId: $userId) {\n      id\n      roles\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SuspendUser($userId: ID!, $reason: String) {\n    suspendUser(userId: $userId, reason: $reason) {\n      id\n      suspension {\n        suspendedAt\n        reason\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SuspendUser($userId: ID!, $reason: String) {\n    suspendUser(userId: $userId, reason: $reason) {\n      id\n      suspension {\n        suspendedAt\n        reason\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReactivateUser($userId: ID!) {\n    reactivateUser(userId: $userId) {\n      id\n      suspension {\n        suspendedAt\n        reason\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ReactivateUser($userId: ID!) {\n    reactivateUser(userId: $userId) {\n      id\n      suspension {\n        suspendedAt\n        reason\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CampaignCard_campaign on Campaign {\n    id\n    name\n    status\n    objective\n    budgetMoney {\n      amountMinor\n      currency\n    }\n    spentMoney {\n      amountMinor\n      currency\n    }\n    impressions\n    clicks\n    rejectionReason\n  }\n"): (typeof documents)["\n  fragment CampaignCard_campaign on Campaign {\n    id\n    name\n    status\n    objective\n    budgetMoney {\n      amountMinor\n      currency\n    }\n    spentMoney {\n      amountMinor\n      currency\n    }\n    impressions\n    clicks\n    rejectionReason\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CampaignTotals_totals on CampaignTotals {\n    count\n    spentMoney {\n      amountMinor\n      currency\n    }\n    impressions\n    clicks\n    averageCtr\n  }\n"): (typeof documents)["\n  fragment CampaignTotals_totals on CampaignTotals {\n    count\n    spentMoney {\n      amountMinor\n      currency\n    }\n    impressions\n    clicks\n    averageCtr\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdvertisingPage($after: String) {\n    myCampaignTotals {\n      ...CampaignTotals_totals\n    }\n    myCampaigns(first: 20, after: $after) {\n      edges {\n        cursor\n        node {\n          ...CampaignCard_campaign\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdvertisingPage($after: String) {\n    myCampaignTotals {\n      ...CampaignTotals_totals\n    }\n    myCampaigns(first: 20, after: $after) {\n      edges {\n        cursor\n        node {\n          ...CampaignCard_campaign\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCampaign($input: CreateCampaignInput!) {\n    createCampaign(input: $input) {\n      ...CampaignCard_campaign\n    }\n  }\n"): (typeof documents)["\n  mutation CreateCampaign($input: CreateCampaignInput!) {\n    createCampaign(input: $input) {\n      ...CampaignCard_campaign\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PauseCampaign($id: ID!) {\n    pauseCampaign(id: $id) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation PauseCampaign($id: ID!) {\n    pauseCampaign(id: $id) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResumeCampaign($id: ID!) {\n    resumeCampaign(id: $id) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation ResumeCampaign($id: ID!) {\n    resumeCampaign(id: $id) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CampaignReview_campaign on Campaign {\n    id\n    name\n    objective\n    headline\n    adDescription\n    callToAction\n    destinationUrl\n    mediaUrl\n    mediaType\n    minAge\n    maxAge\n    locations\n    interests\n    dailyBudgetMoney {\n      amountMinor\n      currency\n    }\n    totalBudgetMoney {\n      amountMinor\n      currency\n    }\n    startDate\n    endDate\n    createdAt\n    owner {\n      id\n      username\n    }\n  }\n"): (typeof documents)["\n  fragment CampaignReview_campaign on Campaign {\n    id\n    name\n    objective\n    headline\n    adDescription\n    callToAction\n    destinationUrl\n    mediaUrl\n    mediaType\n    minAge\n    maxAge\n    locations\n    interests\n    dailyBudgetMoney {\n      amountMinor\n      currency\n    }\n    totalBudgetMoney {\n      amountMinor\n      currency\n    }\n    startDate\n    endDate\n    createdAt\n    owner {\n      id\n      username\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CampaignsInReview($after: String) {\n    campaignsInReview(first: 20, after: $after) {\n      edges {\n        cursor\n        node {\n          ...CampaignReview_campaign\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query CampaignsInReview($after: String) {\n    campaignsInReview(first: 20, after: $after) {\n      edges {\n        cursor\n        node {\n          ...CampaignReview_campaign\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApproveCampaign($id: ID!) {\n    approveCampaign(id: $id) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation ApproveCampaign($id: ID!) {\n    approveCampaign(id: $id) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RejectCampaign($id: ID!, $reason: String) {\n    rejectCampaign(id: $id, reason: $reason) {\n      id\n      status\n      rejectionReason\n    }\n  }\n"): (typeof documents)["\n  mutation RejectCampaign($id: ID!, $reason: String) {\n    rejectCampaign(id: $id, reason: $reason) {\n      id\n      status\n      rejectionReason\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CreatorStats_stats on CreatorStats {\n    id\n    posts\n    followers\n    allTime {\n      impressions\n      clicks\n      likes\n      comments\n      shares\n      newFollowers\n    }\n    last30Days {\n      impressions\n      clicks\n      likes\n      comments\n      shares\n      newFollowers\n    }\n    previous30Days {\n      impressions\n      clicks\n      likes\n      comments\n      shares\n      newFollowers\n    }\n    daily {\n      date\n      impressions\n      likes\n      comments\n      shares\n      newFollowers\n    }\n    topPosts {\n      impressions\n      clicks\n      likes\n      comments\n      shares\n      post {\n        id\n        content\n        createdAt\n        mediaType\n        hashtags {\n          id\n          tag\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment CreatorStats_stats on CreatorStats {\n    id\n    posts\n    followers\n    allTime {\n      impressions\n      clicks\n      likes\n      comments\n      shares\n      newFollowers\n    }\n    last30Days {\n      impressions\n      clicks\n      likes\n      comments\n      shares\n      newFollowers\n    }\n    previous30Days {\n      impressions\n      clicks\n      likes\n      comments\n      shares\n      newFollowers\n    }\n    daily {\n      date\n      impressions\n      likes\n      comments\n      shares\n      newFollowers\n    }\n    topPosts {\n      impressions\n      clicks\n      likes\n      comments\n      shares\n      post {\n        id\n        content\n        createdAt\n        mediaType\n        hashtags {\n          id\n          tag\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CreatorStats($days: Int!, $top: Int!) {\n    myPostStats(days: $days, top: $top) {\n      ...CreatorStats_stats\n    }\n  }\n"): (typeof documents)["\n  query CreatorStats($days: Int!, $top: Int!) {\n    myPostStats(days: $days, top: $top) {\n      ...CreatorStats_stats\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AudienceInsights($days: Int!, $top: Int!, $limit: Int!) {\n    myPostStats(days: $days, top: $top) {\n      ...CreatorStats_stats\n    }\n    locationAnalytics(limit: $limit) {\n      country\n      countryCode\n      city\n      totalImpressions\n      totalClicks\n    }\n    supporterInsights(top: 5) {\n      ...SupportersCard_insights\n    }\n    myAudienceActivity {\n      id\n      utcHours\n      languages {\n        language\n        followers\n      }\n    }\n  }\n"): (typeof documents)["\n  query AudienceInsights($days: Int!, $top: Int!, $limit: Int!) {\n    myPostStats(days: $days, top: $top) {\n      ...CreatorStats_stats\n    }\n    locationAnalytics(limit: $limit) {\n      country\n      countryCode\n      city\n      totalImpressions\n      totalClicks\n    }\n    supporterInsights(top: 5) {\n      ...SupportersCard_insights\n    }\n    myAudienceActivity {\n      id\n      utcHours\n      languages {\n        language\n        followers\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyEnergyScorePage {\n    myEnergyScore {\n      id\n      score\n      parts {\n        id\n        points\n        maxPoints\n      }\n      posts\n      commentsReceived\n      repliedInTime\n      impressions\n      engagementBasisPoints\n      topPercent\n      verificationEligible\n    }\n  }\n"): (typeof documents)["\n  query MyEnergyScorePage {\n    myEnergyScore {\n      id\n      score\n      parts {\n        id\n        points\n        maxPoints\n      }\n      posts\n      commentsReceived\n      repliedInTime\n      impressions\n      engagementBasisPoints\n      topPercent\n      verificationEligible\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SupportersCard_insights on SupporterInsights {\n    id\n    activeMembers\n    membersByTier {\n      tierId\n      name\n      members\n      retired\n    }\n    topSupporters {\n      supporter {\n        id\n        username\n      }\n      amount {\n        amountMinor\n        currency\n      }\n      payments\n    }\n    churn {\n      membersAtStart\n      joined\n      ended\n      ratePercent\n    }\n  }\n"): (typeof documents)["\n  fragment SupportersCard_insights on SupporterInsights {\n    id\n    activeMembers\n    membersByTier {\n      tierId\n      name\n      members\n      retired\n    }\n    topSupporters {\n      supporter {\n        id\n        username\n      }\n      amount {\n        amountMinor\n        currency\n      }\n      payments\n    }\n    churn {\n      membersAtStart\n      joined\n      ended\n      ratePercent\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ApiKeyItem_apiKey on ApiKey {\n    id\n    name\n    description\n    prefix\n    lastFour\n    isActive\n    tier\n    kind\n    createdAt\n    lastUsedAt\n    requestsPerHour\n    createdBy {\n      id\n      username\n    }\n  }\n"): (typeof documents)["\n  fragment ApiKeyItem_apiKey on ApiKey {\n    id\n    name\n    description\n    prefix\n    lastFour\n    isActive\n    tier\n    kind\n    createdAt\n    lastUsedAt\n    requestsPerHour\n    createdBy {\n      id\n      username\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApiKeysPage($kind: ApiKeyKind!) {\n    apiKeys(kind: $kind) {\n      ...ApiKeyItem_apiKey\n    }\n  }\n"): (typeof documents)["\n  query ApiKeysPage($kind: ApiKeyKind!) {\n    apiKeys(kind: $kind) {\n      ...ApiKeyItem_apiKey\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GenerateApiKey($input: GenerateApiKeyInput!) {\n    generateApiKey(input: $input) {\n      secret\n      apiKey {\n        ...ApiKeyItem_apiKey\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation GenerateApiKey($input: GenerateApiKeyInput!) {\n    generateApiKey(input: $input) {\n      secret\n      apiKey {\n        ...ApiKeyItem_apiKey\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteApiKey($id: ID!) {\n    deleteApiKey(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteApiKey($id: ID!) {\n    deleteApiKey(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DeveloperPage {\n    ...PersonalApiKeys_query\n    ...WebhookEndpoints_query\n  }\n"): (typeof documents)["\n  query DeveloperPage {\n    ...PersonalApiKeys_query\n    ...WebhookEndpoints_query\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PersonalApiKeys_query on Query {\n    personalApiKeys {\n      ...PersonalApiKey_apiKey\n    }\n  }\n"): (typeof documents)["\n  fragment PersonalApiKeys_query on Query {\n    personalApiKeys {\n      ...PersonalApiKey_apiKey\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PersonalApiKey_apiKey on ApiKey {\n    id\n    name\n    prefix\n    lastFour\n    scopes\n    tier\n    requestsPerHour\n    createdAt\n    lastUsedAt\n  }\n"): (typeof documents)["\n  fragment PersonalApiKey_apiKey on ApiKey {\n    id\n    name\n    prefix\n    lastFour\n    scopes\n    tier\n    requestsPerHour\n    createdAt\n    lastUsedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePersonalApiKey($input: CreatePersonalApiKeyInput!) {\n    createPersonalApiKey(input: $input) {\n      secret\n      apiKey {\n        ...PersonalApiKey_apiKey\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreatePersonalApiKey($input: CreatePersonalApiKeyInput!) {\n    createPersonalApiKey(input: $input) {\n      secret\n      apiKey {\n        ...PersonalApiKey_apiKey\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeletePersonalApiKey($id: ID!) {\n    deletePersonalApiKey(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeletePersonalApiKey($id: ID!) {\n    deletePersonalApiKey(id: $id)\n  }\n"];
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
export function graphql(source: "\n  query EmailConfirmation {\n    me {\n      id\n      email\n      emailConfirmedAt\n    }\n  }\n"): (typeof documents)["\n  query EmailConfirmation {\n    me {\n      id\n      email\n      emailConfirmedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmEmail($token: String!) {\n    confirmEmail(token: $token) {\n      id\n      email\n      emailConfirmedAt\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmEmail($token: String!) {\n    confirmEmail(token: $token) {\n      id\n      email\n      emailConfirmedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendConfirmation {\n    resendConfirmation\n  }\n"): (typeof documents)["\n  mutation ResendConfirmation {\n    resendConfirmation\n  }\n"];
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
export function graphql(source: "\n  fragment ProfileSafetyMenu_profile on Profile {\n    id\n    username\n    viewerHasMuted\n  }\n"): (typeof documents)["\n  fragment ProfileSafetyMenu_profile on Profile {\n    id\n    username\n    viewerHasMuted\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ControlLists {\n    blockedProfiles {\n      id\n      username\n      avatarUrl\n    }\n    mutedProfiles {\n      id\n      username\n      avatarUrl\n    }\n  }\n"): (typeof documents)["\n  query ControlLists {\n    blockedProfiles {\n      id\n      username\n      avatarUrl\n    }\n    mutedProfiles {\n      id\n      username\n      avatarUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BlockPerson($username: String!) {\n    block(username: $username) {\n      id\n      username\n      avatarUrl\n      followersCount\n      followingCount\n      viewerIsFollowing\n    }\n  }\n"): (typeof documents)["\n  mutation BlockPerson($username: String!) {\n    block(username: $username) {\n      id\n      username\n      avatarUrl\n      followersCount\n      followingCount\n      viewerIsFollowing\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnblockPerson($username: String!) {\n    unblock(username: $username) {\n      id\n      username\n    }\n  }\n"): (typeof documents)["\n  mutation UnblockPerson($username: String!) {\n    unblock(username: $username) {\n      id\n      username\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MutePerson($username: String!) {\n    mute(username: $username) {\n      id\n      username\n      avatarUrl\n      viewerHasMuted\n    }\n  }\n"): (typeof documents)["\n  mutation MutePerson($username: String!) {\n    mute(username: $username) {\n      id\n      username\n      avatarUrl\n      viewerHasMuted\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnmutePerson($username: String!) {\n    unmute(username: $username) {\n      id\n      username\n      viewerHasMuted\n    }\n  }\n"): (typeof documents)["\n  mutation UnmutePerson($username: String!) {\n    unmute(username: $username) {\n      id\n      username\n      viewerHasMuted\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BookmarkButton_post on Post {\n    id\n    viewerHasBookmarked\n  }\n"): (typeof documents)["\n  fragment BookmarkButton_post on Post {\n    id\n    viewerHasBookmarked\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Bookmark($postId: ID!) {\n    bookmark(postId: $postId) {\n      id\n      viewerHasBookmarked\n    }\n  }\n"): (typeof documents)["\n  mutation Bookmark($postId: ID!) {\n    bookmark(postId: $postId) {\n      id\n      viewerHasBookmarked\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Unbookmark($postId: ID!) {\n    unbookmark(postId: $postId) {\n      id\n      viewerHasBookmarked\n    }\n  }\n"): (typeof documents)["\n  mutation Unbookmark($postId: ID!) {\n    unbookmark(postId: $postId) {\n      id\n      viewerHasBookmarked\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SavedPage($first: Int!, $after: String) {\n    bookmarks(first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...PostCard_post\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query SavedPage($first: Int!, $after: String) {\n    bookmarks(first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...PostCard_post\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CommentItem_comment on Comment {\n    id\n    parentId\n    content\n    hiddenByFilter\n    createdAt\n    editedAt\n    removed\n    repliesCount\n    author {\n      id\n      username\n      avatarUrl\n    }\n    versions {\n      content\n      writtenAt\n      replacedAt\n    }\n  }\n"): (typeof documents)["\n  fragment CommentItem_comment on Comment {\n    id\n    parentId\n    content\n    hiddenByFilter\n    createdAt\n    editedAt\n    removed\n    repliesCount\n    author {\n      id\n      username\n      avatarUrl\n    }\n    versions {\n      content\n      writtenAt\n      replacedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CommentReplies($postId: ID!, $parentId: ID!, $first: Int!, $after: String) {\n    comments(postId: $postId, parentId: $parentId, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...CommentItem_comment\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query CommentReplies($postId: ID!, $parentId: ID!, $first: Int!, $after: String) {\n    comments(postId: $postId, parentId: $parentId, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...CommentItem_comment\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddReply($postId: ID!, $parentId: ID!, $content: String!) {\n    addComment(postId: $postId, parentId: $parentId, content: $content) {\n      ...CommentItem_comment\n      post {\n        id\n        commentsCount\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AddReply($postId: ID!, $parentId: ID!, $content: String!) {\n    addComment(postId: $postId, parentId: $parentId, content: $content) {\n      ...CommentItem_comment\n      post {\n        id\n        commentsCount\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EditComment($id: ID!, $content: String!) {\n    editComment(id: $id, content: $content) {\n      ...CommentItem_comment\n    }\n  }\n"): (typeof documents)["\n  mutation EditComment($id: ID!, $content: String!) {\n    editComment(id: $id, content: $content) {\n      ...CommentItem_comment\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteComment($id: ID!) {\n    deleteComment(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteComment($id: ID!) {\n    deleteComment(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CircleCard_circle on Circle {\n    id\n    name\n    description\n    isPrivate\n    membersCount\n    postsCount\n    viewerStatus\n    owner {\n      id\n      username\n    }\n  }\n"): (typeof documents)["\n  fragment CircleCard_circle on Circle {\n    id\n    name\n    description\n    isPrivate\n    membersCount\n    postsCount\n    viewerStatus\n    owner {\n      id\n      username\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CirclesPage($first: Int!, $after: String) {\n    circles(first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...CircleCard_circle\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query CirclesPage($first: Int!, $after: String) {\n    circles(first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...CircleCard_circle\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CirclePage($id: ID!) {\n    circle(id: $id) {\n      ...CircleCard_circle\n    }\n  }\n"): (typeof documents)["\n  query CirclePage($id: ID!) {\n    circle(id: $id) {\n      ...CircleCard_circle\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CirclePostItem_post on CirclePost {\n    id\n    content\n    createdAt\n    author {\n      id\n      username\n      avatarUrl\n    }\n  }\n"): (typeof documents)["\n  fragment CirclePostItem_post on CirclePost {\n    id\n    content\n    createdAt\n    author {\n      id\n      username\n      avatarUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CirclePosts($circleId: ID!, $first: Int!, $after: String) {\n    circlePosts(circleId: $circleId, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...CirclePostItem_post\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query CirclePosts($circleId: ID!, $first: Int!, $after: String) {\n    circlePosts(circleId: $circleId, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...CirclePostItem_post\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CircleJoinRequests($circleId: ID!, $first: Int!, $after: String) {\n    circleJoinRequests(circleId: $circleId, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          circleId\n          createdAt\n          user {\n            id\n            username\n            avatarUrl\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query CircleJoinRequests($circleId: ID!, $first: Int!, $after: String) {\n    circleJoinRequests(circleId: $circleId, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          circleId\n          createdAt\n          user {\n            id\n            username\n            avatarUrl\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCircle($input: CreateCircleInput!) {\n    createCircle(input: $input) {\n      ...CircleCard_circle\n    }\n  }\n"): (typeof documents)["\n  mutation CreateCircle($input: CreateCircleInput!) {\n    createCircle(input: $input) {\n      ...CircleCard_circle\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation JoinCircle($id: ID!) {\n    joinCircle(id: $id) {\n      id\n      membersCount\n      viewerStatus\n    }\n  }\n"): (typeof documents)["\n  mutation JoinCircle($id: ID!) {\n    joinCircle(id: $id) {\n      id\n      membersCount\n      viewerStatus\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LeaveCircle($id: ID!) {\n    leaveCircle(id: $id) {\n      id\n      membersCount\n      viewerStatus\n    }\n  }\n"): (typeof documents)["\n  mutation LeaveCircle($id: ID!) {\n    leaveCircle(id: $id) {\n      id\n      membersCount\n      viewerStatus\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApproveCircleRequest($circleId: ID!, $userId: ID!) {\n    approveCircleRequest(circleId: $circleId, userId: $userId) {\n      id\n      membersCount\n    }\n  }\n"): (typeof documents)["\n  mutation ApproveCircleRequest($circleId: ID!, $userId: ID!) {\n    approveCircleRequest(circleId: $circleId, userId: $userId) {\n      id\n      membersCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeclineCircleRequest($circleId: ID!, $userId: ID!) {\n    declineCircleRequest(circleId: $circleId, userId: $userId) {\n      id\n      membersCount\n    }\n  }\n"): (typeof documents)["\n  mutation DeclineCircleRequest($circleId: ID!, $userId: ID!) {\n    declineCircleRequest(circleId: $circleId, userId: $userId) {\n      id\n      membersCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PostToCircle($input: PostToCircleInput!) {\n    postToCircle(input: $input) {\n      ...CirclePostItem_post\n    }\n  }\n"): (typeof documents)["\n  mutation PostToCircle($input: PostToCircleInput!) {\n    postToCircle(input: $input) {\n      ...CirclePostItem_post\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteCircle($id: ID!) {\n    deleteCircle(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteCircle($id: ID!) {\n    deleteCircle(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DiscoverCreators($search: String, $first: Int!, $after: String) {\n    profiles(search: $search, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          id\n          username\n          bio\n          avatarUrl\n          createdAt\n          isVerified\n          roles\n          followersCount\n          followingCount\n          viewerIsFollowing\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query DiscoverCreators($search: String, $first: Int!, $after: String) {\n    profiles(search: $search, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          id\n          username\n          bio\n          avatarUrl\n          createdAt\n          isVerified\n          roles\n          followersCount\n          followingCount\n          viewerIsFollowing\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ShoutoutItem_shoutout on Shoutout {\n    id\n    message\n    createdAt\n    from {\n      id\n      username\n      avatarUrl\n    }\n    to {\n      id\n      username\n    }\n  }\n"): (typeof documents)["\n  fragment ShoutoutItem_shoutout on Shoutout {\n    id\n    message\n    createdAt\n    from {\n      id\n      username\n      avatarUrl\n    }\n    to {\n      id\n      username\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShoutoutsPage($first: Int!, $after: String) {\n    receivedShoutouts(first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...ShoutoutItem_shoutout\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query ShoutoutsPage($first: Int!, $after: String) {\n    receivedShoutouts(first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...ShoutoutItem_shoutout\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SentShoutouts($first: Int!, $after: String) {\n    sentShoutouts(first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...ShoutoutItem_shoutout\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query SentShoutouts($first: Int!, $after: String) {\n    sentShoutouts(first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...ShoutoutItem_shoutout\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendShoutout($input: SendShoutoutInput!) {\n    sendShoutout(input: $input) {\n      ...ShoutoutItem_shoutout\n    }\n  }\n"): (typeof documents)["\n  mutation SendShoutout($input: SendShoutoutInput!) {\n    sendShoutout(input: $input) {\n      ...ShoutoutItem_shoutout\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CollabRequestItem_request on CollabRequest {\n    id\n    type\n    amountMoney {\n      amountMinor\n      currency\n    }\n    message\n    status\n    createdAt\n    decidedAt\n    from {\n      id\n      username\n      avatarUrl\n    }\n    to {\n      id\n      username\n    }\n  }\n"): (typeof documents)["\n  fragment CollabRequestItem_request on CollabRequest {\n    id\n    type\n    amountMoney {\n      amountMinor\n      currency\n    }\n    message\n    status\n    createdAt\n    decidedAt\n    from {\n      id\n      username\n      avatarUrl\n    }\n    to {\n      id\n      username\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CollabsPage($first: Int!, $after: String) {\n    receivedCollabRequests(first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...CollabRequestItem_request\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query CollabsPage($first: Int!, $after: String) {\n    receivedCollabRequests(first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...CollabRequestItem_request\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SentCollabRequests($first: Int!, $after: String) {\n    sentCollabRequests(first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...CollabRequestItem_request\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query SentCollabRequests($first: Int!, $after: String) {\n    sentCollabRequests(first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...CollabRequestItem_request\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendCollabRequest($input: SendCollabRequestInput!) {\n    sendCollabRequest(input: $input) {\n      ...CollabRequestItem_request\n    }\n  }\n"): (typeof documents)["\n  mutation SendCollabRequest($input: SendCollabRequestInput!) {\n    sendCollabRequest(input: $input) {\n      ...CollabRequestItem_request\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OpenCollabRequest($id: ID!) {\n    openCollabRequest(id: $id) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation OpenCollabRequest($id: ID!) {\n    openCollabRequest(id: $id) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptCollabRequest($id: ID!) {\n    acceptCollabRequest(id: $id) {\n      id\n      status\n      decidedAt\n    }\n  }\n"): (typeof documents)["\n  mutation AcceptCollabRequest($id: ID!) {\n    acceptCollabRequest(id: $id) {\n      id\n      status\n      decidedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeclineCollabRequest($id: ID!) {\n    declineCollabRequest(id: $id) {\n      id\n      status\n      decidedAt\n    }\n  }\n"): (typeof documents)["\n  mutation DeclineCollabRequest($id: ID!) {\n    declineCollabRequest(id: $id) {\n      id\n      status\n      decidedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePost($input: CreatePostInput!) {\n    createPost(input: $input) {\n      ...PostCard_post\n    }\n  }\n"): (typeof documents)["\n  mutation CreatePost($input: CreatePostInput!) {\n    createPost(input: $input) {\n      ...PostCard_post\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StudioRecentPosts($username: String!, $first: Int!) {\n    posts(authorUsername: $username, first: $first) {\n      edges {\n        cursor\n        node {\n          id\n          content\n          createdAt\n          mediaType\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query StudioRecentPosts($username: String!, $first: Int!) {\n    posts(authorUsername: $username, first: $first) {\n      edges {\n        cursor\n        node {\n          id\n          content\n          createdAt\n          mediaType\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CreatorHubMilestones {\n    supporterInsights(top: 1) {\n      id\n      milestones {\n        kind\n        at\n        amount {\n          amountMinor\n          currency\n        }\n        person {\n          id\n          username\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query CreatorHubMilestones {\n    supporterInsights(top: 1) {\n      id\n      milestones {\n        kind\n        at\n        amount {\n          amountMinor\n          currency\n        }\n        person {\n          id\n          username\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EditPost($id: ID!, $content: String!) {\n    editPost(id: $id, content: $content) {\n      id\n      content\n      sensitive\n      editedAt\n      hashtags {\n        id\n        tag\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation EditPost($id: ID!, $content: String!) {\n    editPost(id: $id, content: $content) {\n      id\n      content\n      sensitive\n      editedAt\n      hashtags {\n        id\n        tag\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PostVersions($id: ID!) {\n    post(id: $id) {\n      id\n      content\n      createdAt\n      editedAt\n      versions {\n        content\n        writtenAt\n        replacedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query PostVersions($id: ID!) {\n    post(id: $id) {\n      id\n      content\n      createdAt\n      editedAt\n      versions {\n        content\n        writtenAt\n        replacedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FeedPage($mode: FeedMode!, $filters: [FeedFilter!], $energy: Int!, $first: Int!, $after: String) {\n    feed(mode: $mode, filters: $filters, energy: $energy, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...PostCard_post\n          ...PostExplanation_post\n          explanation {\n            ...PostExplanationSentence_explanation\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      message\n    }\n  }\n"): (typeof documents)["\n  query FeedPage($mode: FeedMode!, $filters: [FeedFilter!], $energy: Int!, $first: Int!, $after: String) {\n    feed(mode: $mode, filters: $filters, energy: $energy, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...PostCard_post\n          ...PostExplanation_post\n          explanation {\n            ...PostExplanationSentence_explanation\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription FeedNewPosts {\n    postCreated {\n      id\n      author {\n        id\n        isVerified\n        viewerIsFollowing\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription FeedNewPosts {\n    postCreated {\n      id\n      author {\n        id\n        isVerified\n        viewerIsFollowing\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TrendingHashtags($limit: Int!) {\n    trendingHashtags(limit: $limit) {\n      id\n      tag\n      usageCount\n    }\n  }\n"): (typeof documents)["\n  query TrendingHashtags($limit: Int!) {\n    trendingHashtags(limit: $limit) {\n      id\n      tag\n      usageCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription TrendingHashtagsUpdated {\n    trendingHashtagsUpdated {\n      id\n      tag\n      usageCount\n    }\n  }\n"): (typeof documents)["\n  subscription TrendingHashtagsUpdated {\n    trendingHashtagsUpdated {\n      id\n      tag\n      usageCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HashtagPosts($tag: String!, $first: Int!, $after: String) {\n    postsByHashtag(tag: $tag, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...PostCard_post\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query HashtagPosts($tag: String!, $first: Int!, $after: String) {\n    postsByHashtag(tag: $tag, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...PostCard_post\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription HashtagNewPosts($tag: String!) {\n    postCreated(tag: $tag) {\n      ...PostCard_post\n    }\n  }\n"): (typeof documents)["\n  subscription HashtagNewPosts($tag: String!) {\n    postCreated(tag: $tag) {\n      ...PostCard_post\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountLanguage {\n    mySettings {\n      id\n      language\n    }\n  }\n"): (typeof documents)["\n  query AccountLanguage {\n    mySettings {\n      id\n      language\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveAccountLanguage($language: String!) {\n    updateSettings(input: { language: $language }) {\n      id\n      language\n    }\n  }\n"): (typeof documents)["\n  mutation SaveAccountLanguage($language: String!) {\n    updateSettings(input: { language: $language }) {\n      id\n      language\n    }\n  }\n"];
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
export function graphql(source: "\n  query GeoAnalyticsPage($limit: Int!) {\n    locationAnalytics(limit: $limit) {\n      country\n      countryCode\n      city\n      totalImpressions\n      totalClicks\n    }\n    locationAnalyticsSummary {\n      countries\n      cities\n      totalImpressions\n      totalClicks\n    }\n  }\n"): (typeof documents)["\n  query GeoAnalyticsPage($limit: Int!) {\n    locationAnalytics(limit: $limit) {\n      country\n      countryCode\n      city\n      totalImpressions\n      totalClicks\n    }\n    locationAnalyticsSummary {\n      countries\n      cities\n      totalImpressions\n      totalClicks\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TierFields on MembershipTier {\n    id\n    name\n    description\n    price {\n      amountMinor\n      currency\n    }\n    isOpen\n    retiredAt\n    membersCount\n    viewerIsMember\n  }\n"): (typeof documents)["\n  fragment TierFields on MembershipTier {\n    id\n    name\n    description\n    price {\n      amountMinor\n      currency\n    }\n    isOpen\n    retiredAt\n    membersCount\n    viewerIsMember\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MemberRow on Member {\n    id\n    username\n    avatarUrl\n    tierName\n    status\n    since\n    lifetime {\n      amountMinor\n      currency\n    }\n  }\n"): (typeof documents)["\n  fragment MemberRow on Member {\n    id\n    username\n    avatarUrl\n    tierName\n    status\n    since\n    lifetime {\n      amountMinor\n      currency\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MembershipCard on Membership {\n    id\n    status\n    creatorUsername\n    since\n    currentPeriodEnd\n    accessUntil\n    renewsAt\n    price {\n      amountMinor\n      currency\n    }\n    tier {\n      id\n      name\n    }\n    payments {\n      id\n      amount {\n        amountMinor\n        currency\n      }\n      reference\n      periodStart\n      periodEnd\n      paidAt\n    }\n  }\n"): (typeof documents)["\n  fragment MembershipCard on Membership {\n    id\n    status\n    creatorUsername\n    since\n    currentPeriodEnd\n    accessUntil\n    renewsAt\n    price {\n      amountMinor\n      currency\n    }\n    tier {\n      id\n      name\n    }\n    payments {\n      id\n      amount {\n        amountMinor\n        currency\n      }\n      reference\n      periodStart\n      periodEnd\n      paidAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CreatorMemberships($username: String!, $first: Int, $after: String) {\n    membershipTiers(creatorUsername: $username) {\n      ...TierFields\n    }\n    myMembers(first: $first, after: $after) {\n      edges {\n        node {\n          ...MemberRow\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query CreatorMemberships($username: String!, $first: Int, $after: String) {\n    membershipTiers(creatorUsername: $username) {\n      ...TierFields\n    }\n    myMembers(first: $first, after: $after) {\n      edges {\n        node {\n          ...MemberRow\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query JoinTiers($username: String!) {\n    membershipTiers(creatorUsername: $username) {\n      ...TierFields\n    }\n  }\n"): (typeof documents)["\n  query JoinTiers($username: String!) {\n    membershipTiers(creatorUsername: $username) {\n      ...TierFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyMemberships {\n    myMemberships {\n      ...MembershipCard\n    }\n  }\n"): (typeof documents)["\n  query MyMemberships {\n    myMemberships {\n      ...MembershipCard\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateTier($input: CreateMembershipTierInput!) {\n    createMembershipTier(input: $input) {\n      ...TierFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateTier($input: CreateMembershipTierInput!) {\n    createMembershipTier(input: $input) {\n      ...TierFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateTier($input: UpdateMembershipTierInput!) {\n    updateMembershipTier(input: $input) {\n      ...TierFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateTier($input: UpdateMembershipTierInput!) {\n    updateMembershipTier(input: $input) {\n      ...TierFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RetireTier($id: ID!) {\n    retireMembershipTier(id: $id) {\n      ...TierFields\n    }\n  }\n"): (typeof documents)["\n  mutation RetireTier($id: ID!) {\n    retireMembershipTier(id: $id) {\n      ...TierFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation JoinMembership($tierId: ID!, $idempotencyKey: String!, $postId: ID) {\n    joinMembership(tierId: $tierId, idempotencyKey: $idempotencyKey, postId: $postId) {\n      id\n      checkoutUrl\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation JoinMembership($tierId: ID!, $idempotencyKey: String!, $postId: ID) {\n    joinMembership(tierId: $tierId, idempotencyKey: $idempotencyKey, postId: $postId) {\n      id\n      checkoutUrl\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelMembership($id: ID!) {\n    cancelMembership(id: $id) {\n      ...MembershipCard\n    }\n  }\n"): (typeof documents)["\n  mutation CancelMembership($id: ID!) {\n    cancelMembership(id: $id) {\n      ...MembershipCard\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MessageBubble_message on Message {\n    id\n    conversationId\n    content\n    mediaUrl\n    createdAt\n    isMine\n    seen\n    sender {\n      id\n      username\n    }\n  }\n"): (typeof documents)["\n  fragment MessageBubble_message on Message {\n    id\n    conversationId\n    content\n    mediaUrl\n    createdAt\n    isMine\n    seen\n    sender {\n      id\n      username\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ConversationRow_conversation on Conversation {\n    id\n    isRequest\n    declined\n    unreadCount\n    lastMessageAt\n    otherReadAt\n    other {\n      id\n      username\n      avatarUrl\n    }\n    lastMessage {\n      id\n      content\n      mediaUrl\n      isMine\n    }\n  }\n"): (typeof documents)["\n  fragment ConversationRow_conversation on Conversation {\n    id\n    isRequest\n    declined\n    unreadCount\n    lastMessageAt\n    otherReadAt\n    other {\n      id\n      username\n      avatarUrl\n    }\n    lastMessage {\n      id\n      content\n      mediaUrl\n      isMine\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MessagesInbox($first: Int, $after: String) {\n    conversations(first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...ConversationRow_conversation\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n    messageRequests(first: $first) {\n      edges {\n        cursor\n        node {\n          ...ConversationRow_conversation\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n    unreadMessageRequestsCount\n    messageSettings {\n      id\n      readReceipts\n    }\n  }\n"): (typeof documents)["\n  query MessagesInbox($first: Int, $after: String) {\n    conversations(first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...ConversationRow_conversation\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n    messageRequests(first: $first) {\n      edges {\n        cursor\n        node {\n          ...ConversationRow_conversation\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n    unreadMessageRequestsCount\n    messageSettings {\n      id\n      readReceipts\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MessageThread($conversationId: ID!, $first: Int, $after: String) {\n    conversation(id: $conversationId) {\n      ...ConversationRow_conversation\n    }\n    messages(conversationId: $conversationId, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...MessageBubble_message\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query MessageThread($conversationId: ID!, $first: Int, $after: String) {\n    conversation(id: $conversationId) {\n      ...ConversationRow_conversation\n    }\n    messages(conversationId: $conversationId, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...MessageBubble_message\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UnreadMessagesCount {\n    unreadMessagesCount\n  }\n"): (typeof documents)["\n  query UnreadMessagesCount {\n    unreadMessagesCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendMessage($input: SendMessageInput!) {\n    sendMessage(input: $input) {\n      ...MessageBubble_message\n      conversation {\n        ...ConversationRow_conversation\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SendMessage($input: SendMessageInput!) {\n    sendMessage(input: $input) {\n      ...MessageBubble_message\n      conversation {\n        ...ConversationRow_conversation\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkConversationRead($id: ID!) {\n    markConversationRead(id: $id) {\n      id\n      unreadCount\n    }\n  }\n"): (typeof documents)["\n  mutation MarkConversationRead($id: ID!) {\n    markConversationRead(id: $id) {\n      id\n      unreadCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptMessageRequest($id: ID!) {\n    acceptMessageRequest(id: $id) {\n      ...ConversationRow_conversation\n    }\n  }\n"): (typeof documents)["\n  mutation AcceptMessageRequest($id: ID!) {\n    acceptMessageRequest(id: $id) {\n      ...ConversationRow_conversation\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeclineMessageRequest($id: ID!) {\n    declineMessageRequest(id: $id) {\n      ...ConversationRow_conversation\n    }\n  }\n"): (typeof documents)["\n  mutation DeclineMessageRequest($id: ID!) {\n    declineMessageRequest(id: $id) {\n      ...ConversationRow_conversation\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ConversationRead {\n    conversationRead {\n      id\n      otherReadAt\n    }\n  }\n"): (typeof documents)["\n  subscription ConversationRead {\n    conversationRead {\n      id\n      otherReadAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription MessageRemoved {\n    messageRemoved {\n      messageId\n      conversationId\n      conversation {\n        ...ConversationRow_conversation\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription MessageRemoved {\n    messageRemoved {\n      messageId\n      conversationId\n      conversation {\n        ...ConversationRow_conversation\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateMessageSettings($readReceipts: Boolean!) {\n    updateMessageSettings(readReceipts: $readReceipts) {\n      id\n      readReceipts\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateMessageSettings($readReceipts: Boolean!) {\n    updateMessageSettings(readReceipts: $readReceipts) {\n      id\n      readReceipts\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReportMessage($input: ReportMessageInput!) {\n    reportMessage(input: $input)\n  }\n"): (typeof documents)["\n  mutation ReportMessage($input: ReportMessageInput!) {\n    reportMessage(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription MessageAdded {\n    messageAdded {\n      ...MessageBubble_message\n      conversation {\n        ...ConversationRow_conversation\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription MessageAdded {\n    messageAdded {\n      ...MessageBubble_message\n      conversation {\n        ...ConversationRow_conversation\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReportContent($input: ReportContentInput!) {\n    reportContent(input: $input)\n  }\n"): (typeof documents)["\n  mutation ReportContent($input: ReportContentInput!) {\n    reportContent(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ModerationItem_item on ModerationItem {\n    id\n    kind\n    status\n    excerpt\n    autoFlagged\n    reasons\n    reportCount\n    createdAt\n    commentId\n    author {\n      id\n      username\n    }\n    post {\n      id\n    }\n    message {\n      id\n      mediaUrl\n    }\n  }\n"): (typeof documents)["\n  fragment ModerationItem_item on ModerationItem {\n    id\n    kind\n    status\n    excerpt\n    autoFlagged\n    reasons\n    reportCount\n    createdAt\n    commentId\n    author {\n      id\n      username\n    }\n    post {\n      id\n    }\n    message {\n      id\n      mediaUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ModerationDecision_item on ModerationItem {\n    decidedAt\n    decidedBy {\n      id\n      username\n    }\n  }\n"): (typeof documents)["\n  fragment ModerationDecision_item on ModerationItem {\n    decidedAt\n    decidedBy {\n      id\n      username\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ModerationQueue($status: ModerationStatus!, $after: String) {\n    moderationCounts {\n      pending\n      approved\n      removed\n    }\n    moderationQueue(status: $status, first: 20, after: $after) {\n      edges {\n        cursor\n        node {\n          ...ModerationItem_item\n          ...ModerationDecision_item\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query ModerationQueue($status: ModerationStatus!, $after: String) {\n    moderationCounts {\n      pending\n      approved\n      removed\n    }\n    moderationQueue(status: $status, first: 20, after: $after) {\n      edges {\n        cursor\n        node {\n          ...ModerationItem_item\n          ...ModerationDecision_item\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ModerateContent($id: ID!, $decision: ModerationDecision!) {\n    moderateContent(id: $id, decision: $decision) {\n      ...ModerationItem_item\n      ...ModerationDecision_item\n    }\n  }\n"): (typeof documents)["\n  mutation ModerateContent($id: ID!, $decision: ModerationDecision!) {\n    moderateContent(id: $id, decision: $decision) {\n      ...ModerationItem_item\n      ...ModerationDecision_item\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReportCard_report on Report {\n    id\n    reason\n    details\n    priority\n    status\n    resolution\n    createdAt\n    reporter {\n      id\n      username\n    }\n    reviewedBy {\n      id\n      username\n    }\n    resolvedAt\n    resolvedBy {\n      id\n      username\n    }\n    item {\n      id\n      kind\n      excerpt\n      reportCount\n      author {\n        id\n        username\n      }\n      message {\n        id\n        mediaUrl\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment ReportCard_report on Report {\n    id\n    reason\n    details\n    priority\n    status\n    resolution\n    createdAt\n    reporter {\n      id\n      username\n    }\n    reviewedBy {\n      id\n      username\n    }\n    resolvedAt\n    resolvedBy {\n      id\n      username\n    }\n    item {\n      id\n      kind\n      excerpt\n      reportCount\n      author {\n        id\n        username\n      }\n      message {\n        id\n        mediaUrl\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Reports($resolved: Boolean!, $after: String) {\n    reportCounts {\n      open\n      highPriority\n      resolvedToday\n    }\n    reports(resolved: $resolved, first: 20, after: $after) {\n      edges {\n        cursor\n        node {\n          ...ReportCard_report\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query Reports($resolved: Boolean!, $after: String) {\n    reportCounts {\n      open\n      highPriority\n      resolvedToday\n    }\n    reports(resolved: $resolved, first: 20, after: $after) {\n      edges {\n        cursor\n        node {\n          ...ReportCard_report\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReviewReport($id: ID!) {\n    reviewReport(id: $id) {\n      ...ReportCard_report\n    }\n  }\n"): (typeof documents)["\n  mutation ReviewReport($id: ID!) {\n    reviewReport(id: $id) {\n      ...ReportCard_report\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResolveReport($id: ID!, $action: ReportAction!) {\n    resolveReport(id: $id, action: $action) {\n      ...ReportCard_report\n    }\n  }\n"): (typeof documents)["\n  mutation ResolveReport($id: ID!, $action: ReportAction!) {\n    resolveReport(id: $id, action: $action) {\n      ...ReportCard_report\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment Withdrawal_withdrawal on Withdrawal {\n    id\n    status\n    methodKind\n    failureReason\n    expectedBy\n    createdAt\n    amount {\n      amountMinor\n      currency\n    }\n    fee {\n      amountMinor\n      currency\n    }\n    net {\n      amountMinor\n      currency\n    }\n  }\n"): (typeof documents)["\n  fragment Withdrawal_withdrawal on Withdrawal {\n    id\n    status\n    methodKind\n    failureReason\n    expectedBy\n    createdAt\n    amount {\n      amountMinor\n      currency\n    }\n    fee {\n      amountMinor\n      currency\n    }\n    net {\n      amountMinor\n      currency\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CashOutPage {\n    wallet {\n      ...WalletBalances_wallet\n    }\n    payoutMethods {\n      ...PayoutMethod_method\n    }\n  }\n"): (typeof documents)["\n  query CashOutPage {\n    wallet {\n      ...WalletBalances_wallet\n    }\n    payoutMethods {\n      ...PayoutMethod_method\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Withdrawals($first: Int!, $after: String) {\n    withdrawals(first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...Withdrawal_withdrawal\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query Withdrawals($first: Int!, $after: String) {\n    withdrawals(first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...Withdrawal_withdrawal\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestWithdrawal($input: RequestWithdrawalInput!) {\n    requestWithdrawal(input: $input) {\n      ...Withdrawal_withdrawal\n    }\n  }\n"): (typeof documents)["\n  mutation RequestWithdrawal($input: RequestWithdrawalInput!) {\n    requestWithdrawal(input: $input) {\n      ...Withdrawal_withdrawal\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EarningsSummary($today: EarningsPeriodInput!, $month: EarningsPeriodInput!, $lastMonth: EarningsPeriodInput!) {\n    today: earnings(period: $today) {\n      total {\n        amountMinor\n        currency\n      }\n    }\n    month: earnings(period: $month) {\n      total {\n        amountMinor\n        currency\n      }\n      bySource {\n        source\n        amount {\n          amountMinor\n          currency\n        }\n      }\n      byDay {\n        date\n        amount {\n          amountMinor\n          currency\n        }\n      }\n      goal {\n        amount {\n          amountMinor\n          currency\n        }\n        updatedAt\n      }\n    }\n    lastMonth: earnings(period: $lastMonth) {\n      total {\n        amountMinor\n        currency\n      }\n      bySource {\n        source\n        amount {\n          amountMinor\n          currency\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query EarningsSummary($today: EarningsPeriodInput!, $month: EarningsPeriodInput!, $lastMonth: EarningsPeriodInput!) {\n    today: earnings(period: $today) {\n      total {\n        amountMinor\n        currency\n      }\n    }\n    month: earnings(period: $month) {\n      total {\n        amountMinor\n        currency\n      }\n      bySource {\n        source\n        amount {\n          amountMinor\n          currency\n        }\n      }\n      byDay {\n        date\n        amount {\n          amountMinor\n          currency\n        }\n      }\n      goal {\n        amount {\n          amountMinor\n          currency\n        }\n        updatedAt\n      }\n    }\n    lastMonth: earnings(period: $lastMonth) {\n      total {\n        amountMinor\n        currency\n      }\n      bySource {\n        source\n        amount {\n          amountMinor\n          currency\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetEarningsGoal($input: SetEarningsGoalInput!) {\n    setEarningsGoal(input: $input) {\n      amount {\n        amountMinor\n        currency\n      }\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  mutation SetEarningsGoal($input: SetEarningsGoalInput!) {\n    setEarningsGoal(input: $input) {\n      amount {\n        amountMinor\n        currency\n      }\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GatewayStatus {\n    paymentGatewayStatus {\n      mode\n      provider\n      lastWebhookAt\n      lastWebhookVerified\n      pendingCheckouts\n      failedCheckouts\n      pendingPayouts\n      failedPayouts\n      pendingCount\n      failedCount\n    }\n  }\n"): (typeof documents)["\n  query GatewayStatus {\n    paymentGatewayStatus {\n      mode\n      provider\n      lastWebhookAt\n      lastWebhookVerified\n      pendingCheckouts\n      failedCheckouts\n      pendingPayouts\n      failedPayouts\n      pendingCount\n      failedCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PaymentMode {\n    paymentMode\n  }\n"): (typeof documents)["\n  query PaymentMode {\n    paymentMode\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SplitPosts_post on Post {\n    id\n    content\n    createdAt\n  }\n"): (typeof documents)["\n  fragment SplitPosts_post on Post {\n    id\n    content\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EarningsSplit_split on EarningsSplit {\n    id\n    projectName\n    ownerPercentage\n    viewerIsOwner\n    createdAt\n    owner {\n      id\n      username\n    }\n    shares {\n      percentage\n      collaborator {\n        id\n        username\n      }\n    }\n    posts {\n      ...SplitPosts_post\n    }\n    earnedSoFar {\n      currency\n      total {\n        amountMinor\n        currency\n      }\n      yours {\n        amountMinor\n        currency\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment EarningsSplit_split on EarningsSplit {\n    id\n    projectName\n    ownerPercentage\n    viewerIsOwner\n    createdAt\n    owner {\n      id\n      username\n    }\n    shares {\n      percentage\n      collaborator {\n        id\n        username\n      }\n    }\n    posts {\n      ...SplitPosts_post\n    }\n    earnedSoFar {\n      currency\n      total {\n        amountMinor\n        currency\n      }\n      yours {\n        amountMinor\n        currency\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EarningsSplits($first: Int!, $after: String) {\n    earningsSplits(first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...EarningsSplit_split\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query EarningsSplits($first: Int!, $after: String) {\n    earningsSplits(first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...EarningsSplit_split\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateEarningsSplit($input: CreateEarningsSplitInput!) {\n    createEarningsSplit(input: $input) {\n      ...EarningsSplit_split\n    }\n  }\n"): (typeof documents)["\n  mutation CreateEarningsSplit($input: CreateEarningsSplitInput!) {\n    createEarningsSplit(input: $input) {\n      ...EarningsSplit_split\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteEarningsSplit($id: ID!) {\n    deleteEarningsSplit(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteEarningsSplit($id: ID!) {\n    deleteEarningsSplit(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SplitRecentPosts($username: String!, $first: Int!) {\n    posts(authorUsername: $username, first: $first) {\n      edges {\n        node {\n          ...SplitPosts_post\n          split {\n            id\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query SplitRecentPosts($username: String!, $first: Int!) {\n    posts(authorUsername: $username, first: $first) {\n      edges {\n        node {\n          ...SplitPosts_post\n          split {\n            id\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetPostSplit($postId: ID!, $splitId: ID) {\n    setPostSplit(postId: $postId, splitId: $splitId) {\n      ...SplitPosts_post\n      split {\n        id\n        posts {\n          ...SplitPosts_post\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetPostSplit($postId: ID!, $splitId: ID) {\n    setPostSplit(postId: $postId, splitId: $splitId) {\n      ...SplitPosts_post\n      split {\n        id\n        posts {\n          ...SplitPosts_post\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WalletBalances_wallet on Wallet {\n    balances {\n      currency\n      available {\n        amountMinor\n        currency\n      }\n      pending {\n        amountMinor\n        currency\n      }\n      withdrawing {\n        amountMinor\n        currency\n      }\n      lifetime {\n        amountMinor\n        currency\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment WalletBalances_wallet on Wallet {\n    balances {\n      currency\n      available {\n        amountMinor\n        currency\n      }\n      pending {\n        amountMinor\n        currency\n      }\n      withdrawing {\n        amountMinor\n        currency\n      }\n      lifetime {\n        amountMinor\n        currency\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LedgerTransaction_transaction on LedgerTransaction {\n    id\n    kind\n    direction\n    status\n    reference\n    createdAt\n    gross {\n      amountMinor\n      currency\n    }\n    fee {\n      amountMinor\n      currency\n    }\n    net {\n      amountMinor\n      currency\n    }\n    counterparty {\n      id\n      username\n    }\n  }\n"): (typeof documents)["\n  fragment LedgerTransaction_transaction on LedgerTransaction {\n    id\n    kind\n    direction\n    status\n    reference\n    createdAt\n    gross {\n      amountMinor\n      currency\n    }\n    fee {\n      amountMinor\n      currency\n    }\n    net {\n      amountMinor\n      currency\n    }\n    counterparty {\n      id\n      username\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WalletPage {\n    wallet {\n      ...WalletBalances_wallet\n    }\n  }\n"): (typeof documents)["\n  query WalletPage {\n    wallet {\n      ...WalletBalances_wallet\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WalletTransactions($first: Int!, $after: String, $kind: LedgerTransactionKind) {\n    wallet {\n      transactions(first: $first, after: $after, kind: $kind) {\n        edges {\n          cursor\n          node {\n            ...LedgerTransaction_transaction\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query WalletTransactions($first: Int!, $after: String, $kind: LedgerTransactionKind) {\n    wallet {\n      transactions(first: $first, after: $after, kind: $kind) {\n        edges {\n          cursor\n          node {\n            ...LedgerTransaction_transaction\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PayoutMethod_method on PayoutMethod {\n    id\n    kind\n    label\n    createdAt\n  }\n"): (typeof documents)["\n  fragment PayoutMethod_method on PayoutMethod {\n    id\n    kind\n    label\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PayoutMethods {\n    payoutMethods {\n      ...PayoutMethod_method\n    }\n  }\n"): (typeof documents)["\n  query PayoutMethods {\n    payoutMethods {\n      ...PayoutMethod_method\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddPayoutMethod($input: AddPayoutMethodInput!) {\n    addPayoutMethod(input: $input) {\n      ...PayoutMethod_method\n    }\n  }\n"): (typeof documents)["\n  mutation AddPayoutMethod($input: AddPayoutMethodInput!) {\n    addPayoutMethod(input: $input) {\n      ...PayoutMethod_method\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemovePayoutMethod($id: ID!) {\n    removePayoutMethod(id: $id)\n  }\n"): (typeof documents)["\n  mutation RemovePayoutMethod($id: ID!) {\n    removePayoutMethod(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NotificationItem_notification on Notification {\n    id\n    kind\n    read\n    createdAt\n    commentExcerpt\n    reportReason\n    removedKind\n    removedExcerpt\n    campaignName\n    tipAmountMinor\n    tipCurrency\n    tipMessage\n    withdrawalAmountMinor\n    withdrawalCurrency\n    actor {\n      id\n      username\n      avatarUrl\n    }\n    post {\n      id\n    }\n    circle {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment NotificationItem_notification on Notification {\n    id\n    kind\n    read\n    createdAt\n    commentExcerpt\n    reportReason\n    removedKind\n    removedExcerpt\n    campaignName\n    tipAmountMinor\n    tipCurrency\n    tipMessage\n    withdrawalAmountMinor\n    withdrawalCurrency\n    actor {\n      id\n      username\n      avatarUrl\n    }\n    post {\n      id\n    }\n    circle {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NotificationsBadge {\n    unreadNotificationsCount\n  }\n"): (typeof documents)["\n  query NotificationsBadge {\n    unreadNotificationsCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NotificationsList($first: Int!, $after: String) {\n    notifications(first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...NotificationItem_notification\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query NotificationsList($first: Int!, $after: String) {\n    notifications(first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...NotificationItem_notification\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkNotificationsRead($ids: [ID!]) {\n    markNotificationsRead(ids: $ids)\n  }\n"): (typeof documents)["\n  mutation MarkNotificationsRead($ids: [ID!]) {\n    markNotificationsRead(ids: $ids)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription NotificationAdded {\n    notificationAdded {\n      ...NotificationItem_notification\n    }\n  }\n"): (typeof documents)["\n  subscription NotificationAdded {\n    notificationAdded {\n      ...NotificationItem_notification\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PostLock_post on Post {\n    id\n    viewerCanAccess\n    access {\n      kind\n      price {\n        amountMinor\n        currency\n      }\n      tiers {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment PostLock_post on Post {\n    id\n    viewerCanAccess\n    access {\n      kind\n      price {\n        amountMinor\n        currency\n      }\n      tiers {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnlockPost($postId: ID!, $idempotencyKey: String!) {\n    unlockPost(postId: $postId, idempotencyKey: $idempotencyKey) {\n      id\n      checkoutUrl\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation UnlockPost($postId: ID!, $idempotencyKey: String!) {\n    unlockPost(postId: $postId, idempotencyKey: $idempotencyKey) {\n      id\n      checkoutUrl\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UnlockCheckout($id: ID!) {\n    checkout(id: $id) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  query UnlockCheckout($id: ID!) {\n    checkout(id: $id) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UnlockedPost($id: ID!) {\n    post(id: $id) {\n      id\n      content\n      mediaUrl\n      mediaType\n      viewerCanAccess\n    }\n  }\n"): (typeof documents)["\n  query UnlockedPost($id: ID!) {\n    post(id: $id) {\n      id\n      content\n      mediaUrl\n      mediaType\n      viewerCanAccess\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PostAccessTiers {\n    postAccessTiers {\n      id\n      name\n      price {\n        amountMinor\n        currency\n      }\n    }\n  }\n"): (typeof documents)["\n  query PostAccessTiers {\n    postAccessTiers {\n      id\n      name\n      price {\n        amountMinor\n        currency\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PostExplanationSentence_explanation on FeedExplanation {\n    repostedBy\n    author {\n      relation\n      username\n      interactions\n      recent\n    }\n    reasons {\n      kind\n      km\n      ageMinutes\n      likes\n      comments\n      shares\n      tag\n    }\n  }\n"): (typeof documents)["\n  fragment PostExplanationSentence_explanation on FeedExplanation {\n    repostedBy\n    author {\n      relation\n      username\n      interactions\n      recent\n    }\n    reasons {\n      kind\n      km\n      ageMinutes\n      likes\n      comments\n      shares\n      tag\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PostCard_post on Post {\n    id\n    content\n    sensitive\n    createdAt\n    mediaUrl\n    mediaType\n    likesCount\n    commentsCount\n    sharesCount\n    tipsCount\n    viewerHasLiked\n    editedAt\n    author {\n      id\n      username\n      avatarUrl\n      isVerified\n    }\n    hashtags {\n      id\n      tag\n    }\n    ...PostLock_post\n    ...RepostButtons_post\n    ...QuotedPost_post\n    ...BookmarkButton_post\n  }\n"): (typeof documents)["\n  fragment PostCard_post on Post {\n    id\n    content\n    sensitive\n    createdAt\n    mediaUrl\n    mediaType\n    likesCount\n    commentsCount\n    sharesCount\n    tipsCount\n    viewerHasLiked\n    editedAt\n    author {\n      id\n      username\n      avatarUrl\n      isVerified\n    }\n    hashtags {\n      id\n      tag\n    }\n    ...PostLock_post\n    ...RepostButtons_post\n    ...QuotedPost_post\n    ...BookmarkButton_post\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PostExplanation_post on Post {\n    id\n    repostedBy {\n      id\n      username\n    }\n    explanation {\n      score\n      summary\n      factors {\n        name\n        value\n        weight\n        contribution\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment PostExplanation_post on Post {\n    id\n    repostedBy {\n      id\n      username\n    }\n    explanation {\n      score\n      summary\n      factors {\n        name\n        value\n        weight\n        contribution\n      }\n    }\n  }\n"];
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
export function graphql(source: "\n  fragment PostComment_comment on Comment {\n    id\n    ...CommentItem_comment\n  }\n"): (typeof documents)["\n  fragment PostComment_comment on Comment {\n    id\n    ...CommentItem_comment\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PostComments($postId: ID!, $first: Int!, $after: String) {\n    comments(postId: $postId, first: $first, after: $after) {\n      hiddenCount\n      edges {\n        cursor\n        node {\n          ...PostComment_comment\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query PostComments($postId: ID!, $first: Int!, $after: String) {\n    comments(postId: $postId, first: $first, after: $after) {\n      hiddenCount\n      edges {\n        cursor\n        node {\n          ...PostComment_comment\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddComment($postId: ID!, $content: String!) {\n    addComment(postId: $postId, content: $content) {\n      ...PostComment_comment\n      post {\n        id\n        commentsCount\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AddComment($postId: ID!, $content: String!) {\n    addComment(postId: $postId, content: $content) {\n      ...PostComment_comment\n      post {\n        id\n        commentsCount\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProfileHeader_profile on Profile {\n    id\n    username\n    bio\n    avatarUrl\n    createdAt\n    isVerified\n    roles\n    followersCount\n    followingCount\n    viewerIsFollowing\n    location\n    ...ProfileSafetyMenu_profile\n  }\n"): (typeof documents)["\n  fragment ProfileHeader_profile on Profile {\n    id\n    username\n    bio\n    avatarUrl\n    createdAt\n    isVerified\n    roles\n    followersCount\n    followingCount\n    viewerIsFollowing\n    location\n    ...ProfileSafetyMenu_profile\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProfilePage($username: String!, $first: Int!, $after: String) {\n    profile(username: $username) {\n      ...ProfileHeader_profile\n    }\n    posts(authorUsername: $username, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...PostCard_post\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProfilePage($username: String!, $first: Int!, $after: String) {\n    profile(username: $username) {\n      ...ProfileHeader_profile\n    }\n    posts(authorUsername: $username, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...PostCard_post\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FollowProfile($username: String!) {\n    follow(username: $username) {\n      id\n      followersCount\n      viewerIsFollowing\n    }\n  }\n"): (typeof documents)["\n  mutation FollowProfile($username: String!) {\n    follow(username: $username) {\n      id\n      followersCount\n      viewerIsFollowing\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnfollowProfile($username: String!) {\n    unfollow(username: $username) {\n      id\n      followersCount\n      viewerIsFollowing\n    }\n  }\n"): (typeof documents)["\n  mutation UnfollowProfile($username: String!) {\n    unfollow(username: $username) {\n      id\n      followersCount\n      viewerIsFollowing\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      ...ProfileHeader_profile\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      ...ProfileHeader_profile\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FollowListPage_connection on ProfileConnection {\n    edges {\n      cursor\n      node {\n        id\n        username\n        avatarUrl\n        isVerified\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n"): (typeof documents)["\n  fragment FollowListPage_connection on ProfileConnection {\n    edges {\n      cursor\n      node {\n        id\n        username\n        avatarUrl\n        isVerified\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProfileFollowList($username: String!, $followers: Boolean!, $first: Int!, $after: String) {\n    profile(username: $username) {\n      id\n      followers(first: $first, after: $after) @include(if: $followers) {\n        ...FollowListPage_connection\n      }\n      following(first: $first, after: $after) @skip(if: $followers) {\n        ...FollowListPage_connection\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProfileFollowList($username: String!, $followers: Boolean!, $first: Int!, $after: String) {\n    profile(username: $username) {\n      id\n      followers(first: $first, after: $after) @include(if: $followers) {\n        ...FollowListPage_connection\n      }\n      following(first: $first, after: $after) @skip(if: $followers) {\n        ...FollowListPage_connection\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicPostPage($id: ID!) {\n    post(id: $id) {\n      id\n      author {\n        id\n        username\n      }\n      ...PostCard_post\n    }\n  }\n"): (typeof documents)["\n  query PublicPostPage($id: ID!) {\n    post(id: $id) {\n      id\n      author {\n        id\n        username\n      }\n      ...PostCard_post\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicTagPage($tag: String!) {\n    hashtag(tag: $tag) {\n      id\n      tag\n      usageCount\n    }\n  }\n"): (typeof documents)["\n  query PublicTagPage($tag: String!) {\n    hashtag(tag: $tag) {\n      id\n      tag\n      usageCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendContactMessage($input: SendContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      id\n      receivedAt\n    }\n  }\n"): (typeof documents)["\n  mutation SendContactMessage($input: SendContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      id\n      receivedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ExplorePage {\n    trendingHashtags(limit: 10) {\n      id\n      tag\n      usageCount\n    }\n  }\n"): (typeof documents)["\n  query ExplorePage {\n    trendingHashtags(limit: 10) {\n      id\n      tag\n      usageCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ExploreTrending {\n    trendingHashtagsUpdated {\n      id\n      tag\n      usageCount\n    }\n  }\n"): (typeof documents)["\n  subscription ExploreTrending {\n    trendingHashtagsUpdated {\n      id\n      tag\n      usageCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ExploreCategories {\n    exploreCategories {\n      key\n      tag\n      postsCount\n    }\n  }\n"): (typeof documents)["\n  query ExploreCategories {\n    exploreCategories {\n      key\n      tag\n      postsCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RepostButtons_post on Post {\n    id\n    repostsCount\n    quotesCount\n    viewerHasReposted\n  }\n"): (typeof documents)["\n  fragment RepostButtons_post on Post {\n    id\n    repostsCount\n    quotesCount\n    viewerHasReposted\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment QuotedPost_post on Post {\n    id\n    quotedPostRemoved\n    quotedPost {\n      id\n      content\n      createdAt\n      author {\n        id\n        username\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment QuotedPost_post on Post {\n    id\n    quotedPostRemoved\n    quotedPost {\n      id\n      content\n      createdAt\n      author {\n        id\n        username\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Repost($postId: ID!) {\n    repost(postId: $postId) {\n      id\n      repostsCount\n      viewerHasReposted\n    }\n  }\n"): (typeof documents)["\n  mutation Repost($postId: ID!) {\n    repost(postId: $postId) {\n      id\n      repostsCount\n      viewerHasReposted\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UndoRepost($postId: ID!) {\n    undoRepost(postId: $postId) {\n      id\n      repostsCount\n      viewerHasReposted\n    }\n  }\n"): (typeof documents)["\n  mutation UndoRepost($postId: ID!) {\n    undoRepost(postId: $postId) {\n      id\n      repostsCount\n      viewerHasReposted\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation QuotePost($postId: ID!, $content: String!) {\n    quotePost(postId: $postId, content: $content) {\n      ...PostCard_post\n      quotedPost {\n        id\n        quotesCount\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation QuotePost($postId: ID!, $content: String!) {\n    quotePost(postId: $postId, content: $content) {\n      ...PostCard_post\n      quotedPost {\n        id\n        quotesCount\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TopBarSearch($query: String!, $first: Int!) {\n    profiles(search: $query, first: $first) {\n      edges {\n        node {\n          id\n          username\n          avatarUrl\n          isVerified\n        }\n      }\n    }\n    searchHashtags(query: $query, first: $first) {\n      id\n      tag\n      usageCount\n    }\n  }\n"): (typeof documents)["\n  query TopBarSearch($query: String!, $first: Int!) {\n    profiles(search: $query, first: $first) {\n      edges {\n        node {\n          id\n          username\n          avatarUrl\n          isVerified\n        }\n      }\n    }\n    searchHashtags(query: $query, first: $first) {\n      id\n      tag\n      usageCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchPage($query: String!, $kind: SearchKind!, $first: Int!, $after: String) {\n    search(query: $query, kind: $kind, first: $first, after: $after) {\n      query\n      kind\n      people {\n        edges {\n          cursor\n          node {\n            ...SearchPerson_profile\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n      posts {\n        edges {\n          cursor\n          node {\n            ...PostCard_post\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n      hashtags {\n        edges {\n          cursor\n          node {\n            ...SearchHashtag_hashtag\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query SearchPage($query: String!, $kind: SearchKind!, $first: Int!, $after: String) {\n    search(query: $query, kind: $kind, first: $first, after: $after) {\n      query\n      kind\n      people {\n        edges {\n          cursor\n          node {\n            ...SearchPerson_profile\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n      posts {\n        edges {\n          cursor\n          node {\n            ...PostCard_post\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n      hashtags {\n        edges {\n          cursor\n          node {\n            ...SearchHashtag_hashtag\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicSearch($query: String!, $kind: SearchKind!, $first: Int!, $after: String) {\n    search(query: $query, kind: $kind, first: $first, after: $after) {\n      query\n      kind\n      people {\n        edges {\n          cursor\n          node {\n            ...SearchPerson_profile\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n      posts {\n        edges {\n          cursor\n          node {\n            ...PublicSearchPost_post\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n      hashtags {\n        edges {\n          cursor\n          node {\n            ...SearchHashtag_hashtag\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query PublicSearch($query: String!, $kind: SearchKind!, $first: Int!, $after: String) {\n    search(query: $query, kind: $kind, first: $first, after: $after) {\n      query\n      kind\n      people {\n        edges {\n          cursor\n          node {\n            ...SearchPerson_profile\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n      posts {\n        edges {\n          cursor\n          node {\n            ...PublicSearchPost_post\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n      hashtags {\n        edges {\n          cursor\n          node {\n            ...SearchHashtag_hashtag\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SearchPerson_profile on Profile {\n    id\n    username\n    bio\n    avatarUrl\n    isVerified\n    followersCount\n  }\n"): (typeof documents)["\n  fragment SearchPerson_profile on Profile {\n    id\n    username\n    bio\n    avatarUrl\n    isVerified\n    followersCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SearchHashtag_hashtag on Hashtag {\n    id\n    tag\n    usageCount\n  }\n"): (typeof documents)["\n  fragment SearchHashtag_hashtag on Hashtag {\n    id\n    tag\n    usageCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PublicSearchPost_post on Post {\n    id\n    content\n    sensitive\n    createdAt\n    author {\n      id\n      username\n      avatarUrl\n      isVerified\n    }\n  }\n"): (typeof documents)["\n  fragment PublicSearchPost_post on Post {\n    id\n    content\n    sensitive\n    createdAt\n    author {\n      id\n      username\n      avatarUrl\n      isVerified\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountPage {\n    me {\n      id\n      email\n      emailConfirmedAt\n      pendingEmail\n    }\n    sessions {\n      ...SessionsList_session\n    }\n  }\n"): (typeof documents)["\n  query AccountPage {\n    me {\n      id\n      email\n      emailConfirmedAt\n      pendingEmail\n    }\n    sessions {\n      ...SessionsList_session\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SessionsList_session on AccountSession {\n    id\n    device\n    city\n    country\n    createdAt\n    lastSeenAt\n    current\n  }\n"): (typeof documents)["\n  fragment SessionsList_session on AccountSession {\n    id\n    device\n    city\n    country\n    createdAt\n    lastSeenAt\n    current\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword)\n  }\n"): (typeof documents)["\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeEmail($newEmail: String!, $password: String!) {\n    changeEmail(newEmail: $newEmail, password: $password)\n  }\n"): (typeof documents)["\n  mutation ChangeEmail($newEmail: String!, $password: String!) {\n    changeEmail(newEmail: $newEmail, password: $password)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeSession($id: ID!) {\n    revokeSession(id: $id)\n  }\n"): (typeof documents)["\n  mutation RevokeSession($id: ID!) {\n    revokeSession(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeOtherSessions {\n    revokeOtherSessions\n  }\n"): (typeof documents)["\n  mutation RevokeOtherSessions {\n    revokeOtherSessions\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AccountSettings_settings on AccountSettings {\n    id\n    feedAlgorithm\n    theme\n    displayMode\n    language\n    updatedAt\n    privacy {\n      publicProfile\n      showFollowers\n      showEarnings\n      privateMessages\n      collabRequests\n      location\n      filterContent\n      commentFilter\n    }\n  }\n"): (typeof documents)["\n  fragment AccountSettings_settings on AccountSettings {\n    id\n    feedAlgorithm\n    theme\n    displayMode\n    language\n    updatedAt\n    privacy {\n      publicProfile\n      showFollowers\n      showEarnings\n      privateMessages\n      collabRequests\n      location\n      filterContent\n      commentFilter\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MySettings {\n    mySettings {\n      ...AccountSettings_settings\n    }\n  }\n"): (typeof documents)["\n  query MySettings {\n    mySettings {\n      ...AccountSettings_settings\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateSettings($input: UpdateSettingsInput!) {\n    updateSettings(input: $input) {\n      ...AccountSettings_settings\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateSettings($input: UpdateSettingsInput!) {\n    updateSettings(input: $input) {\n      ...AccountSettings_settings\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Tip($input: TipInput!) {\n    tip(input: $input) {\n      id\n      checkoutUrl\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation Tip($input: TipInput!) {\n    tip(input: $input) {\n      id\n      checkoutUrl\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckoutStatus($id: ID!) {\n    checkout(id: $id) {\n      id\n      status\n      purpose\n      amountMinor\n      currency\n      testMode\n      postId\n    }\n  }\n"): (typeof documents)["\n  query CheckoutStatus($id: ID!) {\n    checkout(id: $id) {\n      id\n      status\n      purpose\n      amountMinor\n      currency\n      testMode\n      postId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PostTipsCount($id: ID!) {\n    post(id: $id) {\n      id\n      tipsCount\n    }\n  }\n"): (typeof documents)["\n  query PostTipsCount($id: ID!) {\n    post(id: $id) {\n      id\n      tipsCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WebhookEndpoints_query on Query {\n    webhookEndpoints {\n      ...WebhookEndpoint_endpoint\n    }\n  }\n"): (typeof documents)["\n  fragment WebhookEndpoints_query on Query {\n    webhookEndpoints {\n      ...WebhookEndpoint_endpoint\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WebhookEndpoint_endpoint on WebhookEndpoint {\n    id\n    url\n    description\n    events\n    createdAt\n    disabledAt\n    disabledReason\n  }\n"): (typeof documents)["\n  fragment WebhookEndpoint_endpoint on WebhookEndpoint {\n    id\n    url\n    description\n    events\n    createdAt\n    disabledAt\n    disabledReason\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateWebhookEndpoint($input: CreateWebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) {\n      secret\n      endpoint {\n        ...WebhookEndpoint_endpoint\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateWebhookEndpoint($input: CreateWebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) {\n      secret\n      endpoint {\n        ...WebhookEndpoint_endpoint\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteWebhookEndpoint($id: ID!) {\n    deleteWebhookEndpoint(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteWebhookEndpoint($id: ID!) {\n    deleteWebhookEndpoint(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WebhookDeliveries($endpointId: ID!, $after: String) {\n    webhookDeliveries(endpointId: $endpointId, first: 20, after: $after) {\n      edges {\n        node {\n          ...WebhookDelivery_delivery\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query WebhookDeliveries($endpointId: ID!, $after: String) {\n    webhookDeliveries(endpointId: $endpointId, first: 20, after: $after) {\n      edges {\n        node {\n          ...WebhookDelivery_delivery\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WebhookDelivery_delivery on WebhookDelivery {\n    id\n    messageId\n    eventType\n    status\n    attempts\n    createdAt\n    nextAttemptAt\n    lastAttempt {\n      attemptedAt\n      statusCode\n      latencyMs\n      responseExcerpt\n      error\n    }\n  }\n"): (typeof documents)["\n  fragment WebhookDelivery_delivery on WebhookDelivery {\n    id\n    messageId\n    eventType\n    status\n    attempts\n    createdAt\n    nextAttemptAt\n    lastAttempt {\n      attemptedAt\n      statusCode\n      latencyMs\n      responseExcerpt\n      error\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RedeliverWebhook($deliveryId: ID!) {\n    redeliverWebhook(deliveryId: $deliveryId) {\n      ...WebhookDelivery_delivery\n    }\n  }\n"): (typeof documents)["\n  mutation RedeliverWebhook($deliveryId: ID!) {\n    redeliverWebhook(deliveryId: $deliveryId) {\n      ...WebhookDelivery_delivery\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;