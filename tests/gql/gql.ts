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
    "\n        mutation AdminApiPlaygroundCreatePost($content: String!) {\n          createPost(input: { content: $content }) {\n            id\n          }\n        }\n      ": typeof types.AdminApiPlaygroundCreatePostDocument,
    "\n  query Roles($search: String) {\n    profiles(search: $search) {\n      edges {\n        node {\n          username\n          roles\n        }\n      }\n    }\n  }\n": typeof types.RolesDocument,
    "\n  query BackupDemoContent {\n    profile(username: \"amara\") {\n      id\n      username\n      bio\n      isVerified\n      followersCount\n      followingCount\n    }\n    posts(authorUsername: \"amara\", first: 100) {\n      edges {\n        node {\n          id\n          content\n          createdAt\n          likesCount\n          commentsCount\n        }\n      }\n    }\n  }\n": typeof types.BackupDemoContentDocument,
    "\n      mutation CreatorIncomeJourneySplit($input: CreateEarningsSplitInput!) {\n        createEarningsSplit(input: $input) {\n          id\n        }\n      }\n    ": typeof types.CreatorIncomeJourneySplitDocument,
    "\n  mutation DatabaseOutageSignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      accessToken\n    }\n  }\n": typeof types.DatabaseOutageSignUpDocument,
    "\n  mutation DatabaseOutageCreatePost($input: CreatePostInput!) {\n    createPost(input: $input) {\n      id\n    }\n  }\n": typeof types.DatabaseOutageCreatePostDocument,
    "\n  subscription DatabaseOutagePostCreated($tag: String) {\n    postCreated(tag: $tag) {\n      id\n      content\n    }\n  }\n": typeof types.DatabaseOutagePostCreatedDocument,
    "\n      mutation DirectMessagesJourneyPrivacy {\n        updateSettings(input: { privacy: { privateMessages: false } }) {\n          privacy {\n            privateMessages\n          }\n        }\n      }\n    ": typeof types.DirectMessagesJourneyPrivacyDocument,
    "\n  query GeoAnalyticsAudience {\n    locationAnalyticsSummary {\n      countries\n      cities\n      totalImpressions\n      totalClicks\n    }\n    locationAnalytics(limit: 20) {\n      country\n      countryCode\n      city\n    }\n  }\n": typeof types.GeoAnalyticsAudienceDocument,
    "\n      mutation PaidPostsJourneyCreate($input: CreatePostInput!) {\n        createPost(input: $input) {\n          id\n        }\n      }\n    ": typeof types.PaidPostsJourneyCreateDocument,
    "\n      query PostingPosts($u: String) {\n        posts(authorUsername: $u) {\n          edges {\n            cursor\n          }\n        }\n      }\n    ": typeof types.PostingPostsDocument,
    "\n      mutation PublicPagesJourneyComment($postId: ID!, $content: String!) {\n        addComment(postId: $postId, content: $content) {\n          id\n        }\n      }\n    ": typeof types.PublicPagesJourneyCommentDocument,
    "\n  mutation GenerateApiKey($input: GenerateApiKeyInput!) {\n    generateApiKey(input: $input) {\n      secret\n      apiKey {\n        id\n        name\n        description\n        prefix\n        lastFour\n        isActive\n        tier\n        kind\n        createdAt\n        lastUsedAt\n        requestsPerHour\n      }\n    }\n  }\n": typeof types.GenerateApiKeyDocument,
    "\n  mutation CreatePost($input: CreatePostInput!) {\n    createPost(input: $input) {\n      id\n      content\n      createdAt\n    }\n  }\n": typeof types.CreatePostDocument,
    "\n      mutation ContentFactoriesFollow($u: String!) {\n        follow(username: $u) {\n          id\n        }\n      }\n    ": typeof types.ContentFactoriesFollowDocument,
    "\n  fragment EveryPostField on Post {\n    id\n    content\n    mediaUrl\n    mediaType\n    likesCount\n    commentsCount\n    sharesCount\n    viewerHasLiked\n    createdAt\n    author {\n      id\n      username\n      bio\n      avatarUrl\n      isVerified\n      followersCount\n      followingCount\n      createdAt\n      roles\n      viewerIsFollowing\n    }\n    hashtags {\n      id\n      tag\n      usageCount\n    }\n  }\n": typeof types.EveryPostFieldFragmentDoc,
    "\n  subscription LiveSocketPosts($tag: String) {\n    postCreated(tag: $tag) {\n      content\n    }\n  }\n": typeof types.LiveSocketPostsDocument,
    "\n  query AccountMe {\n    me {\n      id\n      email\n      emailConfirmedAt\n      pendingEmail\n    }\n  }\n": typeof types.AccountMeDocument,
    "\n  mutation AccountConfirmEmail($token: String!) {\n    confirmEmail(token: $token) {\n      id\n      email\n      emailConfirmedAt\n    }\n  }\n": typeof types.AccountConfirmEmailDocument,
    "\n  mutation AccountResendConfirmation {\n    resendConfirmation\n  }\n": typeof types.AccountResendConfirmationDocument,
    "\n  mutation AccountChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword)\n  }\n": typeof types.AccountChangePasswordDocument,
    "\n  mutation AccountChangeEmail($newEmail: String!, $password: String!) {\n    changeEmail(newEmail: $newEmail, password: $password)\n  }\n": typeof types.AccountChangeEmailDocument,
    "\n  query AccountSessions {\n    sessions {\n      id\n      device\n      city\n      country\n      countryCode\n      createdAt\n      lastSeenAt\n      current\n    }\n  }\n": typeof types.AccountSessionsDocument,
    "\n  mutation AccountRevokeSession($id: ID!) {\n    revokeSession(id: $id)\n  }\n": typeof types.AccountRevokeSessionDocument,
    "\n  mutation AccountRevokeOthers {\n    revokeOtherSessions\n  }\n": typeof types.AccountRevokeOthersDocument,
    "\n  mutation AccountSignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      accessToken\n      refreshToken\n      user {\n        id\n        email\n        emailConfirmedAt\n      }\n    }\n  }\n": typeof types.AccountSignUpDocument,
    "\n  mutation AccountSignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      accessToken\n      user {\n        id\n      }\n    }\n  }\n": typeof types.AccountSignInDocument,
    "\n  query AccountLanguageOfSettings {\n    mySettings {\n      id\n      language\n    }\n  }\n": typeof types.AccountLanguageOfSettingsDocument,
    "\n      mutation AccountUnconfirmedPost {\n        createPost(input: { content: \"posting before confirming\" }) {\n          id\n        }\n      }\n    ": typeof types.AccountUnconfirmedPostDocument,
    "\n    mutation AccountGenerateKey($input: GenerateApiKeyInput!) {\n      generateApiKey(input: $input) {\n        secret\n      }\n    }\n  ": typeof types.AccountGenerateKeyDocument,
    "\n  mutation CampaignMoneyCreate($input: CreateCampaignInput!) {\n    createCampaign(input: $input) {\n      id\n      dailyBudgetMoney {\n        amountMinor\n        currency\n      }\n      totalBudgetMoney {\n        amountMinor\n        currency\n      }\n      budgetMoney {\n        amountMinor\n      }\n      spentMoney {\n        amountMinor\n      }\n    }\n  }\n": typeof types.CampaignMoneyCreateDocument,
    "\n  query CampaignMoneyTotals {\n    myCampaignTotals {\n      spentMoney {\n        amountMinor\n        currency\n      }\n    }\n  }\n": typeof types.CampaignMoneyTotalsDocument,
    "\n  mutation CampaignsCreateCampaign($input: CreateCampaignInput!) {\n    createCampaign(input: $input) {\n      id\n      name\n      objective\n      description\n      minAge\n      maxAge\n      locations\n      interests\n      adType\n      headline\n      adDescription\n      callToAction\n      destinationUrl\n      mediaUrl\n      mediaType\n      dailyBudget\n      totalBudget\n      budget\n      startDate\n      endDate\n      status\n      rejectionReason\n      spent\n      impressions\n      clicks\n      ctr\n      createdAt\n      reviewedAt\n      owner {\n        username\n      }\n      reviewedBy {\n        username\n      }\n    }\n  }\n": typeof types.CampaignsCreateCampaignDocument,
    "\n  query CampaignsMine($first: Int, $after: String) {\n    myCampaignTotals {\n      count\n      spent\n      impressions\n      clicks\n      averageCtr\n    }\n    myCampaigns(first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          id\n          name\n          status\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.CampaignsMineDocument,
    "\n  query CampaignsCampaignsInReview {\n    campaignsInReview {\n      edges {\n        node {\n          id\n          name\n          status\n          owner {\n            username\n          }\n        }\n      }\n    }\n  }\n": typeof types.CampaignsCampaignsInReviewDocument,
    "\n  mutation CampaignsPauseCampaign($id: ID!) {\n    pauseCampaign(id: $id) {\n      id\n      status\n    }\n  }\n": typeof types.CampaignsPauseCampaignDocument,
    "\n  mutation CampaignsResumeCampaign($id: ID!) {\n    resumeCampaign(id: $id) {\n      id\n      status\n    }\n  }\n": typeof types.CampaignsResumeCampaignDocument,
    "\n  mutation CampaignsApproveCampaign($id: ID!) {\n    approveCampaign(id: $id) {\n      id\n      status\n      reviewedAt\n      reviewedBy {\n        username\n      }\n    }\n  }\n": typeof types.CampaignsApproveCampaignDocument,
    "\n  mutation CampaignsRejectCampaign($id: ID!, $reason: String) {\n    rejectCampaign(id: $id, reason: $reason) {\n      id\n      status\n      rejectionReason\n    }\n  }\n": typeof types.CampaignsRejectCampaignDocument,
    "\n          query CampaignsMyCampaigns {\n            myCampaigns {\n              edges {\n                node {\n                  ctr\n                }\n              }\n            }\n          }\n        ": typeof types.CampaignsMyCampaignsDocument,
    "\n        query CampaignsMyCampaignsEdges {\n          myCampaigns {\n            edges {\n              node {\n                id\n                status\n                reviewedBy {\n                  username\n                }\n              }\n            }\n          }\n        }\n      ": typeof types.CampaignsMyCampaignsEdgesDocument,
    "\n        query CampaignsNotifications {\n          notifications(first: 10) {\n            edges {\n              node {\n                kind\n                campaignName\n                actor {\n                  username\n                }\n              }\n            }\n          }\n        }\n      ": typeof types.CampaignsNotificationsDocument,
    "\n  query ApiKeyLifecycleMe {\n    me {\n      id\n      username\n      roles\n    }\n  }\n": typeof types.ApiKeyLifecycleMeDocument,
    "\n  query ApiKeys($kind: ApiKeyKind) {\n    apiKeys(kind: $kind) {\n      id\n      name\n      description\n      prefix\n      lastFour\n      isActive\n      tier\n      kind\n      createdAt\n      lastUsedAt\n      requestsPerHour\n      createdBy {\n        username\n      }\n    }\n  }\n": typeof types.ApiKeysDocument,
    "\n  mutation DeleteApiKey($id: ID!) {\n    deleteApiKey(id: $id)\n  }\n": typeof types.DeleteApiKeyDocument,
    "\n  query ApiKeyQuotaPing {\n    __typename\n  }\n": typeof types.ApiKeyQuotaPingDocument,
    "\n        query ApiKeyWebsocketMe {\n          me {\n            id\n            roles\n          }\n        }\n      ": typeof types.ApiKeyWebsocketMeDocument,
    "\n      query ApiKeyWebsocketUserRoles {\n        userRoles {\n          userId\n          role\n        }\n      }\n    ": typeof types.ApiKeyWebsocketUserRolesDocument,
    "\n            subscription ApiKeyWebsocketPostCreated {\n              postCreated {\n                content\n                author {\n                  username\n                }\n              }\n            }\n          ": typeof types.ApiKeyWebsocketPostCreatedDocument,
    "\n        mutation ApiKeyWebsocketCreatePost($c: String!) {\n          createPost(input: { content: $c }) {\n            id\n          }\n        }\n      ": typeof types.ApiKeyWebsocketCreatePostDocument,
    "\n      mutation ApiKeyWebsocketRemoveAdmin($id: ID!) {\n        removeAdmin(userId: $id) {\n          id\n        }\n      }\n    ": typeof types.ApiKeyWebsocketRemoveAdminDocument,
    "\n      query ApiKeyWebsocketApiKeyIds {\n        apiKeys {\n          id\n        }\n      }\n    ": typeof types.ApiKeyWebsocketApiKeyIdsDocument,
    "\n      query ApiKeyWebsocketPing {\n        __typename\n      }\n    ": typeof types.ApiKeyWebsocketPingDocument,
    "\n      query ApiKeyWebsocketMeId {\n        me {\n          id\n        }\n      }\n    ": typeof types.ApiKeyWebsocketMeIdDocument,
    "\n          query ApiKeyWebsocketMeId {\n            me {\n              id\n            }\n          }\n        ": typeof types.ApiKeyWebsocketMeIdDocument,
    "\n      mutation ApiKeyWebsocketDeleteApiKey($id: ID!) {\n        deleteApiKey(id: $id)\n      }\n    ": typeof types.ApiKeyWebsocketDeleteApiKeyDocument,
    "\n        query ApiKeyWebsocketMeId {\n          me {\n            id\n          }\n        }\n      ": typeof types.ApiKeyWebsocketMeIdDocument,
    "\n  mutation PersonalKeyCreate($input: CreatePersonalApiKeyInput!) {\n    createPersonalApiKey(input: $input) {\n      secret\n      apiKey {\n        id\n        name\n        scopes\n        tier\n        kind\n      }\n    }\n  }\n": typeof types.PersonalKeyCreateDocument,
    "\n  query PersonalKeyList {\n    personalApiKeys {\n      id\n      name\n      scopes\n      tier\n    }\n  }\n": typeof types.PersonalKeyListDocument,
    "\n  mutation PersonalKeyDelete($id: ID!) {\n    deletePersonalApiKey(id: $id)\n  }\n": typeof types.PersonalKeyDeleteDocument,
    "\n  query PersonalKeyMe {\n    me {\n      id\n    }\n  }\n": typeof types.PersonalKeyMeDocument,
    "\n  mutation PersonalKeyCreatePost($input: CreatePostInput!) {\n    createPost(input: $input) {\n      id\n    }\n  }\n": typeof types.PersonalKeyCreatePostDocument,
    "\n      mutation PersonalKeySetTier($id: ID!, $tier: ApiKeyTier!) {\n        setApiKeyTier(id: $id, tier: $tier) {\n          id\n          tier\n          requestsPerHour\n        }\n      }\n    ": typeof types.PersonalKeySetTierDocument,
    "\n      mutation PersonalKeyPartner($input: GenerateApiKeyInput!) {\n        generateApiKey(input: $input) {\n          secret\n          apiKey {\n            scopes\n          }\n        }\n      }\n    ": typeof types.PersonalKeyPartnerDocument,
    "\n      query PersonalKeyGatewayStatus {\n        paymentGatewayStatus {\n          __typename\n        }\n      }\n    ": typeof types.PersonalKeyGatewayStatusDocument,
    "\n      query PersonalKeyUserStats {\n        userStats {\n          totalUsers\n        }\n      }\n    ": typeof types.PersonalKeyUserStatsDocument,
    "\n      mutation PersonalKeySuspend($id: ID!) {\n        suspendUser(userId: $id, reason: \"Spam\") {\n          id\n        }\n      }\n    ": typeof types.PersonalKeySuspendDocument,
    "\n  fragment AuthSession on AuthPayload {\n    user {\n      id\n      email\n      username\n      createdAt\n      roles\n      profile {\n        id\n        username\n      }\n    }\n    accessToken\n    refreshToken\n    expiresAt\n  }\n": typeof types.AuthSessionFragmentDoc,
    "\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      ...AuthSession\n    }\n  }\n": typeof types.SignUpDocument,
    "\n  mutation SignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      ...AuthSession\n    }\n  }\n": typeof types.SignInDocument,
    "\n  mutation Refresh($token: String) {\n    refreshSession(refreshToken: $token) {\n      ...AuthSession\n    }\n  }\n": typeof types.RefreshDocument,
    "\n  mutation SignOut {\n    signOut\n  }\n": typeof types.SignOutDocument,
    "\n  query Me {\n    me {\n      id\n      email\n      username\n      roles\n    }\n  }\n": typeof types.MeDocument,
    "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n": typeof types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($token: String!, $password: String!) {\n    resetPassword(token: $token, password: $password) {\n      ...AuthSession\n    }\n  }\n": typeof types.ResetPasswordDocument,
    "\n  mutation SessionCheckSuspend($id: ID!) {\n    suspendUser(userId: $id) {\n      id\n    }\n  }\n": typeof types.SessionCheckSuspendDocument,
    "\n  mutation SessionCheckPromote($id: ID!) {\n    promoteToAdmin(userId: $id) {\n      id\n    }\n  }\n": typeof types.SessionCheckPromoteDocument,
    "\n  mutation SessionCheckDemote($id: ID!) {\n    removeAdmin(userId: $id) {\n      id\n    }\n  }\n": typeof types.SessionCheckDemoteDocument,
    "\n  query SessionCheckUserRoles {\n    userRoles {\n      role\n    }\n  }\n": typeof types.SessionCheckUserRolesDocument,
    "\n      mutation SessionsCreatePost {\n        createPost(input: { content: \"after sign-out #late\" }) {\n          id\n        }\n      }\n    ": typeof types.SessionsCreatePostDocument,
    "\n  query BlockNotificationsList {\n    unreadNotificationsCount\n    notifications(first: 50) {\n      edges {\n        node {\n          kind\n          actor {\n            username\n          }\n        }\n      }\n    }\n  }\n": typeof types.BlockNotificationsListDocument,
    "\n  mutation BlockNotificationsCircle($input: CreateCircleInput!) {\n    createCircle(input: $input) {\n      id\n    }\n  }\n": typeof types.BlockNotificationsCircleDocument,
    "\n  mutation BlockNotificationsJoin($id: ID!) {\n    joinCircle(id: $id) {\n      id\n    }\n  }\n": typeof types.BlockNotificationsJoinDocument,
    "\n  mutation BlocksBlock($u: String!) {\n    block(username: $u) {\n      username\n      followersCount\n      followingCount\n    }\n  }\n": typeof types.BlocksBlockDocument,
    "\n  mutation BlocksUnblock($u: String!) {\n    unblock(username: $u) {\n      username\n    }\n  }\n": typeof types.BlocksUnblockDocument,
    "\n  mutation BlocksMute($u: String!) {\n    mute(username: $u) {\n      username\n      viewerHasMuted\n    }\n  }\n": typeof types.BlocksMuteDocument,
    "\n  mutation BlocksUnmute($u: String!) {\n    unmute(username: $u) {\n      username\n      viewerHasMuted\n    }\n  }\n": typeof types.BlocksUnmuteDocument,
    "\n  query BlocksProfile($u: String!) {\n    profile(username: $u) {\n      username\n      followersCount\n      followingCount\n      viewerIsFollowing\n    }\n  }\n": typeof types.BlocksProfileDocument,
    "\n  query BlocksPost($id: ID!) {\n    post(id: $id) {\n      id\n    }\n  }\n": typeof types.BlocksPostDocument,
    "\n  query BlocksPosts($author: String) {\n    posts(authorUsername: $author, first: 50) {\n      edges {\n        node {\n          author {\n            username\n          }\n        }\n      }\n    }\n  }\n": typeof types.BlocksPostsDocument,
    "\n  query BlocksFeed($mode: FeedMode!) {\n    feed(mode: $mode, first: 50) {\n      edges {\n        node {\n          author {\n            username\n          }\n        }\n      }\n    }\n  }\n": typeof types.BlocksFeedDocument,
    "\n  query BlocksSearch($q: String!) {\n    search(query: $q) {\n      people {\n        edges {\n          node {\n            username\n          }\n        }\n      }\n      posts {\n        edges {\n          node {\n            author {\n              username\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.BlocksSearchDocument,
    "\n  query BlocksTag($tag: String!) {\n    postsByHashtag(tag: $tag, first: 50) {\n      edges {\n        node {\n          author {\n            username\n          }\n        }\n      }\n    }\n  }\n": typeof types.BlocksTagDocument,
    "\n  query BlocksComments($postId: ID!) {\n    comments(postId: $postId) {\n      edges {\n        node {\n          author {\n            username\n          }\n        }\n      }\n    }\n  }\n": typeof types.BlocksCommentsDocument,
    "\n  mutation BlocksComment($postId: ID!, $content: String!) {\n    addComment(postId: $postId, content: $content) {\n      id\n    }\n  }\n": typeof types.BlocksCommentDocument,
    "\n  mutation BlocksLike($postId: ID!) {\n    likePost(postId: $postId) {\n      likesCount\n    }\n  }\n": typeof types.BlocksLikeDocument,
    "\n  mutation BlocksFollow($u: String!) {\n    follow(username: $u) {\n      followersCount\n    }\n  }\n": typeof types.BlocksFollowDocument,
    "\n  mutation BlocksMessage($u: String!) {\n    sendMessage(input: { toUsername: $u, content: \"hello\" }) {\n      id\n    }\n  }\n": typeof types.BlocksMessageDocument,
    "\n  mutation BlocksShoutout($u: String!) {\n    sendShoutout(input: { username: $u, message: \"A great storyteller\" }) {\n      id\n    }\n  }\n": typeof types.BlocksShoutoutDocument,
    "\n  mutation BlocksCollab($u: String!) {\n    sendCollabRequest(input: { username: $u, type: FEATURE, amount: 0, message: \"Shall we make a video?\" }) {\n      id\n    }\n  }\n": typeof types.BlocksCollabDocument,
    "\n  query BlocksNotifications {\n    unreadNotificationsCount\n    notifications(first: 50) {\n      edges {\n        node {\n          kind\n          actor {\n            username\n          }\n        }\n      }\n    }\n  }\n": typeof types.BlocksNotificationsDocument,
    "\n  query BlocksLists {\n    blockedProfiles {\n      username\n    }\n    mutedProfiles {\n      username\n    }\n  }\n": typeof types.BlocksListsDocument,
    "\n  subscription BlocksPostCreated($tag: String) {\n    postCreated(tag: $tag) {\n      content\n      author {\n        username\n      }\n    }\n  }\n": typeof types.BlocksPostCreatedDocument,
    "\n      mutation BlocksSelf($u: String!) {\n        block(username: $u) {\n          id\n        }\n      }\n    ": typeof types.BlocksSelfDocument,
    "\n      mutation BlocksNobody($u: String!) {\n        mute(username: $u) {\n          id\n        }\n      }\n    ": typeof types.BlocksNobodyDocument,
    "\n    query BlocksFollowers($u: String!) {\n      profile(username: $u) {\n        followers(first: 50) {\n          edges {\n            node {\n              username\n            }\n          }\n        }\n      }\n    }\n  ": typeof types.BlocksFollowersDocument,
    "\n  fragment CircleFields on Circle {\n    id\n    name\n    description\n    isPrivate\n    membersCount\n    postsCount\n    viewerStatus\n    owner {\n      username\n    }\n  }\n": typeof types.CircleFieldsFragmentDoc,
    "\n  mutation CirclesCreateCircle($input: CreateCircleInput!) {\n    createCircle(input: $input) {\n      ...CircleFields\n    }\n  }\n": typeof types.CirclesCreateCircleDocument,
    "\n  mutation CirclesJoinCircle($id: ID!) {\n    joinCircle(id: $id) {\n      ...CircleFields\n    }\n  }\n": typeof types.CirclesJoinCircleDocument,
    "\n  mutation CirclesLeaveCircle($id: ID!) {\n    leaveCircle(id: $id) {\n      ...CircleFields\n    }\n  }\n": typeof types.CirclesLeaveCircleDocument,
    "\n  mutation CirclesApproveCircleRequest($c: ID!, $u: ID!) {\n    approveCircleRequest(circleId: $c, userId: $u) {\n      ...CircleFields\n    }\n  }\n": typeof types.CirclesApproveCircleRequestDocument,
    "\n  mutation CirclesDeclineCircleRequest($c: ID!, $u: ID!) {\n    declineCircleRequest(circleId: $c, userId: $u) {\n      ...CircleFields\n    }\n  }\n": typeof types.CirclesDeclineCircleRequestDocument,
    "\n  mutation CirclesPostToCircle($input: PostToCircleInput!) {\n    postToCircle(input: $input) {\n      id\n      content\n      sensitive\n      author {\n        username\n      }\n    }\n  }\n": typeof types.CirclesPostToCircleDocument,
    "\n  query CirclesCirclePosts($id: ID!, $first: Int, $after: String) {\n    circlePosts(circleId: $id, first: $first, after: $after) {\n      edges {\n        node {\n          content\n          author {\n            username\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.CirclesCirclePostsDocument,
    "\n  query CirclesCircleJoinRequests($id: ID!) {\n    circleJoinRequests(circleId: $id) {\n      edges {\n        node {\n          user {\n            id\n            username\n          }\n        }\n      }\n    }\n  }\n": typeof types.CirclesCircleJoinRequestsDocument,
    "\n  query CirclesList($first: Int, $after: String) {\n    circles(first: $first, after: $after) {\n      edges {\n        node {\n          ...CircleFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.CirclesListDocument,
    "\n      query CirclesNotifications {\n        notifications(first: 1) {\n          edges {\n            node {\n              kind\n              actor {\n                username\n              }\n              circle {\n                id\n                name\n              }\n            }\n          }\n        }\n      }\n    ": typeof types.CirclesNotificationsDocument,
    "\n      query CirclesNotificationsEdges {\n        notifications(first: 1) {\n          edges {\n            node {\n              kind\n              actor {\n                username\n              }\n              circle {\n                id\n                viewerStatus\n              }\n            }\n          }\n        }\n      }\n    ": typeof types.CirclesNotificationsEdgesDocument,
    "\n          query CirclesCircle($id: ID!) {\n            circle(id: $id) {\n              viewerStatus\n            }\n          }\n        ": typeof types.CirclesCircleDocument,
    "\n          query CirclesCircleById($id: ID!) {\n            circle(id: $id) {\n              id\n            }\n          }\n        ": typeof types.CirclesCircleByIdDocument,
    "\n    mutation CirclesDeleteCircle($id: ID!) {\n      deleteCircle(id: $id)\n    }\n  ": typeof types.CirclesDeleteCircleDocument,
    "\n  fragment CollabRequestFields on CollabRequest {\n    id\n    type\n    amount\n    amountMoney {\n      amountMinor\n      currency\n    }\n    message\n    status\n    createdAt\n    decidedAt\n    from {\n      username\n    }\n    to {\n      username\n    }\n  }\n": typeof types.CollabRequestFieldsFragmentDoc,
    "\n  mutation CollabsSendCollabRequest($input: SendCollabRequestInput!) {\n    sendCollabRequest(input: $input) {\n      ...CollabRequestFields\n    }\n  }\n": typeof types.CollabsSendCollabRequestDocument,
    "\n  mutation CollabsOpenCollabRequest($id: ID!) {\n    openCollabRequest(id: $id) {\n      id\n      status\n    }\n  }\n": typeof types.CollabsOpenCollabRequestDocument,
    "\n  mutation CollabsAcceptCollabRequest($id: ID!) {\n    acceptCollabRequest(id: $id) {\n      id\n      status\n      decidedAt\n    }\n  }\n": typeof types.CollabsAcceptCollabRequestDocument,
    "\n  mutation CollabsDeclineCollabRequest($id: ID!) {\n    declineCollabRequest(id: $id) {\n      id\n      status\n      decidedAt\n    }\n  }\n": typeof types.CollabsDeclineCollabRequestDocument,
    "\n  query CollabsReceivedCollabRequests($first: Int, $after: String) {\n    receivedCollabRequests(first: $first, after: $after) {\n      edges {\n        node {\n          ...CollabRequestFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.CollabsReceivedCollabRequestsDocument,
    "\n  query CollabsSentCollabRequests {\n    sentCollabRequests {\n      edges {\n        node {\n          id\n          status\n          to {\n            username\n          }\n        }\n      }\n    }\n  }\n": typeof types.CollabsSentCollabRequestsDocument,
    "\n      mutation CollabsUpdateSettings($on: Boolean!) {\n        updateSettings(input: { privacy: { collabRequests: $on } }) {\n          privacy {\n            collabRequests\n          }\n        }\n      }\n    ": typeof types.CollabsUpdateSettingsDocument,
    "\n      query CollabsNotifications {\n        notifications {\n          edges {\n            node {\n              kind\n              actor {\n                username\n              }\n            }\n          }\n        }\n      }\n    ": typeof types.CollabsNotificationsDocument,
    "\n  mutation Send($input: SendContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      id\n      receivedAt\n    }\n  }\n": typeof types.SendDocument,
    "\n      mutation ContentFiltersUpdateSystemSettings($on: Boolean!) {\n        updateSystemSettings(input: { profanityFilter: $on }) {\n          profanityFilter\n        }\n      }\n    ": typeof types.ContentFiltersUpdateSystemSettingsDocument,
    "\n      mutation ContentFiltersUpdateSettings($on: Boolean!) {\n        updateSettings(input: { privacy: { commentFilter: $on } }) {\n          privacy {\n            commentFilter\n          }\n        }\n      }\n    ": typeof types.ContentFiltersUpdateSettingsDocument,
    "\n  query ContentFiltersPost($id: ID!) {\n    post(id: $id) {\n      content\n      sensitive\n    }\n  }\n": typeof types.ContentFiltersPostDocument,
    "\n  query ContentFiltersPostsByHashtag {\n    postsByHashtag(tag: \"lagosfilters\", first: 5) {\n      edges {\n        node {\n          content\n          sensitive\n        }\n      }\n    }\n  }\n": typeof types.ContentFiltersPostsByHashtagDocument,
    "\n  query ContentFiltersPosts {\n    posts(authorUsername: \"amara_filters\", first: 5) {\n      edges {\n        node {\n          content\n        }\n      }\n    }\n  }\n": typeof types.ContentFiltersPostsDocument,
    "\n  query ContentFiltersFeed {\n    feed(mode: MY_FLOW, energy: 50, first: 5) {\n      edges {\n        node {\n          content\n          sensitive\n        }\n      }\n    }\n  }\n": typeof types.ContentFiltersFeedDocument,
    "\n  query ContentFiltersComments($id: ID!) {\n    comments(postId: $id) {\n      hiddenCount\n      edges {\n        node {\n          content\n          sensitive\n          hiddenByFilter\n          author {\n            username\n          }\n        }\n      }\n    }\n  }\n": typeof types.ContentFiltersCommentsDocument,
    "\n  mutation ContentFiltersAddComment($id: ID!, $text: String!) {\n    addComment(postId: $id, content: $text) {\n      content\n      sensitive\n      hiddenByFilter\n    }\n  }\n": typeof types.ContentFiltersAddCommentDocument,
    "\n        query ContentFiltersNotifications {\n          notifications(first: 10) {\n            edges {\n              node {\n                kind\n                commentExcerpt\n              }\n            }\n          }\n        }\n      ": typeof types.ContentFiltersNotificationsDocument,
    "\n  mutation ConversationAddComment($postId: ID!, $content: String!, $parentId: ID) {\n    addComment(postId: $postId, content: $content, parentId: $parentId) {\n      id\n      parentId\n      content\n      repliesCount\n      removed\n      post {\n        id\n        commentsCount\n      }\n    }\n  }\n": typeof types.ConversationAddCommentDocument,
    "\n  query ConversationThread($postId: ID!, $parentId: ID, $first: Int, $after: String) {\n    comments(postId: $postId, parentId: $parentId, first: $first, after: $after) {\n      edges {\n        node {\n          id\n          parentId\n          content\n          repliesCount\n          removed\n          editedAt\n          author {\n            username\n          }\n          versions {\n            content\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.ConversationThreadDocument,
    "\n  query ConversationPost($id: ID!) {\n    post(id: $id) {\n      id\n      content\n      commentsCount\n      editedAt\n      versions {\n        content\n        writtenAt\n        replacedAt\n      }\n      hashtags {\n        tag\n      }\n    }\n  }\n": typeof types.ConversationPostDocument,
    "\n  mutation ConversationDeleteComment($id: ID!) {\n    deleteComment(id: $id)\n  }\n": typeof types.ConversationDeleteCommentDocument,
    "\n  mutation ConversationDeletePost($id: ID!) {\n    deletePost(id: $id)\n  }\n": typeof types.ConversationDeletePostDocument,
    "\n  mutation ConversationEditPost($id: ID!, $content: String!) {\n    editPost(id: $id, content: $content) {\n      id\n      content\n      sensitive\n      editedAt\n      hashtags {\n        tag\n      }\n    }\n  }\n": typeof types.ConversationEditPostDocument,
    "\n  mutation ConversationEditComment($id: ID!, $content: String!) {\n    editComment(id: $id, content: $content) {\n      id\n      content\n      editedAt\n      versions {\n        content\n      }\n    }\n  }\n": typeof types.ConversationEditCommentDocument,
    "\n  query ConversationNotifications {\n    notifications(first: 50) {\n      edges {\n        node {\n          kind\n          commentExcerpt\n          actor {\n            username\n          }\n          post {\n            id\n          }\n        }\n      }\n    }\n  }\n": typeof types.ConversationNotificationsDocument,
    "\n  query MyEnergyScore {\n    myEnergyScore {\n      id\n      score\n      parts {\n        id\n        points\n        maxPoints\n      }\n      posts\n      commentsReceived\n      repliedInTime\n      impressions\n      engagementBasisPoints\n      topPercent\n      verificationEligible\n    }\n  }\n": typeof types.MyEnergyScoreDocument,
    "\n  query MyAudienceActivity {\n    myAudienceActivity {\n      id\n      utcHours\n      languages {\n        language\n        followers\n      }\n    }\n  }\n": typeof types.MyAudienceActivityDocument,
    "\n  mutation EnergyComment($postId: ID!, $content: String!, $parentId: ID) {\n    addComment(postId: $postId, content: $content, parentId: $parentId) {\n      id\n    }\n  }\n": typeof types.EnergyCommentDocument,
    "\n  mutation EnergyLike($id: ID!) {\n    likePost(postId: $id) {\n      id\n    }\n  }\n": typeof types.EnergyLikeDocument,
    "\n  mutation EnergyLanguage($input: UpdateSettingsInput!) {\n    updateSettings(input: $input) {\n      language\n    }\n  }\n": typeof types.EnergyLanguageDocument,
    "\n  query MyPostStats($days: Int, $top: Int) {\n    myPostStats(days: $days, top: $top) {\n      id\n      posts\n      followers\n      allTime {\n        impressions\n        clicks\n        likes\n        comments\n        shares\n        newFollowers\n      }\n      last30Days {\n        impressions\n        clicks\n        likes\n        comments\n        shares\n        newFollowers\n      }\n      previous30Days {\n        impressions\n        clicks\n        likes\n        comments\n        shares\n        newFollowers\n      }\n      daily {\n        date\n        impressions\n        clicks\n        likes\n        comments\n        shares\n        newFollowers\n      }\n      topPosts {\n        post {\n          id\n          content\n        }\n        impressions\n        clicks\n        likes\n        comments\n        shares\n      }\n    }\n  }\n": typeof types.MyPostStatsDocument,
    "\n        mutation MyPostStatsLikePost($id: ID!) {\n          likePost(postId: $id) {\n            id\n          }\n        }\n      ": typeof types.MyPostStatsLikePostDocument,
    "\n      mutation MyPostStatsLikePost($id: ID!) {\n        likePost(postId: $id) {\n          id\n        }\n      }\n    ": typeof types.MyPostStatsLikePostDocument,
    "\n      mutation MyPostStatsAddComment($id: ID!) {\n        addComment(postId: $id, content: \"Love it\") {\n          id\n        }\n      }\n    ": typeof types.MyPostStatsAddCommentDocument,
    "\n      mutation MyPostStatsSharePost($id: ID!) {\n        sharePost(postId: $id) {\n          id\n        }\n      }\n    ": typeof types.MyPostStatsSharePostDocument,
    "\n  query SupporterInsightsOf($top: Int) {\n    supporterInsights(top: $top) {\n      activeMembers\n      membersByTier {\n        name\n        members\n        retired\n        price {\n          amountMinor\n          currency\n        }\n      }\n      topSupporters {\n        supporter {\n          username\n        }\n        amount {\n          amountMinor\n          currency\n        }\n        payments\n      }\n      churn {\n        membersAtStart\n        joined\n        ended\n        ratePercent\n      }\n      milestones {\n        kind\n        amount {\n          amountMinor\n          currency\n        }\n        person {\n          username\n        }\n      }\n    }\n  }\n": typeof types.SupporterInsightsOfDocument,
    "\n  mutation SupporterInsightsTip($input: TipInput!) {\n    tip(input: $input) {\n      checkoutUrl\n    }\n  }\n": typeof types.SupporterInsightsTipDocument,
    "\n  mutation ErrorContractAnonymousPost {\n    createPost(input: { content: \"Hi\" }) {\n      id\n    }\n  }\n": typeof types.ErrorContractAnonymousPostDocument,
    "\n      mutation ErrorContractShortUsername {\n        signUp(input: { username: \"ab\", email: \"ab@example.com\", password: \"secret1\" }) {\n          accessToken\n        }\n      }\n    ": typeof types.ErrorContractShortUsernameDocument,
    "\n      mutation ErrorContractCreatePost {\n        createPost(input: { content: \"Hello #kuza\" }) {\n          id\n        }\n      }\n    ": typeof types.ErrorContractCreatePostDocument,
    "\n      mutation ErrorContractAddComment($id: ID!, $c: String!) {\n        addComment(postId: $id, content: $c) {\n          id\n        }\n      }\n    ": typeof types.ErrorContractAddCommentDocument,
    "\n      mutation ErrorContractSplit {\n        createEarningsSplit(\n          input: { projectName: \"EP\", collaborators: [{ username: \"@nobody_here\", percentage: 10 }] }\n        ) {\n          id\n        }\n      }\n    ": typeof types.ErrorContractSplitDocument,
    "\n      query ErrorContractUserRoles {\n        userRoles {\n          role\n        }\n      }\n    ": typeof types.ErrorContractUserRolesDocument,
    "\n      mutation ErrorContractDeleteMissing {\n        deletePost(id: \"00000000-0000-4000-8000-000000000000\")\n      }\n    ": typeof types.ErrorContractDeleteMissingDocument,
    "\n      query ErrorContractTrending {\n        trendingHashtags {\n          tag\n        }\n      }\n    ": typeof types.ErrorContractTrendingDocument,
    "\n        mutation ErrorContractWrongPassword {\n          signIn(input: { email: \"someone@example.com\", password: \"wrong-password\" }) {\n            accessToken\n          }\n        }\n      ": typeof types.ErrorContractWrongPasswordDocument,
    "\n      mutation ErrorContractSignUp {\n        signUp(input: { username: \"contract\", email: \"contract@example.com\", password: \"secret1\" }) {\n          accessToken\n        }\n      }\n    ": typeof types.ErrorContractSignUpDocument,
    "\n        query ErrorContractProfile {\n          profile(username: \"contract\") {\n            username\n            bio\n          }\n        }\n      ": typeof types.ErrorContractProfileDocument,
    "\n      query HttpRequestsTrendingHashtags {\n        trendingHashtags {\n          tag\n        }\n      }\n    ": typeof types.HttpRequestsTrendingHashtagsDocument,
    "\n        mutation HttpRequestsSendContactMessage($input: SendContactMessageInput!) {\n          sendContactMessage(input: $input) {\n            id\n          }\n        }\n      ": typeof types.HttpRequestsSendContactMessageDocument,
    "\n      mutation MaskedErrorsSignUp {\n        signUp(input: { username: \"masked\", email: \"masked@example.com\", password: \"secret1\" }) {\n          accessToken\n        }\n      }\n    ": typeof types.MaskedErrorsSignUpDocument,
    "\n        query MaskedErrorsProfile {\n          profile(username: \"masked\") {\n            username\n            bio\n          }\n        }\n      ": typeof types.MaskedErrorsProfileDocument,
    "\n  mutation NulCharactersCreatePost($c: String!) {\n    createPost(input: { content: $c }) {\n      id\n      content\n    }\n  }\n": typeof types.NulCharactersCreatePostDocument,
    "\n        mutation NulCharactersUpdateProfile($i: UpdateProfileInput!) {\n          updateProfile(input: $i) {\n            bio\n          }\n        }\n      ": typeof types.NulCharactersUpdateProfileDocument,
    "\n        query NulCharactersPostsByHashtag($t: String!) {\n          postsByHashtag(tag: $t) {\n            edges {\n              cursor\n            }\n          }\n        }\n      ": typeof types.NulCharactersPostsByHashtagDocument,
    "\n          query NullArgumentsPosts($f: Int) {\n            posts(first: $f) {\n              edges {\n                node {\n                  id\n                }\n              }\n            }\n          }\n        ": typeof types.NullArgumentsPostsDocument,
    "\n          query NullArgumentsPostsByHashtag($f: Int) {\n            postsByHashtag(tag: \"folklore\", first: $f) {\n              edges {\n                cursor\n              }\n            }\n          }\n        ": typeof types.NullArgumentsPostsByHashtagDocument,
    "\n          query NullArgumentsTrendingHashtags($l: Int) {\n            trendingHashtags(limit: $l) {\n              tag\n            }\n          }\n        ": typeof types.NullArgumentsTrendingHashtagsDocument,
    "\n          query NullArgumentsSearchHashtags($f: Int) {\n            searchHashtags(query: \"tag\", first: $f) {\n              tag\n            }\n          }\n        ": typeof types.NullArgumentsSearchHashtagsDocument,
    "\n          query NullArgumentsFeed($m: FeedMode, $e: Int, $f: Int) {\n            feed(mode: $m, energy: $e, first: $f) {\n              edges {\n                cursor\n              }\n            }\n          }\n        ": typeof types.NullArgumentsFeedDocument,
    "\n          query NullArgumentsLocationAnalytics($l: Int) {\n            locationAnalytics(limit: $l) {\n              city\n            }\n          }\n        ": typeof types.NullArgumentsLocationAnalyticsDocument,
    "\n          query NullArgumentsMyPostStats($d: Int, $t: Int) {\n            myPostStats(days: $d, top: $t) {\n              daily {\n                date\n              }\n            }\n          }\n        ": typeof types.NullArgumentsMyPostStatsDocument,
    "\n        query NullArgumentsComments($p: ID!, $f: Int) {\n          comments(postId: $p, first: $f) {\n            edges {\n              cursor\n            }\n          }\n        }\n      ": typeof types.NullArgumentsCommentsDocument,
    "\n        mutation NullArgumentsGenerateApiKey($t: ApiKeyTier, $k: ApiKeyKind) {\n          generateApiKey(input: { name: \"Null tier\", tier: $t, kind: $k }) {\n            apiKey {\n              tier\n              kind\n            }\n          }\n        }\n      ": typeof types.NullArgumentsGenerateApiKeyDocument,
    "\n        query NullArgumentsLocationAnalyticsCity {\n          locationAnalytics(limit: 0) {\n            city\n          }\n        }\n      ": typeof types.NullArgumentsLocationAnalyticsCityDocument,
    "\n      query FeedFieldsEveryField {\n        feed(mode: MY_FLOW, energy: 0) {\n          edges {\n            node {\n              ...EveryPostField\n            }\n          }\n        }\n      }\n    ": typeof types.FeedFieldsEveryFieldDocument,
    "\n        query FeedFieldsPost($id: ID!) {\n          post(id: $id) {\n            ...EveryPostField\n          }\n        }\n      ": typeof types.FeedFieldsPostDocument,
    "\n      query FeedFieldsExplanation {\n        feed(mode: MY_FLOW, energy: 0) {\n          edges {\n            node {\n              id\n              explanation {\n                summary\n              }\n            }\n          }\n        }\n      }\n    ": typeof types.FeedFieldsExplanationDocument,
    "\n      query FeedFieldsNarrow {\n        feed(mode: MY_FLOW, energy: 0) {\n          edges {\n            node {\n              author {\n                isVerified\n              }\n              hashtags {\n                tag\n              }\n            }\n          }\n        }\n      }\n    ": typeof types.FeedFieldsNarrowDocument,
    "\n      query FeedFieldsViaFragment {\n        feed(mode: MY_FLOW, energy: 0) {\n          edges {\n            node {\n              ...FeedFieldsCard\n            }\n          }\n        }\n      }\n    ": typeof types.FeedFieldsViaFragmentDocument,
    "\n  fragment FeedFieldsCard on Post {\n    author {\n      username\n    }\n    ... on Post {\n      hashtags {\n        usageCount\n      }\n    }\n  }\n": typeof types.FeedFieldsCardFragmentDoc,
    "\n  query Feed($mode: FeedMode, $filters: [FeedFilter!], $energy: Int, $first: Int, $after: String) {\n    feed(mode: $mode, filters: $filters, energy: $energy, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          id\n          content\n          createdAt\n          author {\n            username\n          }\n          explanation {\n            score\n            summary\n            factors {\n              name\n              value\n              weight\n              contribution\n            }\n            author {\n              relation\n              username\n              interactions\n              recent\n            }\n            reasons {\n              kind\n              km\n              ageMinutes\n              likes\n              comments\n              shares\n              tag\n            }\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      message\n    }\n  }\n": typeof types.FeedDocument,
    "\n            mutation FeedLikePost($id: ID!) {\n              likePost(postId: $id) {\n                id\n              }\n            }\n          ": typeof types.FeedLikePostDocument,
    "\n          query FeedPosts {\n            posts(first: 100) {\n              edges {\n                node {\n                  id\n                }\n              }\n            }\n          }\n        ": typeof types.FeedPostsDocument,
    "\n          mutation FeedLikePost($id: ID!) {\n            likePost(postId: $id) {\n              id\n            }\n          }\n        ": typeof types.FeedLikePostDocument,
    "\n  query MyFlowWindowsFeed($after: String) {\n    feed(mode: MY_FLOW, energy: 0, first: 100, after: $after) {\n      edges {\n        node {\n          id\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.MyFlowWindowsFeedDocument,
    "\n  query NewestFirstFeed($mode: FeedMode, $first: Int, $after: String) {\n    feed(mode: $mode, energy: 0, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          id\n          content\n          repostedBy {\n            username\n          }\n          explanation {\n            score\n            summary\n            factors {\n              name\n              value\n              weight\n            }\n            reasons {\n              kind\n              ageMinutes\n            }\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.NewestFirstFeedDocument,
    "\n  mutation NewestFirstRepost($id: ID!) {\n    repost(postId: $id) {\n      id\n    }\n  }\n": typeof types.NewestFirstRepostDocument,
    "\n  mutation NewestFirstMute($u: String!) {\n    mute(username: $u) {\n      id\n    }\n  }\n": typeof types.NewestFirstMuteDocument,
    "\n  mutation NewestFirstBlock($u: String!) {\n    block(username: $u) {\n      id\n    }\n  }\n": typeof types.NewestFirstBlockDocument,
    "\n  query FollowListsProfile($u: String!, $first: Int, $after: String) {\n    profile(username: $u) {\n      followers(first: $first, after: $after) {\n        edges {\n          node {\n            username\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  }\n": typeof types.FollowListsProfileDocument,
    "\n  query FollowListsProfileFollowing($u: String!) {\n    profile(username: $u) {\n      following {\n        edges {\n          node {\n            username\n            followersCount\n          }\n        }\n      }\n    }\n  }\n": typeof types.FollowListsProfileFollowingDocument,
    "\n        mutation FollowListsUpdateSettings($p: PrivacySettingsInput!) {\n          updateSettings(input: { privacy: $p }) {\n            privacy {\n              showFollowers\n            }\n          }\n        }\n      ": typeof types.FollowListsUpdateSettingsDocument,
    "\n        query FollowListsCounts($u: String!) {\n          profile(username: $u) {\n            followersCount\n            following {\n              edges {\n                node {\n                  username\n                }\n              }\n            }\n          }\n        }\n      ": typeof types.FollowListsCountsDocument,
    "\n      mutation FollowListsMakeProfilePrivate {\n        updateSettings(input: { privacy: { publicProfile: false } }) {\n          id\n        }\n      }\n    ": typeof types.FollowListsMakeProfilePrivateDocument,
    "\n      query FollowListsPost($id: ID!) {\n        post(id: $id) {\n          author {\n            followers {\n              edges {\n                node {\n                  username\n                }\n              }\n            }\n          }\n        }\n      }\n    ": typeof types.FollowListsPostDocument,
    "\n      query FollowListsProfileFollowers {\n        profile(username: \"reader_b\") {\n          followers {\n            edges {\n              node {\n                username\n              }\n            }\n          }\n        }\n      }\n    ": typeof types.FollowListsProfileFollowersDocument,
    "\n  query FuzzAfterwards {\n    __typename\n  }\n": typeof types.FuzzAfterwardsDocument,
    "\n  query HashtagSearchSearchHashtags($q: String!, $first: Int) {\n    searchHashtags(query: $q, first: $first) {\n      tag\n      usageCount\n    }\n  }\n": typeof types.HashtagSearchSearchHashtagsDocument,
    "\n      mutation HashtagSearchDeletePost($id: ID!) {\n        deletePost(id: $id)\n      }\n    ": typeof types.HashtagSearchDeletePostDocument,
    "\n      subscription LiveUpdatesTrendingHashtagsUpdated {\n        trendingHashtagsUpdated {\n          tag\n          usageCount\n        }\n      }\n    ": typeof types.LiveUpdatesTrendingHashtagsUpdatedDocument,
    "\n        query LiveUpdatesTrendingHashtags {\n          trendingHashtags {\n            tag\n            usageCount\n          }\n        }\n      ": typeof types.LiveUpdatesTrendingHashtagsDocument,
    "\n            mutation LiveUpdatesDeletePost($id: ID!) {\n              deletePost(id: $id)\n            }\n          ": typeof types.LiveUpdatesDeletePostDocument,
    "\n        query LiveUpdatesPostsByHashtag {\n          postsByHashtag(tag: \"#Bullshit\", first: 50) {\n            edges {\n              node {\n                hashtags {\n                  tag\n                  usageCount\n                }\n              }\n            }\n          }\n        }\n      ": typeof types.LiveUpdatesPostsByHashtagDocument,
    "\n      subscription LiveUpdatesPostCreated($tag: String) {\n        postCreated(tag: $tag) {\n          id\n          content\n          author {\n            username\n          }\n          hashtags {\n            tag\n          }\n        }\n      }\n    ": typeof types.LiveUpdatesPostCreatedDocument,
    "\n      subscription LiveUpdatesPostCreatedContent {\n        postCreated {\n          id\n          content\n        }\n      }\n    ": typeof types.LiveUpdatesPostCreatedContentDocument,
    "\n  query TagPagesEveryField {\n    postsByHashtag(tag: \"folklore\") {\n      edges {\n        node {\n          ...EveryPostField\n          explanation {\n            score\n          }\n        }\n      }\n    }\n  }\n": typeof types.TagPagesEveryFieldDocument,
    "\n  query TagPagesIds {\n    postsByHashtag(tag: \"folklore\") {\n      edges {\n        node {\n          id\n        }\n      }\n    }\n  }\n": typeof types.TagPagesIdsDocument,
    "\n  query TagPagesLikes {\n    postsByHashtag(tag: \"folklore\") {\n      edges {\n        node {\n          likesCount\n        }\n      }\n    }\n  }\n": typeof types.TagPagesLikesDocument,
    "\n        query TagPagesPost($id: ID!) {\n          post(id: $id) {\n            ...EveryPostField\n            explanation {\n              score\n            }\n          }\n        }\n      ": typeof types.TagPagesPostDocument,
    "\n      query TagPagesViaFragment {\n        postsByHashtag(tag: \"folklore\") {\n          edges {\n            node {\n              ...TagPagesCard\n            }\n          }\n        }\n      }\n    ": typeof types.TagPagesViaFragmentDocument,
    "\n  fragment TagPagesCard on Post {\n    id\n    author {\n      username\n    }\n    ... on Post {\n      hashtags {\n        tag\n      }\n    }\n  }\n": typeof types.TagPagesCardFragmentDoc,
    "\n      mutation TagPagesLikePost($id: ID!) {\n        likePost(postId: $id) {\n          likesCount\n        }\n      }\n    ": typeof types.TagPagesLikePostDocument,
    "\n          query TagPagesViewerHasLiked {\n            postsByHashtag(tag: \"folklore\") {\n              edges {\n                node {\n                  likesCount\n                  viewerHasLiked\n                }\n              }\n            }\n          }\n        ": typeof types.TagPagesViewerHasLikedDocument,
    "\n              mutation TagPagesLikePost($id: ID!) {\n                likePost(postId: $id) {\n                  likesCount\n                }\n              }\n            ": typeof types.TagPagesLikePostDocument,
    "\n          query ProductionSchemaPrivacyTypename {\n            __typename\n          }\n        ": typeof types.ProductionSchemaPrivacyTypenameDocument,
    "\n      query ProductionSchemaPrivacyMe {\n        me {\n          profile {\n            id\n          }\n        }\n      }\n    ": typeof types.ProductionSchemaPrivacyMeDocument,
    "\n  query SeededStats {\n    myPostStats(days: 30, top: 50) {\n      allTime {\n        impressions\n        clicks\n      }\n      last30Days {\n        impressions\n        clicks\n      }\n      daily {\n        impressions\n      }\n      topPosts {\n        impressions\n        clicks\n      }\n    }\n    locationAnalytics(limit: 100) {\n      city\n      totalImpressions\n      totalClicks\n    }\n    locationAnalyticsSummary {\n      cities\n      totalImpressions\n      totalClicks\n    }\n  }\n": typeof types.SeededStatsDocument,
    "\n      query DemoLocationsNearby($admin: String!) {\n        amara: profile(username: \"amara\") {\n          location\n        }\n        admin: profile(username: $admin) {\n          location\n        }\n        feed(mode: FOR_YOU, filters: [NEARBY], first: 50) {\n          edges {\n            node {\n              author {\n                username\n              }\n              explanation {\n                summary\n              }\n            }\n          }\n        }\n      }\n    ": typeof types.DemoLocationsNearbyDocument,
    "\n      query DetectLocationMyLocation {\n        myLocation {\n          country\n          countryCode\n          city\n          updatedAt\n        }\n      }\n    ": typeof types.DetectLocationMyLocationDocument,
    "\n  mutation Detect($browserLocation: BrowserLocationInput) {\n    detectLocation(browserLocation: $browserLocation) {\n      success\n      error\n      location {\n        country\n        countryCode\n        city\n        latitude\n        longitude\n        source\n      }\n    }\n  }\n": typeof types.DetectDocument,
    "\n  mutation RecordImpressions($postIds: [ID!]!) {\n    recordImpressions(postIds: $postIds)\n  }\n": typeof types.RecordImpressionsDocument,
    "\n  mutation RecordClick($postId: ID!) {\n    recordClick(postId: $postId)\n  }\n": typeof types.RecordClickDocument,
    "\n  query Analytics($limit: Int) {\n    locationAnalytics(limit: $limit) {\n      country\n      countryCode\n      city\n      totalImpressions\n      totalClicks\n    }\n    locationAnalyticsSummary {\n      countries\n      cities\n      totalImpressions\n      totalClicks\n    }\n  }\n": typeof types.AnalyticsDocument,
    "\n      mutation ShowLocation($on: Boolean!) {\n        updateSettings(input: { privacy: { location: $on } }) {\n          privacy {\n            location\n          }\n        }\n      }\n    ": typeof types.ShowLocationDocument,
    "\n  query Nearby($first: Int, $after: String, $energy: Int) {\n    feed(mode: FOR_YOU, filters: [NEARBY], energy: $energy, first: $first, after: $after) {\n      edges {\n        node {\n          id\n          content\n          explanation {\n            summary\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      message\n    }\n  }\n": typeof types.NearbyDocument,
    "\n        mutation NearbyFeedUpdateSettings($a: String!) {\n          updateSettings(input: { feedAlgorithm: $a }) {\n            feedAlgorithm\n          }\n        }\n      ": typeof types.NearbyFeedUpdateSettingsDocument,
    "\n    query NearbyFeedLocalPage($after: String) {\n      feed(mode: FOR_YOU, first: 1, after: $after) {\n        edges {\n          node {\n            content\n            explanation {\n              summary\n            }\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  ": typeof types.NearbyFeedLocalPageDocument,
    "\n  mutation MetadataStrippingCreatePost($input: CreatePostInput!) {\n    createPost(input: $input) {\n      mediaUrl\n      mediaType\n    }\n  }\n": typeof types.MetadataStrippingCreatePostDocument,
    "\n  mutation MetadataStrippingUpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      avatarUrl\n    }\n  }\n": typeof types.MetadataStrippingUpdateProfileDocument,
    "\n  mutation UploadsCreatePost($input: CreatePostInput!) {\n    createPost(input: $input) {\n      id\n      content\n      mediaUrl\n      mediaType\n      author {\n        username\n      }\n    }\n  }\n": typeof types.UploadsCreatePostDocument,
    "\n        mutation UploadsDeletePost($id: ID!) {\n          deletePost(id: $id)\n        }\n      ": typeof types.UploadsDeletePostDocument,
    "\n      mutation UploadsUpdateProfile($input: UpdateProfileInput!) {\n        updateProfile(input: $input) {\n          avatarUrl\n        }\n      }\n    ": typeof types.UploadsUpdateProfileDocument,
    "\n  mutation MembershipSplitTier($input: CreateMembershipTierInput!) {\n    createMembershipTier(input: $input) {\n      id\n    }\n  }\n": typeof types.MembershipSplitTierDocument,
    "\n  mutation MembershipSplitCreateSplit($input: CreateEarningsSplitInput!) {\n    createEarningsSplit(input: $input) {\n      id\n    }\n  }\n": typeof types.MembershipSplitCreateSplitDocument,
    "\n  mutation MembershipSplitSetPostSplit($postId: ID!, $splitId: ID) {\n    setPostSplit(postId: $postId, splitId: $splitId) {\n      id\n    }\n  }\n": typeof types.MembershipSplitSetPostSplitDocument,
    "\n  mutation MembershipSplitJoin($tierId: ID!, $key: String!, $postId: ID) {\n    joinMembership(tierId: $tierId, idempotencyKey: $key, postId: $postId) {\n      checkoutUrl\n      postId\n    }\n  }\n": typeof types.MembershipSplitJoinDocument,
    "\n  fragment MembershipsTestTier on MembershipTier {\n    id\n    name\n    description\n    price {\n      amountMinor\n      currency\n    }\n    isOpen\n    retiredAt\n    membersCount\n    viewerIsMember\n  }\n": typeof types.MembershipsTestTierFragmentDoc,
    "\n  mutation MembershipsCreateTier($input: CreateMembershipTierInput!) {\n    createMembershipTier(input: $input) {\n      ...MembershipsTestTier\n    }\n  }\n": typeof types.MembershipsCreateTierDocument,
    "\n  mutation MembershipsUpdateTier($input: UpdateMembershipTierInput!) {\n    updateMembershipTier(input: $input) {\n      ...MembershipsTestTier\n    }\n  }\n": typeof types.MembershipsUpdateTierDocument,
    "\n  mutation MembershipsRetireTier($id: ID!) {\n    retireMembershipTier(id: $id) {\n      ...MembershipsTestTier\n    }\n  }\n": typeof types.MembershipsRetireTierDocument,
    "\n  query MembershipsTiers($username: String!) {\n    membershipTiers(creatorUsername: $username) {\n      ...MembershipsTestTier\n    }\n  }\n": typeof types.MembershipsTiersDocument,
    "\n  mutation MembershipsJoin($tierId: ID!, $key: String!) {\n    joinMembership(tierId: $tierId, idempotencyKey: $key) {\n      id\n      checkoutUrl\n      status\n      purpose\n      amountMinor\n      currency\n    }\n  }\n": typeof types.MembershipsJoinDocument,
    "\n  mutation MembershipsCancel($id: ID!) {\n    cancelMembership(id: $id) {\n      id\n      status\n      accessUntil\n      renewsAt\n    }\n  }\n": typeof types.MembershipsCancelDocument,
    "\n  query MembershipsMine {\n    myMemberships {\n      id\n      status\n      creatorUsername\n      since\n      currentPeriodEnd\n      accessUntil\n      renewsAt\n      cancelledAt\n      lapsedAt\n      price {\n        amountMinor\n        currency\n      }\n      tier {\n        id\n        name\n      }\n      payments {\n        amount {\n          amountMinor\n          currency\n        }\n        periodStart\n        periodEnd\n        reference\n      }\n    }\n  }\n": typeof types.MembershipsMineDocument,
    "\n  query MembershipsMembers($first: Int, $after: String) {\n    myMembers(first: $first, after: $after) {\n      edges {\n        node {\n          id\n          username\n          tierName\n          status\n          since\n          lifetime {\n            amountMinor\n            currency\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.MembershipsMembersDocument,
    "\n  query MembershipsNotifications {\n    notifications(first: 10) {\n      edges {\n        node {\n          kind\n          actor {\n            username\n          }\n        }\n      }\n    }\n  }\n": typeof types.MembershipsNotificationsDocument,
    "\n  mutation DmSend($input: SendMessageInput!) {\n    sendMessage(input: $input) {\n      id\n      conversationId\n      content\n      mediaUrl\n      isMine\n      sender {\n        username\n      }\n      conversation {\n        id\n        isRequest\n      }\n    }\n  }\n": typeof types.DmSendDocument,
    "\n  query DmConversations($first: Int, $after: String) {\n    conversations(first: $first, after: $after) {\n      edges {\n        node {\n          id\n          isRequest\n          unreadCount\n          otherReadAt\n          other {\n            username\n          }\n          lastMessage {\n            content\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n    unreadMessagesCount\n  }\n": typeof types.DmConversationsDocument,
    "\n  query DmRequests {\n    messageRequests {\n      edges {\n        node {\n          id\n          unreadCount\n          other {\n            username\n          }\n        }\n      }\n    }\n    unreadMessageRequestsCount\n  }\n": typeof types.DmRequestsDocument,
    "\n  query DmThread($id: ID!, $first: Int, $after: String) {\n    messages(conversationId: $id, first: $first, after: $after) {\n      edges {\n        node {\n          id\n          content\n          isMine\n          seen\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.DmThreadDocument,
    "\n  mutation DmMarkRead($id: ID!) {\n    markConversationRead(id: $id) {\n      id\n      unreadCount\n    }\n  }\n": typeof types.DmMarkReadDocument,
    "\n  mutation DmAccept($id: ID!) {\n    acceptMessageRequest(id: $id) {\n      id\n      isRequest\n    }\n  }\n": typeof types.DmAcceptDocument,
    "\n  mutation DmDecline($id: ID!) {\n    declineMessageRequest(id: $id) {\n      id\n      isRequest\n      declined\n      unreadCount\n    }\n  }\n": typeof types.DmDeclineDocument,
    "\n  mutation DmReceipts($on: Boolean!) {\n    updateMessageSettings(readReceipts: $on) {\n      readReceipts\n    }\n  }\n": typeof types.DmReceiptsDocument,
    "\n  mutation DmPrivateMessages($on: Boolean!) {\n    updateSettings(input: { privacy: { privateMessages: $on } }) {\n      privacy {\n        privateMessages\n      }\n    }\n  }\n": typeof types.DmPrivateMessagesDocument,
    "\n  subscription DmMessageAdded {\n    messageAdded {\n      id\n      conversationId\n      content\n      isMine\n      sender {\n        username\n      }\n    }\n  }\n": typeof types.DmMessageAddedDocument,
    "\n  subscription DmConversationRead {\n    conversationRead {\n      id\n      otherReadAt\n    }\n  }\n": typeof types.DmConversationReadDocument,
    "\n  subscription DmMessageRemoved {\n    messageRemoved {\n      messageId\n      conversationId\n      conversation {\n        id\n        unreadCount\n        lastMessage {\n          id\n          content\n        }\n      }\n    }\n  }\n": typeof types.DmMessageRemovedDocument,
    "\n  mutation DmRemovedReport($input: ReportMessageInput!) {\n    reportMessage(input: $input)\n  }\n": typeof types.DmRemovedReportDocument,
    "\n  query DmRemovedQueue {\n    moderationQueue(first: 50) {\n      edges {\n        node {\n          id\n          excerpt\n        }\n      }\n    }\n  }\n": typeof types.DmRemovedQueueDocument,
    "\n  mutation DmRemovedModerate($id: ID!) {\n    moderateContent(id: $id, decision: REMOVE) {\n      status\n    }\n  }\n": typeof types.DmRemovedModerateDocument,
    "\n        mutation DmNobody {\n          sendMessage(input: { content: \"hi\" }) {\n            id\n          }\n        }\n      ": typeof types.DmNobodyDocument,
    "\n  mutation DmReport($input: ReportMessageInput!) {\n    reportMessage(input: $input)\n  }\n": typeof types.DmReportDocument,
    "\n  query DmStaffReports {\n    messageReports {\n      edges {\n        node {\n          reason\n          details\n          reporter {\n            username\n          }\n          message {\n            content\n          }\n        }\n      }\n    }\n  }\n": typeof types.DmStaffReportsDocument,
    "\n  query DmRecipientNotifications {\n    notifications {\n      edges {\n        node {\n          kind\n          commentExcerpt\n        }\n      }\n    }\n  }\n": typeof types.DmRecipientNotificationsDocument,
    "\n  mutation MessageReportsReport($input: ReportMessageInput!) {\n    reportMessage(input: $input)\n  }\n": typeof types.MessageReportsReportDocument,
    "\n  query MessageReportsStaff {\n    reports {\n      edges {\n        node {\n          id\n          reason\n          details\n          status\n          resolution\n          reporter {\n            username\n          }\n          item {\n            id\n            kind\n            status\n            excerpt\n            author {\n              id\n              username\n            }\n            post {\n              id\n            }\n            message {\n              content\n              sender {\n                username\n              }\n              conversation {\n                id\n              }\n            }\n          }\n        }\n      }\n    }\n    moderationQueue {\n      edges {\n        node {\n          kind\n          excerpt\n        }\n      }\n    }\n    messageReports {\n      edges {\n        node {\n          reason\n          message {\n            content\n          }\n        }\n      }\n    }\n  }\n": typeof types.MessageReportsStaffDocument,
    "\n  mutation MessageReportsResolve($id: ID!, $action: ReportAction!) {\n    resolveReport(id: $id, action: $action) {\n      status\n      resolution\n    }\n  }\n": typeof types.MessageReportsResolveDocument,
    "\n  query MessageReportsNotifications {\n    notifications {\n      edges {\n        node {\n          kind\n          reportReason\n          removedKind\n          removedExcerpt\n          commentExcerpt\n        }\n      }\n    }\n  }\n": typeof types.MessageReportsNotificationsDocument,
    "\n  mutation MessageReportsSuspend($userId: ID!) {\n    suspendUser(userId: $userId, reason: \"Scam messages\") {\n      id\n    }\n  }\n": typeof types.MessageReportsSuspendDocument,
    "\n  mutation ModerationReportContent($input: ReportContentInput!) {\n    reportContent(input: $input)\n  }\n": typeof types.ModerationReportContentDocument,
    "\n  query ModerationQueue($status: ModerationStatus) {\n    moderationCounts {\n      pending\n      approved\n      removed\n    }\n    moderationQueue(status: $status) {\n      edges {\n        node {\n          id\n          kind\n          status\n          excerpt\n          autoFlagged\n          reasons\n          reportCount\n          commentId\n          author {\n            username\n          }\n          post {\n            id\n          }\n          decidedBy {\n            username\n          }\n        }\n      }\n    }\n  }\n": typeof types.ModerationQueueDocument,
    "\n  query ModerationReports($resolved: Boolean) {\n    reportCounts {\n      open\n      highPriority\n      resolvedToday\n    }\n    reports(resolved: $resolved) {\n      edges {\n        node {\n          id\n          reason\n          details\n          priority\n          status\n          resolution\n          reporter {\n            username\n          }\n          reviewedBy {\n            username\n          }\n          resolvedBy {\n            username\n          }\n          item {\n            id\n            kind\n            excerpt\n            status\n          }\n        }\n      }\n    }\n  }\n": typeof types.ModerationReportsDocument,
    "\n  mutation ModerationModerateContent($id: ID!, $d: ModerationDecision!) {\n    moderateContent(id: $id, decision: $d) {\n      id\n      status\n      decidedBy {\n        username\n      }\n    }\n  }\n": typeof types.ModerationModerateContentDocument,
    "\n  mutation ModerationReviewReport($id: ID!) {\n    reviewReport(id: $id) {\n      id\n      status\n      reviewedBy {\n        username\n      }\n    }\n  }\n": typeof types.ModerationReviewReportDocument,
    "\n  mutation ModerationResolveReport($id: ID!, $a: ReportAction!) {\n    resolveReport(id: $id, action: $a) {\n      id\n      status\n      resolution\n      resolvedBy {\n        username\n      }\n    }\n  }\n": typeof types.ModerationResolveReportDocument,
    "\n          query ModerationPost($id: ID!) {\n            post(id: $id) {\n              id\n            }\n          }\n        ": typeof types.ModerationPostDocument,
    "\n      query ModerationTrendingHashtags {\n        trendingHashtags(limit: 50) {\n          tag\n          usageCount\n        }\n      }\n    ": typeof types.ModerationTrendingHashtagsDocument,
    "\n      mutation ModerationAddComment($id: ID!) {\n        addComment(postId: $id, content: \"Buy followers at my link\") {\n          id\n        }\n      }\n    ": typeof types.ModerationAddCommentDocument,
    "\n      query ModerationPostAndComments($id: ID!) {\n        post(id: $id) {\n          commentsCount\n        }\n        comments(postId: $id) {\n          edges {\n            node {\n              id\n            }\n          }\n        }\n      }\n    ": typeof types.ModerationPostAndCommentsDocument,
    "\n        mutation ModerationUpdateSystemSettings($on: Boolean!) {\n          updateSystemSettings(input: { autoModeration: $on }) {\n            autoModeration\n          }\n        }\n      ": typeof types.ModerationUpdateSystemSettingsDocument,
    "\n      mutation ModerationAddOffensiveComment($id: ID!) {\n        addComment(postId: $id, content: \"You bastard\") {\n          id\n        }\n      }\n    ": typeof types.ModerationAddOffensiveCommentDocument,
    "\n    query ModerationNotifications {\n      notifications(first: 10) {\n        edges {\n          node {\n            kind\n            reportReason\n            actor {\n              username\n            }\n            post {\n              id\n            }\n          }\n        }\n      }\n    }\n  ": typeof types.ModerationNotificationsDocument,
    "\n        mutation ModerationUpdateSystemSettingsReportAlerts {\n          updateSystemSettings(input: { reportAlerts: false }) {\n            reportAlerts\n          }\n        }\n      ": typeof types.ModerationUpdateSystemSettingsReportAlertsDocument,
    "\n      mutation ModerationSignUp($input: SignUpInput!) {\n        signUp(input: $input) {\n          user {\n            id\n          }\n        }\n      }\n    ": typeof types.ModerationSignUpDocument,
    "\n        mutation ModerationUpdateSystemSettingsNewUserSignupAlerts {\n          updateSystemSettings(input: { newUserSignupAlerts: true }) {\n            newUserSignupAlerts\n          }\n        }\n      ": typeof types.ModerationUpdateSystemSettingsNewUserSignupAlertsDocument,
    "\n      query ModerationRemovalNotices {\n        notifications(first: 5) {\n          edges {\n            node {\n              kind\n              reportReason\n              removedKind\n              removedExcerpt\n              actor {\n                username\n              }\n              post {\n                id\n              }\n            }\n          }\n        }\n      }\n    ": typeof types.ModerationRemovalNoticesDocument,
    "\n            query ModerationNotificationsEdges {\n              notifications(first: 5) {\n                edges {\n                  node {\n                    kind\n                  }\n                }\n              }\n            }\n          ": typeof types.ModerationNotificationsEdgesDocument,
    "\n    query ModerationQueuePage($status: ModerationStatus, $after: String) {\n      moderationQueue(status: $status, first: 1, after: $after) {\n        edges {\n          node {\n            excerpt\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  ": typeof types.ModerationQueuePageDocument,
    "\n    query ModerationResolvedReportsPage($after: String) {\n      reports(resolved: true, first: 2, after: $after) {\n        edges {\n          node {\n            reason\n            item {\n              excerpt\n            }\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  ": typeof types.ModerationResolvedReportsPageDocument,
    "\n  mutation SpamDetectionCreatePost($content: String!) {\n    createPost(input: { content: $content }) {\n      id\n    }\n  }\n": typeof types.SpamDetectionCreatePostDocument,
    "\n  mutation SpamDetectionAddComment($id: ID!, $text: String!) {\n    addComment(postId: $id, content: $text) {\n      id\n    }\n  }\n": typeof types.SpamDetectionAddCommentDocument,
    "\n      mutation SpamDetectionUpdateSystemSettings($on: Boolean!) {\n        updateSystemSettings(input: { spamDetection: $on }) {\n          spamDetection\n        }\n      }\n    ": typeof types.SpamDetectionUpdateSystemSettingsDocument,
    "\n  mutation MoneyDemoSignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      accessToken\n    }\n  }\n": typeof types.MoneyDemoSignInDocument,
    "\n  query MoneyWallet($first: Int, $after: String, $kind: LedgerTransactionKind) {\n    wallet {\n      balances {\n        currency\n        available {\n          amountMinor\n          currency\n        }\n        pending {\n          amountMinor\n        }\n        withdrawing {\n          amountMinor\n        }\n        lifetime {\n          amountMinor\n        }\n      }\n      goal {\n        amount {\n          amountMinor\n          currency\n        }\n      }\n      transactions(first: $first, after: $after, kind: $kind) {\n        edges {\n          cursor\n          node {\n            id\n            kind\n            status\n            direction\n            reference\n            gross {\n              amountMinor\n              currency\n            }\n            fee {\n              amountMinor\n            }\n            net {\n              amountMinor\n            }\n            counterparty {\n              username\n            }\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  }\n": typeof types.MoneyWalletDocument,
    "\n  mutation MoneyAddPayoutMethod($input: AddPayoutMethodInput!) {\n    addPayoutMethod(input: $input) {\n      id\n      kind\n      label\n      details\n    }\n  }\n": typeof types.MoneyAddPayoutMethodDocument,
    "\n  query MoneyPayoutMethods {\n    payoutMethods {\n      id\n      kind\n      label\n    }\n  }\n": typeof types.MoneyPayoutMethodsDocument,
    "\n  mutation MoneyRemovePayoutMethod($id: ID!) {\n    removePayoutMethod(id: $id)\n  }\n": typeof types.MoneyRemovePayoutMethodDocument,
    "\n  mutation MoneyRequestWithdrawal($input: RequestWithdrawalInput!) {\n    requestWithdrawal(input: $input) {\n      id\n      status\n      methodKind\n      expectedBy\n      failureReason\n      amount {\n        amountMinor\n        currency\n      }\n      fee {\n        amountMinor\n      }\n      net {\n        amountMinor\n      }\n    }\n  }\n": typeof types.MoneyRequestWithdrawalDocument,
    "\n  query MoneyWithdrawals($first: Int, $after: String) {\n    withdrawals(first: $first, after: $after) {\n      edges {\n        node {\n          id\n          status\n          failureReason\n          amount {\n            amountMinor\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.MoneyWithdrawalsDocument,
    "\n  query MoneyEarnings($period: EarningsPeriodInput!) {\n    earnings(period: $period) {\n      total {\n        amountMinor\n        currency\n      }\n      bySource {\n        source\n        amount {\n          amountMinor\n          currency\n        }\n      }\n      byDay {\n        date\n        amount {\n          amountMinor\n          currency\n        }\n      }\n      goal {\n        amount {\n          amountMinor\n        }\n      }\n    }\n  }\n": typeof types.MoneyEarningsDocument,
    "\n  mutation MoneySetEarningsGoal($input: SetEarningsGoalInput!) {\n    setEarningsGoal(input: $input) {\n      amount {\n        amountMinor\n        currency\n      }\n    }\n  }\n": typeof types.MoneySetEarningsGoalDocument,
    "\n  query MoneyFees {\n    fees {\n      kind\n      method\n      basisPoints\n      creatorBasisPoints\n    }\n  }\n": typeof types.MoneyFeesDocument,
    "\n  query MoneyWithdrawalNotifications {\n    notifications(first: 10) {\n      edges {\n        node {\n          kind\n          actor {\n            username\n          }\n          withdrawalId\n          withdrawalAmountMinor\n          withdrawalCurrency\n        }\n      }\n    }\n  }\n": typeof types.MoneyWithdrawalNotificationsDocument,
    "\n  query NotificationsList($first: Int, $after: String) {\n    notifications(first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          id\n          kind\n          read\n          createdAt\n          commentExcerpt\n          actor {\n            username\n          }\n          post {\n            id\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.NotificationsListDocument,
    "\n        query NotificationsUnreadCount {\n          unreadNotificationsCount\n        }\n      ": typeof types.NotificationsUnreadCountDocument,
    "\n        mutation NotificationsMarkNotificationsRead {\n          markNotificationsRead\n        }\n      ": typeof types.NotificationsMarkNotificationsReadDocument,
    "\n      mutation NotificationsLikePost($id: ID!) {\n        likePost(postId: $id) {\n          id\n        }\n      }\n    ": typeof types.NotificationsLikePostDocument,
    "\n      mutation NotificationsUnlikePost($id: ID!) {\n        unlikePost(postId: $id) {\n          id\n        }\n      }\n    ": typeof types.NotificationsUnlikePostDocument,
    "\n      mutation NotificationsAddComment($id: ID!, $c: String!) {\n        addComment(postId: $id, content: $c) {\n          id\n        }\n      }\n    ": typeof types.NotificationsAddCommentDocument,
    "\n      mutation NotificationsFollow($u: String!) {\n        follow(username: $u) {\n          id\n        }\n      }\n    ": typeof types.NotificationsFollowDocument,
    "\n      mutation NotificationsUnfollow($u: String!) {\n        unfollow(username: $u) {\n          id\n        }\n      }\n    ": typeof types.NotificationsUnfollowDocument,
    "\n        mutation NotificationsMarkSomeRead($ids: [ID!]) {\n          markNotificationsRead(ids: $ids)\n        }\n      ": typeof types.NotificationsMarkSomeReadDocument,
    "\n      query NotificationsUnreadCount {\n        unreadNotificationsCount\n      }\n    ": typeof types.NotificationsUnreadCountDocument,
    "\n      mutation NotificationsMarkNotificationsRead {\n        markNotificationsRead\n      }\n    ": typeof types.NotificationsMarkNotificationsReadDocument,
    "\n              subscription NotificationsNotificationAdded {\n                notificationAdded {\n                  id\n                }\n              }\n            ": typeof types.NotificationsNotificationAddedDocument,
    "\n      subscription NotificationsDelivered {\n        notificationAdded {\n          id\n          kind\n          read\n          commentExcerpt\n          actor {\n            username\n          }\n          post {\n            id\n          }\n        }\n      }\n    ": typeof types.NotificationsDeliveredDocument,
    "\n      mutation NotificationsDeletePost($id: ID!) {\n        deletePost(id: $id)\n      }\n    ": typeof types.NotificationsDeletePostDocument,
    "\n  mutation PaidPostsCreate($input: CreatePostInput!) {\n    createPost(input: $input) {\n      id\n      content\n      mediaUrl\n      viewerCanAccess\n      access {\n        kind\n        price {\n          amountMinor\n          currency\n        }\n        tiers {\n          id\n          name\n        }\n      }\n    }\n  }\n": typeof types.PaidPostsCreateDocument,
    "\n  query PaidPostsPost($id: ID!) {\n    post(id: $id) {\n      id\n      content\n      mediaUrl\n      mediaType\n      viewerCanAccess\n      access {\n        kind\n        price {\n          amountMinor\n          currency\n        }\n        tiers {\n          name\n        }\n      }\n    }\n  }\n": typeof types.PaidPostsPostDocument,
    "\n  query PaidPostsLists($username: String!) {\n    posts(authorUsername: $username, first: 20) {\n      edges {\n        node {\n          id\n          content\n          mediaUrl\n        }\n      }\n    }\n    postsByHashtag(tag: \"paidstory\", first: 20) {\n      edges {\n        node {\n          id\n          content\n          mediaUrl\n        }\n      }\n    }\n    search(query: \"matatu\", kind: POSTS, first: 20) {\n      posts {\n        edges {\n          node {\n            id\n            content\n            mediaUrl\n          }\n        }\n      }\n    }\n  }\n": typeof types.PaidPostsListsDocument,
    "\n  query PaidPostsFeed($filters: [FeedFilter!]) {\n    feed(mode: FOR_YOU, filters: $filters, first: 50) {\n      edges {\n        node {\n          id\n          content\n          mediaUrl\n          viewerCanAccess\n          explanation {\n            summary\n            reasons {\n              kind\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.PaidPostsFeedDocument,
    "\n  mutation PaidPostsUnlock($postId: ID!, $key: String!) {\n    unlockPost(postId: $postId, idempotencyKey: $key) {\n      id\n      checkoutUrl\n      status\n      purpose\n      amountMinor\n      currency\n    }\n  }\n": typeof types.PaidPostsUnlockDocument,
    "\n  mutation PurchaseNotificationsCreate($input: CreatePostInput!) {\n    createPost(input: $input) {\n      id\n    }\n  }\n": typeof types.PurchaseNotificationsCreateDocument,
    "\n  mutation PurchaseNotificationsUnlock($postId: ID!, $key: String!) {\n    unlockPost(postId: $postId, idempotencyKey: $key) {\n      checkoutUrl\n    }\n  }\n": typeof types.PurchaseNotificationsUnlockDocument,
    "\n  query PurchaseNotificationsList {\n    unreadNotificationsCount\n    notifications(first: 20) {\n      edges {\n        node {\n          kind\n          read\n          actor {\n            username\n          }\n          post {\n            id\n          }\n        }\n      }\n    }\n  }\n": typeof types.PurchaseNotificationsListDocument,
    "\n  mutation InstancesTip($input: TipInput!) {\n    tip(input: $input) {\n      id\n      checkoutUrl\n    }\n  }\n": typeof types.InstancesTipDocument,
    "\n  query InstancesCheckout($id: ID!) {\n    checkout(id: $id) {\n      status\n    }\n  }\n": typeof types.InstancesCheckoutDocument,
    "\n  query PayoutsGatewayStatus {\n    paymentGatewayStatus {\n      pendingPayouts\n      failedPayouts\n    }\n  }\n": typeof types.PayoutsGatewayStatusDocument,
    "\n  mutation SettlementDelayTip($input: TipInput!) {\n    tip(input: $input) {\n      id\n      checkoutUrl\n    }\n  }\n": typeof types.SettlementDelayTipDocument,
    "\n  mutation TipsTip($input: TipInput!) {\n    tip(input: $input) {\n      id\n      checkoutUrl\n      status\n      purpose\n      amountMinor\n      currency\n      testMode\n    }\n  }\n": typeof types.TipsTipDocument,
    "\n  query TipsCheckout($id: ID!) {\n    checkout(id: $id) {\n      id\n      status\n      completedAt\n    }\n  }\n": typeof types.TipsCheckoutDocument,
    "\n  query TipsPostTipsCount($id: ID!) {\n    post(id: $id) {\n      id\n      tipsCount\n    }\n  }\n": typeof types.TipsPostTipsCountDocument,
    "\n  query TipsNotifications {\n    notifications(first: 10) {\n      edges {\n        node {\n          kind\n          tipMessage\n          tipAmountMinor\n          tipCurrency\n          actor {\n            username\n          }\n          post {\n            id\n          }\n        }\n      }\n    }\n  }\n": typeof types.TipsNotificationsDocument,
    "\n  mutation WebhooksTip($input: TipInput!) {\n    tip(input: $input) {\n      id\n      checkoutUrl\n    }\n  }\n": typeof types.WebhooksTipDocument,
    "\n  query WebhooksCheckout($id: ID!) {\n    checkout(id: $id) {\n      status\n    }\n  }\n": typeof types.WebhooksCheckoutDocument,
    "\n  query WebhooksGatewayStatus {\n    paymentGatewayStatus {\n      mode\n      provider\n      lastWebhookAt\n      lastWebhookVerified\n      pendingCheckouts\n      failedCheckouts\n      pendingPayouts\n      failedPayouts\n      pendingCount\n      failedCount\n    }\n  }\n": typeof types.WebhooksGatewayStatusDocument,
    "\n  mutation CountersLikePost($id: ID!) {\n    likePost(postId: $id) {\n      likesCount\n      viewerHasLiked\n    }\n  }\n": typeof types.CountersLikePostDocument,
    "\n        query CountersPost($id: ID!) {\n          post(id: $id) {\n            likesCount\n            sharesCount\n          }\n        }\n      ": typeof types.CountersPostDocument,
    "\n          mutation CountersUnlikePost($id: ID!) {\n            unlikePost(postId: $id) {\n              likesCount\n            }\n          }\n        ": typeof types.CountersUnlikePostDocument,
    "\n        mutation CountersSharePost($id: ID!) {\n          sharePost(postId: $id) {\n            sharesCount\n          }\n        }\n      ": typeof types.CountersSharePostDocument,
    "\n      mutation CountersUnlikeTwice($id: ID!) {\n        unlikePost(postId: $id) {\n          likesCount\n          viewerHasLiked\n        }\n      }\n    ": typeof types.CountersUnlikeTwiceDocument,
    "\n      mutation CountersUnlikePost($id: ID!) {\n        unlikePost(postId: $id) {\n          likesCount\n        }\n      }\n    ": typeof types.CountersUnlikePostDocument,
    "\n          mutation CountersCreatePost($c: String!) {\n            createPost(input: { content: $c }) {\n              id\n            }\n          }\n        ": typeof types.CountersCreatePostDocument,
    "\n      query CountersHashtagAndHashtag {\n        lagos: hashtag(tag: \"lagos\") {\n          usageCount\n        }\n        jollof: hashtag(tag: \"JOLLOF\") {\n          usageCount\n        }\n      }\n    ": typeof types.CountersHashtagAndHashtagDocument,
    "\n          mutation CountersDeletePost($id: ID!) {\n            deletePost(id: $id)\n          }\n        ": typeof types.CountersDeletePostDocument,
    "\n      query CountersHashtagAndHashtagUsageCount {\n        lagos: hashtag(tag: \"lagos\") {\n          usageCount\n        }\n        jollof: hashtag(tag: \"jollof\") {\n          usageCount\n        }\n      }\n    ": typeof types.CountersHashtagAndHashtagUsageCountDocument,
    "\n          mutation CountersFollow($u: String!) {\n            follow(username: $u) {\n              id\n            }\n          }\n        ": typeof types.CountersFollowDocument,
    "\n        query CountersProfile($u: String!) {\n          profile(username: $u) {\n            followersCount\n            followingCount\n          }\n        }\n      ": typeof types.CountersProfileDocument,
    "\n      query DemoPostsTrendingHashtags {\n        trendingHashtags {\n          tag\n          usageCount\n        }\n      }\n    ": typeof types.DemoPostsTrendingHashtagsDocument,
    "\n      query DemoPostsProfile {\n        profile(username: \"amara\") {\n          followersCount\n          followingCount\n        }\n      }\n    ": typeof types.DemoPostsProfileDocument,
    "\n      query DemoPostsFeed {\n        feed(mode: MY_FLOW, first: 20) {\n          edges {\n            node {\n              author {\n                username\n              }\n              likesCount\n              commentsCount\n              explanation {\n                summary\n              }\n            }\n          }\n        }\n      }\n    ": typeof types.DemoPostsFeedDocument,
    "\n      query DemoPostsModerationQueue {\n        moderationCounts {\n          pending\n        }\n        moderationQueue {\n          edges {\n            node {\n              kind\n              reasons\n              reportCount\n              author {\n                username\n              }\n            }\n          }\n        }\n        reportCounts {\n          open\n        }\n        notifications(first: 5) {\n          edges {\n            node {\n              kind\n              reportReason\n            }\n          }\n        }\n      }\n    ": typeof types.DemoPostsModerationQueueDocument,
    "\n      query DemoPostsShoutouts {\n        receivedShoutouts {\n          edges {\n            node {\n              from {\n                username\n              }\n            }\n          }\n        }\n        sentShoutouts {\n          edges {\n            node {\n              to {\n                username\n              }\n            }\n          }\n        }\n        receivedCollabRequests {\n          edges {\n            node {\n              type\n              amount\n              status\n              from {\n                username\n              }\n            }\n          }\n        }\n        sentCollabRequests {\n          edges {\n            node {\n              status\n              to {\n                username\n              }\n            }\n          }\n        }\n      }\n    ": typeof types.DemoPostsShoutoutsDocument,
    "\n      query DemoPostsEarningsSplits {\n        earningsSplits {\n          edges {\n            node {\n              projectName\n              ownerPercentage\n              viewerIsOwner\n              owner {\n                username\n              }\n              shares {\n                percentage\n                collaborator {\n                  username\n                }\n              }\n            }\n          }\n        }\n      }\n    ": typeof types.DemoPostsEarningsSplitsDocument,
    "\n      query DemoPostsCircles {\n        circles {\n          edges {\n            node {\n              id\n              name\n              isPrivate\n              membersCount\n              postsCount\n              viewerStatus\n              owner {\n                username\n              }\n            }\n          }\n        }\n      }\n    ": typeof types.DemoPostsCirclesDocument,
    "\n      query DemoPostsCircleJoinRequests($id: ID!) {\n        circleJoinRequests(circleId: $id) {\n          edges {\n            node {\n              user {\n                username\n              }\n            }\n          }\n        }\n      }\n    ": typeof types.DemoPostsCircleJoinRequestsDocument,
    "\n        query PostsHashtag($t: String!) {\n          hashtag(tag: $t) {\n            tag\n            usageCount\n          }\n        }\n      ": typeof types.PostsHashtagDocument,
    "\n        mutation PostsCreatePostEveryField($input: CreatePostInput!) {\n          createPost(input: $input) {\n            id\n            content\n            mediaUrl\n            mediaType\n            likesCount\n            commentsCount\n            sharesCount\n            viewerHasLiked\n            createdAt\n            author {\n              username\n            }\n            hashtags {\n              tag\n              usageCount\n            }\n            explanation {\n              score\n            }\n          }\n        }\n      ": typeof types.PostsCreatePostEveryFieldDocument,
    "\n        mutation PostsCreateBlankPost {\n          createPost(input: { content: \"   \" }) {\n            id\n          }\n        }\n      ": typeof types.PostsCreateBlankPostDocument,
    "\n        mutation PostsCreatePostWithContent($c: String!) {\n          createPost(input: { content: $c }) {\n            id\n          }\n        }\n      ": typeof types.PostsCreatePostWithContentDocument,
    "\n        mutation PostsCreatePostAnonymously {\n          createPost(input: { content: \"hi\" }) {\n            id\n          }\n        }\n      ": typeof types.PostsCreatePostAnonymouslyDocument,
    "\n        mutation PostsCreateVideoPostWithoutMedia {\n          createPost(input: { content: \"My film\", mediaType: VIDEO }) {\n            id\n          }\n        }\n      ": typeof types.PostsCreateVideoPostWithoutMediaDocument,
    "\n        query PostsPostWithAuthor($id: ID!) {\n          post(id: $id) {\n            id\n            content\n            author {\n              username\n            }\n          }\n        }\n      ": typeof types.PostsPostWithAuthorDocument,
    "\n              query PostsPostId($id: ID!) {\n                post(id: $id) {\n                  id\n                }\n              }\n            ": typeof types.PostsPostIdDocument,
    "\n          query PostsByAuthorPage($u: String, $after: String) {\n            posts(authorUsername: $u, first: 2, after: $after) {\n              edges {\n                cursor\n                node {\n                  id\n                }\n              }\n              pageInfo {\n                hasNextPage\n                endCursor\n              }\n            }\n          }\n        ": typeof types.PostsByAuthorPageDocument,
    "\n        query PostsPodcastCursor {\n          postsByHashtag(tag: \"podcast\", first: 1) {\n            pageInfo {\n              endCursor\n            }\n          }\n        }\n      ": typeof types.PostsPodcastCursorDocument,
    "\n        query PostsPostsAfter($a: String) {\n          posts(first: 1, after: $a) {\n            edges {\n              cursor\n            }\n          }\n        }\n      ": typeof types.PostsPostsAfterDocument,
    "\n        query PostsPostsFirstZero {\n          posts(first: 0) {\n            edges {\n              cursor\n            }\n          }\n        }\n      ": typeof types.PostsPostsFirstZeroDocument,
    "\n        mutation PostsDeletePost($id: ID!) {\n          deletePost(id: $id)\n        }\n      ": typeof types.PostsDeletePostDocument,
    "\n            query PostsPostId($id: ID!) {\n              post(id: $id) {\n                id\n              }\n            }\n          ": typeof types.PostsPostIdDocument,
    "\n        query PostsTrendingHashtags {\n          trendingHashtags {\n            tag\n          }\n        }\n      ": typeof types.PostsTrendingHashtagsDocument,
    "\n        query PostsTopHashtag {\n          trendingHashtags(limit: 1) {\n            tag\n            usageCount\n          }\n        }\n      ": typeof types.PostsTopHashtagDocument,
    "\n        query PostsZanzibarFirstPage {\n          postsByHashtag(tag: \"#ZanZibar\", first: 2) {\n            edges {\n              node {\n                content\n              }\n            }\n            pageInfo {\n              hasNextPage\n              endCursor\n            }\n          }\n        }\n      ": typeof types.PostsZanzibarFirstPageDocument,
    "\n        query PostsZanzibarNextPage($a: String) {\n          postsByHashtag(tag: \"zanzibar\", first: 2, after: $a) {\n            edges {\n              node {\n                id\n              }\n            }\n            pageInfo {\n              hasNextPage\n            }\n          }\n        }\n      ": typeof types.PostsZanzibarNextPageDocument,
    "\n            query PostsUnknownHashtag {\n              hashtag(tag: \"nosuchtag\") {\n                id\n              }\n            }\n          ": typeof types.PostsUnknownHashtagDocument,
    "\n            query PostsUnknownHashtagPosts {\n              postsByHashtag(tag: \"nosuchtag\") {\n                edges {\n                  cursor\n                }\n              }\n            }\n          ": typeof types.PostsUnknownHashtagPostsDocument,
    "\n          mutation PostsAddComment($p: ID!, $c: String!) {\n            addComment(postId: $p, content: $c) {\n              content\n              author {\n                username\n              }\n              post {\n                id\n                commentsCount\n              }\n            }\n          }\n        ": typeof types.PostsAddCommentDocument,
    "\n        query PostsFirstComment($p: ID!) {\n          comments(postId: $p, first: 1) {\n            edges {\n              node {\n                content\n              }\n            }\n            pageInfo {\n              hasNextPage\n              endCursor\n            }\n          }\n        }\n      ": typeof types.PostsFirstCommentDocument,
    "\n        query PostsCommentsAfter($p: ID!, $a: String) {\n          comments(postId: $p, after: $a) {\n            edges {\n              node {\n                content\n                post {\n                  commentsCount\n                }\n              }\n            }\n          }\n        }\n      ": typeof types.PostsCommentsAfterDocument,
    "\n        mutation PostsAddBlankComment($p: ID!) {\n          addComment(postId: $p, content: \" \") {\n            id\n          }\n        }\n      ": typeof types.PostsAddBlankCommentDocument,
    "\n        mutation PostsCommentOnMissingPost {\n          addComment(postId: \"00000000-0000-4000-8000-000000000000\", content: \"hi\") {\n            id\n          }\n        }\n      ": typeof types.PostsCommentOnMissingPostDocument,
    "\n          mutation PostsCreateQuietPost {\n            createPost(input: { content: \"Quiet one\" }) {\n              id\n            }\n          }\n        ": typeof types.PostsCreateQuietPostDocument,
    "\n        query PostsNoComments($p: ID!) {\n          comments(postId: $p) {\n            edges {\n              node {\n                id\n              }\n            }\n            pageInfo {\n              hasNextPage\n            }\n          }\n        }\n      ": typeof types.PostsNoCommentsDocument,
    "\n          query PostsCommentsOfMissingPost($p: ID!) {\n            comments(postId: $p) {\n              edges {\n                node {\n                  id\n                }\n              }\n            }\n          }\n        ": typeof types.PostsCommentsOfMissingPostDocument,
    "\n          mutation PostsFollow($u: String!) {\n            follow(username: $u) {\n              followersCount\n              viewerIsFollowing\n            }\n          }\n        ": typeof types.PostsFollowDocument,
    "\n        query PostsProfile($u: String!) {\n          profile(username: $u) {\n            followingCount\n            viewerIsFollowing\n          }\n        }\n      ": typeof types.PostsProfileDocument,
    "\n        mutation PostsUnfollow($u: String!) {\n          unfollow(username: $u) {\n            followersCount\n            viewerIsFollowing\n          }\n        }\n      ": typeof types.PostsUnfollowDocument,
    "\n        mutation PostsFollowSelf($u: String!) {\n          follow(username: $u) {\n            id\n          }\n        }\n      ": typeof types.PostsFollowSelfDocument,
    "\n        mutation PostsUpdateUsernameAndBio {\n          updateProfile(input: { username: \"zanele_designs\", bio: \"Patterns and colour\" }) {\n            username\n            bio\n          }\n        }\n      ": typeof types.PostsUpdateUsernameAndBioDocument,
    "\n        mutation PostsUpdateToTakenUsername {\n          updateProfile(input: { username: \"AMARA\" }) {\n            username\n          }\n        }\n      ": typeof types.PostsUpdateToTakenUsernameDocument,
    "\n        mutation PostsUpdateToShortUsername {\n          updateProfile(input: { username: \"ab\" }) {\n            username\n          }\n        }\n      ": typeof types.PostsUpdateToShortUsernameDocument,
    "\n  query SuspendedAuthorPost($id: ID!) {\n    post(id: $id) {\n      id\n      content\n    }\n  }\n": typeof types.SuspendedAuthorPostDocument,
    "\n  mutation SuspendedAuthorSuspend($id: ID!) {\n    suspendUser(userId: $id, reason: \"spam\") {\n      id\n    }\n  }\n": typeof types.SuspendedAuthorSuspendDocument,
    "\n  mutation SuspendedAuthorReactivate($id: ID!) {\n    reactivateUser(userId: $id) {\n      id\n    }\n  }\n": typeof types.SuspendedAuthorReactivateDocument,
    "\n  query ProfileStatementPage($u: String!) {\n    profile(username: $u) {\n      id\n      username\n      followersCount\n      viewerIsFollowing\n      location\n      roles\n    }\n  }\n": typeof types.ProfileStatementPageDocument,
    "\n  query ProfileStatementMe {\n    me {\n      id\n      username\n      roles\n      profile {\n        id\n        username\n      }\n    }\n  }\n": typeof types.ProfileStatementMeDocument,
    "\n        mutation PublicPagesDeletePost($id: ID!) {\n          deletePost(id: $id)\n        }\n      ": typeof types.PublicPagesDeletePostDocument,
    "\n  mutation BookmarksSave($id: ID!) {\n    bookmark(postId: $id) {\n      id\n      viewerHasBookmarked\n    }\n  }\n": typeof types.BookmarksSaveDocument,
    "\n  mutation BookmarksUnsave($id: ID!) {\n    unbookmark(postId: $id) {\n      id\n      viewerHasBookmarked\n    }\n  }\n": typeof types.BookmarksUnsaveDocument,
    "\n  query BookmarksSaved($first: Int, $after: String) {\n    bookmarks(first: $first, after: $after) {\n      edges {\n        node {\n          id\n          viewerHasBookmarked\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.BookmarksSavedDocument,
    "\n  query BookmarksPost($id: ID!) {\n    post(id: $id) {\n      viewerHasBookmarked\n    }\n  }\n": typeof types.BookmarksPostDocument,
    "\n      mutation BookmarksDeletePost($id: ID!) {\n        deletePost(id: $id)\n      }\n    ": typeof types.BookmarksDeletePostDocument,
    "\n  mutation RepostsRepost($id: ID!) {\n    repost(postId: $id) {\n      id\n      repostsCount\n      viewerHasReposted\n    }\n  }\n": typeof types.RepostsRepostDocument,
    "\n  mutation RepostsUndo($id: ID!) {\n    undoRepost(postId: $id) {\n      repostsCount\n      viewerHasReposted\n    }\n  }\n": typeof types.RepostsUndoDocument,
    "\n  mutation RepostsQuote($id: ID!, $content: String!) {\n    quotePost(postId: $id, content: $content) {\n      id\n      content\n      quotedPostRemoved\n      quotedPost {\n        id\n        content\n      }\n    }\n  }\n": typeof types.RepostsQuoteDocument,
    "\n  query RepostsPost($id: ID!) {\n    post(id: $id) {\n      repostsCount\n      quotesCount\n      viewerHasReposted\n      quotedPostRemoved\n      quotedPost {\n        id\n      }\n    }\n  }\n": typeof types.RepostsPostDocument,
    "\n  query RepostsMyFlow {\n    feed(mode: MY_FLOW, first: 20) {\n      edges {\n        node {\n          id\n          repostedBy {\n            username\n          }\n          explanation {\n            summary\n            repostedBy\n          }\n        }\n      }\n    }\n  }\n": typeof types.RepostsMyFlowDocument,
    "\n  mutation RepostsMute($username: String!) {\n    mute(username: $username) {\n      id\n    }\n  }\n": typeof types.RepostsMuteDocument,
    "\n      mutation RepostsDeletePost($id: ID!) {\n        deletePost(id: $id)\n      }\n    ": typeof types.RepostsDeletePostDocument,
    "\n    mutation CsrfSignUp($input: SignUpInput!) {\n      signUp(input: $input) {\n        user {\n          id\n        }\n      }\n    }\n  ": typeof types.CsrfSignUpDocument,
    "\n    query CsrfTrendingHashtags {\n      trendingHashtags {\n        tag\n      }\n    }\n  ": typeof types.CsrfTrendingHashtagsDocument,
    "\n  query PageSizeRangePosts($first: Int) {\n    posts(first: $first) {\n      edges {\n        cursor\n      }\n    }\n  }\n": typeof types.PageSizeRangePostsDocument,
    "\n  query PageSizeRangeFollowers($username: String!, $first: Int) {\n    profile(username: $username) {\n      followers(first: $first) {\n        edges {\n          cursor\n        }\n      }\n    }\n  }\n": typeof types.PageSizeRangeFollowersDocument,
    "\n  subscription SubscriptionOverHttpPostCreated {\n    postCreated {\n      id\n    }\n  }\n": typeof types.SubscriptionOverHttpPostCreatedDocument,
    "\n  query WebsocketMessageSizeHttp {\n    __typename\n  }\n": typeof types.WebsocketMessageSizeHttpDocument,
    "\n  mutation Promote($id: ID!) {\n    promoteToAdmin(userId: $id) {\n      id\n      username\n      roles\n    }\n  }\n": typeof types.PromoteDocument,
    "\n  mutation Remove($id: ID!) {\n    removeAdmin(userId: $id) {\n      id\n      username\n      roles\n    }\n  }\n": typeof types.RemoveDocument,
    "\n  query AdminRolesMe {\n    me {\n      roles\n    }\n  }\n": typeof types.AdminRolesMeDocument,
    "\n          query AdminRolesRoles {\n            userRoles {\n              role\n            }\n          }\n        ": typeof types.AdminRolesRolesDocument,
    "\n      query AdminRolesUserRoles {\n        userRoles {\n          userId\n          role\n        }\n      }\n    ": typeof types.AdminRolesUserRolesDocument,
    "\n      query AdminRolesUserStats {\n        userStats {\n          totalUsers\n          activeUsers\n          admins\n          moderators\n          suspended\n        }\n      }\n    ": typeof types.AdminRolesUserStatsDocument,
    "\n      mutation RbacMatrixRemoveAdmin($id: ID!) {\n        removeAdmin(userId: $id) {\n          id\n        }\n      }\n    ": typeof types.RbacMatrixRemoveAdminDocument,
    "\n          query RbacMatrixUserRoles {\n            userRoles {\n              userId\n              role\n            }\n          }\n        ": typeof types.RbacMatrixUserRolesDocument,
    "\n          query RbacMatrixUserStats {\n            userStats {\n              totalUsers\n              admins\n            }\n          }\n        ": typeof types.RbacMatrixUserStatsDocument,
    "\n          query RbacMatrixApiKeys {\n            apiKeys {\n              id\n            }\n          }\n        ": typeof types.RbacMatrixApiKeysDocument,
    "\n          query RbacMatrixApiKeysByKind {\n            apiKeys(kind: PAYMENT_GATEWAY) {\n              id\n            }\n          }\n        ": typeof types.RbacMatrixApiKeysByKindDocument,
    "\n          mutation RbacMatrixDeleteApiKey($id: ID!) {\n            deleteApiKey(id: $id)\n          }\n        ": typeof types.RbacMatrixDeleteApiKeyDocument,
    "\n          mutation RbacMatrixPromoteToAdmin($id: ID!) {\n            promoteToAdmin(userId: $id) {\n              id\n            }\n          }\n        ": typeof types.RbacMatrixPromoteToAdminDocument,
    "\n          mutation RbacMatrixRemoveAdmin($id: ID!) {\n            removeAdmin(userId: $id) {\n              id\n            }\n          }\n        ": typeof types.RbacMatrixRemoveAdminDocument,
    "\n      query RbacMatrixApiKeysName {\n        apiKeys {\n          name\n        }\n      }\n    ": typeof types.RbacMatrixApiKeysNameDocument,
    "\n          query RbacMatrixMe {\n            me {\n              id\n            }\n          }\n        ": typeof types.RbacMatrixMeDocument,
    "\n      query RbacMatrixUserRoles {\n        userRoles {\n          userId\n          role\n        }\n      }\n    ": typeof types.RbacMatrixUserRolesDocument,
    "\n        query RbacMatrixMeAndProfiles {\n          me {\n            id\n            roles\n          }\n          profiles(first: 1) {\n            edges {\n              node {\n                id\n              }\n            }\n          }\n        }\n      ": typeof types.RbacMatrixMeAndProfilesDocument,
    "\n      mutation RbacMatrixPromoteToAdminRoles($id: ID!) {\n        promoteToAdmin(userId: $id) {\n          id\n          roles\n        }\n      }\n    ": typeof types.RbacMatrixPromoteToAdminRolesDocument,
    "\n      mutation RbacMatrixRemoveAdminRoles($id: ID!) {\n        removeAdmin(userId: $id) {\n          id\n          roles\n        }\n      }\n    ": typeof types.RbacMatrixRemoveAdminRolesDocument,
    "\n      mutation RbacMatrixDeleteApiKey($id: ID!) {\n        deleteApiKey(id: $id)\n      }\n    ": typeof types.RbacMatrixDeleteApiKeyDocument,
    "\n    query RbacMatrixProfiles {\n      profiles(first: 5) {\n        edges {\n          node {\n            username\n          }\n        }\n      }\n    }\n  ": typeof types.RbacMatrixProfilesDocument,
    "\n  mutation SuspensionSuspendUser($id: ID!, $reason: String) {\n    suspendUser(userId: $id, reason: $reason) {\n      id\n      username\n      suspension {\n        reason\n        suspendedAt\n      }\n    }\n  }\n": typeof types.SuspensionSuspendUserDocument,
    "\n  mutation SuspensionReactivateUser($id: ID!) {\n    reactivateUser(userId: $id) {\n      id\n      suspension {\n        reason\n      }\n    }\n  }\n": typeof types.SuspensionReactivateUserDocument,
    "\n  query SuspensionUserStats {\n    userStats {\n      totalUsers\n      activeUsers\n      suspended\n    }\n  }\n": typeof types.SuspensionUserStatsDocument,
    "\n          mutation SuspensionRemoveAdmin($id: ID!) {\n            removeAdmin(userId: $id) {\n              id\n            }\n          }\n        ": typeof types.SuspensionRemoveAdminDocument,
    "\n      query SuspensionTrendingHashtags {\n        trendingHashtags {\n          tag\n        }\n      }\n    ": typeof types.SuspensionTrendingHashtagsDocument,
    "\n    query SuspensionProfiles($search: String) {\n      profiles(search: $search) {\n        edges {\n          node {\n            username\n            suspension {\n              reason\n            }\n          }\n        }\n      }\n    }\n  ": typeof types.SuspensionProfilesDocument,
    "\n      mutation SuspensionPromoteToAdmin($id: ID!) {\n        promoteToAdmin(userId: $id) {\n          id\n        }\n      }\n    ": typeof types.SuspensionPromoteToAdminDocument,
    "\n  query UserList($search: String, $first: Int, $after: String) {\n    profiles(search: $search, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          id\n          username\n          bio\n          avatarUrl\n          createdAt\n          roles\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.UserListDocument,
    "\n  query CompiledCreatorPage($username: String!, $first: Int!) {\n    profile(username: $username) {\n      id\n      username\n      isVerified\n      followersCount\n      viewerIsFollowing\n    }\n    posts(authorUsername: $username, first: $first) {\n      edges {\n        cursor\n        node {\n          id\n          content\n          createdAt\n          likesCount\n          viewerHasLiked\n          author {\n            username\n            isVerified\n          }\n          hashtags {\n            tag\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.CompiledCreatorPageDocument,
    "\n  query CompiledFeed {\n    feed(mode: FOR_YOU, energy: 0, first: 5) {\n      edges {\n        node {\n          id\n          explanation {\n            factors {\n              name\n              weight\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.CompiledFeedDocument,
    "\n    query CompiledSignedOutFeed {\n      feed(first: 1) {\n        edges {\n          cursor\n        }\n      }\n    }\n  ": typeof types.CompiledSignedOutFeedDocument,
    "\n    query CompiledMasked($username: String!) {\n      profile(username: $username) {\n        username\n        bio\n      }\n    }\n  ": typeof types.CompiledMaskedDocument,
    "\n    mutation CompiledLike($postId: ID!) {\n      likePost(postId: $postId) {\n        id\n        likesCount\n      }\n    }\n  ": typeof types.CompiledLikeDocument,
    "\n      subscription RedisSubscriptionsPostCreated($tag: String) {\n        postCreated(tag: $tag) {\n          id\n          content\n          createdAt\n          author {\n            username\n          }\n          hashtags {\n            tag\n          }\n        }\n      }\n    ": typeof types.RedisSubscriptionsPostCreatedDocument,
    "\n        subscription RedisSubscriptionsTrendingHashtagsUpdated {\n          trendingHashtagsUpdated {\n            tag\n            usageCount\n          }\n        }\n      ": typeof types.RedisSubscriptionsTrendingHashtagsUpdatedDocument,
    "\n  mutation SearchLockedCreate($input: CreatePostInput!) {\n    createPost(input: $input) {\n      id\n    }\n  }\n": typeof types.SearchLockedCreateDocument,
    "\n  query SearchTestPosts($q: String!, $first: Int, $after: String) {\n    search(query: $q, kind: POSTS, first: $first, after: $after) {\n      posts {\n        edges {\n          cursor\n          node {\n            id\n            content\n            author {\n              username\n            }\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  }\n": typeof types.SearchTestPostsDocument,
    "\n  query SearchTestAll($q: String!, $kind: SearchKind, $first: Int, $after: String) {\n    search(query: $q, kind: $kind, first: $first, after: $after) {\n      query\n      kind\n      people {\n        edges {\n          node {\n            username\n            bio\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n      posts {\n        edges {\n          node {\n            content\n          }\n        }\n      }\n      hashtags {\n        edges {\n          node {\n            tag\n            usageCount\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  }\n": typeof types.SearchTestAllDocument,
    "\n        mutation SearchTestRemovePost($id: ID!) {\n          deletePost(id: $id)\n        }\n      ": typeof types.SearchTestRemovePostDocument,
    "\n  query FeedAlgorithmFeed($energy: Int, $first: Int, $after: String) {\n    feed(mode: FOR_YOU, energy: $energy, first: $first, after: $after) {\n      edges {\n        node {\n          content\n          explanation {\n            summary\n            factors {\n              name\n              weight\n            }\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.FeedAlgorithmFeedDocument,
    "\n  mutation FeedAlgorithmUpdateSettings($input: UpdateSettingsInput!) {\n    updateSettings(input: $input) {\n      feedAlgorithm\n    }\n  }\n": typeof types.FeedAlgorithmUpdateSettingsDocument,
    "\n  query ProfilePrivacyProfile($u: String!) {\n    profile(username: $u) {\n      username\n      location\n    }\n  }\n": typeof types.ProfilePrivacyProfileDocument,
    "\n  query ProfilePrivacyPosts($u: String!) {\n    posts(authorUsername: $u) {\n      edges {\n        node {\n          content\n        }\n      }\n    }\n  }\n": typeof types.ProfilePrivacyPostsDocument,
    "\n      mutation ProfilePrivacyUpdateSettings($p: PrivacySettingsInput!) {\n        updateSettings(input: { privacy: $p }) {\n          privacy {\n            publicProfile\n            location\n          }\n        }\n      }\n    ": typeof types.ProfilePrivacyUpdateSettingsDocument,
    "\n  fragment SettingsFields on AccountSettings {\n    id\n    feedAlgorithm\n    theme\n    displayMode\n    language\n    updatedAt\n    privacy {\n      publicProfile\n      showFollowers\n      showEarnings\n      privateMessages\n      collabRequests\n      location\n      filterContent\n      commentFilter\n    }\n  }\n": typeof types.SettingsFieldsFragmentDoc,
    "\n  query SettingsMySettings {\n    mySettings {\n      ...SettingsFields\n    }\n  }\n": typeof types.SettingsMySettingsDocument,
    "\n  mutation SettingsUpdateSettings($input: UpdateSettingsInput!) {\n    updateSettings(input: $input) {\n      ...SettingsFields\n    }\n  }\n": typeof types.SettingsUpdateSettingsDocument,
    "\n  mutation SettingsSignIn($email: String!, $password: String!) {\n    signIn(input: { email: $email, password: $password }) {\n      accessToken\n    }\n  }\n": typeof types.SettingsSignInDocument,
    "\n  mutation ShoutoutsSendShoutout($input: SendShoutoutInput!) {\n    sendShoutout(input: $input) {\n      id\n      message\n      sensitive\n      createdAt\n      from {\n        username\n      }\n      to {\n        username\n      }\n    }\n  }\n": typeof types.ShoutoutsSendShoutoutDocument,
    "\n  query ShoutoutsReceivedShoutouts($first: Int, $after: String) {\n    receivedShoutouts(first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          id\n          message\n          from {\n            username\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.ShoutoutsReceivedShoutoutsDocument,
    "\n  query ShoutoutsSentShoutouts {\n    sentShoutouts {\n      edges {\n        node {\n          message\n          to {\n            username\n          }\n        }\n      }\n    }\n  }\n": typeof types.ShoutoutsSentShoutoutsDocument,
    "\n      mutation ShoutoutsUpdateSystemSettings($input: UpdateSystemSettingsInput!) {\n        updateSystemSettings(input: $input) {\n          spamDetection\n        }\n      }\n    ": typeof types.ShoutoutsUpdateSystemSettingsDocument,
    "\n      query ShoutoutsBell {\n        notifications {\n          edges {\n            node {\n              kind\n              actor {\n                username\n              }\n            }\n          }\n        }\n        unreadNotificationsCount\n      }\n    ": typeof types.ShoutoutsBellDocument,
    "\n        query ShoutoutsSentShoutoutsPageInfo {\n          sentShoutouts(first: 1) {\n            pageInfo {\n              endCursor\n            }\n          }\n        }\n      ": typeof types.ShoutoutsSentShoutoutsPageInfoDocument,
    "\n  mutation SplitAttachCreateSplit($input: CreateEarningsSplitInput!) {\n    createEarningsSplit(input: $input) {\n      id\n    }\n  }\n": typeof types.SplitAttachCreateSplitDocument,
    "\n  mutation SplitAttachCreatePost($input: CreatePostInput!) {\n    createPost(input: $input) {\n      id\n    }\n  }\n": typeof types.SplitAttachCreatePostDocument,
    "\n  mutation SplitAttachSetPostSplit($postId: ID!, $splitId: ID) {\n    setPostSplit(postId: $postId, splitId: $splitId) {\n      id\n      split {\n        id\n      }\n    }\n  }\n": typeof types.SplitAttachSetPostSplitDocument,
    "\n  query SplitAttachPosts {\n    earningsSplits(first: 20) {\n      edges {\n        node {\n          id\n          posts {\n            id\n            content\n          }\n        }\n      }\n    }\n  }\n": typeof types.SplitAttachPostsDocument,
    "\n  mutation SplitPayCreateSplit($input: CreateEarningsSplitInput!) {\n    createEarningsSplit(input: $input) {\n      id\n    }\n  }\n": typeof types.SplitPayCreateSplitDocument,
    "\n  mutation SplitPayCreatePost($input: CreatePostInput!) {\n    createPost(input: $input) {\n      id\n      split {\n        id\n        projectName\n      }\n    }\n  }\n": typeof types.SplitPayCreatePostDocument,
    "\n  mutation SplitPaySetPostSplit($postId: ID!, $splitId: ID) {\n    setPostSplit(postId: $postId, splitId: $splitId) {\n      id\n      split {\n        id\n      }\n    }\n  }\n": typeof types.SplitPaySetPostSplitDocument,
    "\n  query SplitPayPostSplit($id: ID!) {\n    post(id: $id) {\n      id\n      split {\n        id\n      }\n    }\n  }\n": typeof types.SplitPayPostSplitDocument,
    "\n  mutation SplitPayTip($input: TipInput!) {\n    tip(input: $input) {\n      id\n      checkoutUrl\n    }\n  }\n": typeof types.SplitPayTipDocument,
    "\n  query SplitPayEarned {\n    earningsSplits(first: 20) {\n      edges {\n        node {\n          id\n          projectName\n          earnedSoFar {\n            currency\n            total {\n              amountMinor\n              currency\n            }\n            yours {\n              amountMinor\n              currency\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.SplitPayEarnedDocument,
    "\n  query SplitPayMoney($period: EarningsPeriodInput!) {\n    earnings(period: $period) {\n      bySource {\n        source\n        amount {\n          amountMinor\n          currency\n        }\n      }\n    }\n    wallet {\n      balances {\n        currency\n        pending {\n          amountMinor\n        }\n        available {\n          amountMinor\n        }\n      }\n      transactions(first: 10) {\n        edges {\n          node {\n            kind\n            direction\n            gross {\n              amountMinor\n            }\n            net {\n              amountMinor\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.SplitPayMoneyDocument,
    "\n      mutation SplitPayDelete($id: ID!) {\n        deleteEarningsSplit(id: $id)\n      }\n    ": typeof types.SplitPayDeleteDocument,
    "\n  mutation SplitsCreateEarningsSplit($input: CreateEarningsSplitInput!) {\n    createEarningsSplit(input: $input) {\n      id\n      projectName\n      ownerPercentage\n      owner {\n        username\n      }\n      shares {\n        percentage\n        collaborator {\n          username\n        }\n      }\n    }\n  }\n": typeof types.SplitsCreateEarningsSplitDocument,
    "\n  query SplitsList($first: Int, $after: String) {\n    earningsSplits(first: $first, after: $after) {\n      edges {\n        node {\n          projectName\n          ownerPercentage\n          owner {\n            username\n          }\n          shares {\n            percentage\n            collaborator {\n              username\n            }\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.SplitsListDocument,
    "\n          query SplitsNotifications {\n            notifications(first: 5) {\n              edges {\n                node {\n                  kind\n                  actor {\n                    username\n                  }\n                }\n              }\n            }\n          }\n        ": typeof types.SplitsNotificationsDocument,
    "\n        query SplitsEarningsSplitsEdges {\n          earningsSplits(first: 1) {\n            edges {\n              node {\n                id\n              }\n            }\n          }\n        }\n      ": typeof types.SplitsEarningsSplitsEdgesDocument,
    "\n    mutation SplitsDeleteEarningsSplit($id: ID!) {\n      deleteEarningsSplit(id: $id)\n    }\n  ": typeof types.SplitsDeleteEarningsSplitDocument,
    "\n  mutation Save($input: UpdateSystemSettingsInput!) {\n    updateSystemSettings(input: $input) {\n      maintenanceMode\n      allowNewSignups\n      publicProfiles\n    }\n  }\n": typeof types.SaveDocument,
    "\n  fragment PlatformSwitchesSneakedPost on Mutation {\n    createPost(input: $post) {\n      id\n    }\n  }\n": typeof types.PlatformSwitchesSneakedPostFragmentDoc,
    "\n  mutation PlatformSwitchesCreatePost($input: CreatePostInput!) {\n    createPost(input: $input) {\n      id\n    }\n  }\n": typeof types.PlatformSwitchesCreatePostDocument,
    "\n  query Profile($username: String!) {\n    profile(username: $username) {\n      id\n      username\n    }\n  }\n": typeof types.ProfileDocument,
    "\n  query ProfilePosts($username: String) {\n    posts(authorUsername: $username, first: 10) {\n      edges {\n        node {\n          id\n          author {\n            username\n          }\n        }\n      }\n    }\n  }\n": typeof types.ProfilePostsDocument,
    "\n        mutation PlatformSwitchesSignInWithPost($input: SignInInput!, $post: CreatePostInput!) {\n          signIn(input: $input) {\n            accessToken\n          }\n          ...PlatformSwitchesSneakedPost\n        }\n      ": typeof types.PlatformSwitchesSignInWithPostDocument,
    "\n            query PlatformSwitchesMe {\n              me {\n                username\n              }\n            }\n          ": typeof types.PlatformSwitchesMeDocument,
    "\n  fragment SystemSettingsFields on SystemSettings {\n    autoModeration\n    profanityFilter\n    spamDetection\n    reportAlerts\n    newUserSignupAlerts\n    systemAlerts\n    maintenanceMode\n    allowNewSignups\n    publicProfiles\n    updatedAt\n    updatedBy {\n      username\n    }\n  }\n": typeof types.SystemSettingsFieldsFragmentDoc,
    "\n  query SystemSettingsQuery {\n    systemSettings {\n      ...SystemSettingsFields\n    }\n  }\n": typeof types.SystemSettingsQueryDocument,
    "\n  mutation SystemSettingsSave($input: UpdateSystemSettingsInput!) {\n    updateSystemSettings(input: $input) {\n      ...SystemSettingsFields\n    }\n  }\n": typeof types.SystemSettingsSaveDocument,
    "\n      mutation SystemSettingsRemoveAdmin($id: ID!) {\n        removeAdmin(userId: $id) {\n          id\n        }\n      }\n    ": typeof types.SystemSettingsRemoveAdminDocument,
    "\n  mutation WebhookCreateEndpoint($input: CreateWebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) {\n      secret\n      endpoint {\n        id\n        url\n        events\n        description\n        disabledAt\n        disabledReason\n      }\n    }\n  }\n": typeof types.WebhookCreateEndpointDocument,
    "\n  query WebhookEndpoints {\n    webhookEndpoints {\n      id\n      disabledAt\n      disabledReason\n    }\n  }\n": typeof types.WebhookEndpointsDocument,
    "\n  query WebhookDeliveries($endpointId: ID!) {\n    webhookDeliveries(endpointId: $endpointId, first: 10) {\n      edges {\n        node {\n          id\n          messageId\n          eventType\n          status\n          attempts\n          lastAttempt {\n            statusCode\n            latencyMs\n            responseExcerpt\n            error\n          }\n        }\n      }\n    }\n  }\n": typeof types.WebhookDeliveriesDocument,
    "\n  mutation WebhookCreatePost($input: CreatePostInput!) {\n    createPost(input: $input) {\n      id\n    }\n  }\n": typeof types.WebhookCreatePostDocument,
    "\n      mutation WebhookRedeliver($id: ID!) {\n        redeliverWebhook(deliveryId: $id) {\n          status\n        }\n      }\n    ": typeof types.WebhookRedeliverDocument,
    "\n      mutation WebhookDeletePost($id: ID!) {\n        deletePost(id: $id)\n      }\n    ": typeof types.WebhookDeletePostDocument,
    "\n      mutation WebhookAddComment($postId: ID!) {\n        addComment(postId: $postId, content: \"Lovely\") {\n          id\n        }\n      }\n    ": typeof types.WebhookAddCommentDocument,
    "\n      mutation WebhookLike($postId: ID!) {\n        likePost(postId: $postId) {\n          id\n        }\n      }\n    ": typeof types.WebhookLikeDocument,
    "\n      mutation WebhookFollow($username: String!) {\n        follow(username: $username) {\n          id\n        }\n      }\n    ": typeof types.WebhookFollowDocument,
    "\n  mutation RevocationScaleOutDeleteKey($id: ID!) {\n    deleteApiKey(id: $id)\n  }\n": typeof types.RevocationScaleOutDeleteKeyDocument,
    "\n  mutation SessionRevocationSuspend($id: ID!) {\n    suspendUser(userId: $id) {\n      id\n    }\n  }\n": typeof types.SessionRevocationSuspendDocument,
    "\n  mutation SessionRevocationRemoveAdmin($id: ID!) {\n    removeAdmin(userId: $id) {\n      id\n    }\n  }\n": typeof types.SessionRevocationRemoveAdminDocument,
    "\n  mutation SessionRevocationPromote($id: ID!) {\n    promoteToAdmin(userId: $id) {\n      id\n    }\n  }\n": typeof types.SessionRevocationPromoteDocument,
    "\n  mutation SessionRevocationDeleteKey($id: ID!) {\n    deleteApiKey(id: $id)\n  }\n": typeof types.SessionRevocationDeleteKeyDocument,
    "\n      mutation WebsocketAuthSignOut {\n        signOut\n      }\n    ": typeof types.WebsocketAuthSignOutDocument,
    "\n              query WebsocketAuthMe {\n                me {\n                  username\n                }\n              }\n            ": typeof types.WebsocketAuthMeDocument,
};
const documents: Documents = {
    "\n        mutation AdminApiPlaygroundCreatePost($content: String!) {\n          createPost(input: { content: $content }) {\n            id\n          }\n        }\n      ": types.AdminApiPlaygroundCreatePostDocument,
    "\n  query Roles($search: String) {\n    profiles(search: $search) {\n      edges {\n        node {\n          username\n          roles\n        }\n      }\n    }\n  }\n": types.RolesDocument,
    "\n  query BackupDemoContent {\n    profile(username: \"amara\") {\n      id\n      username\n      bio\n      isVerified\n      followersCount\n      followingCount\n    }\n    posts(authorUsername: \"amara\", first: 100) {\n      edges {\n        node {\n          id\n          content\n          createdAt\n          likesCount\n          commentsCount\n        }\n      }\n    }\n  }\n": types.BackupDemoContentDocument,
    "\n      mutation CreatorIncomeJourneySplit($input: CreateEarningsSplitInput!) {\n        createEarningsSplit(input: $input) {\n          id\n        }\n      }\n    ": types.CreatorIncomeJourneySplitDocument,
    "\n  mutation DatabaseOutageSignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      accessToken\n    }\n  }\n": types.DatabaseOutageSignUpDocument,
    "\n  mutation DatabaseOutageCreatePost($input: CreatePostInput!) {\n    createPost(input: $input) {\n      id\n    }\n  }\n": types.DatabaseOutageCreatePostDocument,
    "\n  subscription DatabaseOutagePostCreated($tag: String) {\n    postCreated(tag: $tag) {\n      id\n      content\n    }\n  }\n": types.DatabaseOutagePostCreatedDocument,
    "\n      mutation DirectMessagesJourneyPrivacy {\n        updateSettings(input: { privacy: { privateMessages: false } }) {\n          privacy {\n            privateMessages\n          }\n        }\n      }\n    ": types.DirectMessagesJourneyPrivacyDocument,
    "\n  query GeoAnalyticsAudience {\n    locationAnalyticsSummary {\n      countries\n      cities\n      totalImpressions\n      totalClicks\n    }\n    locationAnalytics(limit: 20) {\n      country\n      countryCode\n      city\n    }\n  }\n": types.GeoAnalyticsAudienceDocument,
    "\n      mutation PaidPostsJourneyCreate($input: CreatePostInput!) {\n        createPost(input: $input) {\n          id\n        }\n      }\n    ": types.PaidPostsJourneyCreateDocument,
    "\n      query PostingPosts($u: String) {\n        posts(authorUsername: $u) {\n          edges {\n            cursor\n          }\n        }\n      }\n    ": types.PostingPostsDocument,
    "\n      mutation PublicPagesJourneyComment($postId: ID!, $content: String!) {\n        addComment(postId: $postId, content: $content) {\n          id\n        }\n      }\n    ": types.PublicPagesJourneyCommentDocument,
    "\n  mutation GenerateApiKey($input: GenerateApiKeyInput!) {\n    generateApiKey(input: $input) {\n      secret\n      apiKey {\n        id\n        name\n        description\n        prefix\n        lastFour\n        isActive\n        tier\n        kind\n        createdAt\n        lastUsedAt\n        requestsPerHour\n      }\n    }\n  }\n": types.GenerateApiKeyDocument,
    "\n  mutation CreatePost($input: CreatePostInput!) {\n    createPost(input: $input) {\n      id\n      content\n      createdAt\n    }\n  }\n": types.CreatePostDocument,
    "\n      mutation ContentFactoriesFollow($u: String!) {\n        follow(username: $u) {\n          id\n        }\n      }\n    ": types.ContentFactoriesFollowDocument,
    "\n  fragment EveryPostField on Post {\n    id\n    content\n    mediaUrl\n    mediaType\n    likesCount\n    commentsCount\n    sharesCount\n    viewerHasLiked\n    createdAt\n    author {\n      id\n      username\n      bio\n      avatarUrl\n      isVerified\n      followersCount\n      followingCount\n      createdAt\n      roles\n      viewerIsFollowing\n    }\n    hashtags {\n      id\n      tag\n      usageCount\n    }\n  }\n": types.EveryPostFieldFragmentDoc,
    "\n  subscription LiveSocketPosts($tag: String) {\n    postCreated(tag: $tag) {\n      content\n    }\n  }\n": types.LiveSocketPostsDocument,
    "\n  query AccountMe {\n    me {\n      id\n      email\n      emailConfirmedAt\n      pendingEmail\n    }\n  }\n": types.AccountMeDocument,
    "\n  mutation AccountConfirmEmail($token: String!) {\n    confirmEmail(token: $token) {\n      id\n      email\n      emailConfirmedAt\n    }\n  }\n": types.AccountConfirmEmailDocument,
    "\n  mutation AccountResendConfirmation {\n    resendConfirmation\n  }\n": types.AccountResendConfirmationDocument,
    "\n  mutation AccountChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword)\n  }\n": types.AccountChangePasswordDocument,
    "\n  mutation AccountChangeEmail($newEmail: String!, $password: String!) {\n    changeEmail(newEmail: $newEmail, password: $password)\n  }\n": types.AccountChangeEmailDocument,
    "\n  query AccountSessions {\n    sessions {\n      id\n      device\n      city\n      country\n      countryCode\n      createdAt\n      lastSeenAt\n      current\n    }\n  }\n": types.AccountSessionsDocument,
    "\n  mutation AccountRevokeSession($id: ID!) {\n    revokeSession(id: $id)\n  }\n": types.AccountRevokeSessionDocument,
    "\n  mutation AccountRevokeOthers {\n    revokeOtherSessions\n  }\n": types.AccountRevokeOthersDocument,
    "\n  mutation AccountSignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      accessToken\n      refreshToken\n      user {\n        id\n        email\n        emailConfirmedAt\n      }\n    }\n  }\n": types.AccountSignUpDocument,
    "\n  mutation AccountSignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      accessToken\n      user {\n        id\n      }\n    }\n  }\n": types.AccountSignInDocument,
    "\n  query AccountLanguageOfSettings {\n    mySettings {\n      id\n      language\n    }\n  }\n": types.AccountLanguageOfSettingsDocument,
    "\n      mutation AccountUnconfirmedPost {\n        createPost(input: { content: \"posting before confirming\" }) {\n          id\n        }\n      }\n    ": types.AccountUnconfirmedPostDocument,
    "\n    mutation AccountGenerateKey($input: GenerateApiKeyInput!) {\n      generateApiKey(input: $input) {\n        secret\n      }\n    }\n  ": types.AccountGenerateKeyDocument,
    "\n  mutation CampaignMoneyCreate($input: CreateCampaignInput!) {\n    createCampaign(input: $input) {\n      id\n      dailyBudgetMoney {\n        amountMinor\n        currency\n      }\n      totalBudgetMoney {\n        amountMinor\n        currency\n      }\n      budgetMoney {\n        amountMinor\n      }\n      spentMoney {\n        amountMinor\n      }\n    }\n  }\n": types.CampaignMoneyCreateDocument,
    "\n  query CampaignMoneyTotals {\n    myCampaignTotals {\n      spentMoney {\n        amountMinor\n        currency\n      }\n    }\n  }\n": types.CampaignMoneyTotalsDocument,
    "\n  mutation CampaignsCreateCampaign($input: CreateCampaignInput!) {\n    createCampaign(input: $input) {\n      id\n      name\n      objective\n      description\n      minAge\n      maxAge\n      locations\n      interests\n      adType\n      headline\n      adDescription\n      callToAction\n      destinationUrl\n      mediaUrl\n      mediaType\n      dailyBudget\n      totalBudget\n      budget\n      startDate\n      endDate\n      status\n      rejectionReason\n      spent\n      impressions\n      clicks\n      ctr\n      createdAt\n      reviewedAt\n      owner {\n        username\n      }\n      reviewedBy {\n        username\n      }\n    }\n  }\n": types.CampaignsCreateCampaignDocument,
    "\n  query CampaignsMine($first: Int, $after: String) {\n    myCampaignTotals {\n      count\n      spent\n      impressions\n      clicks\n      averageCtr\n    }\n    myCampaigns(first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          id\n          name\n          status\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.CampaignsMineDocument,
    "\n  query CampaignsCampaignsInReview {\n    campaignsInReview {\n      edges {\n        node {\n          id\n          name\n          status\n          owner {\n            username\n          }\n        }\n      }\n    }\n  }\n": types.CampaignsCampaignsInReviewDocument,
    "\n  mutation CampaignsPauseCampaign($id: ID!) {\n    pauseCampaign(id: $id) {\n      id\n      status\n    }\n  }\n": types.CampaignsPauseCampaignDocument,
    "\n  mutation CampaignsResumeCampaign($id: ID!) {\n    resumeCampaign(id: $id) {\n      id\n      status\n    }\n  }\n": types.CampaignsResumeCampaignDocument,
    "\n  mutation CampaignsApproveCampaign($id: ID!) {\n    approveCampaign(id: $id) {\n      id\n      status\n      reviewedAt\n      reviewedBy {\n        username\n      }\n    }\n  }\n": types.CampaignsApproveCampaignDocument,
    "\n  mutation CampaignsRejectCampaign($id: ID!, $reason: String) {\n    rejectCampaign(id: $id, reason: $reason) {\n      id\n      status\n      rejectionReason\n    }\n  }\n": types.CampaignsRejectCampaignDocument,
    "\n          query CampaignsMyCampaigns {\n            myCampaigns {\n              edges {\n                node {\n                  ctr\n                }\n              }\n            }\n          }\n        ": types.CampaignsMyCampaignsDocument,
    "\n        query CampaignsMyCampaignsEdges {\n          myCampaigns {\n            edges {\n              node {\n                id\n                status\n                reviewedBy {\n                  username\n                }\n              }\n            }\n          }\n        }\n      ": types.CampaignsMyCampaignsEdgesDocument,
    "\n        query CampaignsNotifications {\n          notifications(first: 10) {\n            edges {\n              node {\n                kind\n                campaignName\n                actor {\n                  username\n                }\n              }\n            }\n          }\n        }\n      ": types.CampaignsNotificationsDocument,
    "\n  query ApiKeyLifecycleMe {\n    me {\n      id\n      username\n      roles\n    }\n  }\n": types.ApiKeyLifecycleMeDocument,
    "\n  query ApiKeys($kind: ApiKeyKind) {\n    apiKeys(kind: $kind) {\n      id\n      name\n      description\n      prefix\n      lastFour\n      isActive\n      tier\n      kind\n      createdAt\n      lastUsedAt\n      requestsPerHour\n      createdBy {\n        username\n      }\n    }\n  }\n": types.ApiKeysDocument,
    "\n  mutation DeleteApiKey($id: ID!) {\n    deleteApiKey(id: $id)\n  }\n": types.DeleteApiKeyDocument,
    "\n  query ApiKeyQuotaPing {\n    __typename\n  }\n": types.ApiKeyQuotaPingDocument,
    "\n        query ApiKeyWebsocketMe {\n          me {\n            id\n            roles\n          }\n        }\n      ": types.ApiKeyWebsocketMeDocument,
    "\n      query ApiKeyWebsocketUserRoles {\n        userRoles {\n          userId\n          role\n        }\n      }\n    ": types.ApiKeyWebsocketUserRolesDocument,
    "\n            subscription ApiKeyWebsocketPostCreated {\n              postCreated {\n                content\n                author {\n                  username\n                }\n              }\n            }\n          ": types.ApiKeyWebsocketPostCreatedDocument,
    "\n        mutation ApiKeyWebsocketCreatePost($c: String!) {\n          createPost(input: { content: $c }) {\n            id\n          }\n        }\n      ": types.ApiKeyWebsocketCreatePostDocument,
    "\n      mutation ApiKeyWebsocketRemoveAdmin($id: ID!) {\n        removeAdmin(userId: $id) {\n          id\n        }\n      }\n    ": types.ApiKeyWebsocketRemoveAdminDocument,
    "\n      query ApiKeyWebsocketApiKeyIds {\n        apiKeys {\n          id\n        }\n      }\n    ": types.ApiKeyWebsocketApiKeyIdsDocument,
    "\n      query ApiKeyWebsocketPing {\n        __typename\n      }\n    ": types.ApiKeyWebsocketPingDocument,
    "\n      query ApiKeyWebsocketMeId {\n        me {\n          id\n        }\n      }\n    ": types.ApiKeyWebsocketMeIdDocument,
    "\n          query ApiKeyWebsocketMeId {\n            me {\n              id\n            }\n          }\n        ": types.ApiKeyWebsocketMeIdDocument,
    "\n      mutation ApiKeyWebsocketDeleteApiKey($id: ID!) {\n        deleteApiKey(id: $id)\n      }\n    ": types.ApiKeyWebsocketDeleteApiKeyDocument,
    "\n        query ApiKeyWebsocketMeId {\n          me {\n            id\n          }\n        }\n      ": types.ApiKeyWebsocketMeIdDocument,
    "\n  mutation PersonalKeyCreate($input: CreatePersonalApiKeyInput!) {\n    createPersonalApiKey(input: $input) {\n      secret\n      apiKey {\n        id\n        name\n        scopes\n        tier\n        kind\n      }\n    }\n  }\n": types.PersonalKeyCreateDocument,
    "\n  query PersonalKeyList {\n    personalApiKeys {\n      id\n      name\n      scopes\n      tier\n    }\n  }\n": types.PersonalKeyListDocument,
    "\n  mutation PersonalKeyDelete($id: ID!) {\n    deletePersonalApiKey(id: $id)\n  }\n": types.PersonalKeyDeleteDocument,
    "\n  query PersonalKeyMe {\n    me {\n      id\n    }\n  }\n": types.PersonalKeyMeDocument,
    "\n  mutation PersonalKeyCreatePost($input: CreatePostInput!) {\n    createPost(input: $input) {\n      id\n    }\n  }\n": types.PersonalKeyCreatePostDocument,
    "\n      mutation PersonalKeySetTier($id: ID!, $tier: ApiKeyTier!) {\n        setApiKeyTier(id: $id, tier: $tier) {\n          id\n          tier\n          requestsPerHour\n        }\n      }\n    ": types.PersonalKeySetTierDocument,
    "\n      mutation PersonalKeyPartner($input: GenerateApiKeyInput!) {\n        generateApiKey(input: $input) {\n          secret\n          apiKey {\n            scopes\n          }\n        }\n      }\n    ": types.PersonalKeyPartnerDocument,
    "\n      query PersonalKeyGatewayStatus {\n        paymentGatewayStatus {\n          __typename\n        }\n      }\n    ": types.PersonalKeyGatewayStatusDocument,
    "\n      query PersonalKeyUserStats {\n        userStats {\n          totalUsers\n        }\n      }\n    ": types.PersonalKeyUserStatsDocument,
    "\n      mutation PersonalKeySuspend($id: ID!) {\n        suspendUser(userId: $id, reason: \"Spam\") {\n          id\n        }\n      }\n    ": types.PersonalKeySuspendDocument,
    "\n  fragment AuthSession on AuthPayload {\n    user {\n      id\n      email\n      username\n      createdAt\n      roles\n      profile {\n        id\n        username\n      }\n    }\n    accessToken\n    refreshToken\n    expiresAt\n  }\n": types.AuthSessionFragmentDoc,
    "\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      ...AuthSession\n    }\n  }\n": types.SignUpDocument,
    "\n  mutation SignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      ...AuthSession\n    }\n  }\n": types.SignInDocument,
    "\n  mutation Refresh($token: String) {\n    refreshSession(refreshToken: $token) {\n      ...AuthSession\n    }\n  }\n": types.RefreshDocument,
    "\n  mutation SignOut {\n    signOut\n  }\n": types.SignOutDocument,
    "\n  query Me {\n    me {\n      id\n      email\n      username\n      roles\n    }\n  }\n": types.MeDocument,
    "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n": types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($token: String!, $password: String!) {\n    resetPassword(token: $token, password: $password) {\n      ...AuthSession\n    }\n  }\n": types.ResetPasswordDocument,
    "\n  mutation SessionCheckSuspend($id: ID!) {\n    suspendUser(userId: $id) {\n      id\n    }\n  }\n": types.SessionCheckSuspendDocument,
    "\n  mutation SessionCheckPromote($id: ID!) {\n    promoteToAdmin(userId: $id) {\n      id\n    }\n  }\n": types.SessionCheckPromoteDocument,
    "\n  mutation SessionCheckDemote($id: ID!) {\n    removeAdmin(userId: $id) {\n      id\n    }\n  }\n": types.SessionCheckDemoteDocument,
    "\n  query SessionCheckUserRoles {\n    userRoles {\n      role\n    }\n  }\n": types.SessionCheckUserRolesDocument,
    "\n      mutation SessionsCreatePost {\n        createPost(input: { content: \"after sign-out #late\" }) {\n          id\n        }\n      }\n    ": types.SessionsCreatePostDocument,
    "\n  query BlockNotificationsList {\n    unreadNotificationsCount\n    notifications(first: 50) {\n      edges {\n        node {\n          kind\n          actor {\n            username\n          }\n        }\n      }\n    }\n  }\n": types.BlockNotificationsListDocument,
    "\n  mutation BlockNotificationsCircle($input: CreateCircleInput!) {\n    createCircle(input: $input) {\n      id\n    }\n  }\n": types.BlockNotificationsCircleDocument,
    "\n  mutation BlockNotificationsJoin($id: ID!) {\n    joinCircle(id: $id) {\n      id\n    }\n  }\n": types.BlockNotificationsJoinDocument,
    "\n  mutation BlocksBlock($u: String!) {\n    block(username: $u) {\n      username\n      followersCount\n      followingCount\n    }\n  }\n": types.BlocksBlockDocument,
    "\n  mutation BlocksUnblock($u: String!) {\n    unblock(username: $u) {\n      username\n    }\n  }\n": types.BlocksUnblockDocument,
    "\n  mutation BlocksMute($u: String!) {\n    mute(username: $u) {\n      username\n      viewerHasMuted\n    }\n  }\n": types.BlocksMuteDocument,
    "\n  mutation BlocksUnmute($u: String!) {\n    unmute(username: $u) {\n      username\n      viewerHasMuted\n    }\n  }\n": types.BlocksUnmuteDocument,
    "\n  query BlocksProfile($u: String!) {\n    profile(username: $u) {\n      username\n      followersCount\n      followingCount\n      viewerIsFollowing\n    }\n  }\n": types.BlocksProfileDocument,
    "\n  query BlocksPost($id: ID!) {\n    post(id: $id) {\n      id\n    }\n  }\n": types.BlocksPostDocument,
    "\n  query BlocksPosts($author: String) {\n    posts(authorUsername: $author, first: 50) {\n      edges {\n        node {\n          author {\n            username\n          }\n        }\n      }\n    }\n  }\n": types.BlocksPostsDocument,
    "\n  query BlocksFeed($mode: FeedMode!) {\n    feed(mode: $mode, first: 50) {\n      edges {\n        node {\n          author {\n            username\n          }\n        }\n      }\n    }\n  }\n": types.BlocksFeedDocument,
    "\n  query BlocksSearch($q: String!) {\n    search(query: $q) {\n      people {\n        edges {\n          node {\n            username\n          }\n        }\n      }\n      posts {\n        edges {\n          node {\n            author {\n              username\n            }\n          }\n        }\n      }\n    }\n  }\n": types.BlocksSearchDocument,
    "\n  query BlocksTag($tag: String!) {\n    postsByHashtag(tag: $tag, first: 50) {\n      edges {\n        node {\n          author {\n            username\n          }\n        }\n      }\n    }\n  }\n": types.BlocksTagDocument,
    "\n  query BlocksComments($postId: ID!) {\n    comments(postId: $postId) {\n      edges {\n        node {\n          author {\n            username\n          }\n        }\n      }\n    }\n  }\n": types.BlocksCommentsDocument,
    "\n  mutation BlocksComment($postId: ID!, $content: String!) {\n    addComment(postId: $postId, content: $content) {\n      id\n    }\n  }\n": types.BlocksCommentDocument,
    "\n  mutation BlocksLike($postId: ID!) {\n    likePost(postId: $postId) {\n      likesCount\n    }\n  }\n": types.BlocksLikeDocument,
    "\n  mutation BlocksFollow($u: String!) {\n    follow(username: $u) {\n      followersCount\n    }\n  }\n": types.BlocksFollowDocument,
    "\n  mutation BlocksMessage($u: String!) {\n    sendMessage(input: { toUsername: $u, content: \"hello\" }) {\n      id\n    }\n  }\n": types.BlocksMessageDocument,
    "\n  mutation BlocksShoutout($u: String!) {\n    sendShoutout(input: { username: $u, message: \"A great storyteller\" }) {\n      id\n    }\n  }\n": types.BlocksShoutoutDocument,
    "\n  mutation BlocksCollab($u: String!) {\n    sendCollabRequest(input: { username: $u, type: FEATURE, amount: 0, message: \"Shall we make a video?\" }) {\n      id\n    }\n  }\n": types.BlocksCollabDocument,
    "\n  query BlocksNotifications {\n    unreadNotificationsCount\n    notifications(first: 50) {\n      edges {\n        node {\n          kind\n          actor {\n            username\n          }\n        }\n      }\n    }\n  }\n": types.BlocksNotificationsDocument,
    "\n  query BlocksLists {\n    blockedProfiles {\n      username\n    }\n    mutedProfiles {\n      username\n    }\n  }\n": types.BlocksListsDocument,
    "\n  subscription BlocksPostCreated($tag: String) {\n    postCreated(tag: $tag) {\n      content\n      author {\n        username\n      }\n    }\n  }\n": types.BlocksPostCreatedDocument,
    "\n      mutation BlocksSelf($u: String!) {\n        block(username: $u) {\n          id\n        }\n      }\n    ": types.BlocksSelfDocument,
    "\n      mutation BlocksNobody($u: String!) {\n        mute(username: $u) {\n          id\n        }\n      }\n    ": types.BlocksNobodyDocument,
    "\n    query BlocksFollowers($u: String!) {\n      profile(username: $u) {\n        followers(first: 50) {\n          edges {\n            node {\n              username\n            }\n          }\n        }\n      }\n    }\n  ": types.BlocksFollowersDocument,
    "\n  fragment CircleFields on Circle {\n    id\n    name\n    description\n    isPrivate\n    membersCount\n    postsCount\n    viewerStatus\n    owner {\n      username\n    }\n  }\n": types.CircleFieldsFragmentDoc,
    "\n  mutation CirclesCreateCircle($input: CreateCircleInput!) {\n    createCircle(input: $input) {\n      ...CircleFields\n    }\n  }\n": types.CirclesCreateCircleDocument,
    "\n  mutation CirclesJoinCircle($id: ID!) {\n    joinCircle(id: $id) {\n      ...CircleFields\n    }\n  }\n": types.CirclesJoinCircleDocument,
    "\n  mutation CirclesLeaveCircle($id: ID!) {\n    leaveCircle(id: $id) {\n      ...CircleFields\n    }\n  }\n": types.CirclesLeaveCircleDocument,
    "\n  mutation CirclesApproveCircleRequest($c: ID!, $u: ID!) {\n    approveCircleRequest(circleId: $c, userId: $u) {\n      ...CircleFields\n    }\n  }\n": types.CirclesApproveCircleRequestDocument,
    "\n  mutation CirclesDeclineCircleRequest($c: ID!, $u: ID!) {\n    declineCircleRequest(circleId: $c, userId: $u) {\n      ...CircleFields\n    }\n  }\n": types.CirclesDeclineCircleRequestDocument,
    "\n  mutation CirclesPostToCircle($input: PostToCircleInput!) {\n    postToCircle(input: $input) {\n      id\n      content\n      sensitive\n      author {\n        username\n      }\n    }\n  }\n": types.CirclesPostToCircleDocument,
    "\n  query CirclesCirclePosts($id: ID!, $first: Int, $after: String) {\n    circlePosts(circleId: $id, first: $first, after: $after) {\n      edges {\n        node {\n          content\n          author {\n            username\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.CirclesCirclePostsDocument,
    "\n  query CirclesCircleJoinRequests($id: ID!) {\n    circleJoinRequests(circleId: $id) {\n      edges {\n        node {\n          user {\n            id\n            username\n          }\n        }\n      }\n    }\n  }\n": types.CirclesCircleJoinRequestsDocument,
    "\n  query CirclesList($first: Int, $after: String) {\n    circles(first: $first, after: $after) {\n      edges {\n        node {\n          ...CircleFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.CirclesListDocument,
    "\n      query CirclesNotifications {\n        notifications(first: 1) {\n          edges {\n            node {\n              kind\n              actor {\n                username\n              }\n              circle {\n                id\n                name\n              }\n            }\n          }\n        }\n      }\n    ": types.CirclesNotificationsDocument,
    "\n      query CirclesNotificationsEdges {\n        notifications(first: 1) {\n          edges {\n            node {\n              kind\n              actor {\n                username\n              }\n              circle {\n                id\n                viewerStatus\n              }\n            }\n          }\n        }\n      }\n    ": types.CirclesNotificationsEdgesDocument,
    "\n          query CirclesCircle($id: ID!) {\n            circle(id: $id) {\n              viewerStatus\n            }\n          }\n        ": types.CirclesCircleDocument,
    "\n          query CirclesCircleById($id: ID!) {\n            circle(id: $id) {\n              id\n            }\n          }\n        ": types.CirclesCircleByIdDocument,
    "\n    mutation CirclesDeleteCircle($id: ID!) {\n      deleteCircle(id: $id)\n    }\n  ": types.CirclesDeleteCircleDocument,
    "\n  fragment CollabRequestFields on CollabRequest {\n    id\n    type\n    amount\n    amountMoney {\n      amountMinor\n      currency\n    }\n    message\n    status\n    createdAt\n    decidedAt\n    from {\n      username\n    }\n    to {\n      username\n    }\n  }\n": types.CollabRequestFieldsFragmentDoc,
    "\n  mutation CollabsSendCollabRequest($input: SendCollabRequestInput!) {\n    sendCollabRequest(input: $input) {\n      ...CollabRequestFields\n    }\n  }\n": types.CollabsSendCollabRequestDocument,
    "\n  mutation CollabsOpenCollabRequest($id: ID!) {\n    openCollabRequest(id: $id) {\n      id\n      status\n    }\n  }\n": types.CollabsOpenCollabRequestDocument,
    "\n  mutation CollabsAcceptCollabRequest($id: ID!) {\n    acceptCollabRequest(id: $id) {\n      id\n      status\n      decidedAt\n    }\n  }\n": types.CollabsAcceptCollabRequestDocument,
    "\n  mutation CollabsDeclineCollabRequest($id: ID!) {\n    declineCollabRequest(id: $id) {\n      id\n      status\n      decidedAt\n    }\n  }\n": types.CollabsDeclineCollabRequestDocument,
    "\n  query CollabsReceivedCollabRequests($first: Int, $after: String) {\n    receivedCollabRequests(first: $first, after: $after) {\n      edges {\n        node {\n          ...CollabRequestFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.CollabsReceivedCollabRequestsDocument,
    "\n  query CollabsSentCollabRequests {\n    sentCollabRequests {\n      edges {\n        node {\n          id\n          status\n          to {\n            username\n          }\n        }\n      }\n    }\n  }\n": types.CollabsSentCollabRequestsDocument,
    "\n      mutation CollabsUpdateSettings($on: Boolean!) {\n        updateSettings(input: { privacy: { collabRequests: $on } }) {\n          privacy {\n            collabRequests\n          }\n        }\n      }\n    ": types.CollabsUpdateSettingsDocument,
    "\n      query CollabsNotifications {\n        notifications {\n          edges {\n            node {\n              kind\n              actor {\n                username\n              }\n            }\n          }\n        }\n      }\n    ": types.CollabsNotificationsDocument,
    "\n  mutation Send($input: SendContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      id\n      receivedAt\n    }\n  }\n": types.SendDocument,
    "\n      mutation ContentFiltersUpdateSystemSettings($on: Boolean!) {\n        updateSystemSettings(input: { profanityFilter: $on }) {\n          profanityFilter\n        }\n      }\n    ": types.ContentFiltersUpdateSystemSettingsDocument,
    "\n      mutation ContentFiltersUpdateSettings($on: Boolean!) {\n        updateSettings(input: { privacy: { commentFilter: $on } }) {\n          privacy {\n            commentFilter\n          }\n        }\n      }\n    ": types.ContentFiltersUpdateSettingsDocument,
    "\n  query ContentFiltersPost($id: ID!) {\n    post(id: $id) {\n      content\n      sensitive\n    }\n  }\n": types.ContentFiltersPostDocument,
    "\n  query ContentFiltersPostsByHashtag {\n    postsByHashtag(tag: \"lagosfilters\", first: 5) {\n      edges {\n        node {\n          content\n          sensitive\n        }\n      }\n    }\n  }\n": types.ContentFiltersPostsByHashtagDocument,
    "\n  query ContentFiltersPosts {\n    posts(authorUsername: \"amara_filters\", first: 5) {\n      edges {\n        node {\n          content\n        }\n      }\n    }\n  }\n": types.ContentFiltersPostsDocument,
    "\n  query ContentFiltersFeed {\n    feed(mode: MY_FLOW, energy: 50, first: 5) {\n      edges {\n        node {\n          content\n          sensitive\n        }\n      }\n    }\n  }\n": types.ContentFiltersFeedDocument,
    "\n  query ContentFiltersComments($id: ID!) {\n    comments(postId: $id) {\n      hiddenCount\n      edges {\n        node {\n          content\n          sensitive\n          hiddenByFilter\n          author {\n            username\n          }\n        }\n      }\n    }\n  }\n": types.ContentFiltersCommentsDocument,
    "\n  mutation ContentFiltersAddComment($id: ID!, $text: String!) {\n    addComment(postId: $id, content: $text) {\n      content\n      sensitive\n      hiddenByFilter\n    }\n  }\n": types.ContentFiltersAddCommentDocument,
    "\n        query ContentFiltersNotifications {\n          notifications(first: 10) {\n            edges {\n              node {\n                kind\n                commentExcerpt\n              }\n            }\n          }\n        }\n      ": types.ContentFiltersNotificationsDocument,
    "\n  mutation ConversationAddComment($postId: ID!, $content: String!, $parentId: ID) {\n    addComment(postId: $postId, content: $content, parentId: $parentId) {\n      id\n      parentId\n      content\n      repliesCount\n      removed\n      post {\n        id\n        commentsCount\n      }\n    }\n  }\n": types.ConversationAddCommentDocument,
    "\n  query ConversationThread($postId: ID!, $parentId: ID, $first: Int, $after: String) {\n    comments(postId: $postId, parentId: $parentId, first: $first, after: $after) {\n      edges {\n        node {\n          id\n          parentId\n          content\n          repliesCount\n          removed\n          editedAt\n          author {\n            username\n          }\n          versions {\n            content\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.ConversationThreadDocument,
    "\n  query ConversationPost($id: ID!) {\n    post(id: $id) {\n      id\n      content\n      commentsCount\n      editedAt\n      versions {\n        content\n        writtenAt\n        replacedAt\n      }\n      hashtags {\n        tag\n      }\n    }\n  }\n": types.ConversationPostDocument,
    "\n  mutation ConversationDeleteComment($id: ID!) {\n    deleteComment(id: $id)\n  }\n": types.ConversationDeleteCommentDocument,
    "\n  mutation ConversationDeletePost($id: ID!) {\n    deletePost(id: $id)\n  }\n": types.ConversationDeletePostDocument,
    "\n  mutation ConversationEditPost($id: ID!, $content: String!) {\n    editPost(id: $id, content: $content) {\n      id\n      content\n      sensitive\n      editedAt\n      hashtags {\n        tag\n      }\n    }\n  }\n": types.ConversationEditPostDocument,
    "\n  mutation ConversationEditComment($id: ID!, $content: String!) {\n    editComment(id: $id, content: $content) {\n      id\n      content\n      editedAt\n      versions {\n        content\n      }\n    }\n  }\n": types.ConversationEditCommentDocument,
    "\n  query ConversationNotifications {\n    notifications(first: 50) {\n      edges {\n        node {\n          kind\n          commentExcerpt\n          actor {\n            username\n          }\n          post {\n            id\n          }\n        }\n      }\n    }\n  }\n": types.ConversationNotificationsDocument,
    "\n  query MyEnergyScore {\n    myEnergyScore {\n      id\n      score\n      parts {\n        id\n        points\n        maxPoints\n      }\n      posts\n      commentsReceived\n      repliedInTime\n      impressions\n      engagementBasisPoints\n      topPercent\n      verificationEligible\n    }\n  }\n": types.MyEnergyScoreDocument,
    "\n  query MyAudienceActivity {\n    myAudienceActivity {\n      id\n      utcHours\n      languages {\n        language\n        followers\n      }\n    }\n  }\n": types.MyAudienceActivityDocument,
    "\n  mutation EnergyComment($postId: ID!, $content: String!, $parentId: ID) {\n    addComment(postId: $postId, content: $content, parentId: $parentId) {\n      id\n    }\n  }\n": types.EnergyCommentDocument,
    "\n  mutation EnergyLike($id: ID!) {\n    likePost(postId: $id) {\n      id\n    }\n  }\n": types.EnergyLikeDocument,
    "\n  mutation EnergyLanguage($input: UpdateSettingsInput!) {\n    updateSettings(input: $input) {\n      language\n    }\n  }\n": types.EnergyLanguageDocument,
    "\n  query MyPostStats($days: Int, $top: Int) {\n    myPostStats(days: $days, top: $top) {\n      id\n      posts\n      followers\n      allTime {\n        impressions\n        clicks\n        likes\n        comments\n        shares\n        newFollowers\n      }\n      last30Days {\n        impressions\n        clicks\n        likes\n        comments\n        shares\n        newFollowers\n      }\n      previous30Days {\n        impressions\n        clicks\n        likes\n        comments\n        shares\n        newFollowers\n      }\n      daily {\n        date\n        impressions\n        clicks\n        likes\n        comments\n        shares\n        newFollowers\n      }\n      topPosts {\n        post {\n          id\n          content\n        }\n        impressions\n        clicks\n        likes\n        comments\n        shares\n      }\n    }\n  }\n": types.MyPostStatsDocument,
    "\n        mutation MyPostStatsLikePost($id: ID!) {\n          likePost(postId: $id) {\n            id\n          }\n        }\n      ": types.MyPostStatsLikePostDocument,
    "\n      mutation MyPostStatsLikePost($id: ID!) {\n        likePost(postId: $id) {\n          id\n        }\n      }\n    ": types.MyPostStatsLikePostDocument,
    "\n      mutation MyPostStatsAddComment($id: ID!) {\n        addComment(postId: $id, content: \"Love it\") {\n          id\n        }\n      }\n    ": types.MyPostStatsAddCommentDocument,
    "\n      mutation MyPostStatsSharePost($id: ID!) {\n        sharePost(postId: $id) {\n          id\n        }\n      }\n    ": types.MyPostStatsSharePostDocument,
    "\n  query SupporterInsightsOf($top: Int) {\n    supporterInsights(top: $top) {\n      activeMembers\n      membersByTier {\n        name\n        members\n        retired\n        price {\n          amountMinor\n          currency\n        }\n      }\n      topSupporters {\n        supporter {\n          username\n        }\n        amount {\n          amountMinor\n          currency\n        }\n        payments\n      }\n      churn {\n        membersAtStart\n        joined\n        ended\n        ratePercent\n      }\n      milestones {\n        kind\n        amount {\n          amountMinor\n          currency\n        }\n        person {\n          username\n        }\n      }\n    }\n  }\n": types.SupporterInsightsOfDocument,
    "\n  mutation SupporterInsightsTip($input: TipInput!) {\n    tip(input: $input) {\n      checkoutUrl\n    }\n  }\n": types.SupporterInsightsTipDocument,
    "\n  mutation ErrorContractAnonymousPost {\n    createPost(input: { content: \"Hi\" }) {\n      id\n    }\n  }\n": types.ErrorContractAnonymousPostDocument,
    "\n      mutation ErrorContractShortUsername {\n        signUp(input: { username: \"ab\", email: \"ab@example.com\", password: \"secret1\" }) {\n          accessToken\n        }\n      }\n    ": types.ErrorContractShortUsernameDocument,
    "\n      mutation ErrorContractCreatePost {\n        createPost(input: { content: \"Hello #kuza\" }) {\n          id\n        }\n      }\n    ": types.ErrorContractCreatePostDocument,
    "\n      mutation ErrorContractAddComment($id: ID!, $c: String!) {\n        addComment(postId: $id, content: $c) {\n          id\n        }\n      }\n    ": types.ErrorContractAddCommentDocument,
    "\n      mutation ErrorContractSplit {\n        createEarningsSplit(\n          input: { projectName: \"EP\", collaborators: [{ username: \"@nobody_here\", percentage: 10 }] }\n        ) {\n          id\n        }\n      }\n    ": types.ErrorContractSplitDocument,
    "\n      query ErrorContractUserRoles {\n        userRoles {\n          role\n        }\n      }\n    ": types.ErrorContractUserRolesDocument,
    "\n      mutation ErrorContractDeleteMissing {\n        deletePost(id: \"00000000-0000-4000-8000-000000000000\")\n      }\n    ": types.ErrorContractDeleteMissingDocument,
    "\n      query ErrorContractTrending {\n        trendingHashtags {\n          tag\n        }\n      }\n    ": types.ErrorContractTrendingDocument,
    "\n        mutation ErrorContractWrongPassword {\n          signIn(input: { email: \"someone@example.com\", password: \"wrong-password\" }) {\n            accessToken\n          }\n        }\n      ": types.ErrorContractWrongPasswordDocument,
    "\n      mutation ErrorContractSignUp {\n        signUp(input: { username: \"contract\", email: \"contract@example.com\", password: \"secret1\" }) {\n          accessToken\n        }\n      }\n    ": types.ErrorContractSignUpDocument,
    "\n        query ErrorContractProfile {\n          profile(username: \"contract\") {\n            username\n            bio\n          }\n        }\n      ": types.ErrorContractProfileDocument,
    "\n      query HttpRequestsTrendingHashtags {\n        trendingHashtags {\n          tag\n        }\n      }\n    ": types.HttpRequestsTrendingHashtagsDocument,
    "\n        mutation HttpRequestsSendContactMessage($input: SendContactMessageInput!) {\n          sendContactMessage(input: $input) {\n            id\n          }\n        }\n      ": types.HttpRequestsSendContactMessageDocument,
    "\n      mutation MaskedErrorsSignUp {\n        signUp(input: { username: \"masked\", email: \"masked@example.com\", password: \"secret1\" }) {\n          accessToken\n        }\n      }\n    ": types.MaskedErrorsSignUpDocument,
    "\n        query MaskedErrorsProfile {\n          profile(username: \"masked\") {\n            username\n            bio\n          }\n        }\n      ": types.MaskedErrorsProfileDocument,
    "\n  mutation NulCharactersCreatePost($c: String!) {\n    createPost(input: { content: $c }) {\n      id\n      content\n    }\n  }\n": types.NulCharactersCreatePostDocument,
    "\n        mutation NulCharactersUpdateProfile($i: UpdateProfileInput!) {\n          updateProfile(input: $i) {\n            bio\n          }\n        }\n      ": types.NulCharactersUpdateProfileDocument,
    "\n        query NulCharactersPostsByHashtag($t: String!) {\n          postsByHashtag(tag: $t) {\n            edges {\n              cursor\n            }\n          }\n        }\n      ": types.NulCharactersPostsByHashtagDocument,
    "\n          query NullArgumentsPosts($f: Int) {\n            posts(first: $f) {\n              edges {\n                node {\n                  id\n                }\n              }\n            }\n          }\n        ": types.NullArgumentsPostsDocument,
    "\n          query NullArgumentsPostsByHashtag($f: Int) {\n            postsByHashtag(tag: \"folklore\", first: $f) {\n              edges {\n                cursor\n              }\n            }\n          }\n        ": types.NullArgumentsPostsByHashtagDocument,
    "\n          query NullArgumentsTrendingHashtags($l: Int) {\n            trendingHashtags(limit: $l) {\n              tag\n            }\n          }\n        ": types.NullArgumentsTrendingHashtagsDocument,
    "\n          query NullArgumentsSearchHashtags($f: Int) {\n            searchHashtags(query: \"tag\", first: $f) {\n              tag\n            }\n          }\n        ": types.NullArgumentsSearchHashtagsDocument,
    "\n          query NullArgumentsFeed($m: FeedMode, $e: Int, $f: Int) {\n            feed(mode: $m, energy: $e, first: $f) {\n              edges {\n                cursor\n              }\n            }\n          }\n        ": types.NullArgumentsFeedDocument,
    "\n          query NullArgumentsLocationAnalytics($l: Int) {\n            locationAnalytics(limit: $l) {\n              city\n            }\n          }\n        ": types.NullArgumentsLocationAnalyticsDocument,
    "\n          query NullArgumentsMyPostStats($d: Int, $t: Int) {\n            myPostStats(days: $d, top: $t) {\n              daily {\n                date\n              }\n            }\n          }\n        ": types.NullArgumentsMyPostStatsDocument,
    "\n        query NullArgumentsComments($p: ID!, $f: Int) {\n          comments(postId: $p, first: $f) {\n            edges {\n              cursor\n            }\n          }\n        }\n      ": types.NullArgumentsCommentsDocument,
    "\n        mutation NullArgumentsGenerateApiKey($t: ApiKeyTier, $k: ApiKeyKind) {\n          generateApiKey(input: { name: \"Null tier\", tier: $t, kind: $k }) {\n            apiKey {\n              tier\n              kind\n            }\n          }\n        }\n      ": types.NullArgumentsGenerateApiKeyDocument,
    "\n        query NullArgumentsLocationAnalyticsCity {\n          locationAnalytics(limit: 0) {\n            city\n          }\n        }\n      ": types.NullArgumentsLocationAnalyticsCityDocument,
    "\n      query FeedFieldsEveryField {\n        feed(mode: MY_FLOW, energy: 0) {\n          edges {\n            node {\n              ...EveryPostField\n            }\n          }\n        }\n      }\n    ": types.FeedFieldsEveryFieldDocument,
    "\n        query FeedFieldsPost($id: ID!) {\n          post(id: $id) {\n            ...EveryPostField\n          }\n        }\n      ": types.FeedFieldsPostDocument,
    "\n      query FeedFieldsExplanation {\n        feed(mode: MY_FLOW, energy: 0) {\n          edges {\n            node {\n              id\n              explanation {\n                summary\n              }\n            }\n          }\n        }\n      }\n    ": types.FeedFieldsExplanationDocument,
    "\n      query FeedFieldsNarrow {\n        feed(mode: MY_FLOW, energy: 0) {\n          edges {\n            node {\n              author {\n                isVerified\n              }\n              hashtags {\n                tag\n              }\n            }\n          }\n        }\n      }\n    ": types.FeedFieldsNarrowDocument,
    "\n      query FeedFieldsViaFragment {\n        feed(mode: MY_FLOW, energy: 0) {\n          edges {\n            node {\n              ...FeedFieldsCard\n            }\n          }\n        }\n      }\n    ": types.FeedFieldsViaFragmentDocument,
    "\n  fragment FeedFieldsCard on Post {\n    author {\n      username\n    }\n    ... on Post {\n      hashtags {\n        usageCount\n      }\n    }\n  }\n": types.FeedFieldsCardFragmentDoc,
    "\n  query Feed($mode: FeedMode, $filters: [FeedFilter!], $energy: Int, $first: Int, $after: String) {\n    feed(mode: $mode, filters: $filters, energy: $energy, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          id\n          content\n          createdAt\n          author {\n            username\n          }\n          explanation {\n            score\n            summary\n            factors {\n              name\n              value\n              weight\n              contribution\n            }\n            author {\n              relation\n              username\n              interactions\n              recent\n            }\n            reasons {\n              kind\n              km\n              ageMinutes\n              likes\n              comments\n              shares\n              tag\n            }\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      message\n    }\n  }\n": types.FeedDocument,
    "\n            mutation FeedLikePost($id: ID!) {\n              likePost(postId: $id) {\n                id\n              }\n            }\n          ": types.FeedLikePostDocument,
    "\n          query FeedPosts {\n            posts(first: 100) {\n              edges {\n                node {\n                  id\n                }\n              }\n            }\n          }\n        ": types.FeedPostsDocument,
    "\n          mutation FeedLikePost($id: ID!) {\n            likePost(postId: $id) {\n              id\n            }\n          }\n        ": types.FeedLikePostDocument,
    "\n  query MyFlowWindowsFeed($after: String) {\n    feed(mode: MY_FLOW, energy: 0, first: 100, after: $after) {\n      edges {\n        node {\n          id\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.MyFlowWindowsFeedDocument,
    "\n  query NewestFirstFeed($mode: FeedMode, $first: Int, $after: String) {\n    feed(mode: $mode, energy: 0, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          id\n          content\n          repostedBy {\n            username\n          }\n          explanation {\n            score\n            summary\n            factors {\n              name\n              value\n              weight\n            }\n            reasons {\n              kind\n              ageMinutes\n            }\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.NewestFirstFeedDocument,
    "\n  mutation NewestFirstRepost($id: ID!) {\n    repost(postId: $id) {\n      id\n    }\n  }\n": types.NewestFirstRepostDocument,
    "\n  mutation NewestFirstMute($u: String!) {\n    mute(username: $u) {\n      id\n    }\n  }\n": types.NewestFirstMuteDocument,
    "\n  mutation NewestFirstBlock($u: String!) {\n    block(username: $u) {\n      id\n    }\n  }\n": types.NewestFirstBlockDocument,
    "\n  query FollowListsProfile($u: String!, $first: Int, $after: String) {\n    profile(username: $u) {\n      followers(first: $first, after: $after) {\n        edges {\n          node {\n            username\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  }\n": types.FollowListsProfileDocument,
    "\n  query FollowListsProfileFollowing($u: String!) {\n    profile(username: $u) {\n      following {\n        edges {\n          node {\n            username\n            followersCount\n          }\n        }\n      }\n    }\n  }\n": types.FollowListsProfileFollowingDocument,
    "\n        mutation FollowListsUpdateSettings($p: PrivacySettingsInput!) {\n          updateSettings(input: { privacy: $p }) {\n            privacy {\n              showFollowers\n            }\n          }\n        }\n      ": types.FollowListsUpdateSettingsDocument,
    "\n        query FollowListsCounts($u: String!) {\n          profile(username: $u) {\n            followersCount\n            following {\n              edges {\n                node {\n                  username\n                }\n              }\n            }\n          }\n        }\n      ": types.FollowListsCountsDocument,
    "\n      mutation FollowListsMakeProfilePrivate {\n        updateSettings(input: { privacy: { publicProfile: false } }) {\n          id\n        }\n      }\n    ": types.FollowListsMakeProfilePrivateDocument,
    "\n      query FollowListsPost($id: ID!) {\n        post(id: $id) {\n          author {\n            followers {\n              edges {\n                node {\n                  username\n                }\n              }\n            }\n          }\n        }\n      }\n    ": types.FollowListsPostDocument,
    "\n      query FollowListsProfileFollowers {\n        profile(username: \"reader_b\") {\n          followers {\n            edges {\n              node {\n                username\n              }\n            }\n          }\n        }\n      }\n    ": types.FollowListsProfileFollowersDocument,
    "\n  query FuzzAfterwards {\n    __typename\n  }\n": types.FuzzAfterwardsDocument,
    "\n  query HashtagSearchSearchHashtags($q: String!, $first: Int) {\n    searchHashtags(query: $q, first: $first) {\n      tag\n      usageCount\n    }\n  }\n": types.HashtagSearchSearchHashtagsDocument,
    "\n      mutation HashtagSearchDeletePost($id: ID!) {\n        deletePost(id: $id)\n      }\n    ": types.HashtagSearchDeletePostDocument,
    "\n      subscription LiveUpdatesTrendingHashtagsUpdated {\n        trendingHashtagsUpdated {\n          tag\n          usageCount\n        }\n      }\n    ": types.LiveUpdatesTrendingHashtagsUpdatedDocument,
    "\n        query LiveUpdatesTrendingHashtags {\n          trendingHashtags {\n            tag\n            usageCount\n          }\n        }\n      ": types.LiveUpdatesTrendingHashtagsDocument,
    "\n            mutation LiveUpdatesDeletePost($id: ID!) {\n              deletePost(id: $id)\n            }\n          ": types.LiveUpdatesDeletePostDocument,
    "\n        query LiveUpdatesPostsByHashtag {\n          postsByHashtag(tag: \"#Bullshit\", first: 50) {\n            edges {\n              node {\n                hashtags {\n                  tag\n                  usageCount\n                }\n              }\n            }\n          }\n        }\n      ": types.LiveUpdatesPostsByHashtagDocument,
    "\n      subscription LiveUpdatesPostCreated($tag: String) {\n        postCreated(tag: $tag) {\n          id\n          content\n          author {\n            username\n          }\n          hashtags {\n            tag\n          }\n        }\n      }\n    ": types.LiveUpdatesPostCreatedDocument,
    "\n      subscription LiveUpdatesPostCreatedContent {\n        postCreated {\n          id\n          content\n        }\n      }\n    ": types.LiveUpdatesPostCreatedContentDocument,
    "\n  query TagPagesEveryField {\n    postsByHashtag(tag: \"folklore\") {\n      edges {\n        node {\n          ...EveryPostField\n          explanation {\n            score\n          }\n        }\n      }\n    }\n  }\n": types.TagPagesEveryFieldDocument,
    "\n  query TagPagesIds {\n    postsByHashtag(tag: \"folklore\") {\n      edges {\n        node {\n          id\n        }\n      }\n    }\n  }\n": types.TagPagesIdsDocument,
    "\n  query TagPagesLikes {\n    postsByHashtag(tag: \"folklore\") {\n      edges {\n        node {\n          likesCount\n        }\n      }\n    }\n  }\n": types.TagPagesLikesDocument,
    "\n        query TagPagesPost($id: ID!) {\n          post(id: $id) {\n            ...EveryPostField\n            explanation {\n              score\n            }\n          }\n        }\n      ": types.TagPagesPostDocument,
    "\n      query TagPagesViaFragment {\n        postsByHashtag(tag: \"folklore\") {\n          edges {\n            node {\n              ...TagPagesCard\n            }\n          }\n        }\n      }\n    ": types.TagPagesViaFragmentDocument,
    "\n  fragment TagPagesCard on Post {\n    id\n    author {\n      username\n    }\n    ... on Post {\n      hashtags {\n        tag\n      }\n    }\n  }\n": types.TagPagesCardFragmentDoc,
    "\n      mutation TagPagesLikePost($id: ID!) {\n        likePost(postId: $id) {\n          likesCount\n        }\n      }\n    ": types.TagPagesLikePostDocument,
    "\n          query TagPagesViewerHasLiked {\n            postsByHashtag(tag: \"folklore\") {\n              edges {\n                node {\n                  likesCount\n                  viewerHasLiked\n                }\n              }\n            }\n          }\n        ": types.TagPagesViewerHasLikedDocument,
    "\n              mutation TagPagesLikePost($id: ID!) {\n                likePost(postId: $id) {\n                  likesCount\n                }\n              }\n            ": types.TagPagesLikePostDocument,
    "\n          query ProductionSchemaPrivacyTypename {\n            __typename\n          }\n        ": types.ProductionSchemaPrivacyTypenameDocument,
    "\n      query ProductionSchemaPrivacyMe {\n        me {\n          profile {\n            id\n          }\n        }\n      }\n    ": types.ProductionSchemaPrivacyMeDocument,
    "\n  query SeededStats {\n    myPostStats(days: 30, top: 50) {\n      allTime {\n        impressions\n        clicks\n      }\n      last30Days {\n        impressions\n        clicks\n      }\n      daily {\n        impressions\n      }\n      topPosts {\n        impressions\n        clicks\n      }\n    }\n    locationAnalytics(limit: 100) {\n      city\n      totalImpressions\n      totalClicks\n    }\n    locationAnalyticsSummary {\n      cities\n      totalImpressions\n      totalClicks\n    }\n  }\n": types.SeededStatsDocument,
    "\n      query DemoLocationsNearby($admin: String!) {\n        amara: profile(username: \"amara\") {\n          location\n        }\n        admin: profile(username: $admin) {\n          location\n        }\n        feed(mode: FOR_YOU, filters: [NEARBY], first: 50) {\n          edges {\n            node {\n              author {\n                username\n              }\n              explanation {\n                summary\n              }\n            }\n          }\n        }\n      }\n    ": types.DemoLocationsNearbyDocument,
    "\n      query DetectLocationMyLocation {\n        myLocation {\n          country\n          countryCode\n          city\n          updatedAt\n        }\n      }\n    ": types.DetectLocationMyLocationDocument,
    "\n  mutation Detect($browserLocation: BrowserLocationInput) {\n    detectLocation(browserLocation: $browserLocation) {\n      success\n      error\n      location {\n        country\n        countryCode\n        city\n        latitude\n        longitude\n        source\n      }\n    }\n  }\n": types.DetectDocument,
    "\n  mutation RecordImpressions($postIds: [ID!]!) {\n    recordImpressions(postIds: $postIds)\n  }\n": types.RecordImpressionsDocument,
    "\n  mutation RecordClick($postId: ID!) {\n    recordClick(postId: $postId)\n  }\n": types.RecordClickDocument,
    "\n  query Analytics($limit: Int) {\n    locationAnalytics(limit: $limit) {\n      country\n      countryCode\n      city\n      totalImpressions\n      totalClicks\n    }\n    locationAnalyticsSummary {\n      countries\n      cities\n      totalImpressions\n      totalClicks\n    }\n  }\n": types.AnalyticsDocument,
    "\n      mutation ShowLocation($on: Boolean!) {\n        updateSettings(input: { privacy: { location: $on } }) {\n          privacy {\n            location\n          }\n        }\n      }\n    ": types.ShowLocationDocument,
    "\n  query Nearby($first: Int, $after: String, $energy: Int) {\n    feed(mode: FOR_YOU, filters: [NEARBY], energy: $energy, first: $first, after: $after) {\n      edges {\n        node {\n          id\n          content\n          explanation {\n            summary\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      message\n    }\n  }\n": types.NearbyDocument,
    "\n        mutation NearbyFeedUpdateSettings($a: String!) {\n          updateSettings(input: { feedAlgorithm: $a }) {\n            feedAlgorithm\n          }\n        }\n      ": types.NearbyFeedUpdateSettingsDocument,
    "\n    query NearbyFeedLocalPage($after: String) {\n      feed(mode: FOR_YOU, first: 1, after: $after) {\n        edges {\n          node {\n            content\n            explanation {\n              summary\n            }\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  ": types.NearbyFeedLocalPageDocument,
    "\n  mutation MetadataStrippingCreatePost($input: CreatePostInput!) {\n    createPost(input: $input) {\n      mediaUrl\n      mediaType\n    }\n  }\n": types.MetadataStrippingCreatePostDocument,
    "\n  mutation MetadataStrippingUpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      avatarUrl\n    }\n  }\n": types.MetadataStrippingUpdateProfileDocument,
    "\n  mutation UploadsCreatePost($input: CreatePostInput!) {\n    createPost(input: $input) {\n      id\n      content\n      mediaUrl\n      mediaType\n      author {\n        username\n      }\n    }\n  }\n": types.UploadsCreatePostDocument,
    "\n        mutation UploadsDeletePost($id: ID!) {\n          deletePost(id: $id)\n        }\n      ": types.UploadsDeletePostDocument,
    "\n      mutation UploadsUpdateProfile($input: UpdateProfileInput!) {\n        updateProfile(input: $input) {\n          avatarUrl\n        }\n      }\n    ": types.UploadsUpdateProfileDocument,
    "\n  mutation MembershipSplitTier($input: CreateMembershipTierInput!) {\n    createMembershipTier(input: $input) {\n      id\n    }\n  }\n": types.MembershipSplitTierDocument,
    "\n  mutation MembershipSplitCreateSplit($input: CreateEarningsSplitInput!) {\n    createEarningsSplit(input: $input) {\n      id\n    }\n  }\n": types.MembershipSplitCreateSplitDocument,
    "\n  mutation MembershipSplitSetPostSplit($postId: ID!, $splitId: ID) {\n    setPostSplit(postId: $postId, splitId: $splitId) {\n      id\n    }\n  }\n": types.MembershipSplitSetPostSplitDocument,
    "\n  mutation MembershipSplitJoin($tierId: ID!, $key: String!, $postId: ID) {\n    joinMembership(tierId: $tierId, idempotencyKey: $key, postId: $postId) {\n      checkoutUrl\n      postId\n    }\n  }\n": types.MembershipSplitJoinDocument,
    "\n  fragment MembershipsTestTier on MembershipTier {\n    id\n    name\n    description\n    price {\n      amountMinor\n      currency\n    }\n    isOpen\n    retiredAt\n    membersCount\n    viewerIsMember\n  }\n": types.MembershipsTestTierFragmentDoc,
    "\n  mutation MembershipsCreateTier($input: CreateMembershipTierInput!) {\n    createMembershipTier(input: $input) {\n      ...MembershipsTestTier\n    }\n  }\n": types.MembershipsCreateTierDocument,
    "\n  mutation MembershipsUpdateTier($input: UpdateMembershipTierInput!) {\n    updateMembershipTier(input: $input) {\n      ...MembershipsTestTier\n    }\n  }\n": types.MembershipsUpdateTierDocument,
    "\n  mutation MembershipsRetireTier($id: ID!) {\n    retireMembershipTier(id: $id) {\n      ...MembershipsTestTier\n    }\n  }\n": types.MembershipsRetireTierDocument,
    "\n  query MembershipsTiers($username: String!) {\n    membershipTiers(creatorUsername: $username) {\n      ...MembershipsTestTier\n    }\n  }\n": types.MembershipsTiersDocument,
    "\n  mutation MembershipsJoin($tierId: ID!, $key: String!) {\n    joinMembership(tierId: $tierId, idempotencyKey: $key) {\n      id\n      checkoutUrl\n      status\n      purpose\n      amountMinor\n      currency\n    }\n  }\n": types.MembershipsJoinDocument,
    "\n  mutation MembershipsCancel($id: ID!) {\n    cancelMembership(id: $id) {\n      id\n      status\n      accessUntil\n      renewsAt\n    }\n  }\n": types.MembershipsCancelDocument,
    "\n  query MembershipsMine {\n    myMemberships {\n      id\n      status\n      creatorUsername\n      since\n      currentPeriodEnd\n      accessUntil\n      renewsAt\n      cancelledAt\n      lapsedAt\n      price {\n        amountMinor\n        currency\n      }\n      tier {\n        id\n        name\n      }\n      payments {\n        amount {\n          amountMinor\n          currency\n        }\n        periodStart\n        periodEnd\n        reference\n      }\n    }\n  }\n": types.MembershipsMineDocument,
    "\n  query MembershipsMembers($first: Int, $after: String) {\n    myMembers(first: $first, after: $after) {\n      edges {\n        node {\n          id\n          username\n          tierName\n          status\n          since\n          lifetime {\n            amountMinor\n            currency\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.MembershipsMembersDocument,
    "\n  query MembershipsNotifications {\n    notifications(first: 10) {\n      edges {\n        node {\n          kind\n          actor {\n            username\n          }\n        }\n      }\n    }\n  }\n": types.MembershipsNotificationsDocument,
    "\n  mutation DmSend($input: SendMessageInput!) {\n    sendMessage(input: $input) {\n      id\n      conversationId\n      content\n      mediaUrl\n      isMine\n      sender {\n        username\n      }\n      conversation {\n        id\n        isRequest\n      }\n    }\n  }\n": types.DmSendDocument,
    "\n  query DmConversations($first: Int, $after: String) {\n    conversations(first: $first, after: $after) {\n      edges {\n        node {\n          id\n          isRequest\n          unreadCount\n          otherReadAt\n          other {\n            username\n          }\n          lastMessage {\n            content\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n    unreadMessagesCount\n  }\n": types.DmConversationsDocument,
    "\n  query DmRequests {\n    messageRequests {\n      edges {\n        node {\n          id\n          unreadCount\n          other {\n            username\n          }\n        }\n      }\n    }\n    unreadMessageRequestsCount\n  }\n": types.DmRequestsDocument,
    "\n  query DmThread($id: ID!, $first: Int, $after: String) {\n    messages(conversationId: $id, first: $first, after: $after) {\n      edges {\n        node {\n          id\n          content\n          isMine\n          seen\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.DmThreadDocument,
    "\n  mutation DmMarkRead($id: ID!) {\n    markConversationRead(id: $id) {\n      id\n      unreadCount\n    }\n  }\n": types.DmMarkReadDocument,
    "\n  mutation DmAccept($id: ID!) {\n    acceptMessageRequest(id: $id) {\n      id\n      isRequest\n    }\n  }\n": types.DmAcceptDocument,
    "\n  mutation DmDecline($id: ID!) {\n    declineMessageRequest(id: $id) {\n      id\n      isRequest\n      declined\n      unreadCount\n    }\n  }\n": types.DmDeclineDocument,
    "\n  mutation DmReceipts($on: Boolean!) {\n    updateMessageSettings(readReceipts: $on) {\n      readReceipts\n    }\n  }\n": types.DmReceiptsDocument,
    "\n  mutation DmPrivateMessages($on: Boolean!) {\n    updateSettings(input: { privacy: { privateMessages: $on } }) {\n      privacy {\n        privateMessages\n      }\n    }\n  }\n": types.DmPrivateMessagesDocument,
    "\n  subscription DmMessageAdded {\n    messageAdded {\n      id\n      conversationId\n      content\n      isMine\n      sender {\n        username\n      }\n    }\n  }\n": types.DmMessageAddedDocument,
    "\n  subscription DmConversationRead {\n    conversationRead {\n      id\n      otherReadAt\n    }\n  }\n": types.DmConversationReadDocument,
    "\n  subscription DmMessageRemoved {\n    messageRemoved {\n      messageId\n      conversationId\n      conversation {\n        id\n        unreadCount\n        lastMessage {\n          id\n          content\n        }\n      }\n    }\n  }\n": types.DmMessageRemovedDocument,
    "\n  mutation DmRemovedReport($input: ReportMessageInput!) {\n    reportMessage(input: $input)\n  }\n": types.DmRemovedReportDocument,
    "\n  query DmRemovedQueue {\n    moderationQueue(first: 50) {\n      edges {\n        node {\n          id\n          excerpt\n        }\n      }\n    }\n  }\n": types.DmRemovedQueueDocument,
    "\n  mutation DmRemovedModerate($id: ID!) {\n    moderateContent(id: $id, decision: REMOVE) {\n      status\n    }\n  }\n": types.DmRemovedModerateDocument,
    "\n        mutation DmNobody {\n          sendMessage(input: { content: \"hi\" }) {\n            id\n          }\n        }\n      ": types.DmNobodyDocument,
    "\n  mutation DmReport($input: ReportMessageInput!) {\n    reportMessage(input: $input)\n  }\n": types.DmReportDocument,
    "\n  query DmStaffReports {\n    messageReports {\n      edges {\n        node {\n          reason\n          details\n          reporter {\n            username\n          }\n          message {\n            content\n          }\n        }\n      }\n    }\n  }\n": types.DmStaffReportsDocument,
    "\n  query DmRecipientNotifications {\n    notifications {\n      edges {\n        node {\n          kind\n          commentExcerpt\n        }\n      }\n    }\n  }\n": types.DmRecipientNotificationsDocument,
    "\n  mutation MessageReportsReport($input: ReportMessageInput!) {\n    reportMessage(input: $input)\n  }\n": types.MessageReportsReportDocument,
    "\n  query MessageReportsStaff {\n    reports {\n      edges {\n        node {\n          id\n          reason\n          details\n          status\n          resolution\n          reporter {\n            username\n          }\n          item {\n            id\n            kind\n            status\n            excerpt\n            author {\n              id\n              username\n            }\n            post {\n              id\n            }\n            message {\n              content\n              sender {\n                username\n              }\n              conversation {\n                id\n              }\n            }\n          }\n        }\n      }\n    }\n    moderationQueue {\n      edges {\n        node {\n          kind\n          excerpt\n        }\n      }\n    }\n    messageReports {\n      edges {\n        node {\n          reason\n          message {\n            content\n          }\n        }\n      }\n    }\n  }\n": types.MessageReportsStaffDocument,
    "\n  mutation MessageReportsResolve($id: ID!, $action: ReportAction!) {\n    resolveReport(id: $id, action: $action) {\n      status\n      resolution\n    }\n  }\n": types.MessageReportsResolveDocument,
    "\n  query MessageReportsNotifications {\n    notifications {\n      edges {\n        node {\n          kind\n          reportReason\n          removedKind\n          removedExcerpt\n          commentExcerpt\n        }\n      }\n    }\n  }\n": types.MessageReportsNotificationsDocument,
    "\n  mutation MessageReportsSuspend($userId: ID!) {\n    suspendUser(userId: $userId, reason: \"Scam messages\") {\n      id\n    }\n  }\n": types.MessageReportsSuspendDocument,
    "\n  mutation ModerationReportContent($input: ReportContentInput!) {\n    reportContent(input: $input)\n  }\n": types.ModerationReportContentDocument,
    "\n  query ModerationQueue($status: ModerationStatus) {\n    moderationCounts {\n      pending\n      approved\n      removed\n    }\n    moderationQueue(status: $status) {\n      edges {\n        node {\n          id\n          kind\n          status\n          excerpt\n          autoFlagged\n          reasons\n          reportCount\n          commentId\n          author {\n            username\n          }\n          post {\n            id\n          }\n          decidedBy {\n            username\n          }\n        }\n      }\n    }\n  }\n": types.ModerationQueueDocument,
    "\n  query ModerationReports($resolved: Boolean) {\n    reportCounts {\n      open\n      highPriority\n      resolvedToday\n    }\n    reports(resolved: $resolved) {\n      edges {\n        node {\n          id\n          reason\n          details\n          priority\n          status\n          resolution\n          reporter {\n            username\n          }\n          reviewedBy {\n            username\n          }\n          resolvedBy {\n            username\n          }\n          item {\n            id\n            kind\n            excerpt\n            status\n          }\n        }\n      }\n    }\n  }\n": types.ModerationReportsDocument,
    "\n  mutation ModerationModerateContent($id: ID!, $d: ModerationDecision!) {\n    moderateContent(id: $id, decision: $d) {\n      id\n      status\n      decidedBy {\n        username\n      }\n    }\n  }\n": types.ModerationModerateContentDocument,
    "\n  mutation ModerationReviewReport($id: ID!) {\n    reviewReport(id: $id) {\n      id\n      status\n      reviewedBy {\n        username\n      }\n    }\n  }\n": types.ModerationReviewReportDocument,
    "\n  mutation ModerationResolveReport($id: ID!, $a: ReportAction!) {\n    resolveReport(id: $id, action: $a) {\n      id\n      status\n      resolution\n      resolvedBy {\n        username\n      }\n    }\n  }\n": types.ModerationResolveReportDocument,
    "\n          query ModerationPost($id: ID!) {\n            post(id: $id) {\n              id\n            }\n          }\n        ": types.ModerationPostDocument,
    "\n      query ModerationTrendingHashtags {\n        trendingHashtags(limit: 50) {\n          tag\n          usageCount\n        }\n      }\n    ": types.ModerationTrendingHashtagsDocument,
    "\n      mutation ModerationAddComment($id: ID!) {\n        addComment(postId: $id, content: \"Buy followers at my link\") {\n          id\n        }\n      }\n    ": types.ModerationAddCommentDocument,
    "\n      query ModerationPostAndComments($id: ID!) {\n        post(id: $id) {\n          commentsCount\n        }\n        comments(postId: $id) {\n          edges {\n            node {\n              id\n            }\n          }\n        }\n      }\n    ": types.ModerationPostAndCommentsDocument,
    "\n        mutation ModerationUpdateSystemSettings($on: Boolean!) {\n          updateSystemSettings(input: { autoModeration: $on }) {\n            autoModeration\n          }\n        }\n      ": types.ModerationUpdateSystemSettingsDocument,
    "\n      mutation ModerationAddOffensiveComment($id: ID!) {\n        addComment(postId: $id, content: \"You bastard\") {\n          id\n        }\n      }\n    ": types.ModerationAddOffensiveCommentDocument,
    "\n    query ModerationNotifications {\n      notifications(first: 10) {\n        edges {\n          node {\n            kind\n            reportReason\n            actor {\n              username\n            }\n            post {\n              id\n            }\n          }\n        }\n      }\n    }\n  ": types.ModerationNotificationsDocument,
    "\n        mutation ModerationUpdateSystemSettingsReportAlerts {\n          updateSystemSettings(input: { reportAlerts: false }) {\n            reportAlerts\n          }\n        }\n      ": types.ModerationUpdateSystemSettingsReportAlertsDocument,
    "\n      mutation ModerationSignUp($input: SignUpInput!) {\n        signUp(input: $input) {\n          user {\n            id\n          }\n        }\n      }\n    ": types.ModerationSignUpDocument,
    "\n        mutation ModerationUpdateSystemSettingsNewUserSignupAlerts {\n          updateSystemSettings(input: { newUserSignupAlerts: true }) {\n            newUserSignupAlerts\n          }\n        }\n      ": types.ModerationUpdateSystemSettingsNewUserSignupAlertsDocument,
    "\n      query ModerationRemovalNotices {\n        notifications(first: 5) {\n          edges {\n            node {\n              kind\n              reportReason\n              removedKind\n              removedExcerpt\n              actor {\n                username\n              }\n              post {\n                id\n              }\n            }\n          }\n        }\n      }\n    ": types.ModerationRemovalNoticesDocument,
    "\n            query ModerationNotificationsEdges {\n              notifications(first: 5) {\n                edges {\n                  node {\n                    kind\n                  }\n                }\n              }\n            }\n          ": types.ModerationNotificationsEdgesDocument,
    "\n    query ModerationQueuePage($status: ModerationStatus, $after: String) {\n      moderationQueue(status: $status, first: 1, after: $after) {\n        edges {\n          node {\n            excerpt\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  ": types.ModerationQueuePageDocument,
    "\n    query ModerationResolvedReportsPage($after: String) {\n      reports(resolved: true, first: 2, after: $after) {\n        edges {\n          node {\n            reason\n            item {\n              excerpt\n            }\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  ": types.ModerationResolvedReportsPageDocument,
    "\n  mutation SpamDetectionCreatePost($content: String!) {\n    createPost(input: { content: $content }) {\n      id\n    }\n  }\n": types.SpamDetectionCreatePostDocument,
    "\n  mutation SpamDetectionAddComment($id: ID!, $text: String!) {\n    addComment(postId: $id, content: $text) {\n      id\n    }\n  }\n": types.SpamDetectionAddCommentDocument,
    "\n      mutation SpamDetectionUpdateSystemSettings($on: Boolean!) {\n        updateSystemSettings(input: { spamDetection: $on }) {\n          spamDetection\n        }\n      }\n    ": types.SpamDetectionUpdateSystemSettingsDocument,
    "\n  mutation MoneyDemoSignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      accessToken\n    }\n  }\n": types.MoneyDemoSignInDocument,
    "\n  query MoneyWallet($first: Int, $after: String, $kind: LedgerTransactionKind) {\n    wallet {\n      balances {\n        currency\n        available {\n          amountMinor\n          currency\n        }\n        pending {\n          amountMinor\n        }\n        withdrawing {\n          amountMinor\n        }\n        lifetime {\n          amountMinor\n        }\n      }\n      goal {\n        amount {\n          amountMinor\n          currency\n        }\n      }\n      transactions(first: $first, after: $after, kind: $kind) {\n        edges {\n          cursor\n          node {\n            id\n            kind\n            status\n            direction\n            reference\n            gross {\n              amountMinor\n              currency\n            }\n            fee {\n              amountMinor\n            }\n            net {\n              amountMinor\n            }\n            counterparty {\n              username\n            }\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  }\n": types.MoneyWalletDocument,
    "\n  mutation MoneyAddPayoutMethod($input: AddPayoutMethodInput!) {\n    addPayoutMethod(input: $input) {\n      id\n      kind\n      label\n      details\n    }\n  }\n": types.MoneyAddPayoutMethodDocument,
    "\n  query MoneyPayoutMethods {\n    payoutMethods {\n      id\n      kind\n      label\n    }\n  }\n": types.MoneyPayoutMethodsDocument,
    "\n  mutation MoneyRemovePayoutMethod($id: ID!) {\n    removePayoutMethod(id: $id)\n  }\n": types.MoneyRemovePayoutMethodDocument,
    "\n  mutation MoneyRequestWithdrawal($input: RequestWithdrawalInput!) {\n    requestWithdrawal(input: $input) {\n      id\n      status\n      methodKind\n      expectedBy\n      failureReason\n      amount {\n        amountMinor\n        currency\n      }\n      fee {\n        amountMinor\n      }\n      net {\n        amountMinor\n      }\n    }\n  }\n": types.MoneyRequestWithdrawalDocument,
    "\n  query MoneyWithdrawals($first: Int, $after: String) {\n    withdrawals(first: $first, after: $after) {\n      edges {\n        node {\n          id\n          status\n          failureReason\n          amount {\n            amountMinor\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.MoneyWithdrawalsDocument,
    "\n  query MoneyEarnings($period: EarningsPeriodInput!) {\n    earnings(period: $period) {\n      total {\n        amountMinor\n        currency\n      }\n      bySource {\n        source\n        amount {\n          amountMinor\n          currency\n        }\n      }\n      byDay {\n        date\n        amount {\n          amountMinor\n          currency\n        }\n      }\n      goal {\n        amount {\n          amountMinor\n        }\n      }\n    }\n  }\n": types.MoneyEarningsDocument,
    "\n  mutation MoneySetEarningsGoal($input: SetEarningsGoalInput!) {\n    setEarningsGoal(input: $input) {\n      amount {\n        amountMinor\n        currency\n      }\n    }\n  }\n": types.MoneySetEarningsGoalDocument,
    "\n  query MoneyFees {\n    fees {\n      kind\n      method\n      basisPoints\n      creatorBasisPoints\n    }\n  }\n": types.MoneyFeesDocument,
    "\n  query MoneyWithdrawalNotifications {\n    notifications(first: 10) {\n      edges {\n        node {\n          kind\n          actor {\n            username\n          }\n          withdrawalId\n          withdrawalAmountMinor\n          withdrawalCurrency\n        }\n      }\n    }\n  }\n": types.MoneyWithdrawalNotificationsDocument,
    "\n  query NotificationsList($first: Int, $after: String) {\n    notifications(first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          id\n          kind\n          read\n          createdAt\n          commentExcerpt\n          actor {\n            username\n          }\n          post {\n            id\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.NotificationsListDocument,
    "\n        query NotificationsUnreadCount {\n          unreadNotificationsCount\n        }\n      ": types.NotificationsUnreadCountDocument,
    "\n        mutation NotificationsMarkNotificationsRead {\n          markNotificationsRead\n        }\n      ": types.NotificationsMarkNotificationsReadDocument,
    "\n      mutation NotificationsLikePost($id: ID!) {\n        likePost(postId: $id) {\n          id\n        }\n      }\n    ": types.NotificationsLikePostDocument,
    "\n      mutation NotificationsUnlikePost($id: ID!) {\n        unlikePost(postId: $id) {\n          id\n        }\n      }\n    ": types.NotificationsUnlikePostDocument,
    "\n      mutation NotificationsAddComment($id: ID!, $c: String!) {\n        addComment(postId: $id, content: $c) {\n          id\n        }\n      }\n    ": types.NotificationsAddCommentDocument,
    "\n      mutation NotificationsFollow($u: String!) {\n        follow(username: $u) {\n          id\n        }\n      }\n    ": types.NotificationsFollowDocument,
    "\n      mutation NotificationsUnfollow($u: String!) {\n        unfollow(username: $u) {\n          id\n        }\n      }\n    ": types.NotificationsUnfollowDocument,
    "\n        mutation NotificationsMarkSomeRead($ids: [ID!]) {\n          markNotificationsRead(ids: $ids)\n        }\n      ": types.NotificationsMarkSomeReadDocument,
    "\n      query NotificationsUnreadCount {\n        unreadNotificationsCount\n      }\n    ": types.NotificationsUnreadCountDocument,
    "\n      mutation NotificationsMarkNotificationsRead {\n        markNotificationsRead\n      }\n    ": types.NotificationsMarkNotificationsReadDocument,
    "\n              subscription NotificationsNotificationAdded {\n                notificationAdded {\n                  id\n                }\n              }\n            ": types.NotificationsNotificationAddedDocument,
    "\n      subscription NotificationsDelivered {\n        notificationAdded {\n          id\n          kind\n          read\n          commentExcerpt\n          actor {\n            username\n          }\n          post {\n            id\n          }\n        }\n      }\n    ": types.NotificationsDeliveredDocument,
    "\n      mutation NotificationsDeletePost($id: ID!) {\n        deletePost(id: $id)\n      }\n    ": types.NotificationsDeletePostDocument,
    "\n  mutation PaidPostsCreate($input: CreatePostInput!) {\n    createPost(input: $input) {\n      id\n      content\n      mediaUrl\n      viewerCanAccess\n      access {\n        kind\n        price {\n          amountMinor\n          currency\n        }\n        tiers {\n          id\n          name\n        }\n      }\n    }\n  }\n": types.PaidPostsCreateDocument,
    "\n  query PaidPostsPost($id: ID!) {\n    post(id: $id) {\n      id\n      content\n      mediaUrl\n      mediaType\n      viewerCanAccess\n      access {\n        kind\n        price {\n          amountMinor\n          currency\n        }\n        tiers {\n          name\n        }\n      }\n    }\n  }\n": types.PaidPostsPostDocument,
    "\n  query PaidPostsLists($username: String!) {\n    posts(authorUsername: $username, first: 20) {\n      edges {\n        node {\n          id\n          content\n          mediaUrl\n        }\n      }\n    }\n    postsByHashtag(tag: \"paidstory\", first: 20) {\n      edges {\n        node {\n          id\n          content\n          mediaUrl\n        }\n      }\n    }\n    search(query: \"matatu\", kind: POSTS, first: 20) {\n      posts {\n        edges {\n          node {\n            id\n            content\n            mediaUrl\n          }\n        }\n      }\n    }\n  }\n": types.PaidPostsListsDocument,
    "\n  query PaidPostsFeed($filters: [FeedFilter!]) {\n    feed(mode: FOR_YOU, filters: $filters, first: 50) {\n      edges {\n        node {\n          id\n          content\n          mediaUrl\n          viewerCanAccess\n          explanation {\n            summary\n            reasons {\n              kind\n            }\n          }\n        }\n      }\n    }\n  }\n": types.PaidPostsFeedDocument,
    "\n  mutation PaidPostsUnlock($postId: ID!, $key: String!) {\n    unlockPost(postId: $postId, idempotencyKey: $key) {\n      id\n      checkoutUrl\n      status\n      purpose\n      amountMinor\n      currency\n    }\n  }\n": types.PaidPostsUnlockDocument,
    "\n  mutation PurchaseNotificationsCreate($input: CreatePostInput!) {\n    createPost(input: $input) {\n      id\n    }\n  }\n": types.PurchaseNotificationsCreateDocument,
    "\n  mutation PurchaseNotificationsUnlock($postId: ID!, $key: String!) {\n    unlockPost(postId: $postId, idempotencyKey: $key) {\n      checkoutUrl\n    }\n  }\n": types.PurchaseNotificationsUnlockDocument,
    "\n  query PurchaseNotificationsList {\n    unreadNotificationsCount\n    notifications(first: 20) {\n      edges {\n        node {\n          kind\n          read\n          actor {\n            username\n          }\n          post {\n            id\n          }\n        }\n      }\n    }\n  }\n": types.PurchaseNotificationsListDocument,
    "\n  mutation InstancesTip($input: TipInput!) {\n    tip(input: $input) {\n      id\n      checkoutUrl\n    }\n  }\n": types.InstancesTipDocument,
    "\n  query InstancesCheckout($id: ID!) {\n    checkout(id: $id) {\n      status\n    }\n  }\n": types.InstancesCheckoutDocument,
    "\n  query PayoutsGatewayStatus {\n    paymentGatewayStatus {\n      pendingPayouts\n      failedPayouts\n    }\n  }\n": types.PayoutsGatewayStatusDocument,
    "\n  mutation SettlementDelayTip($input: TipInput!) {\n    tip(input: $input) {\n      id\n      checkoutUrl\n    }\n  }\n": types.SettlementDelayTipDocument,
    "\n  mutation TipsTip($input: TipInput!) {\n    tip(input: $input) {\n      id\n      checkoutUrl\n      status\n      purpose\n      amountMinor\n      currency\n      testMode\n    }\n  }\n": types.TipsTipDocument,
    "\n  query TipsCheckout($id: ID!) {\n    checkout(id: $id) {\n      id\n      status\n      completedAt\n    }\n  }\n": types.TipsCheckoutDocument,
    "\n  query TipsPostTipsCount($id: ID!) {\n    post(id: $id) {\n      id\n      tipsCount\n    }\n  }\n": types.TipsPostTipsCountDocument,
    "\n  query TipsNotifications {\n    notifications(first: 10) {\n      edges {\n        node {\n          kind\n          tipMessage\n          tipAmountMinor\n          tipCurrency\n          actor {\n            username\n          }\n          post {\n            id\n          }\n        }\n      }\n    }\n  }\n": types.TipsNotificationsDocument,
    "\n  mutation WebhooksTip($input: TipInput!) {\n    tip(input: $input) {\n      id\n      checkoutUrl\n    }\n  }\n": types.WebhooksTipDocument,
    "\n  query WebhooksCheckout($id: ID!) {\n    checkout(id: $id) {\n      status\n    }\n  }\n": types.WebhooksCheckoutDocument,
    "\n  query WebhooksGatewayStatus {\n    paymentGatewayStatus {\n      mode\n      provider\n      lastWebhookAt\n      lastWebhookVerified\n      pendingCheckouts\n      failedCheckouts\n      pendingPayouts\n      failedPayouts\n      pendingCount\n      failedCount\n    }\n  }\n": types.WebhooksGatewayStatusDocument,
    "\n  mutation CountersLikePost($id: ID!) {\n    likePost(postId: $id) {\n      likesCount\n      viewerHasLiked\n    }\n  }\n": types.CountersLikePostDocument,
    "\n        query CountersPost($id: ID!) {\n          post(id: $id) {\n            likesCount\n            sharesCount\n          }\n        }\n      ": types.CountersPostDocument,
    "\n          mutation CountersUnlikePost($id: ID!) {\n            unlikePost(postId: $id) {\n              likesCount\n            }\n          }\n        ": types.CountersUnlikePostDocument,
    "\n        mutation CountersSharePost($id: ID!) {\n          sharePost(postId: $id) {\n            sharesCount\n          }\n        }\n      ": types.CountersSharePostDocument,
    "\n      mutation CountersUnlikeTwice($id: ID!) {\n        unlikePost(postId: $id) {\n          likesCount\n          viewerHasLiked\n        }\n      }\n    ": types.CountersUnlikeTwiceDocument,
    "\n      mutation CountersUnlikePost($id: ID!) {\n        unlikePost(postId: $id) {\n          likesCount\n        }\n      }\n    ": types.CountersUnlikePostDocument,
    "\n          mutation CountersCreatePost($c: String!) {\n            createPost(input: { content: $c }) {\n              id\n            }\n          }\n        ": types.CountersCreatePostDocument,
    "\n      query CountersHashtagAndHashtag {\n        lagos: hashtag(tag: \"lagos\") {\n          usageCount\n        }\n        jollof: hashtag(tag: \"JOLLOF\") {\n          usageCount\n        }\n      }\n    ": types.CountersHashtagAndHashtagDocument,
    "\n          mutation CountersDeletePost($id: ID!) {\n            deletePost(id: $id)\n          }\n        ": types.CountersDeletePostDocument,
    "\n      query CountersHashtagAndHashtagUsageCount {\n        lagos: hashtag(tag: \"lagos\") {\n          usageCount\n        }\n        jollof: hashtag(tag: \"jollof\") {\n          usageCount\n        }\n      }\n    ": types.CountersHashtagAndHashtagUsageCountDocument,
    "\n          mutation CountersFollow($u: String!) {\n            follow(username: $u) {\n              id\n            }\n          }\n        ": types.CountersFollowDocument,
    "\n        query CountersProfile($u: String!) {\n          profile(username: $u) {\n            followersCount\n            followingCount\n          }\n        }\n      ": types.CountersProfileDocument,
    "\n      query DemoPostsTrendingHashtags {\n        trendingHashtags {\n          tag\n          usageCount\n        }\n      }\n    ": types.DemoPostsTrendingHashtagsDocument,
    "\n      query DemoPostsProfile {\n        profile(username: \"amara\") {\n          followersCount\n          followingCount\n        }\n      }\n    ": types.DemoPostsProfileDocument,
    "\n      query DemoPostsFeed {\n        feed(mode: MY_FLOW, first: 20) {\n          edges {\n            node {\n              author {\n                username\n              }\n              likesCount\n              commentsCount\n              explanation {\n                summary\n              }\n            }\n          }\n        }\n      }\n    ": types.DemoPostsFeedDocument,
    "\n      query DemoPostsModerationQueue {\n        moderationCounts {\n          pending\n        }\n        moderationQueue {\n          edges {\n            node {\n              kind\n              reasons\n              reportCount\n              author {\n                username\n              }\n            }\n          }\n        }\n        reportCounts {\n          open\n        }\n        notifications(first: 5) {\n          edges {\n            node {\n              kind\n              reportReason\n            }\n          }\n        }\n      }\n    ": types.DemoPostsModerationQueueDocument,
    "\n      query DemoPostsShoutouts {\n        receivedShoutouts {\n          edges {\n            node {\n              from {\n                username\n              }\n            }\n          }\n        }\n        sentShoutouts {\n          edges {\n            node {\n              to {\n                username\n              }\n            }\n          }\n        }\n        receivedCollabRequests {\n          edges {\n            node {\n              type\n              amount\n              status\n              from {\n                username\n              }\n            }\n          }\n        }\n        sentCollabRequests {\n          edges {\n            node {\n              status\n              to {\n                username\n              }\n            }\n          }\n        }\n      }\n    ": types.DemoPostsShoutoutsDocument,
    "\n      query DemoPostsEarningsSplits {\n        earningsSplits {\n          edges {\n            node {\n              projectName\n              ownerPercentage\n              viewerIsOwner\n              owner {\n                username\n              }\n              shares {\n                percentage\n                collaborator {\n                  username\n                }\n              }\n            }\n          }\n        }\n      }\n    ": types.DemoPostsEarningsSplitsDocument,
    "\n      query DemoPostsCircles {\n        circles {\n          edges {\n            node {\n              id\n              name\n              isPrivate\n              membersCount\n              postsCount\n              viewerStatus\n              owner {\n                username\n              }\n            }\n          }\n        }\n      }\n    ": types.DemoPostsCirclesDocument,
    "\n      query DemoPostsCircleJoinRequests($id: ID!) {\n        circleJoinRequests(circleId: $id) {\n          edges {\n            node {\n              user {\n                username\n              }\n            }\n          }\n        }\n      }\n    ": types.DemoPostsCircleJoinRequestsDocument,
    "\n        query PostsHashtag($t: String!) {\n          hashtag(tag: $t) {\n            tag\n            usageCount\n          }\n        }\n      ": types.PostsHashtagDocument,
    "\n        mutation PostsCreatePostEveryField($input: CreatePostInput!) {\n          createPost(input: $input) {\n            id\n            content\n            mediaUrl\n            mediaType\n            likesCount\n            commentsCount\n            sharesCount\n            viewerHasLiked\n            createdAt\n            author {\n              username\n            }\n            hashtags {\n              tag\n              usageCount\n            }\n            explanation {\n              score\n            }\n          }\n        }\n      ": types.PostsCreatePostEveryFieldDocument,
    "\n        mutation PostsCreateBlankPost {\n          createPost(input: { content: \"   \" }) {\n            id\n          }\n        }\n      ": types.PostsCreateBlankPostDocument,
    "\n        mutation PostsCreatePostWithContent($c: String!) {\n          createPost(input: { content: $c }) {\n            id\n          }\n        }\n      ": types.PostsCreatePostWithContentDocument,
    "\n        mutation PostsCreatePostAnonymously {\n          createPost(input: { content: \"hi\" }) {\n            id\n          }\n        }\n      ": types.PostsCreatePostAnonymouslyDocument,
    "\n        mutation PostsCreateVideoPostWithoutMedia {\n          createPost(input: { content: \"My film\", mediaType: VIDEO }) {\n            id\n          }\n        }\n      ": types.PostsCreateVideoPostWithoutMediaDocument,
    "\n        query PostsPostWithAuthor($id: ID!) {\n          post(id: $id) {\n            id\n            content\n            author {\n              username\n            }\n          }\n        }\n      ": types.PostsPostWithAuthorDocument,
    "\n              query PostsPostId($id: ID!) {\n                post(id: $id) {\n                  id\n                }\n              }\n            ": types.PostsPostIdDocument,
    "\n          query PostsByAuthorPage($u: String, $after: String) {\n            posts(authorUsername: $u, first: 2, after: $after) {\n              edges {\n                cursor\n                node {\n                  id\n                }\n              }\n              pageInfo {\n                hasNextPage\n                endCursor\n              }\n            }\n          }\n        ": types.PostsByAuthorPageDocument,
    "\n        query PostsPodcastCursor {\n          postsByHashtag(tag: \"podcast\", first: 1) {\n            pageInfo {\n              endCursor\n            }\n          }\n        }\n      ": types.PostsPodcastCursorDocument,
    "\n        query PostsPostsAfter($a: String) {\n          posts(first: 1, after: $a) {\n            edges {\n              cursor\n            }\n          }\n        }\n      ": types.PostsPostsAfterDocument,
    "\n        query PostsPostsFirstZero {\n          posts(first: 0) {\n            edges {\n              cursor\n            }\n          }\n        }\n      ": types.PostsPostsFirstZeroDocument,
    "\n        mutation PostsDeletePost($id: ID!) {\n          deletePost(id: $id)\n        }\n      ": types.PostsDeletePostDocument,
    "\n            query PostsPostId($id: ID!) {\n              post(id: $id) {\n                id\n              }\n            }\n          ": types.PostsPostIdDocument,
    "\n        query PostsTrendingHashtags {\n          trendingHashtags {\n            tag\n          }\n        }\n      ": types.PostsTrendingHashtagsDocument,
    "\n        query PostsTopHashtag {\n          trendingHashtags(limit: 1) {\n            tag\n            usageCount\n          }\n        }\n      ": types.PostsTopHashtagDocument,
    "\n        query PostsZanzibarFirstPage {\n          postsByHashtag(tag: \"#ZanZibar\", first: 2) {\n            edges {\n              node {\n                content\n              }\n            }\n            pageInfo {\n              hasNextPage\n              endCursor\n            }\n          }\n        }\n      ": types.PostsZanzibarFirstPageDocument,
    "\n        query PostsZanzibarNextPage($a: String) {\n          postsByHashtag(tag: \"zanzibar\", first: 2, after: $a) {\n            edges {\n              node {\n                id\n              }\n            }\n            pageInfo {\n              hasNextPage\n            }\n          }\n        }\n      ": types.PostsZanzibarNextPageDocument,
    "\n            query PostsUnknownHashtag {\n              hashtag(tag: \"nosuchtag\") {\n                id\n              }\n            }\n          ": types.PostsUnknownHashtagDocument,
    "\n            query PostsUnknownHashtagPosts {\n              postsByHashtag(tag: \"nosuchtag\") {\n                edges {\n                  cursor\n                }\n              }\n            }\n          ": types.PostsUnknownHashtagPostsDocument,
    "\n          mutation PostsAddComment($p: ID!, $c: String!) {\n            addComment(postId: $p, content: $c) {\n              content\n              author {\n                username\n              }\n              post {\n                id\n                commentsCount\n              }\n            }\n          }\n        ": types.PostsAddCommentDocument,
    "\n        query PostsFirstComment($p: ID!) {\n          comments(postId: $p, first: 1) {\n            edges {\n              node {\n                content\n              }\n            }\n            pageInfo {\n              hasNextPage\n              endCursor\n            }\n          }\n        }\n      ": types.PostsFirstCommentDocument,
    "\n        query PostsCommentsAfter($p: ID!, $a: String) {\n          comments(postId: $p, after: $a) {\n            edges {\n              node {\n                content\n                post {\n                  commentsCount\n                }\n              }\n            }\n          }\n        }\n      ": types.PostsCommentsAfterDocument,
    "\n        mutation PostsAddBlankComment($p: ID!) {\n          addComment(postId: $p, content: \" \") {\n            id\n          }\n        }\n      ": types.PostsAddBlankCommentDocument,
    "\n        mutation PostsCommentOnMissingPost {\n          addComment(postId: \"00000000-0000-4000-8000-000000000000\", content: \"hi\") {\n            id\n          }\n        }\n      ": types.PostsCommentOnMissingPostDocument,
    "\n          mutation PostsCreateQuietPost {\n            createPost(input: { content: \"Quiet one\" }) {\n              id\n            }\n          }\n        ": types.PostsCreateQuietPostDocument,
    "\n        query PostsNoComments($p: ID!) {\n          comments(postId: $p) {\n            edges {\n              node {\n                id\n              }\n            }\n            pageInfo {\n              hasNextPage\n            }\n          }\n        }\n      ": types.PostsNoCommentsDocument,
    "\n          query PostsCommentsOfMissingPost($p: ID!) {\n            comments(postId: $p) {\n              edges {\n                node {\n                  id\n                }\n              }\n            }\n          }\n        ": types.PostsCommentsOfMissingPostDocument,
    "\n          mutation PostsFollow($u: String!) {\n            follow(username: $u) {\n              followersCount\n              viewerIsFollowing\n            }\n          }\n        ": types.PostsFollowDocument,
    "\n        query PostsProfile($u: String!) {\n          profile(username: $u) {\n            followingCount\n            viewerIsFollowing\n          }\n        }\n      ": types.PostsProfileDocument,
    "\n        mutation PostsUnfollow($u: String!) {\n          unfollow(username: $u) {\n            followersCount\n            viewerIsFollowing\n          }\n        }\n      ": types.PostsUnfollowDocument,
    "\n        mutation PostsFollowSelf($u: String!) {\n          follow(username: $u) {\n            id\n          }\n        }\n      ": types.PostsFollowSelfDocument,
    "\n        mutation PostsUpdateUsernameAndBio {\n          updateProfile(input: { username: \"zanele_designs\", bio: \"Patterns and colour\" }) {\n            username\n            bio\n          }\n        }\n      ": types.PostsUpdateUsernameAndBioDocument,
    "\n        mutation PostsUpdateToTakenUsername {\n          updateProfile(input: { username: \"AMARA\" }) {\n            username\n          }\n        }\n      ": types.PostsUpdateToTakenUsernameDocument,
    "\n        mutation PostsUpdateToShortUsername {\n          updateProfile(input: { username: \"ab\" }) {\n            username\n          }\n        }\n      ": types.PostsUpdateToShortUsernameDocument,
    "\n  query SuspendedAuthorPost($id: ID!) {\n    post(id: $id) {\n      id\n      content\n    }\n  }\n": types.SuspendedAuthorPostDocument,
    "\n  mutation SuspendedAuthorSuspend($id: ID!) {\n    suspendUser(userId: $id, reason: \"spam\") {\n      id\n    }\n  }\n": types.SuspendedAuthorSuspendDocument,
    "\n  mutation SuspendedAuthorReactivate($id: ID!) {\n    reactivateUser(userId: $id) {\n      id\n    }\n  }\n": types.SuspendedAuthorReactivateDocument,
    "\n  query ProfileStatementPage($u: String!) {\n    profile(username: $u) {\n      id\n      username\n      followersCount\n      viewerIsFollowing\n      location\n      roles\n    }\n  }\n": types.ProfileStatementPageDocument,
    "\n  query ProfileStatementMe {\n    me {\n      id\n      username\n      roles\n      profile {\n        id\n        username\n      }\n    }\n  }\n": types.ProfileStatementMeDocument,
    "\n        mutation PublicPagesDeletePost($id: ID!) {\n          deletePost(id: $id)\n        }\n      ": types.PublicPagesDeletePostDocument,
    "\n  mutation BookmarksSave($id: ID!) {\n    bookmark(postId: $id) {\n      id\n      viewerHasBookmarked\n    }\n  }\n": types.BookmarksSaveDocument,
    "\n  mutation BookmarksUnsave($id: ID!) {\n    unbookmark(postId: $id) {\n      id\n      viewerHasBookmarked\n    }\n  }\n": types.BookmarksUnsaveDocument,
    "\n  query BookmarksSaved($first: Int, $after: String) {\n    bookmarks(first: $first, after: $after) {\n      edges {\n        node {\n          id\n          viewerHasBookmarked\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.BookmarksSavedDocument,
    "\n  query BookmarksPost($id: ID!) {\n    post(id: $id) {\n      viewerHasBookmarked\n    }\n  }\n": types.BookmarksPostDocument,
    "\n      mutation BookmarksDeletePost($id: ID!) {\n        deletePost(id: $id)\n      }\n    ": types.BookmarksDeletePostDocument,
    "\n  mutation RepostsRepost($id: ID!) {\n    repost(postId: $id) {\n      id\n      repostsCount\n      viewerHasReposted\n    }\n  }\n": types.RepostsRepostDocument,
    "\n  mutation RepostsUndo($id: ID!) {\n    undoRepost(postId: $id) {\n      repostsCount\n      viewerHasReposted\n    }\n  }\n": types.RepostsUndoDocument,
    "\n  mutation RepostsQuote($id: ID!, $content: String!) {\n    quotePost(postId: $id, content: $content) {\n      id\n      content\n      quotedPostRemoved\n      quotedPost {\n        id\n        content\n      }\n    }\n  }\n": types.RepostsQuoteDocument,
    "\n  query RepostsPost($id: ID!) {\n    post(id: $id) {\n      repostsCount\n      quotesCount\n      viewerHasReposted\n      quotedPostRemoved\n      quotedPost {\n        id\n      }\n    }\n  }\n": types.RepostsPostDocument,
    "\n  query RepostsMyFlow {\n    feed(mode: MY_FLOW, first: 20) {\n      edges {\n        node {\n          id\n          repostedBy {\n            username\n          }\n          explanation {\n            summary\n            repostedBy\n          }\n        }\n      }\n    }\n  }\n": types.RepostsMyFlowDocument,
    "\n  mutation RepostsMute($username: String!) {\n    mute(username: $username) {\n      id\n    }\n  }\n": types.RepostsMuteDocument,
    "\n      mutation RepostsDeletePost($id: ID!) {\n        deletePost(id: $id)\n      }\n    ": types.RepostsDeletePostDocument,
    "\n    mutation CsrfSignUp($input: SignUpInput!) {\n      signUp(input: $input) {\n        user {\n          id\n        }\n      }\n    }\n  ": types.CsrfSignUpDocument,
    "\n    query CsrfTrendingHashtags {\n      trendingHashtags {\n        tag\n      }\n    }\n  ": types.CsrfTrendingHashtagsDocument,
    "\n  query PageSizeRangePosts($first: Int) {\n    posts(first: $first) {\n      edges {\n        cursor\n      }\n    }\n  }\n": types.PageSizeRangePostsDocument,
    "\n  query PageSizeRangeFollowers($username: String!, $first: Int) {\n    profile(username: $username) {\n      followers(first: $first) {\n        edges {\n          cursor\n        }\n      }\n    }\n  }\n": types.PageSizeRangeFollowersDocument,
    "\n  subscription SubscriptionOverHttpPostCreated {\n    postCreated {\n      id\n    }\n  }\n": types.SubscriptionOverHttpPostCreatedDocument,
    "\n  query WebsocketMessageSizeHttp {\n    __typename\n  }\n": types.WebsocketMessageSizeHttpDocument,
    "\n  mutation Promote($id: ID!) {\n    promoteToAdmin(userId: $id) {\n      id\n      username\n      roles\n    }\n  }\n": types.PromoteDocument,
    "\n  mutation Remove($id: ID!) {\n    removeAdmin(userId: $id) {\n      id\n      username\n      roles\n    }\n  }\n": types.RemoveDocument,
    "\n  query AdminRolesMe {\n    me {\n      roles\n    }\n  }\n": types.AdminRolesMeDocument,
    "\n          query AdminRolesRoles {\n            userRoles {\n              role\n            }\n          }\n        ": types.AdminRolesRolesDocument,
    "\n      query AdminRolesUserRoles {\n        userRoles {\n          userId\n          role\n        }\n      }\n    ": types.AdminRolesUserRolesDocument,
    "\n      query AdminRolesUserStats {\n        userStats {\n          totalUsers\n          activeUsers\n          admins\n          moderators\n          suspended\n        }\n      }\n    ": types.AdminRolesUserStatsDocument,
    "\n      mutation RbacMatrixRemoveAdmin($id: ID!) {\n        removeAdmin(userId: $id) {\n          id\n        }\n      }\n    ": types.RbacMatrixRemoveAdminDocument,
    "\n          query RbacMatrixUserRoles {\n            userRoles {\n              userId\n              role\n            }\n          }\n        ": types.RbacMatrixUserRolesDocument,
    "\n          query RbacMatrixUserStats {\n            userStats {\n              totalUsers\n              admins\n            }\n          }\n        ": types.RbacMatrixUserStatsDocument,
    "\n          query RbacMatrixApiKeys {\n            apiKeys {\n              id\n            }\n          }\n        ": types.RbacMatrixApiKeysDocument,
    "\n          query RbacMatrixApiKeysByKind {\n            apiKeys(kind: PAYMENT_GATEWAY) {\n              id\n            }\n          }\n        ": types.RbacMatrixApiKeysByKindDocument,
    "\n          mutation RbacMatrixDeleteApiKey($id: ID!) {\n            deleteApiKey(id: $id)\n          }\n        ": types.RbacMatrixDeleteApiKeyDocument,
    "\n          mutation RbacMatrixPromoteToAdmin($id: ID!) {\n            promoteToAdmin(userId: $id) {\n              id\n            }\n          }\n        ": types.RbacMatrixPromoteToAdminDocument,
    "\n          mutation RbacMatrixRemoveAdmin($id: ID!) {\n            removeAdmin(userId: $id) {\n              id\n            }\n          }\n        ": types.RbacMatrixRemoveAdminDocument,
    "\n      query RbacMatrixApiKeysName {\n        apiKeys {\n          name\n        }\n      }\n    ": types.RbacMatrixApiKeysNameDocument,
    "\n          query RbacMatrixMe {\n            me {\n              id\n            }\n          }\n        ": types.RbacMatrixMeDocument,
    "\n      query RbacMatrixUserRoles {\n        userRoles {\n          userId\n          role\n        }\n      }\n    ": types.RbacMatrixUserRolesDocument,
    "\n        query RbacMatrixMeAndProfiles {\n          me {\n            id\n            roles\n          }\n          profiles(first: 1) {\n            edges {\n              node {\n                id\n              }\n            }\n          }\n        }\n      ": types.RbacMatrixMeAndProfilesDocument,
    "\n      mutation RbacMatrixPromoteToAdminRoles($id: ID!) {\n        promoteToAdmin(userId: $id) {\n          id\n          roles\n        }\n      }\n    ": types.RbacMatrixPromoteToAdminRolesDocument,
    "\n      mutation RbacMatrixRemoveAdminRoles($id: ID!) {\n        removeAdmin(userId: $id) {\n          id\n          roles\n        }\n      }\n    ": types.RbacMatrixRemoveAdminRolesDocument,
    "\n      mutation RbacMatrixDeleteApiKey($id: ID!) {\n        deleteApiKey(id: $id)\n      }\n    ": types.RbacMatrixDeleteApiKeyDocument,
    "\n    query RbacMatrixProfiles {\n      profiles(first: 5) {\n        edges {\n          node {\n            username\n          }\n        }\n      }\n    }\n  ": types.RbacMatrixProfilesDocument,
    "\n  mutation SuspensionSuspendUser($id: ID!, $reason: String) {\n    suspendUser(userId: $id, reason: $reason) {\n      id\n      username\n      suspension {\n        reason\n        suspendedAt\n      }\n    }\n  }\n": types.SuspensionSuspendUserDocument,
    "\n  mutation SuspensionReactivateUser($id: ID!) {\n    reactivateUser(userId: $id) {\n      id\n      suspension {\n        reason\n      }\n    }\n  }\n": types.SuspensionReactivateUserDocument,
    "\n  query SuspensionUserStats {\n    userStats {\n      totalUsers\n      activeUsers\n      suspended\n    }\n  }\n": types.SuspensionUserStatsDocument,
    "\n          mutation SuspensionRemoveAdmin($id: ID!) {\n            removeAdmin(userId: $id) {\n              id\n            }\n          }\n        ": types.SuspensionRemoveAdminDocument,
    "\n      query SuspensionTrendingHashtags {\n        trendingHashtags {\n          tag\n        }\n      }\n    ": types.SuspensionTrendingHashtagsDocument,
    "\n    query SuspensionProfiles($search: String) {\n      profiles(search: $search) {\n        edges {\n          node {\n            username\n            suspension {\n              reason\n            }\n          }\n        }\n      }\n    }\n  ": types.SuspensionProfilesDocument,
    "\n      mutation SuspensionPromoteToAdmin($id: ID!) {\n        promoteToAdmin(userId: $id) {\n          id\n        }\n      }\n    ": types.SuspensionPromoteToAdminDocument,
    "\n  query UserList($search: String, $first: Int, $after: String) {\n    profiles(search: $search, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          id\n          username\n          bio\n          avatarUrl\n          createdAt\n          roles\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.UserListDocument,
    "\n  query CompiledCreatorPage($username: String!, $first: Int!) {\n    profile(username: $username) {\n      id\n      username\n      isVerified\n      followersCount\n      viewerIsFollowing\n    }\n    posts(authorUsername: $username, first: $first) {\n      edges {\n        cursor\n        node {\n          id\n          content\n          createdAt\n          likesCount\n          viewerHasLiked\n          author {\n            username\n            isVerified\n          }\n          hashtags {\n            tag\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.CompiledCreatorPageDocument,
    "\n  query CompiledFeed {\n    feed(mode: FOR_YOU, energy: 0, first: 5) {\n      edges {\n        node {\n          id\n          explanation {\n            factors {\n              name\n              weight\n            }\n          }\n        }\n      }\n    }\n  }\n": types.CompiledFeedDocument,
    "\n    query CompiledSignedOutFeed {\n      feed(first: 1) {\n        edges {\n          cursor\n        }\n      }\n    }\n  ": types.CompiledSignedOutFeedDocument,
    "\n    query CompiledMasked($username: String!) {\n      profile(username: $username) {\n        username\n        bio\n      }\n    }\n  ": types.CompiledMaskedDocument,
    "\n    mutation CompiledLike($postId: ID!) {\n      likePost(postId: $postId) {\n        id\n        likesCount\n      }\n    }\n  ": types.CompiledLikeDocument,
    "\n      subscription RedisSubscriptionsPostCreated($tag: String) {\n        postCreated(tag: $tag) {\n          id\n          content\n          createdAt\n          author {\n            username\n          }\n          hashtags {\n            tag\n          }\n        }\n      }\n    ": types.RedisSubscriptionsPostCreatedDocument,
    "\n        subscription RedisSubscriptionsTrendingHashtagsUpdated {\n          trendingHashtagsUpdated {\n            tag\n            usageCount\n          }\n        }\n      ": types.RedisSubscriptionsTrendingHashtagsUpdatedDocument,
    "\n  mutation SearchLockedCreate($input: CreatePostInput!) {\n    createPost(input: $input) {\n      id\n    }\n  }\n": types.SearchLockedCreateDocument,
    "\n  query SearchTestPosts($q: String!, $first: Int, $after: String) {\n    search(query: $q, kind: POSTS, first: $first, after: $after) {\n      posts {\n        edges {\n          cursor\n          node {\n            id\n            content\n            author {\n              username\n            }\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  }\n": types.SearchTestPostsDocument,
    "\n  query SearchTestAll($q: String!, $kind: SearchKind, $first: Int, $after: String) {\n    search(query: $q, kind: $kind, first: $first, after: $after) {\n      query\n      kind\n      people {\n        edges {\n          node {\n            username\n            bio\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n      posts {\n        edges {\n          node {\n            content\n          }\n        }\n      }\n      hashtags {\n        edges {\n          node {\n            tag\n            usageCount\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  }\n": types.SearchTestAllDocument,
    "\n        mutation SearchTestRemovePost($id: ID!) {\n          deletePost(id: $id)\n        }\n      ": types.SearchTestRemovePostDocument,
    "\n  query FeedAlgorithmFeed($energy: Int, $first: Int, $after: String) {\n    feed(mode: FOR_YOU, energy: $energy, first: $first, after: $after) {\n      edges {\n        node {\n          content\n          explanation {\n            summary\n            factors {\n              name\n              weight\n            }\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.FeedAlgorithmFeedDocument,
    "\n  mutation FeedAlgorithmUpdateSettings($input: UpdateSettingsInput!) {\n    updateSettings(input: $input) {\n      feedAlgorithm\n    }\n  }\n": types.FeedAlgorithmUpdateSettingsDocument,
    "\n  query ProfilePrivacyProfile($u: String!) {\n    profile(username: $u) {\n      username\n      location\n    }\n  }\n": types.ProfilePrivacyProfileDocument,
    "\n  query ProfilePrivacyPosts($u: String!) {\n    posts(authorUsername: $u) {\n      edges {\n        node {\n          content\n        }\n      }\n    }\n  }\n": types.ProfilePrivacyPostsDocument,
    "\n      mutation ProfilePrivacyUpdateSettings($p: PrivacySettingsInput!) {\n        updateSettings(input: { privacy: $p }) {\n          privacy {\n            publicProfile\n            location\n          }\n        }\n      }\n    ": types.ProfilePrivacyUpdateSettingsDocument,
    "\n  fragment SettingsFields on AccountSettings {\n    id\n    feedAlgorithm\n    theme\n    displayMode\n    language\n    updatedAt\n    privacy {\n      publicProfile\n      showFollowers\n      showEarnings\n      privateMessages\n      collabRequests\n      location\n      filterContent\n      commentFilter\n    }\n  }\n": types.SettingsFieldsFragmentDoc,
    "\n  query SettingsMySettings {\n    mySettings {\n      ...SettingsFields\n    }\n  }\n": types.SettingsMySettingsDocument,
    "\n  mutation SettingsUpdateSettings($input: UpdateSettingsInput!) {\n    updateSettings(input: $input) {\n      ...SettingsFields\n    }\n  }\n": types.SettingsUpdateSettingsDocument,
    "\n  mutation SettingsSignIn($email: String!, $password: String!) {\n    signIn(input: { email: $email, password: $password }) {\n      accessToken\n    }\n  }\n": types.SettingsSignInDocument,
    "\n  mutation ShoutoutsSendShoutout($input: SendShoutoutInput!) {\n    sendShoutout(input: $input) {\n      id\n      message\n      sensitive\n      createdAt\n      from {\n        username\n      }\n      to {\n        username\n      }\n    }\n  }\n": types.ShoutoutsSendShoutoutDocument,
    "\n  query ShoutoutsReceivedShoutouts($first: Int, $after: String) {\n    receivedShoutouts(first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          id\n          message\n          from {\n            username\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.ShoutoutsReceivedShoutoutsDocument,
    "\n  query ShoutoutsSentShoutouts {\n    sentShoutouts {\n      edges {\n        node {\n          message\n          to {\n            username\n          }\n        }\n      }\n    }\n  }\n": types.ShoutoutsSentShoutoutsDocument,
    "\n      mutation ShoutoutsUpdateSystemSettings($input: UpdateSystemSettingsInput!) {\n        updateSystemSettings(input: $input) {\n          spamDetection\n        }\n      }\n    ": types.ShoutoutsUpdateSystemSettingsDocument,
    "\n      query ShoutoutsBell {\n        notifications {\n          edges {\n            node {\n              kind\n              actor {\n                username\n              }\n            }\n          }\n        }\n        unreadNotificationsCount\n      }\n    ": types.ShoutoutsBellDocument,
    "\n        query ShoutoutsSentShoutoutsPageInfo {\n          sentShoutouts(first: 1) {\n            pageInfo {\n              endCursor\n            }\n          }\n        }\n      ": types.ShoutoutsSentShoutoutsPageInfoDocument,
    "\n  mutation SplitAttachCreateSplit($input: CreateEarningsSplitInput!) {\n    createEarningsSplit(input: $input) {\n      id\n    }\n  }\n": types.SplitAttachCreateSplitDocument,
    "\n  mutation SplitAttachCreatePost($input: CreatePostInput!) {\n    createPost(input: $input) {\n      id\n    }\n  }\n": types.SplitAttachCreatePostDocument,
    "\n  mutation SplitAttachSetPostSplit($postId: ID!, $splitId: ID) {\n    setPostSplit(postId: $postId, splitId: $splitId) {\n      id\n      split {\n        id\n      }\n    }\n  }\n": types.SplitAttachSetPostSplitDocument,
    "\n  query SplitAttachPosts {\n    earningsSplits(first: 20) {\n      edges {\n        node {\n          id\n          posts {\n            id\n            content\n          }\n        }\n      }\n    }\n  }\n": types.SplitAttachPostsDocument,
    "\n  mutation SplitPayCreateSplit($input: CreateEarningsSplitInput!) {\n    createEarningsSplit(input: $input) {\n      id\n    }\n  }\n": types.SplitPayCreateSplitDocument,
    "\n  mutation SplitPayCreatePost($input: CreatePostInput!) {\n    createPost(input: $input) {\n      id\n      split {\n        id\n        projectName\n      }\n    }\n  }\n": types.SplitPayCreatePostDocument,
    "\n  mutation SplitPaySetPostSplit($postId: ID!, $splitId: ID) {\n    setPostSplit(postId: $postId, splitId: $splitId) {\n      id\n      split {\n        id\n      }\n    }\n  }\n": types.SplitPaySetPostSplitDocument,
    "\n  query SplitPayPostSplit($id: ID!) {\n    post(id: $id) {\n      id\n      split {\n        id\n      }\n    }\n  }\n": types.SplitPayPostSplitDocument,
    "\n  mutation SplitPayTip($input: TipInput!) {\n    tip(input: $input) {\n      id\n      checkoutUrl\n    }\n  }\n": types.SplitPayTipDocument,
    "\n  query SplitPayEarned {\n    earningsSplits(first: 20) {\n      edges {\n        node {\n          id\n          projectName\n          earnedSoFar {\n            currency\n            total {\n              amountMinor\n              currency\n            }\n            yours {\n              amountMinor\n              currency\n            }\n          }\n        }\n      }\n    }\n  }\n": types.SplitPayEarnedDocument,
    "\n  query SplitPayMoney($period: EarningsPeriodInput!) {\n    earnings(period: $period) {\n      bySource {\n        source\n        amount {\n          amountMinor\n          currency\n        }\n      }\n    }\n    wallet {\n      balances {\n        currency\n        pending {\n          amountMinor\n        }\n        available {\n          amountMinor\n        }\n      }\n      transactions(first: 10) {\n        edges {\n          node {\n            kind\n            direction\n            gross {\n              amountMinor\n            }\n            net {\n              amountMinor\n            }\n          }\n        }\n      }\n    }\n  }\n": types.SplitPayMoneyDocument,
    "\n      mutation SplitPayDelete($id: ID!) {\n        deleteEarningsSplit(id: $id)\n      }\n    ": types.SplitPayDeleteDocument,
    "\n  mutation SplitsCreateEarningsSplit($input: CreateEarningsSplitInput!) {\n    createEarningsSplit(input: $input) {\n      id\n      projectName\n      ownerPercentage\n      owner {\n        username\n      }\n      shares {\n        percentage\n        collaborator {\n          username\n        }\n      }\n    }\n  }\n": types.SplitsCreateEarningsSplitDocument,
    "\n  query SplitsList($first: Int, $after: String) {\n    earningsSplits(first: $first, after: $after) {\n      edges {\n        node {\n          projectName\n          ownerPercentage\n          owner {\n            username\n          }\n          shares {\n            percentage\n            collaborator {\n              username\n            }\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.SplitsListDocument,
    "\n          query SplitsNotifications {\n            notifications(first: 5) {\n              edges {\n                node {\n                  kind\n                  actor {\n                    username\n                  }\n                }\n              }\n            }\n          }\n        ": types.SplitsNotificationsDocument,
    "\n        query SplitsEarningsSplitsEdges {\n          earningsSplits(first: 1) {\n            edges {\n              node {\n                id\n              }\n            }\n          }\n        }\n      ": types.SplitsEarningsSplitsEdgesDocument,
    "\n    mutation SplitsDeleteEarningsSplit($id: ID!) {\n      deleteEarningsSplit(id: $id)\n    }\n  ": types.SplitsDeleteEarningsSplitDocument,
    "\n  mutation Save($input: UpdateSystemSettingsInput!) {\n    updateSystemSettings(input: $input) {\n      maintenanceMode\n      allowNewSignups\n      publicProfiles\n    }\n  }\n": types.SaveDocument,
    "\n  fragment PlatformSwitchesSneakedPost on Mutation {\n    createPost(input: $post) {\n      id\n    }\n  }\n": types.PlatformSwitchesSneakedPostFragmentDoc,
    "\n  mutation PlatformSwitchesCreatePost($input: CreatePostInput!) {\n    createPost(input: $input) {\n      id\n    }\n  }\n": types.PlatformSwitchesCreatePostDocument,
    "\n  query Profile($username: String!) {\n    profile(username: $username) {\n      id\n      username\n    }\n  }\n": types.ProfileDocument,
    "\n  query ProfilePosts($username: String) {\n    posts(authorUsername: $username, first: 10) {\n      edges {\n        node {\n          id\n          author {\n            username\n          }\n        }\n      }\n    }\n  }\n": types.ProfilePostsDocument,
    "\n        mutation PlatformSwitchesSignInWithPost($input: SignInInput!, $post: CreatePostInput!) {\n          signIn(input: $input) {\n            accessToken\n          }\n          ...PlatformSwitchesSneakedPost\n        }\n      ": types.PlatformSwitchesSignInWithPostDocument,
    "\n            query PlatformSwitchesMe {\n              me {\n                username\n              }\n            }\n          ": types.PlatformSwitchesMeDocument,
    "\n  fragment SystemSettingsFields on SystemSettings {\n    autoModeration\n    profanityFilter\n    spamDetection\n    reportAlerts\n    newUserSignupAlerts\n    systemAlerts\n    maintenanceMode\n    allowNewSignups\n    publicProfiles\n    updatedAt\n    updatedBy {\n      username\n    }\n  }\n": types.SystemSettingsFieldsFragmentDoc,
    "\n  query SystemSettingsQuery {\n    systemSettings {\n      ...SystemSettingsFields\n    }\n  }\n": types.SystemSettingsQueryDocument,
    "\n  mutation SystemSettingsSave($input: UpdateSystemSettingsInput!) {\n    updateSystemSettings(input: $input) {\n      ...SystemSettingsFields\n    }\n  }\n": types.SystemSettingsSaveDocument,
    "\n      mutation SystemSettingsRemoveAdmin($id: ID!) {\n        removeAdmin(userId: $id) {\n          id\n        }\n      }\n    ": types.SystemSettingsRemoveAdminDocument,
    "\n  mutation WebhookCreateEndpoint($input: CreateWebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) {\n      secret\n      endpoint {\n        id\n        url\n        events\n        description\n        disabledAt\n        disabledReason\n      }\n    }\n  }\n": types.WebhookCreateEndpointDocument,
    "\n  query WebhookEndpoints {\n    webhookEndpoints {\n      id\n      disabledAt\n      disabledReason\n    }\n  }\n": types.WebhookEndpointsDocument,
    "\n  query WebhookDeliveries($endpointId: ID!) {\n    webhookDeliveries(endpointId: $endpointId, first: 10) {\n      edges {\n        node {\n          id\n          messageId\n          eventType\n          status\n          attempts\n          lastAttempt {\n            statusCode\n            latencyMs\n            responseExcerpt\n            error\n          }\n        }\n      }\n    }\n  }\n": types.WebhookDeliveriesDocument,
    "\n  mutation WebhookCreatePost($input: CreatePostInput!) {\n    createPost(input: $input) {\n      id\n    }\n  }\n": types.WebhookCreatePostDocument,
    "\n      mutation WebhookRedeliver($id: ID!) {\n        redeliverWebhook(deliveryId: $id) {\n          status\n        }\n      }\n    ": types.WebhookRedeliverDocument,
    "\n      mutation WebhookDeletePost($id: ID!) {\n        deletePost(id: $id)\n      }\n    ": types.WebhookDeletePostDocument,
    "\n      mutation WebhookAddComment($postId: ID!) {\n        addComment(postId: $postId, content: \"Lovely\") {\n          id\n        }\n      }\n    ": types.WebhookAddCommentDocument,
    "\n      mutation WebhookLike($postId: ID!) {\n        likePost(postId: $postId) {\n          id\n        }\n      }\n    ": types.WebhookLikeDocument,
    "\n      mutation WebhookFollow($username: String!) {\n        follow(username: $username) {\n          id\n        }\n      }\n    ": types.WebhookFollowDocument,
    "\n  mutation RevocationScaleOutDeleteKey($id: ID!) {\n    deleteApiKey(id: $id)\n  }\n": types.RevocationScaleOutDeleteKeyDocument,
    "\n  mutation SessionRevocationSuspend($id: ID!) {\n    suspendUser(userId: $id) {\n      id\n    }\n  }\n": types.SessionRevocationSuspendDocument,
    "\n  mutation SessionRevocationRemoveAdmin($id: ID!) {\n    removeAdmin(userId: $id) {\n      id\n    }\n  }\n": types.SessionRevocationRemoveAdminDocument,
    "\n  mutation SessionRevocationPromote($id: ID!) {\n    promoteToAdmin(userId: $id) {\n      id\n    }\n  }\n": types.SessionRevocationPromoteDocument,
    "\n  mutation SessionRevocationDeleteKey($id: ID!) {\n    deleteApiKey(id: $id)\n  }\n": types.SessionRevocationDeleteKeyDocument,
    "\n      mutation WebsocketAuthSignOut {\n        signOut\n      }\n    ": types.WebsocketAuthSignOutDocument,
    "\n              query WebsocketAuthMe {\n                me {\n                  username\n                }\n              }\n            ": types.WebsocketAuthMeDocument,
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
export function graphql(source: "\n        mutation AdminApiPlaygroundCreatePost($content: String!) {\n          createPost(input: { content: $content }) {\n            id\n          }\n        }\n      "): (typeof documents)["\n        mutation AdminApiPlaygroundCreatePost($content: String!) {\n          createPost(input: { content: $content }) {\n            id\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Roles($search: String) {\n    profiles(search: $search) {\n      edges {\n        node {\n          username\n          roles\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query Roles($search: String) {\n    profiles(search: $search) {\n      edges {\n        node {\n          username\n          roles\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BackupDemoContent {\n    profile(username: \"amara\") {\n      id\n      username\n      bio\n      isVerified\n      followersCount\n      followingCount\n    }\n    posts(authorUsername: \"amara\", first: 100) {\n      edges {\n        node {\n          id\n          content\n          createdAt\n          likesCount\n          commentsCount\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query BackupDemoContent {\n    profile(username: \"amara\") {\n      id\n      username\n      bio\n      isVerified\n      followersCount\n      followingCount\n    }\n    posts(authorUsername: \"amara\", first: 100) {\n      edges {\n        node {\n          id\n          content\n          createdAt\n          likesCount\n          commentsCount\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation CreatorIncomeJourneySplit($input: CreateEarningsSplitInput!) {\n        createEarningsSplit(input: $input) {\n          id\n        }\n      }\n    "): (typeof documents)["\n      mutation CreatorIncomeJourneySplit($input: CreateEarningsSplitInput!) {\n        createEarningsSplit(input: $input) {\n          id\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DatabaseOutageSignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      accessToken\n    }\n  }\n"): (typeof documents)["\n  mutation DatabaseOutageSignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      accessToken\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DatabaseOutageCreatePost($input: CreatePostInput!) {\n    createPost(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DatabaseOutageCreatePost($input: CreatePostInput!) {\n    createPost(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription DatabaseOutagePostCreated($tag: String) {\n    postCreated(tag: $tag) {\n      id\n      content\n    }\n  }\n"): (typeof documents)["\n  subscription DatabaseOutagePostCreated($tag: String) {\n    postCreated(tag: $tag) {\n      id\n      content\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation DirectMessagesJourneyPrivacy {\n        updateSettings(input: { privacy: { privateMessages: false } }) {\n          privacy {\n            privateMessages\n          }\n        }\n      }\n    "): (typeof documents)["\n      mutation DirectMessagesJourneyPrivacy {\n        updateSettings(input: { privacy: { privateMessages: false } }) {\n          privacy {\n            privateMessages\n          }\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GeoAnalyticsAudience {\n    locationAnalyticsSummary {\n      countries\n      cities\n      totalImpressions\n      totalClicks\n    }\n    locationAnalytics(limit: 20) {\n      country\n      countryCode\n      city\n    }\n  }\n"): (typeof documents)["\n  query GeoAnalyticsAudience {\n    locationAnalyticsSummary {\n      countries\n      cities\n      totalImpressions\n      totalClicks\n    }\n    locationAnalytics(limit: 20) {\n      country\n      countryCode\n      city\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation PaidPostsJourneyCreate($input: CreatePostInput!) {\n        createPost(input: $input) {\n          id\n        }\n      }\n    "): (typeof documents)["\n      mutation PaidPostsJourneyCreate($input: CreatePostInput!) {\n        createPost(input: $input) {\n          id\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query PostingPosts($u: String) {\n        posts(authorUsername: $u) {\n          edges {\n            cursor\n          }\n        }\n      }\n    "): (typeof documents)["\n      query PostingPosts($u: String) {\n        posts(authorUsername: $u) {\n          edges {\n            cursor\n          }\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation PublicPagesJourneyComment($postId: ID!, $content: String!) {\n        addComment(postId: $postId, content: $content) {\n          id\n        }\n      }\n    "): (typeof documents)["\n      mutation PublicPagesJourneyComment($postId: ID!, $content: String!) {\n        addComment(postId: $postId, content: $content) {\n          id\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GenerateApiKey($input: GenerateApiKeyInput!) {\n    generateApiKey(input: $input) {\n      secret\n      apiKey {\n        id\n        name\n        description\n        prefix\n        lastFour\n        isActive\n        tier\n        kind\n        createdAt\n        lastUsedAt\n        requestsPerHour\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation GenerateApiKey($input: GenerateApiKeyInput!) {\n    generateApiKey(input: $input) {\n      secret\n      apiKey {\n        id\n        name\n        description\n        prefix\n        lastFour\n        isActive\n        tier\n        kind\n        createdAt\n        lastUsedAt\n        requestsPerHour\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePost($input: CreatePostInput!) {\n    createPost(input: $input) {\n      id\n      content\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  mutation CreatePost($input: CreatePostInput!) {\n    createPost(input: $input) {\n      id\n      content\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation ContentFactoriesFollow($u: String!) {\n        follow(username: $u) {\n          id\n        }\n      }\n    "): (typeof documents)["\n      mutation ContentFactoriesFollow($u: String!) {\n        follow(username: $u) {\n          id\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EveryPostField on Post {\n    id\n    content\n    mediaUrl\n    mediaType\n    likesCount\n    commentsCount\n    sharesCount\n    viewerHasLiked\n    createdAt\n    author {\n      id\n      username\n      bio\n      avatarUrl\n      isVerified\n      followersCount\n      followingCount\n      createdAt\n      roles\n      viewerIsFollowing\n    }\n    hashtags {\n      id\n      tag\n      usageCount\n    }\n  }\n"): (typeof documents)["\n  fragment EveryPostField on Post {\n    id\n    content\n    mediaUrl\n    mediaType\n    likesCount\n    commentsCount\n    sharesCount\n    viewerHasLiked\n    createdAt\n    author {\n      id\n      username\n      bio\n      avatarUrl\n      isVerified\n      followersCount\n      followingCount\n      createdAt\n      roles\n      viewerIsFollowing\n    }\n    hashtags {\n      id\n      tag\n      usageCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription LiveSocketPosts($tag: String) {\n    postCreated(tag: $tag) {\n      content\n    }\n  }\n"): (typeof documents)["\n  subscription LiveSocketPosts($tag: String) {\n    postCreated(tag: $tag) {\n      content\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountMe {\n    me {\n      id\n      email\n      emailConfirmedAt\n      pendingEmail\n    }\n  }\n"): (typeof documents)["\n  query AccountMe {\n    me {\n      id\n      email\n      emailConfirmedAt\n      pendingEmail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AccountConfirmEmail($token: String!) {\n    confirmEmail(token: $token) {\n      id\n      email\n      emailConfirmedAt\n    }\n  }\n"): (typeof documents)["\n  mutation AccountConfirmEmail($token: String!) {\n    confirmEmail(token: $token) {\n      id\n      email\n      emailConfirmedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AccountResendConfirmation {\n    resendConfirmation\n  }\n"): (typeof documents)["\n  mutation AccountResendConfirmation {\n    resendConfirmation\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AccountChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword)\n  }\n"): (typeof documents)["\n  mutation AccountChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AccountChangeEmail($newEmail: String!, $password: String!) {\n    changeEmail(newEmail: $newEmail, password: $password)\n  }\n"): (typeof documents)["\n  mutation AccountChangeEmail($newEmail: String!, $password: String!) {\n    changeEmail(newEmail: $newEmail, password: $password)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountSessions {\n    sessions {\n      id\n      device\n      city\n      country\n      countryCode\n      createdAt\n      lastSeenAt\n      current\n    }\n  }\n"): (typeof documents)["\n  query AccountSessions {\n    sessions {\n      id\n      device\n      city\n      country\n      countryCode\n      createdAt\n      lastSeenAt\n      current\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AccountRevokeSession($id: ID!) {\n    revokeSession(id: $id)\n  }\n"): (typeof documents)["\n  mutation AccountRevokeSession($id: ID!) {\n    revokeSession(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AccountRevokeOthers {\n    revokeOtherSessions\n  }\n"): (typeof documents)["\n  mutation AccountRevokeOthers {\n    revokeOtherSessions\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AccountSignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      accessToken\n      refreshToken\n      user {\n        id\n        email\n        emailConfirmedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AccountSignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      accessToken\n      refreshToken\n      user {\n        id\n        email\n        emailConfirmedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AccountSignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      accessToken\n      user {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AccountSignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      accessToken\n      user {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountLanguageOfSettings {\n    mySettings {\n      id\n      language\n    }\n  }\n"): (typeof documents)["\n  query AccountLanguageOfSettings {\n    mySettings {\n      id\n      language\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation AccountUnconfirmedPost {\n        createPost(input: { content: \"posting before confirming\" }) {\n          id\n        }\n      }\n    "): (typeof documents)["\n      mutation AccountUnconfirmedPost {\n        createPost(input: { content: \"posting before confirming\" }) {\n          id\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation AccountGenerateKey($input: GenerateApiKeyInput!) {\n      generateApiKey(input: $input) {\n        secret\n      }\n    }\n  "): (typeof documents)["\n    mutation AccountGenerateKey($input: GenerateApiKeyInput!) {\n      generateApiKey(input: $input) {\n        secret\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CampaignMoneyCreate($input: CreateCampaignInput!) {\n    createCampaign(input: $input) {\n      id\n      dailyBudgetMoney {\n        amountMinor\n        currency\n      }\n      totalBudgetMoney {\n        amountMinor\n        currency\n      }\n      budgetMoney {\n        amountMinor\n      }\n      spentMoney {\n        amountMinor\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CampaignMoneyCreate($input: CreateCampaignInput!) {\n    createCampaign(input: $input) {\n      id\n      dailyBudgetMoney {\n        amountMinor\n        currency\n      }\n      totalBudgetMoney {\n        amountMinor\n        currency\n      }\n      budgetMoney {\n        amountMinor\n      }\n      spentMoney {\n        amountMinor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CampaignMoneyTotals {\n    myCampaignTotals {\n      spentMoney {\n        amountMinor\n        currency\n      }\n    }\n  }\n"): (typeof documents)["\n  query CampaignMoneyTotals {\n    myCampaignTotals {\n      spentMoney {\n        amountMinor\n        currency\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CampaignsCreateCampaign($input: CreateCampaignInput!) {\n    createCampaign(input: $input) {\n      id\n      name\n      objective\n      description\n      minAge\n      maxAge\n      locations\n      interests\n      adType\n      headline\n      adDescription\n      callToAction\n      destinationUrl\n      mediaUrl\n      mediaType\n      dailyBudget\n      totalBudget\n      budget\n      startDate\n      endDate\n      status\n      rejectionReason\n      spent\n      impressions\n      clicks\n      ctr\n      createdAt\n      reviewedAt\n      owner {\n        username\n      }\n      reviewedBy {\n        username\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CampaignsCreateCampaign($input: CreateCampaignInput!) {\n    createCampaign(input: $input) {\n      id\n      name\n      objective\n      description\n      minAge\n      maxAge\n      locations\n      interests\n      adType\n      headline\n      adDescription\n      callToAction\n      destinationUrl\n      mediaUrl\n      mediaType\n      dailyBudget\n      totalBudget\n      budget\n      startDate\n      endDate\n      status\n      rejectionReason\n      spent\n      impressions\n      clicks\n      ctr\n      createdAt\n      reviewedAt\n      owner {\n        username\n      }\n      reviewedBy {\n        username\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CampaignsMine($first: Int, $after: String) {\n    myCampaignTotals {\n      count\n      spent\n      impressions\n      clicks\n      averageCtr\n    }\n    myCampaigns(first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          id\n          name\n          status\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query CampaignsMine($first: Int, $after: String) {\n    myCampaignTotals {\n      count\n      spent\n      impressions\n      clicks\n      averageCtr\n    }\n    myCampaigns(first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          id\n          name\n          status\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CampaignsCampaignsInReview {\n    campaignsInReview {\n      edges {\n        node {\n          id\n          name\n          status\n          owner {\n            username\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query CampaignsCampaignsInReview {\n    campaignsInReview {\n      edges {\n        node {\n          id\n          name\n          status\n          owner {\n            username\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CampaignsPauseCampaign($id: ID!) {\n    pauseCampaign(id: $id) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation CampaignsPauseCampaign($id: ID!) {\n    pauseCampaign(id: $id) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CampaignsResumeCampaign($id: ID!) {\n    resumeCampaign(id: $id) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation CampaignsResumeCampaign($id: ID!) {\n    resumeCampaign(id: $id) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CampaignsApproveCampaign($id: ID!) {\n    approveCampaign(id: $id) {\n      id\n      status\n      reviewedAt\n      reviewedBy {\n        username\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CampaignsApproveCampaign($id: ID!) {\n    approveCampaign(id: $id) {\n      id\n      status\n      reviewedAt\n      reviewedBy {\n        username\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CampaignsRejectCampaign($id: ID!, $reason: String) {\n    rejectCampaign(id: $id, reason: $reason) {\n      id\n      status\n      rejectionReason\n    }\n  }\n"): (typeof documents)["\n  mutation CampaignsRejectCampaign($id: ID!, $reason: String) {\n    rejectCampaign(id: $id, reason: $reason) {\n      id\n      status\n      rejectionReason\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          query CampaignsMyCampaigns {\n            myCampaigns {\n              edges {\n                node {\n                  ctr\n                }\n              }\n            }\n          }\n        "): (typeof documents)["\n          query CampaignsMyCampaigns {\n            myCampaigns {\n              edges {\n                node {\n                  ctr\n                }\n              }\n            }\n          }\n        "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query CampaignsMyCampaignsEdges {\n          myCampaigns {\n            edges {\n              node {\n                id\n                status\n                reviewedBy {\n                  username\n                }\n              }\n            }\n          }\n        }\n      "): (typeof documents)["\n        query CampaignsMyCampaignsEdges {\n          myCampaigns {\n            edges {\n              node {\n                id\n                status\n                reviewedBy {\n                  username\n                }\n              }\n            }\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query CampaignsNotifications {\n          notifications(first: 10) {\n            edges {\n              node {\n                kind\n                campaignName\n                actor {\n                  username\n                }\n              }\n            }\n          }\n        }\n      "): (typeof documents)["\n        query CampaignsNotifications {\n          notifications(first: 10) {\n            edges {\n              node {\n                kind\n                campaignName\n                actor {\n                  username\n                }\n              }\n            }\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApiKeyLifecycleMe {\n    me {\n      id\n      username\n      roles\n    }\n  }\n"): (typeof documents)["\n  query ApiKeyLifecycleMe {\n    me {\n      id\n      username\n      roles\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApiKeys($kind: ApiKeyKind) {\n    apiKeys(kind: $kind) {\n      id\n      name\n      description\n      prefix\n      lastFour\n      isActive\n      tier\n      kind\n      createdAt\n      lastUsedAt\n      requestsPerHour\n      createdBy {\n        username\n      }\n    }\n  }\n"): (typeof documents)["\n  query ApiKeys($kind: ApiKeyKind) {\n    apiKeys(kind: $kind) {\n      id\n      name\n      description\n      prefix\n      lastFour\n      isActive\n      tier\n      kind\n      createdAt\n      lastUsedAt\n      requestsPerHour\n      createdBy {\n        username\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteApiKey($id: ID!) {\n    deleteApiKey(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteApiKey($id: ID!) {\n    deleteApiKey(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApiKeyQuotaPing {\n    __typename\n  }\n"): (typeof documents)["\n  query ApiKeyQuotaPing {\n    __typename\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query ApiKeyWebsocketMe {\n          me {\n            id\n            roles\n          }\n        }\n      "): (typeof documents)["\n        query ApiKeyWebsocketMe {\n          me {\n            id\n            roles\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query ApiKeyWebsocketUserRoles {\n        userRoles {\n          userId\n          role\n        }\n      }\n    "): (typeof documents)["\n      query ApiKeyWebsocketUserRoles {\n        userRoles {\n          userId\n          role\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n            subscription ApiKeyWebsocketPostCreated {\n              postCreated {\n                content\n                author {\n                  username\n                }\n              }\n            }\n          "): (typeof documents)["\n            subscription ApiKeyWebsocketPostCreated {\n              postCreated {\n                content\n                author {\n                  username\n                }\n              }\n            }\n          "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        mutation ApiKeyWebsocketCreatePost($c: String!) {\n          createPost(input: { content: $c }) {\n            id\n          }\n        }\n      "): (typeof documents)["\n        mutation ApiKeyWebsocketCreatePost($c: String!) {\n          createPost(input: { content: $c }) {\n            id\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation ApiKeyWebsocketRemoveAdmin($id: ID!) {\n        removeAdmin(userId: $id) {\n          id\n        }\n      }\n    "): (typeof documents)["\n      mutation ApiKeyWebsocketRemoveAdmin($id: ID!) {\n        removeAdmin(userId: $id) {\n          id\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query ApiKeyWebsocketApiKeyIds {\n        apiKeys {\n          id\n        }\n      }\n    "): (typeof documents)["\n      query ApiKeyWebsocketApiKeyIds {\n        apiKeys {\n          id\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query ApiKeyWebsocketPing {\n        __typename\n      }\n    "): (typeof documents)["\n      query ApiKeyWebsocketPing {\n        __typename\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query ApiKeyWebsocketMeId {\n        me {\n          id\n        }\n      }\n    "): (typeof documents)["\n      query ApiKeyWebsocketMeId {\n        me {\n          id\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          query ApiKeyWebsocketMeId {\n            me {\n              id\n            }\n          }\n        "): (typeof documents)["\n          query ApiKeyWebsocketMeId {\n            me {\n              id\n            }\n          }\n        "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation ApiKeyWebsocketDeleteApiKey($id: ID!) {\n        deleteApiKey(id: $id)\n      }\n    "): (typeof documents)["\n      mutation ApiKeyWebsocketDeleteApiKey($id: ID!) {\n        deleteApiKey(id: $id)\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query ApiKeyWebsocketMeId {\n          me {\n            id\n          }\n        }\n      "): (typeof documents)["\n        query ApiKeyWebsocketMeId {\n          me {\n            id\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PersonalKeyCreate($input: CreatePersonalApiKeyInput!) {\n    createPersonalApiKey(input: $input) {\n      secret\n      apiKey {\n        id\n        name\n        scopes\n        tier\n        kind\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation PersonalKeyCreate($input: CreatePersonalApiKeyInput!) {\n    createPersonalApiKey(input: $input) {\n      secret\n      apiKey {\n        id\n        name\n        scopes\n        tier\n        kind\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PersonalKeyList {\n    personalApiKeys {\n      id\n      name\n      scopes\n      tier\n    }\n  }\n"): (typeof documents)["\n  query PersonalKeyList {\n    personalApiKeys {\n      id\n      name\n      scopes\n      tier\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PersonalKeyDelete($id: ID!) {\n    deletePersonalApiKey(id: $id)\n  }\n"): (typeof documents)["\n  mutation PersonalKeyDelete($id: ID!) {\n    deletePersonalApiKey(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PersonalKeyMe {\n    me {\n      id\n    }\n  }\n"): (typeof documents)["\n  query PersonalKeyMe {\n    me {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PersonalKeyCreatePost($input: CreatePostInput!) {\n    createPost(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation PersonalKeyCreatePost($input: CreatePostInput!) {\n    createPost(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation PersonalKeySetTier($id: ID!, $tier: ApiKeyTier!) {\n        setApiKeyTier(id: $id, tier: $tier) {\n          id\n          tier\n          requestsPerHour\n        }\n      }\n    "): (typeof documents)["\n      mutation PersonalKeySetTier($id: ID!, $tier: ApiKeyTier!) {\n        setApiKeyTier(id: $id, tier: $tier) {\n          id\n          tier\n          requestsPerHour\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation PersonalKeyPartner($input: GenerateApiKeyInput!) {\n        generateApiKey(input: $input) {\n          secret\n          apiKey {\n            scopes\n          }\n        }\n      }\n    "): (typeof documents)["\n      mutation PersonalKeyPartner($input: GenerateApiKeyInput!) {\n        generateApiKey(input: $input) {\n          secret\n          apiKey {\n            scopes\n          }\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query PersonalKeyGatewayStatus {\n        paymentGatewayStatus {\n          __typename\n        }\n      }\n    "): (typeof documents)["\n      query PersonalKeyGatewayStatus {\n        paymentGatewayStatus {\n          __typename\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query PersonalKeyUserStats {\n        userStats {\n          totalUsers\n        }\n      }\n    "): (typeof documents)["\n      query PersonalKeyUserStats {\n        userStats {\n          totalUsers\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation PersonalKeySuspend($id: ID!) {\n        suspendUser(userId: $id, reason: \"Spam\") {\n          id\n        }\n      }\n    "): (typeof documents)["\n      mutation PersonalKeySuspend($id: ID!) {\n        suspendUser(userId: $id, reason: \"Spam\") {\n          id\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AuthSession on AuthPayload {\n    user {\n      id\n      email\n      username\n      createdAt\n      roles\n      profile {\n        id\n        username\n      }\n    }\n    accessToken\n    refreshToken\n    expiresAt\n  }\n"): (typeof documents)["\n  fragment AuthSession on AuthPayload {\n    user {\n      id\n      email\n      username\n      createdAt\n      roles\n      profile {\n        id\n        username\n      }\n    }\n    accessToken\n    refreshToken\n    expiresAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      ...AuthSession\n    }\n  }\n"): (typeof documents)["\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      ...AuthSession\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      ...AuthSession\n    }\n  }\n"): (typeof documents)["\n  mutation SignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      ...AuthSession\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Refresh($token: String) {\n    refreshSession(refreshToken: $token) {\n      ...AuthSession\n    }\n  }\n"): (typeof documents)["\n  mutation Refresh($token: String) {\n    refreshSession(refreshToken: $token) {\n      ...AuthSession\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignOut {\n    signOut\n  }\n"): (typeof documents)["\n  mutation SignOut {\n    signOut\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me {\n      id\n      email\n      username\n      roles\n    }\n  }\n"): (typeof documents)["\n  query Me {\n    me {\n      id\n      email\n      username\n      roles\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n"): (typeof documents)["\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($token: String!, $password: String!) {\n    resetPassword(token: $token, password: $password) {\n      ...AuthSession\n    }\n  }\n"): (typeof documents)["\n  mutation ResetPassword($token: String!, $password: String!) {\n    resetPassword(token: $token, password: $password) {\n      ...AuthSession\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SessionCheckSuspend($id: ID!) {\n    suspendUser(userId: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation SessionCheckSuspend($id: ID!) {\n    suspendUser(userId: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SessionCheckPromote($id: ID!) {\n    promoteToAdmin(userId: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation SessionCheckPromote($id: ID!) {\n    promoteToAdmin(userId: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SessionCheckDemote($id: ID!) {\n    removeAdmin(userId: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation SessionCheckDemote($id: ID!) {\n    removeAdmin(userId: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SessionCheckUserRoles {\n    userRoles {\n      role\n    }\n  }\n"): (typeof documents)["\n  query SessionCheckUserRoles {\n    userRoles {\n      role\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation SessionsCreatePost {\n        createPost(input: { content: \"after sign-out #late\" }) {\n          id\n        }\n      }\n    "): (typeof documents)["\n      mutation SessionsCreatePost {\n        createPost(input: { content: \"after sign-out #late\" }) {\n          id\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BlockNotificationsList {\n    unreadNotificationsCount\n    notifications(first: 50) {\n      edges {\n        node {\n          kind\n          actor {\n            username\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query BlockNotificationsList {\n    unreadNotificationsCount\n    notifications(first: 50) {\n      edges {\n        node {\n          kind\n          actor {\n            username\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BlockNotificationsCircle($input: CreateCircleInput!) {\n    createCircle(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation BlockNotificationsCircle($input: CreateCircleInput!) {\n    createCircle(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BlockNotificationsJoin($id: ID!) {\n    joinCircle(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation BlockNotificationsJoin($id: ID!) {\n    joinCircle(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BlocksBlock($u: String!) {\n    block(username: $u) {\n      username\n      followersCount\n      followingCount\n    }\n  }\n"): (typeof documents)["\n  mutation BlocksBlock($u: String!) {\n    block(username: $u) {\n      username\n      followersCount\n      followingCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BlocksUnblock($u: String!) {\n    unblock(username: $u) {\n      username\n    }\n  }\n"): (typeof documents)["\n  mutation BlocksUnblock($u: String!) {\n    unblock(username: $u) {\n      username\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BlocksMute($u: String!) {\n    mute(username: $u) {\n      username\n      viewerHasMuted\n    }\n  }\n"): (typeof documents)["\n  mutation BlocksMute($u: String!) {\n    mute(username: $u) {\n      username\n      viewerHasMuted\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BlocksUnmute($u: String!) {\n    unmute(username: $u) {\n      username\n      viewerHasMuted\n    }\n  }\n"): (typeof documents)["\n  mutation BlocksUnmute($u: String!) {\n    unmute(username: $u) {\n      username\n      viewerHasMuted\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BlocksProfile($u: String!) {\n    profile(username: $u) {\n      username\n      followersCount\n      followingCount\n      viewerIsFollowing\n    }\n  }\n"): (typeof documents)["\n  query BlocksProfile($u: String!) {\n    profile(username: $u) {\n      username\n      followersCount\n      followingCount\n      viewerIsFollowing\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BlocksPost($id: ID!) {\n    post(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  query BlocksPost($id: ID!) {\n    post(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BlocksPosts($author: String) {\n    posts(authorUsername: $author, first: 50) {\n      edges {\n        node {\n          author {\n            username\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query BlocksPosts($author: String) {\n    posts(authorUsername: $author, first: 50) {\n      edges {\n        node {\n          author {\n            username\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BlocksFeed($mode: FeedMode!) {\n    feed(mode: $mode, first: 50) {\n      edges {\n        node {\n          author {\n            username\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query BlocksFeed($mode: FeedMode!) {\n    feed(mode: $mode, first: 50) {\n      edges {\n        node {\n          author {\n            username\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BlocksSearch($q: String!) {\n    search(query: $q) {\n      people {\n        edges {\n          node {\n            username\n          }\n        }\n      }\n      posts {\n        edges {\n          node {\n            author {\n              username\n            }\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query BlocksSearch($q: String!) {\n    search(query: $q) {\n      people {\n        edges {\n          node {\n            username\n          }\n        }\n      }\n      posts {\n        edges {\n          node {\n            author {\n              username\n            }\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BlocksTag($tag: String!) {\n    postsByHashtag(tag: $tag, first: 50) {\n      edges {\n        node {\n          author {\n            username\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query BlocksTag($tag: String!) {\n    postsByHashtag(tag: $tag, first: 50) {\n      edges {\n        node {\n          author {\n            username\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BlocksComments($postId: ID!) {\n    comments(postId: $postId) {\n      edges {\n        node {\n          author {\n            username\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query BlocksComments($postId: ID!) {\n    comments(postId: $postId) {\n      edges {\n        node {\n          author {\n            username\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BlocksComment($postId: ID!, $content: String!) {\n    addComment(postId: $postId, content: $content) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation BlocksComment($postId: ID!, $content: String!) {\n    addComment(postId: $postId, content: $content) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BlocksLike($postId: ID!) {\n    likePost(postId: $postId) {\n      likesCount\n    }\n  }\n"): (typeof documents)["\n  mutation BlocksLike($postId: ID!) {\n    likePost(postId: $postId) {\n      likesCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BlocksFollow($u: String!) {\n    follow(username: $u) {\n      followersCount\n    }\n  }\n"): (typeof documents)["\n  mutation BlocksFollow($u: String!) {\n    follow(username: $u) {\n      followersCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BlocksMessage($u: String!) {\n    sendMessage(input: { toUsername: $u, content: \"hello\" }) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation BlocksMessage($u: String!) {\n    sendMessage(input: { toUsername: $u, content: \"hello\" }) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BlocksShoutout($u: String!) {\n    sendShoutout(input: { username: $u, message: \"A great storyteller\" }) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation BlocksShoutout($u: String!) {\n    sendShoutout(input: { username: $u, message: \"A great storyteller\" }) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BlocksCollab($u: String!) {\n    sendCollabRequest(input: { username: $u, type: FEATURE, amount: 0, message: \"Shall we make a video?\" }) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation BlocksCollab($u: String!) {\n    sendCollabRequest(input: { username: $u, type: FEATURE, amount: 0, message: \"Shall we make a video?\" }) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BlocksNotifications {\n    unreadNotificationsCount\n    notifications(first: 50) {\n      edges {\n        node {\n          kind\n          actor {\n            username\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query BlocksNotifications {\n    unreadNotificationsCount\n    notifications(first: 50) {\n      edges {\n        node {\n          kind\n          actor {\n            username\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BlocksLists {\n    blockedProfiles {\n      username\n    }\n    mutedProfiles {\n      username\n    }\n  }\n"): (typeof documents)["\n  query BlocksLists {\n    blockedProfiles {\n      username\n    }\n    mutedProfiles {\n      username\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription BlocksPostCreated($tag: String) {\n    postCreated(tag: $tag) {\n      content\n      author {\n        username\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription BlocksPostCreated($tag: String) {\n    postCreated(tag: $tag) {\n      content\n      author {\n        username\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation BlocksSelf($u: String!) {\n        block(username: $u) {\n          id\n        }\n      }\n    "): (typeof documents)["\n      mutation BlocksSelf($u: String!) {\n        block(username: $u) {\n          id\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation BlocksNobody($u: String!) {\n        mute(username: $u) {\n          id\n        }\n      }\n    "): (typeof documents)["\n      mutation BlocksNobody($u: String!) {\n        mute(username: $u) {\n          id\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query BlocksFollowers($u: String!) {\n      profile(username: $u) {\n        followers(first: 50) {\n          edges {\n            node {\n              username\n            }\n          }\n        }\n      }\n    }\n  "): (typeof documents)["\n    query BlocksFollowers($u: String!) {\n      profile(username: $u) {\n        followers(first: 50) {\n          edges {\n            node {\n              username\n            }\n          }\n        }\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CircleFields on Circle {\n    id\n    name\n    description\n    isPrivate\n    membersCount\n    postsCount\n    viewerStatus\n    owner {\n      username\n    }\n  }\n"): (typeof documents)["\n  fragment CircleFields on Circle {\n    id\n    name\n    description\n    isPrivate\n    membersCount\n    postsCount\n    viewerStatus\n    owner {\n      username\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CirclesCreateCircle($input: CreateCircleInput!) {\n    createCircle(input: $input) {\n      ...CircleFields\n    }\n  }\n"): (typeof documents)["\n  mutation CirclesCreateCircle($input: CreateCircleInput!) {\n    createCircle(input: $input) {\n      ...CircleFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CirclesJoinCircle($id: ID!) {\n    joinCircle(id: $id) {\n      ...CircleFields\n    }\n  }\n"): (typeof documents)["\n  mutation CirclesJoinCircle($id: ID!) {\n    joinCircle(id: $id) {\n      ...CircleFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CirclesLeaveCircle($id: ID!) {\n    leaveCircle(id: $id) {\n      ...CircleFields\n    }\n  }\n"): (typeof documents)["\n  mutation CirclesLeaveCircle($id: ID!) {\n    leaveCircle(id: $id) {\n      ...CircleFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CirclesApproveCircleRequest($c: ID!, $u: ID!) {\n    approveCircleRequest(circleId: $c, userId: $u) {\n      ...CircleFields\n    }\n  }\n"): (typeof documents)["\n  mutation CirclesApproveCircleRequest($c: ID!, $u: ID!) {\n    approveCircleRequest(circleId: $c, userId: $u) {\n      ...CircleFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CirclesDeclineCircleRequest($c: ID!, $u: ID!) {\n    declineCircleRequest(circleId: $c, userId: $u) {\n      ...CircleFields\n    }\n  }\n"): (typeof documents)["\n  mutation CirclesDeclineCircleRequest($c: ID!, $u: ID!) {\n    declineCircleRequest(circleId: $c, userId: $u) {\n      ...CircleFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CirclesPostToCircle($input: PostToCircleInput!) {\n    postToCircle(input: $input) {\n      id\n      content\n      sensitive\n      author {\n        username\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CirclesPostToCircle($input: PostToCircleInput!) {\n    postToCircle(input: $input) {\n      id\n      content\n      sensitive\n      author {\n        username\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CirclesCirclePosts($id: ID!, $first: Int, $after: String) {\n    circlePosts(circleId: $id, first: $first, after: $after) {\n      edges {\n        node {\n          content\n          author {\n            username\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query CirclesCirclePosts($id: ID!, $first: Int, $after: String) {\n    circlePosts(circleId: $id, first: $first, after: $after) {\n      edges {\n        node {\n          content\n          author {\n            username\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CirclesCircleJoinRequests($id: ID!) {\n    circleJoinRequests(circleId: $id) {\n      edges {\n        node {\n          user {\n            id\n            username\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query CirclesCircleJoinRequests($id: ID!) {\n    circleJoinRequests(circleId: $id) {\n      edges {\n        node {\n          user {\n            id\n            username\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CirclesList($first: Int, $after: String) {\n    circles(first: $first, after: $after) {\n      edges {\n        node {\n          ...CircleFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query CirclesList($first: Int, $after: String) {\n    circles(first: $first, after: $after) {\n      edges {\n        node {\n          ...CircleFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query CirclesNotifications {\n        notifications(first: 1) {\n          edges {\n            node {\n              kind\n              actor {\n                username\n              }\n              circle {\n                id\n                name\n              }\n            }\n          }\n        }\n      }\n    "): (typeof documents)["\n      query CirclesNotifications {\n        notifications(first: 1) {\n          edges {\n            node {\n              kind\n              actor {\n                username\n              }\n              circle {\n                id\n                name\n              }\n            }\n          }\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query CirclesNotificationsEdges {\n        notifications(first: 1) {\n          edges {\n            node {\n              kind\n              actor {\n                username\n              }\n              circle {\n                id\n                viewerStatus\n              }\n            }\n          }\n        }\n      }\n    "): (typeof documents)["\n      query CirclesNotificationsEdges {\n        notifications(first: 1) {\n          edges {\n            node {\n              kind\n              actor {\n                username\n              }\n              circle {\n                id\n                viewerStatus\n              }\n            }\n          }\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          query CirclesCircle($id: ID!) {\n            circle(id: $id) {\n              viewerStatus\n            }\n          }\n        "): (typeof documents)["\n          query CirclesCircle($id: ID!) {\n            circle(id: $id) {\n              viewerStatus\n            }\n          }\n        "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          query CirclesCircleById($id: ID!) {\n            circle(id: $id) {\n              id\n            }\n          }\n        "): (typeof documents)["\n          query CirclesCircleById($id: ID!) {\n            circle(id: $id) {\n              id\n            }\n          }\n        "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation CirclesDeleteCircle($id: ID!) {\n      deleteCircle(id: $id)\n    }\n  "): (typeof documents)["\n    mutation CirclesDeleteCircle($id: ID!) {\n      deleteCircle(id: $id)\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CollabRequestFields on CollabRequest {\n    id\n    type\n    amount\n    amountMoney {\n      amountMinor\n      currency\n    }\n    message\n    status\n    createdAt\n    decidedAt\n    from {\n      username\n    }\n    to {\n      username\n    }\n  }\n"): (typeof documents)["\n  fragment CollabRequestFields on CollabRequest {\n    id\n    type\n    amount\n    amountMoney {\n      amountMinor\n      currency\n    }\n    message\n    status\n    createdAt\n    decidedAt\n    from {\n      username\n    }\n    to {\n      username\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CollabsSendCollabRequest($input: SendCollabRequestInput!) {\n    sendCollabRequest(input: $input) {\n      ...CollabRequestFields\n    }\n  }\n"): (typeof documents)["\n  mutation CollabsSendCollabRequest($input: SendCollabRequestInput!) {\n    sendCollabRequest(input: $input) {\n      ...CollabRequestFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CollabsOpenCollabRequest($id: ID!) {\n    openCollabRequest(id: $id) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation CollabsOpenCollabRequest($id: ID!) {\n    openCollabRequest(id: $id) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CollabsAcceptCollabRequest($id: ID!) {\n    acceptCollabRequest(id: $id) {\n      id\n      status\n      decidedAt\n    }\n  }\n"): (typeof documents)["\n  mutation CollabsAcceptCollabRequest($id: ID!) {\n    acceptCollabRequest(id: $id) {\n      id\n      status\n      decidedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CollabsDeclineCollabRequest($id: ID!) {\n    declineCollabRequest(id: $id) {\n      id\n      status\n      decidedAt\n    }\n  }\n"): (typeof documents)["\n  mutation CollabsDeclineCollabRequest($id: ID!) {\n    declineCollabRequest(id: $id) {\n      id\n      status\n      decidedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CollabsReceivedCollabRequests($first: Int, $after: String) {\n    receivedCollabRequests(first: $first, after: $after) {\n      edges {\n        node {\n          ...CollabRequestFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query CollabsReceivedCollabRequests($first: Int, $after: String) {\n    receivedCollabRequests(first: $first, after: $after) {\n      edges {\n        node {\n          ...CollabRequestFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CollabsSentCollabRequests {\n    sentCollabRequests {\n      edges {\n        node {\n          id\n          status\n          to {\n            username\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query CollabsSentCollabRequests {\n    sentCollabRequests {\n      edges {\n        node {\n          id\n          status\n          to {\n            username\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation CollabsUpdateSettings($on: Boolean!) {\n        updateSettings(input: { privacy: { collabRequests: $on } }) {\n          privacy {\n            collabRequests\n          }\n        }\n      }\n    "): (typeof documents)["\n      mutation CollabsUpdateSettings($on: Boolean!) {\n        updateSettings(input: { privacy: { collabRequests: $on } }) {\n          privacy {\n            collabRequests\n          }\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query CollabsNotifications {\n        notifications {\n          edges {\n            node {\n              kind\n              actor {\n                username\n              }\n            }\n          }\n        }\n      }\n    "): (typeof documents)["\n      query CollabsNotifications {\n        notifications {\n          edges {\n            node {\n              kind\n              actor {\n                username\n              }\n            }\n          }\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Send($input: SendContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      id\n      receivedAt\n    }\n  }\n"): (typeof documents)["\n  mutation Send($input: SendContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      id\n      receivedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation ContentFiltersUpdateSystemSettings($on: Boolean!) {\n        updateSystemSettings(input: { profanityFilter: $on }) {\n          profanityFilter\n        }\n      }\n    "): (typeof documents)["\n      mutation ContentFiltersUpdateSystemSettings($on: Boolean!) {\n        updateSystemSettings(input: { profanityFilter: $on }) {\n          profanityFilter\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation ContentFiltersUpdateSettings($on: Boolean!) {\n        updateSettings(input: { privacy: { commentFilter: $on } }) {\n          privacy {\n            commentFilter\n          }\n        }\n      }\n    "): (typeof documents)["\n      mutation ContentFiltersUpdateSettings($on: Boolean!) {\n        updateSettings(input: { privacy: { commentFilter: $on } }) {\n          privacy {\n            commentFilter\n          }\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ContentFiltersPost($id: ID!) {\n    post(id: $id) {\n      content\n      sensitive\n    }\n  }\n"): (typeof documents)["\n  query ContentFiltersPost($id: ID!) {\n    post(id: $id) {\n      content\n      sensitive\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ContentFiltersPostsByHashtag {\n    postsByHashtag(tag: \"lagosfilters\", first: 5) {\n      edges {\n        node {\n          content\n          sensitive\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ContentFiltersPostsByHashtag {\n    postsByHashtag(tag: \"lagosfilters\", first: 5) {\n      edges {\n        node {\n          content\n          sensitive\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ContentFiltersPosts {\n    posts(authorUsername: \"amara_filters\", first: 5) {\n      edges {\n        node {\n          content\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ContentFiltersPosts {\n    posts(authorUsername: \"amara_filters\", first: 5) {\n      edges {\n        node {\n          content\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ContentFiltersFeed {\n    feed(mode: MY_FLOW, energy: 50, first: 5) {\n      edges {\n        node {\n          content\n          sensitive\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ContentFiltersFeed {\n    feed(mode: MY_FLOW, energy: 50, first: 5) {\n      edges {\n        node {\n          content\n          sensitive\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ContentFiltersComments($id: ID!) {\n    comments(postId: $id) {\n      hiddenCount\n      edges {\n        node {\n          content\n          sensitive\n          hiddenByFilter\n          author {\n            username\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ContentFiltersComments($id: ID!) {\n    comments(postId: $id) {\n      hiddenCount\n      edges {\n        node {\n          content\n          sensitive\n          hiddenByFilter\n          author {\n            username\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ContentFiltersAddComment($id: ID!, $text: String!) {\n    addComment(postId: $id, content: $text) {\n      content\n      sensitive\n      hiddenByFilter\n    }\n  }\n"): (typeof documents)["\n  mutation ContentFiltersAddComment($id: ID!, $text: String!) {\n    addComment(postId: $id, content: $text) {\n      content\n      sensitive\n      hiddenByFilter\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query ContentFiltersNotifications {\n          notifications(first: 10) {\n            edges {\n              node {\n                kind\n                commentExcerpt\n              }\n            }\n          }\n        }\n      "): (typeof documents)["\n        query ContentFiltersNotifications {\n          notifications(first: 10) {\n            edges {\n              node {\n                kind\n                commentExcerpt\n              }\n            }\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConversationAddComment($postId: ID!, $content: String!, $parentId: ID) {\n    addComment(postId: $postId, content: $content, parentId: $parentId) {\n      id\n      parentId\n      content\n      repliesCount\n      removed\n      post {\n        id\n        commentsCount\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ConversationAddComment($postId: ID!, $content: String!, $parentId: ID) {\n    addComment(postId: $postId, content: $content, parentId: $parentId) {\n      id\n      parentId\n      content\n      repliesCount\n      removed\n      post {\n        id\n        commentsCount\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConversationThread($postId: ID!, $parentId: ID, $first: Int, $after: String) {\n    comments(postId: $postId, parentId: $parentId, first: $first, after: $after) {\n      edges {\n        node {\n          id\n          parentId\n          content\n          repliesCount\n          removed\n          editedAt\n          author {\n            username\n          }\n          versions {\n            content\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query ConversationThread($postId: ID!, $parentId: ID, $first: Int, $after: String) {\n    comments(postId: $postId, parentId: $parentId, first: $first, after: $after) {\n      edges {\n        node {\n          id\n          parentId\n          content\n          repliesCount\n          removed\n          editedAt\n          author {\n            username\n          }\n          versions {\n            content\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConversationPost($id: ID!) {\n    post(id: $id) {\n      id\n      content\n      commentsCount\n      editedAt\n      versions {\n        content\n        writtenAt\n        replacedAt\n      }\n      hashtags {\n        tag\n      }\n    }\n  }\n"): (typeof documents)["\n  query ConversationPost($id: ID!) {\n    post(id: $id) {\n      id\n      content\n      commentsCount\n      editedAt\n      versions {\n        content\n        writtenAt\n        replacedAt\n      }\n      hashtags {\n        tag\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConversationDeleteComment($id: ID!) {\n    deleteComment(id: $id)\n  }\n"): (typeof documents)["\n  mutation ConversationDeleteComment($id: ID!) {\n    deleteComment(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConversationDeletePost($id: ID!) {\n    deletePost(id: $id)\n  }\n"): (typeof documents)["\n  mutation ConversationDeletePost($id: ID!) {\n    deletePost(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConversationEditPost($id: ID!, $content: String!) {\n    editPost(id: $id, content: $content) {\n      id\n      content\n      sensitive\n      editedAt\n      hashtags {\n        tag\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ConversationEditPost($id: ID!, $content: String!) {\n    editPost(id: $id, content: $content) {\n      id\n      content\n      sensitive\n      editedAt\n      hashtags {\n        tag\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConversationEditComment($id: ID!, $content: String!) {\n    editComment(id: $id, content: $content) {\n      id\n      content\n      editedAt\n      versions {\n        content\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ConversationEditComment($id: ID!, $content: String!) {\n    editComment(id: $id, content: $content) {\n      id\n      content\n      editedAt\n      versions {\n        content\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConversationNotifications {\n    notifications(first: 50) {\n      edges {\n        node {\n          kind\n          commentExcerpt\n          actor {\n            username\n          }\n          post {\n            id\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ConversationNotifications {\n    notifications(first: 50) {\n      edges {\n        node {\n          kind\n          commentExcerpt\n          actor {\n            username\n          }\n          post {\n            id\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyEnergyScore {\n    myEnergyScore {\n      id\n      score\n      parts {\n        id\n        points\n        maxPoints\n      }\n      posts\n      commentsReceived\n      repliedInTime\n      impressions\n      engagementBasisPoints\n      topPercent\n      verificationEligible\n    }\n  }\n"): (typeof documents)["\n  query MyEnergyScore {\n    myEnergyScore {\n      id\n      score\n      parts {\n        id\n        points\n        maxPoints\n      }\n      posts\n      commentsReceived\n      repliedInTime\n      impressions\n      engagementBasisPoints\n      topPercent\n      verificationEligible\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyAudienceActivity {\n    myAudienceActivity {\n      id\n      utcHours\n      languages {\n        language\n        followers\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyAudienceActivity {\n    myAudienceActivity {\n      id\n      utcHours\n      languages {\n        language\n        followers\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EnergyComment($postId: ID!, $content: String!, $parentId: ID) {\n    addComment(postId: $postId, content: $content, parentId: $parentId) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation EnergyComment($postId: ID!, $content: String!, $parentId: ID) {\n    addComment(postId: $postId, content: $content, parentId: $parentId) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EnergyLike($id: ID!) {\n    likePost(postId: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation EnergyLike($id: ID!) {\n    likePost(postId: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EnergyLanguage($input: UpdateSettingsInput!) {\n    updateSettings(input: $input) {\n      language\n    }\n  }\n"): (typeof documents)["\n  mutation EnergyLanguage($input: UpdateSettingsInput!) {\n    updateSettings(input: $input) {\n      language\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyPostStats($days: Int, $top: Int) {\n    myPostStats(days: $days, top: $top) {\n      id\n      posts\n      followers\n      allTime {\n        impressions\n        clicks\n        likes\n        comments\n        shares\n        newFollowers\n      }\n      last30Days {\n        impressions\n        clicks\n        likes\n        comments\n        shares\n        newFollowers\n      }\n      previous30Days {\n        impressions\n        clicks\n        likes\n        comments\n        shares\n        newFollowers\n      }\n      daily {\n        date\n        impressions\n        clicks\n        likes\n        comments\n        shares\n        newFollowers\n      }\n      topPosts {\n        post {\n          id\n          content\n        }\n        impressions\n        clicks\n        likes\n        comments\n        shares\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyPostStats($days: Int, $top: Int) {\n    myPostStats(days: $days, top: $top) {\n      id\n      posts\n      followers\n      allTime {\n        impressions\n        clicks\n        likes\n        comments\n        shares\n        newFollowers\n      }\n      last30Days {\n        impressions\n        clicks\n        likes\n        comments\n        shares\n        newFollowers\n      }\n      previous30Days {\n        impressions\n        clicks\n        likes\n        comments\n        shares\n        newFollowers\n      }\n      daily {\n        date\n        impressions\n        clicks\n        likes\n        comments\n        shares\n        newFollowers\n      }\n      topPosts {\n        post {\n          id\n          content\n        }\n        impressions\n        clicks\n        likes\n        comments\n        shares\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        mutation MyPostStatsLikePost($id: ID!) {\n          likePost(postId: $id) {\n            id\n          }\n        }\n      "): (typeof documents)["\n        mutation MyPostStatsLikePost($id: ID!) {\n          likePost(postId: $id) {\n            id\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation MyPostStatsLikePost($id: ID!) {\n        likePost(postId: $id) {\n          id\n        }\n      }\n    "): (typeof documents)["\n      mutation MyPostStatsLikePost($id: ID!) {\n        likePost(postId: $id) {\n          id\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation MyPostStatsAddComment($id: ID!) {\n        addComment(postId: $id, content: \"Love it\") {\n          id\n        }\n      }\n    "): (typeof documents)["\n      mutation MyPostStatsAddComment($id: ID!) {\n        addComment(postId: $id, content: \"Love it\") {\n          id\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation MyPostStatsSharePost($id: ID!) {\n        sharePost(postId: $id) {\n          id\n        }\n      }\n    "): (typeof documents)["\n      mutation MyPostStatsSharePost($id: ID!) {\n        sharePost(postId: $id) {\n          id\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SupporterInsightsOf($top: Int) {\n    supporterInsights(top: $top) {\n      activeMembers\n      membersByTier {\n        name\n        members\n        retired\n        price {\n          amountMinor\n          currency\n        }\n      }\n      topSupporters {\n        supporter {\n          username\n        }\n        amount {\n          amountMinor\n          currency\n        }\n        payments\n      }\n      churn {\n        membersAtStart\n        joined\n        ended\n        ratePercent\n      }\n      milestones {\n        kind\n        amount {\n          amountMinor\n          currency\n        }\n        person {\n          username\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query SupporterInsightsOf($top: Int) {\n    supporterInsights(top: $top) {\n      activeMembers\n      membersByTier {\n        name\n        members\n        retired\n        price {\n          amountMinor\n          currency\n        }\n      }\n      topSupporters {\n        supporter {\n          username\n        }\n        amount {\n          amountMinor\n          currency\n        }\n        payments\n      }\n      churn {\n        membersAtStart\n        joined\n        ended\n        ratePercent\n      }\n      milestones {\n        kind\n        amount {\n          amountMinor\n          currency\n        }\n        person {\n          username\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SupporterInsightsTip($input: TipInput!) {\n    tip(input: $input) {\n      checkoutUrl\n    }\n  }\n"): (typeof documents)["\n  mutation SupporterInsightsTip($input: TipInput!) {\n    tip(input: $input) {\n      checkoutUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ErrorContractAnonymousPost {\n    createPost(input: { content: \"Hi\" }) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation ErrorContractAnonymousPost {\n    createPost(input: { content: \"Hi\" }) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation ErrorContractShortUsername {\n        signUp(input: { username: \"ab\", email: \"ab@example.com\", password: \"secret1\" }) {\n          accessToken\n        }\n      }\n    "): (typeof documents)["\n      mutation ErrorContractShortUsername {\n        signUp(input: { username: \"ab\", email: \"ab@example.com\", password: \"secret1\" }) {\n          accessToken\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation ErrorContractCreatePost {\n        createPost(input: { content: \"Hello #kuza\" }) {\n          id\n        }\n      }\n    "): (typeof documents)["\n      mutation ErrorContractCreatePost {\n        createPost(input: { content: \"Hello #kuza\" }) {\n          id\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation ErrorContractAddComment($id: ID!, $c: String!) {\n        addComment(postId: $id, content: $c) {\n          id\n        }\n      }\n    "): (typeof documents)["\n      mutation ErrorContractAddComment($id: ID!, $c: String!) {\n        addComment(postId: $id, content: $c) {\n          id\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation ErrorContractSplit {\n        createEarningsSplit(\n          input: { projectName: \"EP\", collaborators: [{ username: \"@nobody_here\", percentage: 10 }] }\n        ) {\n          id\n        }\n      }\n    "): (typeof documents)["\n      mutation ErrorContractSplit {\n        createEarningsSplit(\n          input: { projectName: \"EP\", collaborators: [{ username: \"@nobody_here\", percentage: 10 }] }\n        ) {\n          id\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query ErrorContractUserRoles {\n        userRoles {\n          role\n        }\n      }\n    "): (typeof documents)["\n      query ErrorContractUserRoles {\n        userRoles {\n          role\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation ErrorContractDeleteMissing {\n        deletePost(id: \"00000000-0000-4000-8000-000000000000\")\n      }\n    "): (typeof documents)["\n      mutation ErrorContractDeleteMissing {\n        deletePost(id: \"00000000-0000-4000-8000-000000000000\")\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query ErrorContractTrending {\n        trendingHashtags {\n          tag\n        }\n      }\n    "): (typeof documents)["\n      query ErrorContractTrending {\n        trendingHashtags {\n          tag\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        mutation ErrorContractWrongPassword {\n          signIn(input: { email: \"someone@example.com\", password: \"wrong-password\" }) {\n            accessToken\n          }\n        }\n      "): (typeof documents)["\n        mutation ErrorContractWrongPassword {\n          signIn(input: { email: \"someone@example.com\", password: \"wrong-password\" }) {\n            accessToken\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation ErrorContractSignUp {\n        signUp(input: { username: \"contract\", email: \"contract@example.com\", password: \"secret1\" }) {\n          accessToken\n        }\n      }\n    "): (typeof documents)["\n      mutation ErrorContractSignUp {\n        signUp(input: { username: \"contract\", email: \"contract@example.com\", password: \"secret1\" }) {\n          accessToken\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query ErrorContractProfile {\n          profile(username: \"contract\") {\n            username\n            bio\n          }\n        }\n      "): (typeof documents)["\n        query ErrorContractProfile {\n          profile(username: \"contract\") {\n            username\n            bio\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query HttpRequestsTrendingHashtags {\n        trendingHashtags {\n          tag\n        }\n      }\n    "): (typeof documents)["\n      query HttpRequestsTrendingHashtags {\n        trendingHashtags {\n          tag\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        mutation HttpRequestsSendContactMessage($input: SendContactMessageInput!) {\n          sendContactMessage(input: $input) {\n            id\n          }\n        }\n      "): (typeof documents)["\n        mutation HttpRequestsSendContactMessage($input: SendContactMessageInput!) {\n          sendContactMessage(input: $input) {\n            id\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation MaskedErrorsSignUp {\n        signUp(input: { username: \"masked\", email: \"masked@example.com\", password: \"secret1\" }) {\n          accessToken\n        }\n      }\n    "): (typeof documents)["\n      mutation MaskedErrorsSignUp {\n        signUp(input: { username: \"masked\", email: \"masked@example.com\", password: \"secret1\" }) {\n          accessToken\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query MaskedErrorsProfile {\n          profile(username: \"masked\") {\n            username\n            bio\n          }\n        }\n      "): (typeof documents)["\n        query MaskedErrorsProfile {\n          profile(username: \"masked\") {\n            username\n            bio\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation NulCharactersCreatePost($c: String!) {\n    createPost(input: { content: $c }) {\n      id\n      content\n    }\n  }\n"): (typeof documents)["\n  mutation NulCharactersCreatePost($c: String!) {\n    createPost(input: { content: $c }) {\n      id\n      content\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        mutation NulCharactersUpdateProfile($i: UpdateProfileInput!) {\n          updateProfile(input: $i) {\n            bio\n          }\n        }\n      "): (typeof documents)["\n        mutation NulCharactersUpdateProfile($i: UpdateProfileInput!) {\n          updateProfile(input: $i) {\n            bio\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query NulCharactersPostsByHashtag($t: String!) {\n          postsByHashtag(tag: $t) {\n            edges {\n              cursor\n            }\n          }\n        }\n      "): (typeof documents)["\n        query NulCharactersPostsByHashtag($t: String!) {\n          postsByHashtag(tag: $t) {\n            edges {\n              cursor\n            }\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          query NullArgumentsPosts($f: Int) {\n            posts(first: $f) {\n              edges {\n                node {\n                  id\n                }\n              }\n            }\n          }\n        "): (typeof documents)["\n          query NullArgumentsPosts($f: Int) {\n            posts(first: $f) {\n              edges {\n                node {\n                  id\n                }\n              }\n            }\n          }\n        "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          query NullArgumentsPostsByHashtag($f: Int) {\n            postsByHashtag(tag: \"folklore\", first: $f) {\n              edges {\n                cursor\n              }\n            }\n          }\n        "): (typeof documents)["\n          query NullArgumentsPostsByHashtag($f: Int) {\n            postsByHashtag(tag: \"folklore\", first: $f) {\n              edges {\n                cursor\n              }\n            }\n          }\n        "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          query NullArgumentsTrendingHashtags($l: Int) {\n            trendingHashtags(limit: $l) {\n              tag\n            }\n          }\n        "): (typeof documents)["\n          query NullArgumentsTrendingHashtags($l: Int) {\n            trendingHashtags(limit: $l) {\n              tag\n            }\n          }\n        "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          query NullArgumentsSearchHashtags($f: Int) {\n            searchHashtags(query: \"tag\", first: $f) {\n              tag\n            }\n          }\n        "): (typeof documents)["\n          query NullArgumentsSearchHashtags($f: Int) {\n            searchHashtags(query: \"tag\", first: $f) {\n              tag\n            }\n          }\n        "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          query NullArgumentsFeed($m: FeedMode, $e: Int, $f: Int) {\n            feed(mode: $m, energy: $e, first: $f) {\n              edges {\n                cursor\n              }\n            }\n          }\n        "): (typeof documents)["\n          query NullArgumentsFeed($m: FeedMode, $e: Int, $f: Int) {\n            feed(mode: $m, energy: $e, first: $f) {\n              edges {\n                cursor\n              }\n            }\n          }\n        "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          query NullArgumentsLocationAnalytics($l: Int) {\n            locationAnalytics(limit: $l) {\n              city\n            }\n          }\n        "): (typeof documents)["\n          query NullArgumentsLocationAnalytics($l: Int) {\n            locationAnalytics(limit: $l) {\n              city\n            }\n          }\n        "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          query NullArgumentsMyPostStats($d: Int, $t: Int) {\n            myPostStats(days: $d, top: $t) {\n              daily {\n                date\n              }\n            }\n          }\n        "): (typeof documents)["\n          query NullArgumentsMyPostStats($d: Int, $t: Int) {\n            myPostStats(days: $d, top: $t) {\n              daily {\n                date\n              }\n            }\n          }\n        "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query NullArgumentsComments($p: ID!, $f: Int) {\n          comments(postId: $p, first: $f) {\n            edges {\n              cursor\n            }\n          }\n        }\n      "): (typeof documents)["\n        query NullArgumentsComments($p: ID!, $f: Int) {\n          comments(postId: $p, first: $f) {\n            edges {\n              cursor\n            }\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        mutation NullArgumentsGenerateApiKey($t: ApiKeyTier, $k: ApiKeyKind) {\n          generateApiKey(input: { name: \"Null tier\", tier: $t, kind: $k }) {\n            apiKey {\n              tier\n              kind\n            }\n          }\n        }\n      "): (typeof documents)["\n        mutation NullArgumentsGenerateApiKey($t: ApiKeyTier, $k: ApiKeyKind) {\n          generateApiKey(input: { name: \"Null tier\", tier: $t, kind: $k }) {\n            apiKey {\n              tier\n              kind\n            }\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query NullArgumentsLocationAnalyticsCity {\n          locationAnalytics(limit: 0) {\n            city\n          }\n        }\n      "): (typeof documents)["\n        query NullArgumentsLocationAnalyticsCity {\n          locationAnalytics(limit: 0) {\n            city\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query FeedFieldsEveryField {\n        feed(mode: MY_FLOW, energy: 0) {\n          edges {\n            node {\n              ...EveryPostField\n            }\n          }\n        }\n      }\n    "): (typeof documents)["\n      query FeedFieldsEveryField {\n        feed(mode: MY_FLOW, energy: 0) {\n          edges {\n            node {\n              ...EveryPostField\n            }\n          }\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query FeedFieldsPost($id: ID!) {\n          post(id: $id) {\n            ...EveryPostField\n          }\n        }\n      "): (typeof documents)["\n        query FeedFieldsPost($id: ID!) {\n          post(id: $id) {\n            ...EveryPostField\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query FeedFieldsExplanation {\n        feed(mode: MY_FLOW, energy: 0) {\n          edges {\n            node {\n              id\n              explanation {\n                summary\n              }\n            }\n          }\n        }\n      }\n    "): (typeof documents)["\n      query FeedFieldsExplanation {\n        feed(mode: MY_FLOW, energy: 0) {\n          edges {\n            node {\n              id\n              explanation {\n                summary\n              }\n            }\n          }\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query FeedFieldsNarrow {\n        feed(mode: MY_FLOW, energy: 0) {\n          edges {\n            node {\n              author {\n                isVerified\n              }\n              hashtags {\n                tag\n              }\n            }\n          }\n        }\n      }\n    "): (typeof documents)["\n      query FeedFieldsNarrow {\n        feed(mode: MY_FLOW, energy: 0) {\n          edges {\n            node {\n              author {\n                isVerified\n              }\n              hashtags {\n                tag\n              }\n            }\n          }\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query FeedFieldsViaFragment {\n        feed(mode: MY_FLOW, energy: 0) {\n          edges {\n            node {\n              ...FeedFieldsCard\n            }\n          }\n        }\n      }\n    "): (typeof documents)["\n      query FeedFieldsViaFragment {\n        feed(mode: MY_FLOW, energy: 0) {\n          edges {\n            node {\n              ...FeedFieldsCard\n            }\n          }\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FeedFieldsCard on Post {\n    author {\n      username\n    }\n    ... on Post {\n      hashtags {\n        usageCount\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment FeedFieldsCard on Post {\n    author {\n      username\n    }\n    ... on Post {\n      hashtags {\n        usageCount\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Feed($mode: FeedMode, $filters: [FeedFilter!], $energy: Int, $first: Int, $after: String) {\n    feed(mode: $mode, filters: $filters, energy: $energy, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          id\n          content\n          createdAt\n          author {\n            username\n          }\n          explanation {\n            score\n            summary\n            factors {\n              name\n              value\n              weight\n              contribution\n            }\n            author {\n              relation\n              username\n              interactions\n              recent\n            }\n            reasons {\n              kind\n              km\n              ageMinutes\n              likes\n              comments\n              shares\n              tag\n            }\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      message\n    }\n  }\n"): (typeof documents)["\n  query Feed($mode: FeedMode, $filters: [FeedFilter!], $energy: Int, $first: Int, $after: String) {\n    feed(mode: $mode, filters: $filters, energy: $energy, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          id\n          content\n          createdAt\n          author {\n            username\n          }\n          explanation {\n            score\n            summary\n            factors {\n              name\n              value\n              weight\n              contribution\n            }\n            author {\n              relation\n              username\n              interactions\n              recent\n            }\n            reasons {\n              kind\n              km\n              ageMinutes\n              likes\n              comments\n              shares\n              tag\n            }\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n            mutation FeedLikePost($id: ID!) {\n              likePost(postId: $id) {\n                id\n              }\n            }\n          "): (typeof documents)["\n            mutation FeedLikePost($id: ID!) {\n              likePost(postId: $id) {\n                id\n              }\n            }\n          "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          query FeedPosts {\n            posts(first: 100) {\n              edges {\n                node {\n                  id\n                }\n              }\n            }\n          }\n        "): (typeof documents)["\n          query FeedPosts {\n            posts(first: 100) {\n              edges {\n                node {\n                  id\n                }\n              }\n            }\n          }\n        "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          mutation FeedLikePost($id: ID!) {\n            likePost(postId: $id) {\n              id\n            }\n          }\n        "): (typeof documents)["\n          mutation FeedLikePost($id: ID!) {\n            likePost(postId: $id) {\n              id\n            }\n          }\n        "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyFlowWindowsFeed($after: String) {\n    feed(mode: MY_FLOW, energy: 0, first: 100, after: $after) {\n      edges {\n        node {\n          id\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyFlowWindowsFeed($after: String) {\n    feed(mode: MY_FLOW, energy: 0, first: 100, after: $after) {\n      edges {\n        node {\n          id\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NewestFirstFeed($mode: FeedMode, $first: Int, $after: String) {\n    feed(mode: $mode, energy: 0, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          id\n          content\n          repostedBy {\n            username\n          }\n          explanation {\n            score\n            summary\n            factors {\n              name\n              value\n              weight\n            }\n            reasons {\n              kind\n              ageMinutes\n            }\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query NewestFirstFeed($mode: FeedMode, $first: Int, $after: String) {\n    feed(mode: $mode, energy: 0, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          id\n          content\n          repostedBy {\n            username\n          }\n          explanation {\n            score\n            summary\n            factors {\n              name\n              value\n              weight\n            }\n            reasons {\n              kind\n              ageMinutes\n            }\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation NewestFirstRepost($id: ID!) {\n    repost(postId: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation NewestFirstRepost($id: ID!) {\n    repost(postId: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation NewestFirstMute($u: String!) {\n    mute(username: $u) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation NewestFirstMute($u: String!) {\n    mute(username: $u) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation NewestFirstBlock($u: String!) {\n    block(username: $u) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation NewestFirstBlock($u: String!) {\n    block(username: $u) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FollowListsProfile($u: String!, $first: Int, $after: String) {\n    profile(username: $u) {\n      followers(first: $first, after: $after) {\n        edges {\n          node {\n            username\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query FollowListsProfile($u: String!, $first: Int, $after: String) {\n    profile(username: $u) {\n      followers(first: $first, after: $after) {\n        edges {\n          node {\n            username\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FollowListsProfileFollowing($u: String!) {\n    profile(username: $u) {\n      following {\n        edges {\n          node {\n            username\n            followersCount\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query FollowListsProfileFollowing($u: String!) {\n    profile(username: $u) {\n      following {\n        edges {\n          node {\n            username\n            followersCount\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        mutation FollowListsUpdateSettings($p: PrivacySettingsInput!) {\n          updateSettings(input: { privacy: $p }) {\n            privacy {\n              showFollowers\n            }\n          }\n        }\n      "): (typeof documents)["\n        mutation FollowListsUpdateSettings($p: PrivacySettingsInput!) {\n          updateSettings(input: { privacy: $p }) {\n            privacy {\n              showFollowers\n            }\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query FollowListsCounts($u: String!) {\n          profile(username: $u) {\n            followersCount\n            following {\n              edges {\n                node {\n                  username\n                }\n              }\n            }\n          }\n        }\n      "): (typeof documents)["\n        query FollowListsCounts($u: String!) {\n          profile(username: $u) {\n            followersCount\n            following {\n              edges {\n                node {\n                  username\n                }\n              }\n            }\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation FollowListsMakeProfilePrivate {\n        updateSettings(input: { privacy: { publicProfile: false } }) {\n          id\n        }\n      }\n    "): (typeof documents)["\n      mutation FollowListsMakeProfilePrivate {\n        updateSettings(input: { privacy: { publicProfile: false } }) {\n          id\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query FollowListsPost($id: ID!) {\n        post(id: $id) {\n          author {\n            followers {\n              edges {\n                node {\n                  username\n                }\n              }\n            }\n          }\n        }\n      }\n    "): (typeof documents)["\n      query FollowListsPost($id: ID!) {\n        post(id: $id) {\n          author {\n            followers {\n              edges {\n                node {\n                  username\n                }\n              }\n            }\n          }\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query FollowListsProfileFollowers {\n        profile(username: \"reader_b\") {\n          followers {\n            edges {\n              node {\n                username\n              }\n            }\n          }\n        }\n      }\n    "): (typeof documents)["\n      query FollowListsProfileFollowers {\n        profile(username: \"reader_b\") {\n          followers {\n            edges {\n              node {\n                username\n              }\n            }\n          }\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FuzzAfterwards {\n    __typename\n  }\n"): (typeof documents)["\n  query FuzzAfterwards {\n    __typename\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HashtagSearchSearchHashtags($q: String!, $first: Int) {\n    searchHashtags(query: $q, first: $first) {\n      tag\n      usageCount\n    }\n  }\n"): (typeof documents)["\n  query HashtagSearchSearchHashtags($q: String!, $first: Int) {\n    searchHashtags(query: $q, first: $first) {\n      tag\n      usageCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation HashtagSearchDeletePost($id: ID!) {\n        deletePost(id: $id)\n      }\n    "): (typeof documents)["\n      mutation HashtagSearchDeletePost($id: ID!) {\n        deletePost(id: $id)\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      subscription LiveUpdatesTrendingHashtagsUpdated {\n        trendingHashtagsUpdated {\n          tag\n          usageCount\n        }\n      }\n    "): (typeof documents)["\n      subscription LiveUpdatesTrendingHashtagsUpdated {\n        trendingHashtagsUpdated {\n          tag\n          usageCount\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query LiveUpdatesTrendingHashtags {\n          trendingHashtags {\n            tag\n            usageCount\n          }\n        }\n      "): (typeof documents)["\n        query LiveUpdatesTrendingHashtags {\n          trendingHashtags {\n            tag\n            usageCount\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n            mutation LiveUpdatesDeletePost($id: ID!) {\n              deletePost(id: $id)\n            }\n          "): (typeof documents)["\n            mutation LiveUpdatesDeletePost($id: ID!) {\n              deletePost(id: $id)\n            }\n          "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query LiveUpdatesPostsByHashtag {\n          postsByHashtag(tag: \"#Bullshit\", first: 50) {\n            edges {\n              node {\n                hashtags {\n                  tag\n                  usageCount\n                }\n              }\n            }\n          }\n        }\n      "): (typeof documents)["\n        query LiveUpdatesPostsByHashtag {\n          postsByHashtag(tag: \"#Bullshit\", first: 50) {\n            edges {\n              node {\n                hashtags {\n                  tag\n                  usageCount\n                }\n              }\n            }\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      subscription LiveUpdatesPostCreated($tag: String) {\n        postCreated(tag: $tag) {\n          id\n          content\n          author {\n            username\n          }\n          hashtags {\n            tag\n          }\n        }\n      }\n    "): (typeof documents)["\n      subscription LiveUpdatesPostCreated($tag: String) {\n        postCreated(tag: $tag) {\n          id\n          content\n          author {\n            username\n          }\n          hashtags {\n            tag\n          }\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      subscription LiveUpdatesPostCreatedContent {\n        postCreated {\n          id\n          content\n        }\n      }\n    "): (typeof documents)["\n      subscription LiveUpdatesPostCreatedContent {\n        postCreated {\n          id\n          content\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TagPagesEveryField {\n    postsByHashtag(tag: \"folklore\") {\n      edges {\n        node {\n          ...EveryPostField\n          explanation {\n            score\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query TagPagesEveryField {\n    postsByHashtag(tag: \"folklore\") {\n      edges {\n        node {\n          ...EveryPostField\n          explanation {\n            score\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TagPagesIds {\n    postsByHashtag(tag: \"folklore\") {\n      edges {\n        node {\n          id\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query TagPagesIds {\n    postsByHashtag(tag: \"folklore\") {\n      edges {\n        node {\n          id\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TagPagesLikes {\n    postsByHashtag(tag: \"folklore\") {\n      edges {\n        node {\n          likesCount\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query TagPagesLikes {\n    postsByHashtag(tag: \"folklore\") {\n      edges {\n        node {\n          likesCount\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query TagPagesPost($id: ID!) {\n          post(id: $id) {\n            ...EveryPostField\n            explanation {\n              score\n            }\n          }\n        }\n      "): (typeof documents)["\n        query TagPagesPost($id: ID!) {\n          post(id: $id) {\n            ...EveryPostField\n            explanation {\n              score\n            }\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query TagPagesViaFragment {\n        postsByHashtag(tag: \"folklore\") {\n          edges {\n            node {\n              ...TagPagesCard\n            }\n          }\n        }\n      }\n    "): (typeof documents)["\n      query TagPagesViaFragment {\n        postsByHashtag(tag: \"folklore\") {\n          edges {\n            node {\n              ...TagPagesCard\n            }\n          }\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TagPagesCard on Post {\n    id\n    author {\n      username\n    }\n    ... on Post {\n      hashtags {\n        tag\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment TagPagesCard on Post {\n    id\n    author {\n      username\n    }\n    ... on Post {\n      hashtags {\n        tag\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation TagPagesLikePost($id: ID!) {\n        likePost(postId: $id) {\n          likesCount\n        }\n      }\n    "): (typeof documents)["\n      mutation TagPagesLikePost($id: ID!) {\n        likePost(postId: $id) {\n          likesCount\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          query TagPagesViewerHasLiked {\n            postsByHashtag(tag: \"folklore\") {\n              edges {\n                node {\n                  likesCount\n                  viewerHasLiked\n                }\n              }\n            }\n          }\n        "): (typeof documents)["\n          query TagPagesViewerHasLiked {\n            postsByHashtag(tag: \"folklore\") {\n              edges {\n                node {\n                  likesCount\n                  viewerHasLiked\n                }\n              }\n            }\n          }\n        "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n              mutation TagPagesLikePost($id: ID!) {\n                likePost(postId: $id) {\n                  likesCount\n                }\n              }\n            "): (typeof documents)["\n              mutation TagPagesLikePost($id: ID!) {\n                likePost(postId: $id) {\n                  likesCount\n                }\n              }\n            "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          query ProductionSchemaPrivacyTypename {\n            __typename\n          }\n        "): (typeof documents)["\n          query ProductionSchemaPrivacyTypename {\n            __typename\n          }\n        "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query ProductionSchemaPrivacyMe {\n        me {\n          profile {\n            id\n          }\n        }\n      }\n    "): (typeof documents)["\n      query ProductionSchemaPrivacyMe {\n        me {\n          profile {\n            id\n          }\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SeededStats {\n    myPostStats(days: 30, top: 50) {\n      allTime {\n        impressions\n        clicks\n      }\n      last30Days {\n        impressions\n        clicks\n      }\n      daily {\n        impressions\n      }\n      topPosts {\n        impressions\n        clicks\n      }\n    }\n    locationAnalytics(limit: 100) {\n      city\n      totalImpressions\n      totalClicks\n    }\n    locationAnalyticsSummary {\n      cities\n      totalImpressions\n      totalClicks\n    }\n  }\n"): (typeof documents)["\n  query SeededStats {\n    myPostStats(days: 30, top: 50) {\n      allTime {\n        impressions\n        clicks\n      }\n      last30Days {\n        impressions\n        clicks\n      }\n      daily {\n        impressions\n      }\n      topPosts {\n        impressions\n        clicks\n      }\n    }\n    locationAnalytics(limit: 100) {\n      city\n      totalImpressions\n      totalClicks\n    }\n    locationAnalyticsSummary {\n      cities\n      totalImpressions\n      totalClicks\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query DemoLocationsNearby($admin: String!) {\n        amara: profile(username: \"amara\") {\n          location\n        }\n        admin: profile(username: $admin) {\n          location\n        }\n        feed(mode: FOR_YOU, filters: [NEARBY], first: 50) {\n          edges {\n            node {\n              author {\n                username\n              }\n              explanation {\n                summary\n              }\n            }\n          }\n        }\n      }\n    "): (typeof documents)["\n      query DemoLocationsNearby($admin: String!) {\n        amara: profile(username: \"amara\") {\n          location\n        }\n        admin: profile(username: $admin) {\n          location\n        }\n        feed(mode: FOR_YOU, filters: [NEARBY], first: 50) {\n          edges {\n            node {\n              author {\n                username\n              }\n              explanation {\n                summary\n              }\n            }\n          }\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query DetectLocationMyLocation {\n        myLocation {\n          country\n          countryCode\n          city\n          updatedAt\n        }\n      }\n    "): (typeof documents)["\n      query DetectLocationMyLocation {\n        myLocation {\n          country\n          countryCode\n          city\n          updatedAt\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Detect($browserLocation: BrowserLocationInput) {\n    detectLocation(browserLocation: $browserLocation) {\n      success\n      error\n      location {\n        country\n        countryCode\n        city\n        latitude\n        longitude\n        source\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Detect($browserLocation: BrowserLocationInput) {\n    detectLocation(browserLocation: $browserLocation) {\n      success\n      error\n      location {\n        country\n        countryCode\n        city\n        latitude\n        longitude\n        source\n      }\n    }\n  }\n"];
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
export function graphql(source: "\n  query Analytics($limit: Int) {\n    locationAnalytics(limit: $limit) {\n      country\n      countryCode\n      city\n      totalImpressions\n      totalClicks\n    }\n    locationAnalyticsSummary {\n      countries\n      cities\n      totalImpressions\n      totalClicks\n    }\n  }\n"): (typeof documents)["\n  query Analytics($limit: Int) {\n    locationAnalytics(limit: $limit) {\n      country\n      countryCode\n      city\n      totalImpressions\n      totalClicks\n    }\n    locationAnalyticsSummary {\n      countries\n      cities\n      totalImpressions\n      totalClicks\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation ShowLocation($on: Boolean!) {\n        updateSettings(input: { privacy: { location: $on } }) {\n          privacy {\n            location\n          }\n        }\n      }\n    "): (typeof documents)["\n      mutation ShowLocation($on: Boolean!) {\n        updateSettings(input: { privacy: { location: $on } }) {\n          privacy {\n            location\n          }\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Nearby($first: Int, $after: String, $energy: Int) {\n    feed(mode: FOR_YOU, filters: [NEARBY], energy: $energy, first: $first, after: $after) {\n      edges {\n        node {\n          id\n          content\n          explanation {\n            summary\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      message\n    }\n  }\n"): (typeof documents)["\n  query Nearby($first: Int, $after: String, $energy: Int) {\n    feed(mode: FOR_YOU, filters: [NEARBY], energy: $energy, first: $first, after: $after) {\n      edges {\n        node {\n          id\n          content\n          explanation {\n            summary\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        mutation NearbyFeedUpdateSettings($a: String!) {\n          updateSettings(input: { feedAlgorithm: $a }) {\n            feedAlgorithm\n          }\n        }\n      "): (typeof documents)["\n        mutation NearbyFeedUpdateSettings($a: String!) {\n          updateSettings(input: { feedAlgorithm: $a }) {\n            feedAlgorithm\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query NearbyFeedLocalPage($after: String) {\n      feed(mode: FOR_YOU, first: 1, after: $after) {\n        edges {\n          node {\n            content\n            explanation {\n              summary\n            }\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  "): (typeof documents)["\n    query NearbyFeedLocalPage($after: String) {\n      feed(mode: FOR_YOU, first: 1, after: $after) {\n        edges {\n          node {\n            content\n            explanation {\n              summary\n            }\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MetadataStrippingCreatePost($input: CreatePostInput!) {\n    createPost(input: $input) {\n      mediaUrl\n      mediaType\n    }\n  }\n"): (typeof documents)["\n  mutation MetadataStrippingCreatePost($input: CreatePostInput!) {\n    createPost(input: $input) {\n      mediaUrl\n      mediaType\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MetadataStrippingUpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      avatarUrl\n    }\n  }\n"): (typeof documents)["\n  mutation MetadataStrippingUpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      avatarUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UploadsCreatePost($input: CreatePostInput!) {\n    createPost(input: $input) {\n      id\n      content\n      mediaUrl\n      mediaType\n      author {\n        username\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UploadsCreatePost($input: CreatePostInput!) {\n    createPost(input: $input) {\n      id\n      content\n      mediaUrl\n      mediaType\n      author {\n        username\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        mutation UploadsDeletePost($id: ID!) {\n          deletePost(id: $id)\n        }\n      "): (typeof documents)["\n        mutation UploadsDeletePost($id: ID!) {\n          deletePost(id: $id)\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation UploadsUpdateProfile($input: UpdateProfileInput!) {\n        updateProfile(input: $input) {\n          avatarUrl\n        }\n      }\n    "): (typeof documents)["\n      mutation UploadsUpdateProfile($input: UpdateProfileInput!) {\n        updateProfile(input: $input) {\n          avatarUrl\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MembershipSplitTier($input: CreateMembershipTierInput!) {\n    createMembershipTier(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation MembershipSplitTier($input: CreateMembershipTierInput!) {\n    createMembershipTier(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MembershipSplitCreateSplit($input: CreateEarningsSplitInput!) {\n    createEarningsSplit(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation MembershipSplitCreateSplit($input: CreateEarningsSplitInput!) {\n    createEarningsSplit(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MembershipSplitSetPostSplit($postId: ID!, $splitId: ID) {\n    setPostSplit(postId: $postId, splitId: $splitId) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation MembershipSplitSetPostSplit($postId: ID!, $splitId: ID) {\n    setPostSplit(postId: $postId, splitId: $splitId) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MembershipSplitJoin($tierId: ID!, $key: String!, $postId: ID) {\n    joinMembership(tierId: $tierId, idempotencyKey: $key, postId: $postId) {\n      checkoutUrl\n      postId\n    }\n  }\n"): (typeof documents)["\n  mutation MembershipSplitJoin($tierId: ID!, $key: String!, $postId: ID) {\n    joinMembership(tierId: $tierId, idempotencyKey: $key, postId: $postId) {\n      checkoutUrl\n      postId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MembershipsTestTier on MembershipTier {\n    id\n    name\n    description\n    price {\n      amountMinor\n      currency\n    }\n    isOpen\n    retiredAt\n    membersCount\n    viewerIsMember\n  }\n"): (typeof documents)["\n  fragment MembershipsTestTier on MembershipTier {\n    id\n    name\n    description\n    price {\n      amountMinor\n      currency\n    }\n    isOpen\n    retiredAt\n    membersCount\n    viewerIsMember\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MembershipsCreateTier($input: CreateMembershipTierInput!) {\n    createMembershipTier(input: $input) {\n      ...MembershipsTestTier\n    }\n  }\n"): (typeof documents)["\n  mutation MembershipsCreateTier($input: CreateMembershipTierInput!) {\n    createMembershipTier(input: $input) {\n      ...MembershipsTestTier\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MembershipsUpdateTier($input: UpdateMembershipTierInput!) {\n    updateMembershipTier(input: $input) {\n      ...MembershipsTestTier\n    }\n  }\n"): (typeof documents)["\n  mutation MembershipsUpdateTier($input: UpdateMembershipTierInput!) {\n    updateMembershipTier(input: $input) {\n      ...MembershipsTestTier\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MembershipsRetireTier($id: ID!) {\n    retireMembershipTier(id: $id) {\n      ...MembershipsTestTier\n    }\n  }\n"): (typeof documents)["\n  mutation MembershipsRetireTier($id: ID!) {\n    retireMembershipTier(id: $id) {\n      ...MembershipsTestTier\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MembershipsTiers($username: String!) {\n    membershipTiers(creatorUsername: $username) {\n      ...MembershipsTestTier\n    }\n  }\n"): (typeof documents)["\n  query MembershipsTiers($username: String!) {\n    membershipTiers(creatorUsername: $username) {\n      ...MembershipsTestTier\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MembershipsJoin($tierId: ID!, $key: String!) {\n    joinMembership(tierId: $tierId, idempotencyKey: $key) {\n      id\n      checkoutUrl\n      status\n      purpose\n      amountMinor\n      currency\n    }\n  }\n"): (typeof documents)["\n  mutation MembershipsJoin($tierId: ID!, $key: String!) {\n    joinMembership(tierId: $tierId, idempotencyKey: $key) {\n      id\n      checkoutUrl\n      status\n      purpose\n      amountMinor\n      currency\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MembershipsCancel($id: ID!) {\n    cancelMembership(id: $id) {\n      id\n      status\n      accessUntil\n      renewsAt\n    }\n  }\n"): (typeof documents)["\n  mutation MembershipsCancel($id: ID!) {\n    cancelMembership(id: $id) {\n      id\n      status\n      accessUntil\n      renewsAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MembershipsMine {\n    myMemberships {\n      id\n      status\n      creatorUsername\n      since\n      currentPeriodEnd\n      accessUntil\n      renewsAt\n      cancelledAt\n      lapsedAt\n      price {\n        amountMinor\n        currency\n      }\n      tier {\n        id\n        name\n      }\n      payments {\n        amount {\n          amountMinor\n          currency\n        }\n        periodStart\n        periodEnd\n        reference\n      }\n    }\n  }\n"): (typeof documents)["\n  query MembershipsMine {\n    myMemberships {\n      id\n      status\n      creatorUsername\n      since\n      currentPeriodEnd\n      accessUntil\n      renewsAt\n      cancelledAt\n      lapsedAt\n      price {\n        amountMinor\n        currency\n      }\n      tier {\n        id\n        name\n      }\n      payments {\n        amount {\n          amountMinor\n          currency\n        }\n        periodStart\n        periodEnd\n        reference\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MembershipsMembers($first: Int, $after: String) {\n    myMembers(first: $first, after: $after) {\n      edges {\n        node {\n          id\n          username\n          tierName\n          status\n          since\n          lifetime {\n            amountMinor\n            currency\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query MembershipsMembers($first: Int, $after: String) {\n    myMembers(first: $first, after: $after) {\n      edges {\n        node {\n          id\n          username\n          tierName\n          status\n          since\n          lifetime {\n            amountMinor\n            currency\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MembershipsNotifications {\n    notifications(first: 10) {\n      edges {\n        node {\n          kind\n          actor {\n            username\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query MembershipsNotifications {\n    notifications(first: 10) {\n      edges {\n        node {\n          kind\n          actor {\n            username\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DmSend($input: SendMessageInput!) {\n    sendMessage(input: $input) {\n      id\n      conversationId\n      content\n      mediaUrl\n      isMine\n      sender {\n        username\n      }\n      conversation {\n        id\n        isRequest\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DmSend($input: SendMessageInput!) {\n    sendMessage(input: $input) {\n      id\n      conversationId\n      content\n      mediaUrl\n      isMine\n      sender {\n        username\n      }\n      conversation {\n        id\n        isRequest\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DmConversations($first: Int, $after: String) {\n    conversations(first: $first, after: $after) {\n      edges {\n        node {\n          id\n          isRequest\n          unreadCount\n          otherReadAt\n          other {\n            username\n          }\n          lastMessage {\n            content\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n    unreadMessagesCount\n  }\n"): (typeof documents)["\n  query DmConversations($first: Int, $after: String) {\n    conversations(first: $first, after: $after) {\n      edges {\n        node {\n          id\n          isRequest\n          unreadCount\n          otherReadAt\n          other {\n            username\n          }\n          lastMessage {\n            content\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n    unreadMessagesCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DmRequests {\n    messageRequests {\n      edges {\n        node {\n          id\n          unreadCount\n          other {\n            username\n          }\n        }\n      }\n    }\n    unreadMessageRequestsCount\n  }\n"): (typeof documents)["\n  query DmRequests {\n    messageRequests {\n      edges {\n        node {\n          id\n          unreadCount\n          other {\n            username\n          }\n        }\n      }\n    }\n    unreadMessageRequestsCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DmThread($id: ID!, $first: Int, $after: String) {\n    messages(conversationId: $id, first: $first, after: $after) {\n      edges {\n        node {\n          id\n          content\n          isMine\n          seen\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query DmThread($id: ID!, $first: Int, $after: String) {\n    messages(conversationId: $id, first: $first, after: $after) {\n      edges {\n        node {\n          id\n          content\n          isMine\n          seen\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DmMarkRead($id: ID!) {\n    markConversationRead(id: $id) {\n      id\n      unreadCount\n    }\n  }\n"): (typeof documents)["\n  mutation DmMarkRead($id: ID!) {\n    markConversationRead(id: $id) {\n      id\n      unreadCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DmAccept($id: ID!) {\n    acceptMessageRequest(id: $id) {\n      id\n      isRequest\n    }\n  }\n"): (typeof documents)["\n  mutation DmAccept($id: ID!) {\n    acceptMessageRequest(id: $id) {\n      id\n      isRequest\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DmDecline($id: ID!) {\n    declineMessageRequest(id: $id) {\n      id\n      isRequest\n      declined\n      unreadCount\n    }\n  }\n"): (typeof documents)["\n  mutation DmDecline($id: ID!) {\n    declineMessageRequest(id: $id) {\n      id\n      isRequest\n      declined\n      unreadCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DmReceipts($on: Boolean!) {\n    updateMessageSettings(readReceipts: $on) {\n      readReceipts\n    }\n  }\n"): (typeof documents)["\n  mutation DmReceipts($on: Boolean!) {\n    updateMessageSettings(readReceipts: $on) {\n      readReceipts\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DmPrivateMessages($on: Boolean!) {\n    updateSettings(input: { privacy: { privateMessages: $on } }) {\n      privacy {\n        privateMessages\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DmPrivateMessages($on: Boolean!) {\n    updateSettings(input: { privacy: { privateMessages: $on } }) {\n      privacy {\n        privateMessages\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription DmMessageAdded {\n    messageAdded {\n      id\n      conversationId\n      content\n      isMine\n      sender {\n        username\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription DmMessageAdded {\n    messageAdded {\n      id\n      conversationId\n      content\n      isMine\n      sender {\n        username\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription DmConversationRead {\n    conversationRead {\n      id\n      otherReadAt\n    }\n  }\n"): (typeof documents)["\n  subscription DmConversationRead {\n    conversationRead {\n      id\n      otherReadAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription DmMessageRemoved {\n    messageRemoved {\n      messageId\n      conversationId\n      conversation {\n        id\n        unreadCount\n        lastMessage {\n          id\n          content\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription DmMessageRemoved {\n    messageRemoved {\n      messageId\n      conversationId\n      conversation {\n        id\n        unreadCount\n        lastMessage {\n          id\n          content\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DmRemovedReport($input: ReportMessageInput!) {\n    reportMessage(input: $input)\n  }\n"): (typeof documents)["\n  mutation DmRemovedReport($input: ReportMessageInput!) {\n    reportMessage(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DmRemovedQueue {\n    moderationQueue(first: 50) {\n      edges {\n        node {\n          id\n          excerpt\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query DmRemovedQueue {\n    moderationQueue(first: 50) {\n      edges {\n        node {\n          id\n          excerpt\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DmRemovedModerate($id: ID!) {\n    moderateContent(id: $id, decision: REMOVE) {\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation DmRemovedModerate($id: ID!) {\n    moderateContent(id: $id, decision: REMOVE) {\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        mutation DmNobody {\n          sendMessage(input: { content: \"hi\" }) {\n            id\n          }\n        }\n      "): (typeof documents)["\n        mutation DmNobody {\n          sendMessage(input: { content: \"hi\" }) {\n            id\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DmReport($input: ReportMessageInput!) {\n    reportMessage(input: $input)\n  }\n"): (typeof documents)["\n  mutation DmReport($input: ReportMessageInput!) {\n    reportMessage(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DmStaffReports {\n    messageReports {\n      edges {\n        node {\n          reason\n          details\n          reporter {\n            username\n          }\n          message {\n            content\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query DmStaffReports {\n    messageReports {\n      edges {\n        node {\n          reason\n          details\n          reporter {\n            username\n          }\n          message {\n            content\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DmRecipientNotifications {\n    notifications {\n      edges {\n        node {\n          kind\n          commentExcerpt\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query DmRecipientNotifications {\n    notifications {\n      edges {\n        node {\n          kind\n          commentExcerpt\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MessageReportsReport($input: ReportMessageInput!) {\n    reportMessage(input: $input)\n  }\n"): (typeof documents)["\n  mutation MessageReportsReport($input: ReportMessageInput!) {\n    reportMessage(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MessageReportsStaff {\n    reports {\n      edges {\n        node {\n          id\n          reason\n          details\n          status\n          resolution\n          reporter {\n            username\n          }\n          item {\n            id\n            kind\n            status\n            excerpt\n            author {\n              id\n              username\n            }\n            post {\n              id\n            }\n            message {\n              content\n              sender {\n                username\n              }\n              conversation {\n                id\n              }\n            }\n          }\n        }\n      }\n    }\n    moderationQueue {\n      edges {\n        node {\n          kind\n          excerpt\n        }\n      }\n    }\n    messageReports {\n      edges {\n        node {\n          reason\n          message {\n            content\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query MessageReportsStaff {\n    reports {\n      edges {\n        node {\n          id\n          reason\n          details\n          status\n          resolution\n          reporter {\n            username\n          }\n          item {\n            id\n            kind\n            status\n            excerpt\n            author {\n              id\n              username\n            }\n            post {\n              id\n            }\n            message {\n              content\n              sender {\n                username\n              }\n              conversation {\n                id\n              }\n            }\n          }\n        }\n      }\n    }\n    moderationQueue {\n      edges {\n        node {\n          kind\n          excerpt\n        }\n      }\n    }\n    messageReports {\n      edges {\n        node {\n          reason\n          message {\n            content\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MessageReportsResolve($id: ID!, $action: ReportAction!) {\n    resolveReport(id: $id, action: $action) {\n      status\n      resolution\n    }\n  }\n"): (typeof documents)["\n  mutation MessageReportsResolve($id: ID!, $action: ReportAction!) {\n    resolveReport(id: $id, action: $action) {\n      status\n      resolution\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MessageReportsNotifications {\n    notifications {\n      edges {\n        node {\n          kind\n          reportReason\n          removedKind\n          removedExcerpt\n          commentExcerpt\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query MessageReportsNotifications {\n    notifications {\n      edges {\n        node {\n          kind\n          reportReason\n          removedKind\n          removedExcerpt\n          commentExcerpt\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MessageReportsSuspend($userId: ID!) {\n    suspendUser(userId: $userId, reason: \"Scam messages\") {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation MessageReportsSuspend($userId: ID!) {\n    suspendUser(userId: $userId, reason: \"Scam messages\") {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ModerationReportContent($input: ReportContentInput!) {\n    reportContent(input: $input)\n  }\n"): (typeof documents)["\n  mutation ModerationReportContent($input: ReportContentInput!) {\n    reportContent(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ModerationQueue($status: ModerationStatus) {\n    moderationCounts {\n      pending\n      approved\n      removed\n    }\n    moderationQueue(status: $status) {\n      edges {\n        node {\n          id\n          kind\n          status\n          excerpt\n          autoFlagged\n          reasons\n          reportCount\n          commentId\n          author {\n            username\n          }\n          post {\n            id\n          }\n          decidedBy {\n            username\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ModerationQueue($status: ModerationStatus) {\n    moderationCounts {\n      pending\n      approved\n      removed\n    }\n    moderationQueue(status: $status) {\n      edges {\n        node {\n          id\n          kind\n          status\n          excerpt\n          autoFlagged\n          reasons\n          reportCount\n          commentId\n          author {\n            username\n          }\n          post {\n            id\n          }\n          decidedBy {\n            username\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ModerationReports($resolved: Boolean) {\n    reportCounts {\n      open\n      highPriority\n      resolvedToday\n    }\n    reports(resolved: $resolved) {\n      edges {\n        node {\n          id\n          reason\n          details\n          priority\n          status\n          resolution\n          reporter {\n            username\n          }\n          reviewedBy {\n            username\n          }\n          resolvedBy {\n            username\n          }\n          item {\n            id\n            kind\n            excerpt\n            status\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ModerationReports($resolved: Boolean) {\n    reportCounts {\n      open\n      highPriority\n      resolvedToday\n    }\n    reports(resolved: $resolved) {\n      edges {\n        node {\n          id\n          reason\n          details\n          priority\n          status\n          resolution\n          reporter {\n            username\n          }\n          reviewedBy {\n            username\n          }\n          resolvedBy {\n            username\n          }\n          item {\n            id\n            kind\n            excerpt\n            status\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ModerationModerateContent($id: ID!, $d: ModerationDecision!) {\n    moderateContent(id: $id, decision: $d) {\n      id\n      status\n      decidedBy {\n        username\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ModerationModerateContent($id: ID!, $d: ModerationDecision!) {\n    moderateContent(id: $id, decision: $d) {\n      id\n      status\n      decidedBy {\n        username\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ModerationReviewReport($id: ID!) {\n    reviewReport(id: $id) {\n      id\n      status\n      reviewedBy {\n        username\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ModerationReviewReport($id: ID!) {\n    reviewReport(id: $id) {\n      id\n      status\n      reviewedBy {\n        username\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ModerationResolveReport($id: ID!, $a: ReportAction!) {\n    resolveReport(id: $id, action: $a) {\n      id\n      status\n      resolution\n      resolvedBy {\n        username\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ModerationResolveReport($id: ID!, $a: ReportAction!) {\n    resolveReport(id: $id, action: $a) {\n      id\n      status\n      resolution\n      resolvedBy {\n        username\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          query ModerationPost($id: ID!) {\n            post(id: $id) {\n              id\n            }\n          }\n        "): (typeof documents)["\n          query ModerationPost($id: ID!) {\n            post(id: $id) {\n              id\n            }\n          }\n        "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query ModerationTrendingHashtags {\n        trendingHashtags(limit: 50) {\n          tag\n          usageCount\n        }\n      }\n    "): (typeof documents)["\n      query ModerationTrendingHashtags {\n        trendingHashtags(limit: 50) {\n          tag\n          usageCount\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation ModerationAddComment($id: ID!) {\n        addComment(postId: $id, content: \"Buy followers at my link\") {\n          id\n        }\n      }\n    "): (typeof documents)["\n      mutation ModerationAddComment($id: ID!) {\n        addComment(postId: $id, content: \"Buy followers at my link\") {\n          id\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query ModerationPostAndComments($id: ID!) {\n        post(id: $id) {\n          commentsCount\n        }\n        comments(postId: $id) {\n          edges {\n            node {\n              id\n            }\n          }\n        }\n      }\n    "): (typeof documents)["\n      query ModerationPostAndComments($id: ID!) {\n        post(id: $id) {\n          commentsCount\n        }\n        comments(postId: $id) {\n          edges {\n            node {\n              id\n            }\n          }\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        mutation ModerationUpdateSystemSettings($on: Boolean!) {\n          updateSystemSettings(input: { autoModeration: $on }) {\n            autoModeration\n          }\n        }\n      "): (typeof documents)["\n        mutation ModerationUpdateSystemSettings($on: Boolean!) {\n          updateSystemSettings(input: { autoModeration: $on }) {\n            autoModeration\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation ModerationAddOffensiveComment($id: ID!) {\n        addComment(postId: $id, content: \"You bastard\") {\n          id\n        }\n      }\n    "): (typeof documents)["\n      mutation ModerationAddOffensiveComment($id: ID!) {\n        addComment(postId: $id, content: \"You bastard\") {\n          id\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query ModerationNotifications {\n      notifications(first: 10) {\n        edges {\n          node {\n            kind\n            reportReason\n            actor {\n              username\n            }\n            post {\n              id\n            }\n          }\n        }\n      }\n    }\n  "): (typeof documents)["\n    query ModerationNotifications {\n      notifications(first: 10) {\n        edges {\n          node {\n            kind\n            reportReason\n            actor {\n              username\n            }\n            post {\n              id\n            }\n          }\n        }\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        mutation ModerationUpdateSystemSettingsReportAlerts {\n          updateSystemSettings(input: { reportAlerts: false }) {\n            reportAlerts\n          }\n        }\n      "): (typeof documents)["\n        mutation ModerationUpdateSystemSettingsReportAlerts {\n          updateSystemSettings(input: { reportAlerts: false }) {\n            reportAlerts\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation ModerationSignUp($input: SignUpInput!) {\n        signUp(input: $input) {\n          user {\n            id\n          }\n        }\n      }\n    "): (typeof documents)["\n      mutation ModerationSignUp($input: SignUpInput!) {\n        signUp(input: $input) {\n          user {\n            id\n          }\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        mutation ModerationUpdateSystemSettingsNewUserSignupAlerts {\n          updateSystemSettings(input: { newUserSignupAlerts: true }) {\n            newUserSignupAlerts\n          }\n        }\n      "): (typeof documents)["\n        mutation ModerationUpdateSystemSettingsNewUserSignupAlerts {\n          updateSystemSettings(input: { newUserSignupAlerts: true }) {\n            newUserSignupAlerts\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query ModerationRemovalNotices {\n        notifications(first: 5) {\n          edges {\n            node {\n              kind\n              reportReason\n              removedKind\n              removedExcerpt\n              actor {\n                username\n              }\n              post {\n                id\n              }\n            }\n          }\n        }\n      }\n    "): (typeof documents)["\n      query ModerationRemovalNotices {\n        notifications(first: 5) {\n          edges {\n            node {\n              kind\n              reportReason\n              removedKind\n              removedExcerpt\n              actor {\n                username\n              }\n              post {\n                id\n              }\n            }\n          }\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n            query ModerationNotificationsEdges {\n              notifications(first: 5) {\n                edges {\n                  node {\n                    kind\n                  }\n                }\n              }\n            }\n          "): (typeof documents)["\n            query ModerationNotificationsEdges {\n              notifications(first: 5) {\n                edges {\n                  node {\n                    kind\n                  }\n                }\n              }\n            }\n          "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query ModerationQueuePage($status: ModerationStatus, $after: String) {\n      moderationQueue(status: $status, first: 1, after: $after) {\n        edges {\n          node {\n            excerpt\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  "): (typeof documents)["\n    query ModerationQueuePage($status: ModerationStatus, $after: String) {\n      moderationQueue(status: $status, first: 1, after: $after) {\n        edges {\n          node {\n            excerpt\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query ModerationResolvedReportsPage($after: String) {\n      reports(resolved: true, first: 2, after: $after) {\n        edges {\n          node {\n            reason\n            item {\n              excerpt\n            }\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  "): (typeof documents)["\n    query ModerationResolvedReportsPage($after: String) {\n      reports(resolved: true, first: 2, after: $after) {\n        edges {\n          node {\n            reason\n            item {\n              excerpt\n            }\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SpamDetectionCreatePost($content: String!) {\n    createPost(input: { content: $content }) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation SpamDetectionCreatePost($content: String!) {\n    createPost(input: { content: $content }) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SpamDetectionAddComment($id: ID!, $text: String!) {\n    addComment(postId: $id, content: $text) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation SpamDetectionAddComment($id: ID!, $text: String!) {\n    addComment(postId: $id, content: $text) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation SpamDetectionUpdateSystemSettings($on: Boolean!) {\n        updateSystemSettings(input: { spamDetection: $on }) {\n          spamDetection\n        }\n      }\n    "): (typeof documents)["\n      mutation SpamDetectionUpdateSystemSettings($on: Boolean!) {\n        updateSystemSettings(input: { spamDetection: $on }) {\n          spamDetection\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MoneyDemoSignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      accessToken\n    }\n  }\n"): (typeof documents)["\n  mutation MoneyDemoSignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      accessToken\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MoneyWallet($first: Int, $after: String, $kind: LedgerTransactionKind) {\n    wallet {\n      balances {\n        currency\n        available {\n          amountMinor\n          currency\n        }\n        pending {\n          amountMinor\n        }\n        withdrawing {\n          amountMinor\n        }\n        lifetime {\n          amountMinor\n        }\n      }\n      goal {\n        amount {\n          amountMinor\n          currency\n        }\n      }\n      transactions(first: $first, after: $after, kind: $kind) {\n        edges {\n          cursor\n          node {\n            id\n            kind\n            status\n            direction\n            reference\n            gross {\n              amountMinor\n              currency\n            }\n            fee {\n              amountMinor\n            }\n            net {\n              amountMinor\n            }\n            counterparty {\n              username\n            }\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query MoneyWallet($first: Int, $after: String, $kind: LedgerTransactionKind) {\n    wallet {\n      balances {\n        currency\n        available {\n          amountMinor\n          currency\n        }\n        pending {\n          amountMinor\n        }\n        withdrawing {\n          amountMinor\n        }\n        lifetime {\n          amountMinor\n        }\n      }\n      goal {\n        amount {\n          amountMinor\n          currency\n        }\n      }\n      transactions(first: $first, after: $after, kind: $kind) {\n        edges {\n          cursor\n          node {\n            id\n            kind\n            status\n            direction\n            reference\n            gross {\n              amountMinor\n              currency\n            }\n            fee {\n              amountMinor\n            }\n            net {\n              amountMinor\n            }\n            counterparty {\n              username\n            }\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MoneyAddPayoutMethod($input: AddPayoutMethodInput!) {\n    addPayoutMethod(input: $input) {\n      id\n      kind\n      label\n      details\n    }\n  }\n"): (typeof documents)["\n  mutation MoneyAddPayoutMethod($input: AddPayoutMethodInput!) {\n    addPayoutMethod(input: $input) {\n      id\n      kind\n      label\n      details\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MoneyPayoutMethods {\n    payoutMethods {\n      id\n      kind\n      label\n    }\n  }\n"): (typeof documents)["\n  query MoneyPayoutMethods {\n    payoutMethods {\n      id\n      kind\n      label\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MoneyRemovePayoutMethod($id: ID!) {\n    removePayoutMethod(id: $id)\n  }\n"): (typeof documents)["\n  mutation MoneyRemovePayoutMethod($id: ID!) {\n    removePayoutMethod(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MoneyRequestWithdrawal($input: RequestWithdrawalInput!) {\n    requestWithdrawal(input: $input) {\n      id\n      status\n      methodKind\n      expectedBy\n      failureReason\n      amount {\n        amountMinor\n        currency\n      }\n      fee {\n        amountMinor\n      }\n      net {\n        amountMinor\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation MoneyRequestWithdrawal($input: RequestWithdrawalInput!) {\n    requestWithdrawal(input: $input) {\n      id\n      status\n      methodKind\n      expectedBy\n      failureReason\n      amount {\n        amountMinor\n        currency\n      }\n      fee {\n        amountMinor\n      }\n      net {\n        amountMinor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MoneyWithdrawals($first: Int, $after: String) {\n    withdrawals(first: $first, after: $after) {\n      edges {\n        node {\n          id\n          status\n          failureReason\n          amount {\n            amountMinor\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query MoneyWithdrawals($first: Int, $after: String) {\n    withdrawals(first: $first, after: $after) {\n      edges {\n        node {\n          id\n          status\n          failureReason\n          amount {\n            amountMinor\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MoneyEarnings($period: EarningsPeriodInput!) {\n    earnings(period: $period) {\n      total {\n        amountMinor\n        currency\n      }\n      bySource {\n        source\n        amount {\n          amountMinor\n          currency\n        }\n      }\n      byDay {\n        date\n        amount {\n          amountMinor\n          currency\n        }\n      }\n      goal {\n        amount {\n          amountMinor\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query MoneyEarnings($period: EarningsPeriodInput!) {\n    earnings(period: $period) {\n      total {\n        amountMinor\n        currency\n      }\n      bySource {\n        source\n        amount {\n          amountMinor\n          currency\n        }\n      }\n      byDay {\n        date\n        amount {\n          amountMinor\n          currency\n        }\n      }\n      goal {\n        amount {\n          amountMinor\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MoneySetEarningsGoal($input: SetEarningsGoalInput!) {\n    setEarningsGoal(input: $input) {\n      amount {\n        amountMinor\n        currency\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation MoneySetEarningsGoal($input: SetEarningsGoalInput!) {\n    setEarningsGoal(input: $input) {\n      amount {\n        amountMinor\n        currency\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MoneyFees {\n    fees {\n      kind\n      method\n      basisPoints\n      creatorBasisPoints\n    }\n  }\n"): (typeof documents)["\n  query MoneyFees {\n    fees {\n      kind\n      method\n      basisPoints\n      creatorBasisPoints\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MoneyWithdrawalNotifications {\n    notifications(first: 10) {\n      edges {\n        node {\n          kind\n          actor {\n            username\n          }\n          withdrawalId\n          withdrawalAmountMinor\n          withdrawalCurrency\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query MoneyWithdrawalNotifications {\n    notifications(first: 10) {\n      edges {\n        node {\n          kind\n          actor {\n            username\n          }\n          withdrawalId\n          withdrawalAmountMinor\n          withdrawalCurrency\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NotificationsList($first: Int, $after: String) {\n    notifications(first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          id\n          kind\n          read\n          createdAt\n          commentExcerpt\n          actor {\n            username\n          }\n          post {\n            id\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query NotificationsList($first: Int, $after: String) {\n    notifications(first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          id\n          kind\n          read\n          createdAt\n          commentExcerpt\n          actor {\n            username\n          }\n          post {\n            id\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query NotificationsUnreadCount {\n          unreadNotificationsCount\n        }\n      "): (typeof documents)["\n        query NotificationsUnreadCount {\n          unreadNotificationsCount\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        mutation NotificationsMarkNotificationsRead {\n          markNotificationsRead\n        }\n      "): (typeof documents)["\n        mutation NotificationsMarkNotificationsRead {\n          markNotificationsRead\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation NotificationsLikePost($id: ID!) {\n        likePost(postId: $id) {\n          id\n        }\n      }\n    "): (typeof documents)["\n      mutation NotificationsLikePost($id: ID!) {\n        likePost(postId: $id) {\n          id\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation NotificationsUnlikePost($id: ID!) {\n        unlikePost(postId: $id) {\n          id\n        }\n      }\n    "): (typeof documents)["\n      mutation NotificationsUnlikePost($id: ID!) {\n        unlikePost(postId: $id) {\n          id\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation NotificationsAddComment($id: ID!, $c: String!) {\n        addComment(postId: $id, content: $c) {\n          id\n        }\n      }\n    "): (typeof documents)["\n      mutation NotificationsAddComment($id: ID!, $c: String!) {\n        addComment(postId: $id, content: $c) {\n          id\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation NotificationsFollow($u: String!) {\n        follow(username: $u) {\n          id\n        }\n      }\n    "): (typeof documents)["\n      mutation NotificationsFollow($u: String!) {\n        follow(username: $u) {\n          id\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation NotificationsUnfollow($u: String!) {\n        unfollow(username: $u) {\n          id\n        }\n      }\n    "): (typeof documents)["\n      mutation NotificationsUnfollow($u: String!) {\n        unfollow(username: $u) {\n          id\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        mutation NotificationsMarkSomeRead($ids: [ID!]) {\n          markNotificationsRead(ids: $ids)\n        }\n      "): (typeof documents)["\n        mutation NotificationsMarkSomeRead($ids: [ID!]) {\n          markNotificationsRead(ids: $ids)\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query NotificationsUnreadCount {\n        unreadNotificationsCount\n      }\n    "): (typeof documents)["\n      query NotificationsUnreadCount {\n        unreadNotificationsCount\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation NotificationsMarkNotificationsRead {\n        markNotificationsRead\n      }\n    "): (typeof documents)["\n      mutation NotificationsMarkNotificationsRead {\n        markNotificationsRead\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n              subscription NotificationsNotificationAdded {\n                notificationAdded {\n                  id\n                }\n              }\n            "): (typeof documents)["\n              subscription NotificationsNotificationAdded {\n                notificationAdded {\n                  id\n                }\n              }\n            "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      subscription NotificationsDelivered {\n        notificationAdded {\n          id\n          kind\n          read\n          commentExcerpt\n          actor {\n            username\n          }\n          post {\n            id\n          }\n        }\n      }\n    "): (typeof documents)["\n      subscription NotificationsDelivered {\n        notificationAdded {\n          id\n          kind\n          read\n          commentExcerpt\n          actor {\n            username\n          }\n          post {\n            id\n          }\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation NotificationsDeletePost($id: ID!) {\n        deletePost(id: $id)\n      }\n    "): (typeof documents)["\n      mutation NotificationsDeletePost($id: ID!) {\n        deletePost(id: $id)\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PaidPostsCreate($input: CreatePostInput!) {\n    createPost(input: $input) {\n      id\n      content\n      mediaUrl\n      viewerCanAccess\n      access {\n        kind\n        price {\n          amountMinor\n          currency\n        }\n        tiers {\n          id\n          name\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation PaidPostsCreate($input: CreatePostInput!) {\n    createPost(input: $input) {\n      id\n      content\n      mediaUrl\n      viewerCanAccess\n      access {\n        kind\n        price {\n          amountMinor\n          currency\n        }\n        tiers {\n          id\n          name\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PaidPostsPost($id: ID!) {\n    post(id: $id) {\n      id\n      content\n      mediaUrl\n      mediaType\n      viewerCanAccess\n      access {\n        kind\n        price {\n          amountMinor\n          currency\n        }\n        tiers {\n          name\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query PaidPostsPost($id: ID!) {\n    post(id: $id) {\n      id\n      content\n      mediaUrl\n      mediaType\n      viewerCanAccess\n      access {\n        kind\n        price {\n          amountMinor\n          currency\n        }\n        tiers {\n          name\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PaidPostsLists($username: String!) {\n    posts(authorUsername: $username, first: 20) {\n      edges {\n        node {\n          id\n          content\n          mediaUrl\n        }\n      }\n    }\n    postsByHashtag(tag: \"paidstory\", first: 20) {\n      edges {\n        node {\n          id\n          content\n          mediaUrl\n        }\n      }\n    }\n    search(query: \"matatu\", kind: POSTS, first: 20) {\n      posts {\n        edges {\n          node {\n            id\n            content\n            mediaUrl\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query PaidPostsLists($username: String!) {\n    posts(authorUsername: $username, first: 20) {\n      edges {\n        node {\n          id\n          content\n          mediaUrl\n        }\n      }\n    }\n    postsByHashtag(tag: \"paidstory\", first: 20) {\n      edges {\n        node {\n          id\n          content\n          mediaUrl\n        }\n      }\n    }\n    search(query: \"matatu\", kind: POSTS, first: 20) {\n      posts {\n        edges {\n          node {\n            id\n            content\n            mediaUrl\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PaidPostsFeed($filters: [FeedFilter!]) {\n    feed(mode: FOR_YOU, filters: $filters, first: 50) {\n      edges {\n        node {\n          id\n          content\n          mediaUrl\n          viewerCanAccess\n          explanation {\n            summary\n            reasons {\n              kind\n            }\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query PaidPostsFeed($filters: [FeedFilter!]) {\n    feed(mode: FOR_YOU, filters: $filters, first: 50) {\n      edges {\n        node {\n          id\n          content\n          mediaUrl\n          viewerCanAccess\n          explanation {\n            summary\n            reasons {\n              kind\n            }\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PaidPostsUnlock($postId: ID!, $key: String!) {\n    unlockPost(postId: $postId, idempotencyKey: $key) {\n      id\n      checkoutUrl\n      status\n      purpose\n      amountMinor\n      currency\n    }\n  }\n"): (typeof documents)["\n  mutation PaidPostsUnlock($postId: ID!, $key: String!) {\n    unlockPost(postId: $postId, idempotencyKey: $key) {\n      id\n      checkoutUrl\n      status\n      purpose\n      amountMinor\n      currency\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PurchaseNotificationsCreate($input: CreatePostInput!) {\n    createPost(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation PurchaseNotificationsCreate($input: CreatePostInput!) {\n    createPost(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PurchaseNotificationsUnlock($postId: ID!, $key: String!) {\n    unlockPost(postId: $postId, idempotencyKey: $key) {\n      checkoutUrl\n    }\n  }\n"): (typeof documents)["\n  mutation PurchaseNotificationsUnlock($postId: ID!, $key: String!) {\n    unlockPost(postId: $postId, idempotencyKey: $key) {\n      checkoutUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PurchaseNotificationsList {\n    unreadNotificationsCount\n    notifications(first: 20) {\n      edges {\n        node {\n          kind\n          read\n          actor {\n            username\n          }\n          post {\n            id\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query PurchaseNotificationsList {\n    unreadNotificationsCount\n    notifications(first: 20) {\n      edges {\n        node {\n          kind\n          read\n          actor {\n            username\n          }\n          post {\n            id\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InstancesTip($input: TipInput!) {\n    tip(input: $input) {\n      id\n      checkoutUrl\n    }\n  }\n"): (typeof documents)["\n  mutation InstancesTip($input: TipInput!) {\n    tip(input: $input) {\n      id\n      checkoutUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InstancesCheckout($id: ID!) {\n    checkout(id: $id) {\n      status\n    }\n  }\n"): (typeof documents)["\n  query InstancesCheckout($id: ID!) {\n    checkout(id: $id) {\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PayoutsGatewayStatus {\n    paymentGatewayStatus {\n      pendingPayouts\n      failedPayouts\n    }\n  }\n"): (typeof documents)["\n  query PayoutsGatewayStatus {\n    paymentGatewayStatus {\n      pendingPayouts\n      failedPayouts\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SettlementDelayTip($input: TipInput!) {\n    tip(input: $input) {\n      id\n      checkoutUrl\n    }\n  }\n"): (typeof documents)["\n  mutation SettlementDelayTip($input: TipInput!) {\n    tip(input: $input) {\n      id\n      checkoutUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TipsTip($input: TipInput!) {\n    tip(input: $input) {\n      id\n      checkoutUrl\n      status\n      purpose\n      amountMinor\n      currency\n      testMode\n    }\n  }\n"): (typeof documents)["\n  mutation TipsTip($input: TipInput!) {\n    tip(input: $input) {\n      id\n      checkoutUrl\n      status\n      purpose\n      amountMinor\n      currency\n      testMode\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TipsCheckout($id: ID!) {\n    checkout(id: $id) {\n      id\n      status\n      completedAt\n    }\n  }\n"): (typeof documents)["\n  query TipsCheckout($id: ID!) {\n    checkout(id: $id) {\n      id\n      status\n      completedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TipsPostTipsCount($id: ID!) {\n    post(id: $id) {\n      id\n      tipsCount\n    }\n  }\n"): (typeof documents)["\n  query TipsPostTipsCount($id: ID!) {\n    post(id: $id) {\n      id\n      tipsCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TipsNotifications {\n    notifications(first: 10) {\n      edges {\n        node {\n          kind\n          tipMessage\n          tipAmountMinor\n          tipCurrency\n          actor {\n            username\n          }\n          post {\n            id\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query TipsNotifications {\n    notifications(first: 10) {\n      edges {\n        node {\n          kind\n          tipMessage\n          tipAmountMinor\n          tipCurrency\n          actor {\n            username\n          }\n          post {\n            id\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WebhooksTip($input: TipInput!) {\n    tip(input: $input) {\n      id\n      checkoutUrl\n    }\n  }\n"): (typeof documents)["\n  mutation WebhooksTip($input: TipInput!) {\n    tip(input: $input) {\n      id\n      checkoutUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WebhooksCheckout($id: ID!) {\n    checkout(id: $id) {\n      status\n    }\n  }\n"): (typeof documents)["\n  query WebhooksCheckout($id: ID!) {\n    checkout(id: $id) {\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WebhooksGatewayStatus {\n    paymentGatewayStatus {\n      mode\n      provider\n      lastWebhookAt\n      lastWebhookVerified\n      pendingCheckouts\n      failedCheckouts\n      pendingPayouts\n      failedPayouts\n      pendingCount\n      failedCount\n    }\n  }\n"): (typeof documents)["\n  query WebhooksGatewayStatus {\n    paymentGatewayStatus {\n      mode\n      provider\n      lastWebhookAt\n      lastWebhookVerified\n      pendingCheckouts\n      failedCheckouts\n      pendingPayouts\n      failedPayouts\n      pendingCount\n      failedCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CountersLikePost($id: ID!) {\n    likePost(postId: $id) {\n      likesCount\n      viewerHasLiked\n    }\n  }\n"): (typeof documents)["\n  mutation CountersLikePost($id: ID!) {\n    likePost(postId: $id) {\n      likesCount\n      viewerHasLiked\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query CountersPost($id: ID!) {\n          post(id: $id) {\n            likesCount\n            sharesCount\n          }\n        }\n      "): (typeof documents)["\n        query CountersPost($id: ID!) {\n          post(id: $id) {\n            likesCount\n            sharesCount\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          mutation CountersUnlikePost($id: ID!) {\n            unlikePost(postId: $id) {\n              likesCount\n            }\n          }\n        "): (typeof documents)["\n          mutation CountersUnlikePost($id: ID!) {\n            unlikePost(postId: $id) {\n              likesCount\n            }\n          }\n        "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        mutation CountersSharePost($id: ID!) {\n          sharePost(postId: $id) {\n            sharesCount\n          }\n        }\n      "): (typeof documents)["\n        mutation CountersSharePost($id: ID!) {\n          sharePost(postId: $id) {\n            sharesCount\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation CountersUnlikeTwice($id: ID!) {\n        unlikePost(postId: $id) {\n          likesCount\n          viewerHasLiked\n        }\n      }\n    "): (typeof documents)["\n      mutation CountersUnlikeTwice($id: ID!) {\n        unlikePost(postId: $id) {\n          likesCount\n          viewerHasLiked\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation CountersUnlikePost($id: ID!) {\n        unlikePost(postId: $id) {\n          likesCount\n        }\n      }\n    "): (typeof documents)["\n      mutation CountersUnlikePost($id: ID!) {\n        unlikePost(postId: $id) {\n          likesCount\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          mutation CountersCreatePost($c: String!) {\n            createPost(input: { content: $c }) {\n              id\n            }\n          }\n        "): (typeof documents)["\n          mutation CountersCreatePost($c: String!) {\n            createPost(input: { content: $c }) {\n              id\n            }\n          }\n        "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query CountersHashtagAndHashtag {\n        lagos: hashtag(tag: \"lagos\") {\n          usageCount\n        }\n        jollof: hashtag(tag: \"JOLLOF\") {\n          usageCount\n        }\n      }\n    "): (typeof documents)["\n      query CountersHashtagAndHashtag {\n        lagos: hashtag(tag: \"lagos\") {\n          usageCount\n        }\n        jollof: hashtag(tag: \"JOLLOF\") {\n          usageCount\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          mutation CountersDeletePost($id: ID!) {\n            deletePost(id: $id)\n          }\n        "): (typeof documents)["\n          mutation CountersDeletePost($id: ID!) {\n            deletePost(id: $id)\n          }\n        "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query CountersHashtagAndHashtagUsageCount {\n        lagos: hashtag(tag: \"lagos\") {\n          usageCount\n        }\n        jollof: hashtag(tag: \"jollof\") {\n          usageCount\n        }\n      }\n    "): (typeof documents)["\n      query CountersHashtagAndHashtagUsageCount {\n        lagos: hashtag(tag: \"lagos\") {\n          usageCount\n        }\n        jollof: hashtag(tag: \"jollof\") {\n          usageCount\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          mutation CountersFollow($u: String!) {\n            follow(username: $u) {\n              id\n            }\n          }\n        "): (typeof documents)["\n          mutation CountersFollow($u: String!) {\n            follow(username: $u) {\n              id\n            }\n          }\n        "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query CountersProfile($u: String!) {\n          profile(username: $u) {\n            followersCount\n            followingCount\n          }\n        }\n      "): (typeof documents)["\n        query CountersProfile($u: String!) {\n          profile(username: $u) {\n            followersCount\n            followingCount\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query DemoPostsTrendingHashtags {\n        trendingHashtags {\n          tag\n          usageCount\n        }\n      }\n    "): (typeof documents)["\n      query DemoPostsTrendingHashtags {\n        trendingHashtags {\n          tag\n          usageCount\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query DemoPostsProfile {\n        profile(username: \"amara\") {\n          followersCount\n          followingCount\n        }\n      }\n    "): (typeof documents)["\n      query DemoPostsProfile {\n        profile(username: \"amara\") {\n          followersCount\n          followingCount\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query DemoPostsFeed {\n        feed(mode: MY_FLOW, first: 20) {\n          edges {\n            node {\n              author {\n                username\n              }\n              likesCount\n              commentsCount\n              explanation {\n                summary\n              }\n            }\n          }\n        }\n      }\n    "): (typeof documents)["\n      query DemoPostsFeed {\n        feed(mode: MY_FLOW, first: 20) {\n          edges {\n            node {\n              author {\n                username\n              }\n              likesCount\n              commentsCount\n              explanation {\n                summary\n              }\n            }\n          }\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query DemoPostsModerationQueue {\n        moderationCounts {\n          pending\n        }\n        moderationQueue {\n          edges {\n            node {\n              kind\n              reasons\n              reportCount\n              author {\n                username\n              }\n            }\n          }\n        }\n        reportCounts {\n          open\n        }\n        notifications(first: 5) {\n          edges {\n            node {\n              kind\n              reportReason\n            }\n          }\n        }\n      }\n    "): (typeof documents)["\n      query DemoPostsModerationQueue {\n        moderationCounts {\n          pending\n        }\n        moderationQueue {\n          edges {\n            node {\n              kind\n              reasons\n              reportCount\n              author {\n                username\n              }\n            }\n          }\n        }\n        reportCounts {\n          open\n        }\n        notifications(first: 5) {\n          edges {\n            node {\n              kind\n              reportReason\n            }\n          }\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query DemoPostsShoutouts {\n        receivedShoutouts {\n          edges {\n            node {\n              from {\n                username\n              }\n            }\n          }\n        }\n        sentShoutouts {\n          edges {\n            node {\n              to {\n                username\n              }\n            }\n          }\n        }\n        receivedCollabRequests {\n          edges {\n            node {\n              type\n              amount\n              status\n              from {\n                username\n              }\n            }\n          }\n        }\n        sentCollabRequests {\n          edges {\n            node {\n              status\n              to {\n                username\n              }\n            }\n          }\n        }\n      }\n    "): (typeof documents)["\n      query DemoPostsShoutouts {\n        receivedShoutouts {\n          edges {\n            node {\n              from {\n                username\n              }\n            }\n          }\n        }\n        sentShoutouts {\n          edges {\n            node {\n              to {\n                username\n              }\n            }\n          }\n        }\n        receivedCollabRequests {\n          edges {\n            node {\n              type\n              amount\n              status\n              from {\n                username\n              }\n            }\n          }\n        }\n        sentCollabRequests {\n          edges {\n            node {\n              status\n              to {\n                username\n              }\n            }\n          }\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query DemoPostsEarningsSplits {\n        earningsSplits {\n          edges {\n            node {\n              projectName\n              ownerPercentage\n              viewerIsOwner\n              owner {\n                username\n              }\n              shares {\n                percentage\n                collaborator {\n                  username\n                }\n              }\n            }\n          }\n        }\n      }\n    "): (typeof documents)["\n      query DemoPostsEarningsSplits {\n        earningsSplits {\n          edges {\n            node {\n              projectName\n              ownerPercentage\n              viewerIsOwner\n              owner {\n                username\n              }\n              shares {\n                percentage\n                collaborator {\n                  username\n                }\n              }\n            }\n          }\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query DemoPostsCircles {\n        circles {\n          edges {\n            node {\n              id\n              name\n              isPrivate\n              membersCount\n              postsCount\n              viewerStatus\n              owner {\n                username\n              }\n            }\n          }\n        }\n      }\n    "): (typeof documents)["\n      query DemoPostsCircles {\n        circles {\n          edges {\n            node {\n              id\n              name\n              isPrivate\n              membersCount\n              postsCount\n              viewerStatus\n              owner {\n                username\n              }\n            }\n          }\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query DemoPostsCircleJoinRequests($id: ID!) {\n        circleJoinRequests(circleId: $id) {\n          edges {\n            node {\n              user {\n                username\n              }\n            }\n          }\n        }\n      }\n    "): (typeof documents)["\n      query DemoPostsCircleJoinRequests($id: ID!) {\n        circleJoinRequests(circleId: $id) {\n          edges {\n            node {\n              user {\n                username\n              }\n            }\n          }\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query PostsHashtag($t: String!) {\n          hashtag(tag: $t) {\n            tag\n            usageCount\n          }\n        }\n      "): (typeof documents)["\n        query PostsHashtag($t: String!) {\n          hashtag(tag: $t) {\n            tag\n            usageCount\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        mutation PostsCreatePostEveryField($input: CreatePostInput!) {\n          createPost(input: $input) {\n            id\n            content\n            mediaUrl\n            mediaType\n            likesCount\n            commentsCount\n            sharesCount\n            viewerHasLiked\n            createdAt\n            author {\n              username\n            }\n            hashtags {\n              tag\n              usageCount\n            }\n            explanation {\n              score\n            }\n          }\n        }\n      "): (typeof documents)["\n        mutation PostsCreatePostEveryField($input: CreatePostInput!) {\n          createPost(input: $input) {\n            id\n            content\n            mediaUrl\n            mediaType\n            likesCount\n            commentsCount\n            sharesCount\n            viewerHasLiked\n            createdAt\n            author {\n              username\n            }\n            hashtags {\n              tag\n              usageCount\n            }\n            explanation {\n              score\n            }\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        mutation PostsCreateBlankPost {\n          createPost(input: { content: \"   \" }) {\n            id\n          }\n        }\n      "): (typeof documents)["\n        mutation PostsCreateBlankPost {\n          createPost(input: { content: \"   \" }) {\n            id\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        mutation PostsCreatePostWithContent($c: String!) {\n          createPost(input: { content: $c }) {\n            id\n          }\n        }\n      "): (typeof documents)["\n        mutation PostsCreatePostWithContent($c: String!) {\n          createPost(input: { content: $c }) {\n            id\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        mutation PostsCreatePostAnonymously {\n          createPost(input: { content: \"hi\" }) {\n            id\n          }\n        }\n      "): (typeof documents)["\n        mutation PostsCreatePostAnonymously {\n          createPost(input: { content: \"hi\" }) {\n            id\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        mutation PostsCreateVideoPostWithoutMedia {\n          createPost(input: { content: \"My film\", mediaType: VIDEO }) {\n            id\n          }\n        }\n      "): (typeof documents)["\n        mutation PostsCreateVideoPostWithoutMedia {\n          createPost(input: { content: \"My film\", mediaType: VIDEO }) {\n            id\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query PostsPostWithAuthor($id: ID!) {\n          post(id: $id) {\n            id\n            content\n            author {\n              username\n            }\n          }\n        }\n      "): (typeof documents)["\n        query PostsPostWithAuthor($id: ID!) {\n          post(id: $id) {\n            id\n            content\n            author {\n              username\n            }\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n              query PostsPostId($id: ID!) {\n                post(id: $id) {\n                  id\n                }\n              }\n            "): (typeof documents)["\n              query PostsPostId($id: ID!) {\n                post(id: $id) {\n                  id\n                }\n              }\n            "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          query PostsByAuthorPage($u: String, $after: String) {\n            posts(authorUsername: $u, first: 2, after: $after) {\n              edges {\n                cursor\n                node {\n                  id\n                }\n              }\n              pageInfo {\n                hasNextPage\n                endCursor\n              }\n            }\n          }\n        "): (typeof documents)["\n          query PostsByAuthorPage($u: String, $after: String) {\n            posts(authorUsername: $u, first: 2, after: $after) {\n              edges {\n                cursor\n                node {\n                  id\n                }\n              }\n              pageInfo {\n                hasNextPage\n                endCursor\n              }\n            }\n          }\n        "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query PostsPodcastCursor {\n          postsByHashtag(tag: \"podcast\", first: 1) {\n            pageInfo {\n              endCursor\n            }\n          }\n        }\n      "): (typeof documents)["\n        query PostsPodcastCursor {\n          postsByHashtag(tag: \"podcast\", first: 1) {\n            pageInfo {\n              endCursor\n            }\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query PostsPostsAfter($a: String) {\n          posts(first: 1, after: $a) {\n            edges {\n              cursor\n            }\n          }\n        }\n      "): (typeof documents)["\n        query PostsPostsAfter($a: String) {\n          posts(first: 1, after: $a) {\n            edges {\n              cursor\n            }\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query PostsPostsFirstZero {\n          posts(first: 0) {\n            edges {\n              cursor\n            }\n          }\n        }\n      "): (typeof documents)["\n        query PostsPostsFirstZero {\n          posts(first: 0) {\n            edges {\n              cursor\n            }\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        mutation PostsDeletePost($id: ID!) {\n          deletePost(id: $id)\n        }\n      "): (typeof documents)["\n        mutation PostsDeletePost($id: ID!) {\n          deletePost(id: $id)\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n            query PostsPostId($id: ID!) {\n              post(id: $id) {\n                id\n              }\n            }\n          "): (typeof documents)["\n            query PostsPostId($id: ID!) {\n              post(id: $id) {\n                id\n              }\n            }\n          "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query PostsTrendingHashtags {\n          trendingHashtags {\n            tag\n          }\n        }\n      "): (typeof documents)["\n        query PostsTrendingHashtags {\n          trendingHashtags {\n            tag\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query PostsTopHashtag {\n          trendingHashtags(limit: 1) {\n            tag\n            usageCount\n          }\n        }\n      "): (typeof documents)["\n        query PostsTopHashtag {\n          trendingHashtags(limit: 1) {\n            tag\n            usageCount\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query PostsZanzibarFirstPage {\n          postsByHashtag(tag: \"#ZanZibar\", first: 2) {\n            edges {\n              node {\n                content\n              }\n            }\n            pageInfo {\n              hasNextPage\n              endCursor\n            }\n          }\n        }\n      "): (typeof documents)["\n        query PostsZanzibarFirstPage {\n          postsByHashtag(tag: \"#ZanZibar\", first: 2) {\n            edges {\n              node {\n                content\n              }\n            }\n            pageInfo {\n              hasNextPage\n              endCursor\n            }\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query PostsZanzibarNextPage($a: String) {\n          postsByHashtag(tag: \"zanzibar\", first: 2, after: $a) {\n            edges {\n              node {\n                id\n              }\n            }\n            pageInfo {\n              hasNextPage\n            }\n          }\n        }\n      "): (typeof documents)["\n        query PostsZanzibarNextPage($a: String) {\n          postsByHashtag(tag: \"zanzibar\", first: 2, after: $a) {\n            edges {\n              node {\n                id\n              }\n            }\n            pageInfo {\n              hasNextPage\n            }\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n            query PostsUnknownHashtag {\n              hashtag(tag: \"nosuchtag\") {\n                id\n              }\n            }\n          "): (typeof documents)["\n            query PostsUnknownHashtag {\n              hashtag(tag: \"nosuchtag\") {\n                id\n              }\n            }\n          "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n            query PostsUnknownHashtagPosts {\n              postsByHashtag(tag: \"nosuchtag\") {\n                edges {\n                  cursor\n                }\n              }\n            }\n          "): (typeof documents)["\n            query PostsUnknownHashtagPosts {\n              postsByHashtag(tag: \"nosuchtag\") {\n                edges {\n                  cursor\n                }\n              }\n            }\n          "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          mutation PostsAddComment($p: ID!, $c: String!) {\n            addComment(postId: $p, content: $c) {\n              content\n              author {\n                username\n              }\n              post {\n                id\n                commentsCount\n              }\n            }\n          }\n        "): (typeof documents)["\n          mutation PostsAddComment($p: ID!, $c: String!) {\n            addComment(postId: $p, content: $c) {\n              content\n              author {\n                username\n              }\n              post {\n                id\n                commentsCount\n              }\n            }\n          }\n        "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query PostsFirstComment($p: ID!) {\n          comments(postId: $p, first: 1) {\n            edges {\n              node {\n                content\n              }\n            }\n            pageInfo {\n              hasNextPage\n              endCursor\n            }\n          }\n        }\n      "): (typeof documents)["\n        query PostsFirstComment($p: ID!) {\n          comments(postId: $p, first: 1) {\n            edges {\n              node {\n                content\n              }\n            }\n            pageInfo {\n              hasNextPage\n              endCursor\n            }\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query PostsCommentsAfter($p: ID!, $a: String) {\n          comments(postId: $p, after: $a) {\n            edges {\n              node {\n                content\n                post {\n                  commentsCount\n                }\n              }\n            }\n          }\n        }\n      "): (typeof documents)["\n        query PostsCommentsAfter($p: ID!, $a: String) {\n          comments(postId: $p, after: $a) {\n            edges {\n              node {\n                content\n                post {\n                  commentsCount\n                }\n              }\n            }\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        mutation PostsAddBlankComment($p: ID!) {\n          addComment(postId: $p, content: \" \") {\n            id\n          }\n        }\n      "): (typeof documents)["\n        mutation PostsAddBlankComment($p: ID!) {\n          addComment(postId: $p, content: \" \") {\n            id\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        mutation PostsCommentOnMissingPost {\n          addComment(postId: \"00000000-0000-4000-8000-000000000000\", content: \"hi\") {\n            id\n          }\n        }\n      "): (typeof documents)["\n        mutation PostsCommentOnMissingPost {\n          addComment(postId: \"00000000-0000-4000-8000-000000000000\", content: \"hi\") {\n            id\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          mutation PostsCreateQuietPost {\n            createPost(input: { content: \"Quiet one\" }) {\n              id\n            }\n          }\n        "): (typeof documents)["\n          mutation PostsCreateQuietPost {\n            createPost(input: { content: \"Quiet one\" }) {\n              id\n            }\n          }\n        "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query PostsNoComments($p: ID!) {\n          comments(postId: $p) {\n            edges {\n              node {\n                id\n              }\n            }\n            pageInfo {\n              hasNextPage\n            }\n          }\n        }\n      "): (typeof documents)["\n        query PostsNoComments($p: ID!) {\n          comments(postId: $p) {\n            edges {\n              node {\n                id\n              }\n            }\n            pageInfo {\n              hasNextPage\n            }\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          query PostsCommentsOfMissingPost($p: ID!) {\n            comments(postId: $p) {\n              edges {\n                node {\n                  id\n                }\n              }\n            }\n          }\n        "): (typeof documents)["\n          query PostsCommentsOfMissingPost($p: ID!) {\n            comments(postId: $p) {\n              edges {\n                node {\n                  id\n                }\n              }\n            }\n          }\n        "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          mutation PostsFollow($u: String!) {\n            follow(username: $u) {\n              followersCount\n              viewerIsFollowing\n            }\n          }\n        "): (typeof documents)["\n          mutation PostsFollow($u: String!) {\n            follow(username: $u) {\n              followersCount\n              viewerIsFollowing\n            }\n          }\n        "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query PostsProfile($u: String!) {\n          profile(username: $u) {\n            followingCount\n            viewerIsFollowing\n          }\n        }\n      "): (typeof documents)["\n        query PostsProfile($u: String!) {\n          profile(username: $u) {\n            followingCount\n            viewerIsFollowing\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        mutation PostsUnfollow($u: String!) {\n          unfollow(username: $u) {\n            followersCount\n            viewerIsFollowing\n          }\n        }\n      "): (typeof documents)["\n        mutation PostsUnfollow($u: String!) {\n          unfollow(username: $u) {\n            followersCount\n            viewerIsFollowing\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        mutation PostsFollowSelf($u: String!) {\n          follow(username: $u) {\n            id\n          }\n        }\n      "): (typeof documents)["\n        mutation PostsFollowSelf($u: String!) {\n          follow(username: $u) {\n            id\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        mutation PostsUpdateUsernameAndBio {\n          updateProfile(input: { username: \"zanele_designs\", bio: \"Patterns and colour\" }) {\n            username\n            bio\n          }\n        }\n      "): (typeof documents)["\n        mutation PostsUpdateUsernameAndBio {\n          updateProfile(input: { username: \"zanele_designs\", bio: \"Patterns and colour\" }) {\n            username\n            bio\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        mutation PostsUpdateToTakenUsername {\n          updateProfile(input: { username: \"AMARA\" }) {\n            username\n          }\n        }\n      "): (typeof documents)["\n        mutation PostsUpdateToTakenUsername {\n          updateProfile(input: { username: \"AMARA\" }) {\n            username\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        mutation PostsUpdateToShortUsername {\n          updateProfile(input: { username: \"ab\" }) {\n            username\n          }\n        }\n      "): (typeof documents)["\n        mutation PostsUpdateToShortUsername {\n          updateProfile(input: { username: \"ab\" }) {\n            username\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SuspendedAuthorPost($id: ID!) {\n    post(id: $id) {\n      id\n      content\n    }\n  }\n"): (typeof documents)["\n  query SuspendedAuthorPost($id: ID!) {\n    post(id: $id) {\n      id\n      content\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SuspendedAuthorSuspend($id: ID!) {\n    suspendUser(userId: $id, reason: \"spam\") {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation SuspendedAuthorSuspend($id: ID!) {\n    suspendUser(userId: $id, reason: \"spam\") {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SuspendedAuthorReactivate($id: ID!) {\n    reactivateUser(userId: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation SuspendedAuthorReactivate($id: ID!) {\n    reactivateUser(userId: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProfileStatementPage($u: String!) {\n    profile(username: $u) {\n      id\n      username\n      followersCount\n      viewerIsFollowing\n      location\n      roles\n    }\n  }\n"): (typeof documents)["\n  query ProfileStatementPage($u: String!) {\n    profile(username: $u) {\n      id\n      username\n      followersCount\n      viewerIsFollowing\n      location\n      roles\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProfileStatementMe {\n    me {\n      id\n      username\n      roles\n      profile {\n        id\n        username\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProfileStatementMe {\n    me {\n      id\n      username\n      roles\n      profile {\n        id\n        username\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        mutation PublicPagesDeletePost($id: ID!) {\n          deletePost(id: $id)\n        }\n      "): (typeof documents)["\n        mutation PublicPagesDeletePost($id: ID!) {\n          deletePost(id: $id)\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BookmarksSave($id: ID!) {\n    bookmark(postId: $id) {\n      id\n      viewerHasBookmarked\n    }\n  }\n"): (typeof documents)["\n  mutation BookmarksSave($id: ID!) {\n    bookmark(postId: $id) {\n      id\n      viewerHasBookmarked\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BookmarksUnsave($id: ID!) {\n    unbookmark(postId: $id) {\n      id\n      viewerHasBookmarked\n    }\n  }\n"): (typeof documents)["\n  mutation BookmarksUnsave($id: ID!) {\n    unbookmark(postId: $id) {\n      id\n      viewerHasBookmarked\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BookmarksSaved($first: Int, $after: String) {\n    bookmarks(first: $first, after: $after) {\n      edges {\n        node {\n          id\n          viewerHasBookmarked\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query BookmarksSaved($first: Int, $after: String) {\n    bookmarks(first: $first, after: $after) {\n      edges {\n        node {\n          id\n          viewerHasBookmarked\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BookmarksPost($id: ID!) {\n    post(id: $id) {\n      viewerHasBookmarked\n    }\n  }\n"): (typeof documents)["\n  query BookmarksPost($id: ID!) {\n    post(id: $id) {\n      viewerHasBookmarked\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation BookmarksDeletePost($id: ID!) {\n        deletePost(id: $id)\n      }\n    "): (typeof documents)["\n      mutation BookmarksDeletePost($id: ID!) {\n        deletePost(id: $id)\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RepostsRepost($id: ID!) {\n    repost(postId: $id) {\n      id\n      repostsCount\n      viewerHasReposted\n    }\n  }\n"): (typeof documents)["\n  mutation RepostsRepost($id: ID!) {\n    repost(postId: $id) {\n      id\n      repostsCount\n      viewerHasReposted\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RepostsUndo($id: ID!) {\n    undoRepost(postId: $id) {\n      repostsCount\n      viewerHasReposted\n    }\n  }\n"): (typeof documents)["\n  mutation RepostsUndo($id: ID!) {\n    undoRepost(postId: $id) {\n      repostsCount\n      viewerHasReposted\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RepostsQuote($id: ID!, $content: String!) {\n    quotePost(postId: $id, content: $content) {\n      id\n      content\n      quotedPostRemoved\n      quotedPost {\n        id\n        content\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RepostsQuote($id: ID!, $content: String!) {\n    quotePost(postId: $id, content: $content) {\n      id\n      content\n      quotedPostRemoved\n      quotedPost {\n        id\n        content\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RepostsPost($id: ID!) {\n    post(id: $id) {\n      repostsCount\n      quotesCount\n      viewerHasReposted\n      quotedPostRemoved\n      quotedPost {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  query RepostsPost($id: ID!) {\n    post(id: $id) {\n      repostsCount\n      quotesCount\n      viewerHasReposted\n      quotedPostRemoved\n      quotedPost {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RepostsMyFlow {\n    feed(mode: MY_FLOW, first: 20) {\n      edges {\n        node {\n          id\n          repostedBy {\n            username\n          }\n          explanation {\n            summary\n            repostedBy\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query RepostsMyFlow {\n    feed(mode: MY_FLOW, first: 20) {\n      edges {\n        node {\n          id\n          repostedBy {\n            username\n          }\n          explanation {\n            summary\n            repostedBy\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RepostsMute($username: String!) {\n    mute(username: $username) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation RepostsMute($username: String!) {\n    mute(username: $username) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation RepostsDeletePost($id: ID!) {\n        deletePost(id: $id)\n      }\n    "): (typeof documents)["\n      mutation RepostsDeletePost($id: ID!) {\n        deletePost(id: $id)\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation CsrfSignUp($input: SignUpInput!) {\n      signUp(input: $input) {\n        user {\n          id\n        }\n      }\n    }\n  "): (typeof documents)["\n    mutation CsrfSignUp($input: SignUpInput!) {\n      signUp(input: $input) {\n        user {\n          id\n        }\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query CsrfTrendingHashtags {\n      trendingHashtags {\n        tag\n      }\n    }\n  "): (typeof documents)["\n    query CsrfTrendingHashtags {\n      trendingHashtags {\n        tag\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PageSizeRangePosts($first: Int) {\n    posts(first: $first) {\n      edges {\n        cursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query PageSizeRangePosts($first: Int) {\n    posts(first: $first) {\n      edges {\n        cursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PageSizeRangeFollowers($username: String!, $first: Int) {\n    profile(username: $username) {\n      followers(first: $first) {\n        edges {\n          cursor\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query PageSizeRangeFollowers($username: String!, $first: Int) {\n    profile(username: $username) {\n      followers(first: $first) {\n        edges {\n          cursor\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription SubscriptionOverHttpPostCreated {\n    postCreated {\n      id\n    }\n  }\n"): (typeof documents)["\n  subscription SubscriptionOverHttpPostCreated {\n    postCreated {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WebsocketMessageSizeHttp {\n    __typename\n  }\n"): (typeof documents)["\n  query WebsocketMessageSizeHttp {\n    __typename\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Promote($id: ID!) {\n    promoteToAdmin(userId: $id) {\n      id\n      username\n      roles\n    }\n  }\n"): (typeof documents)["\n  mutation Promote($id: ID!) {\n    promoteToAdmin(userId: $id) {\n      id\n      username\n      roles\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Remove($id: ID!) {\n    removeAdmin(userId: $id) {\n      id\n      username\n      roles\n    }\n  }\n"): (typeof documents)["\n  mutation Remove($id: ID!) {\n    removeAdmin(userId: $id) {\n      id\n      username\n      roles\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminRolesMe {\n    me {\n      roles\n    }\n  }\n"): (typeof documents)["\n  query AdminRolesMe {\n    me {\n      roles\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          query AdminRolesRoles {\n            userRoles {\n              role\n            }\n          }\n        "): (typeof documents)["\n          query AdminRolesRoles {\n            userRoles {\n              role\n            }\n          }\n        "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query AdminRolesUserRoles {\n        userRoles {\n          userId\n          role\n        }\n      }\n    "): (typeof documents)["\n      query AdminRolesUserRoles {\n        userRoles {\n          userId\n          role\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query AdminRolesUserStats {\n        userStats {\n          totalUsers\n          activeUsers\n          admins\n          moderators\n          suspended\n        }\n      }\n    "): (typeof documents)["\n      query AdminRolesUserStats {\n        userStats {\n          totalUsers\n          activeUsers\n          admins\n          moderators\n          suspended\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation RbacMatrixRemoveAdmin($id: ID!) {\n        removeAdmin(userId: $id) {\n          id\n        }\n      }\n    "): (typeof documents)["\n      mutation RbacMatrixRemoveAdmin($id: ID!) {\n        removeAdmin(userId: $id) {\n          id\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          query RbacMatrixUserRoles {\n            userRoles {\n              userId\n              role\n            }\n          }\n        "): (typeof documents)["\n          query RbacMatrixUserRoles {\n            userRoles {\n              userId\n              role\n            }\n          }\n        "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          query RbacMatrixUserStats {\n            userStats {\n              totalUsers\n              admins\n            }\n          }\n        "): (typeof documents)["\n          query RbacMatrixUserStats {\n            userStats {\n              totalUsers\n              admins\n            }\n          }\n        "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          query RbacMatrixApiKeys {\n            apiKeys {\n              id\n            }\n          }\n        "): (typeof documents)["\n          query RbacMatrixApiKeys {\n            apiKeys {\n              id\n            }\n          }\n        "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          query RbacMatrixApiKeysByKind {\n            apiKeys(kind: PAYMENT_GATEWAY) {\n              id\n            }\n          }\n        "): (typeof documents)["\n          query RbacMatrixApiKeysByKind {\n            apiKeys(kind: PAYMENT_GATEWAY) {\n              id\n            }\n          }\n        "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          mutation RbacMatrixDeleteApiKey($id: ID!) {\n            deleteApiKey(id: $id)\n          }\n        "): (typeof documents)["\n          mutation RbacMatrixDeleteApiKey($id: ID!) {\n            deleteApiKey(id: $id)\n          }\n        "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          mutation RbacMatrixPromoteToAdmin($id: ID!) {\n            promoteToAdmin(userId: $id) {\n              id\n            }\n          }\n        "): (typeof documents)["\n          mutation RbacMatrixPromoteToAdmin($id: ID!) {\n            promoteToAdmin(userId: $id) {\n              id\n            }\n          }\n        "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          mutation RbacMatrixRemoveAdmin($id: ID!) {\n            removeAdmin(userId: $id) {\n              id\n            }\n          }\n        "): (typeof documents)["\n          mutation RbacMatrixRemoveAdmin($id: ID!) {\n            removeAdmin(userId: $id) {\n              id\n            }\n          }\n        "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query RbacMatrixApiKeysName {\n        apiKeys {\n          name\n        }\n      }\n    "): (typeof documents)["\n      query RbacMatrixApiKeysName {\n        apiKeys {\n          name\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          query RbacMatrixMe {\n            me {\n              id\n            }\n          }\n        "): (typeof documents)["\n          query RbacMatrixMe {\n            me {\n              id\n            }\n          }\n        "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query RbacMatrixUserRoles {\n        userRoles {\n          userId\n          role\n        }\n      }\n    "): (typeof documents)["\n      query RbacMatrixUserRoles {\n        userRoles {\n          userId\n          role\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query RbacMatrixMeAndProfiles {\n          me {\n            id\n            roles\n          }\n          profiles(first: 1) {\n            edges {\n              node {\n                id\n              }\n            }\n          }\n        }\n      "): (typeof documents)["\n        query RbacMatrixMeAndProfiles {\n          me {\n            id\n            roles\n          }\n          profiles(first: 1) {\n            edges {\n              node {\n                id\n              }\n            }\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation RbacMatrixPromoteToAdminRoles($id: ID!) {\n        promoteToAdmin(userId: $id) {\n          id\n          roles\n        }\n      }\n    "): (typeof documents)["\n      mutation RbacMatrixPromoteToAdminRoles($id: ID!) {\n        promoteToAdmin(userId: $id) {\n          id\n          roles\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation RbacMatrixRemoveAdminRoles($id: ID!) {\n        removeAdmin(userId: $id) {\n          id\n          roles\n        }\n      }\n    "): (typeof documents)["\n      mutation RbacMatrixRemoveAdminRoles($id: ID!) {\n        removeAdmin(userId: $id) {\n          id\n          roles\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation RbacMatrixDeleteApiKey($id: ID!) {\n        deleteApiKey(id: $id)\n      }\n    "): (typeof documents)["\n      mutation RbacMatrixDeleteApiKey($id: ID!) {\n        deleteApiKey(id: $id)\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query RbacMatrixProfiles {\n      profiles(first: 5) {\n        edges {\n          node {\n            username\n          }\n        }\n      }\n    }\n  "): (typeof documents)["\n    query RbacMatrixProfiles {\n      profiles(first: 5) {\n        edges {\n          node {\n            username\n          }\n        }\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SuspensionSuspendUser($id: ID!, $reason: String) {\n    suspendUser(userId: $id, reason: $reason) {\n      id\n      username\n      suspension {\n        reason\n        suspendedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SuspensionSuspendUser($id: ID!, $reason: String) {\n    suspendUser(userId: $id, reason: $reason) {\n      id\n      username\n      suspension {\n        reason\n        suspendedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SuspensionReactivateUser($id: ID!) {\n    reactivateUser(userId: $id) {\n      id\n      suspension {\n        reason\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SuspensionReactivateUser($id: ID!) {\n    reactivateUser(userId: $id) {\n      id\n      suspension {\n        reason\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SuspensionUserStats {\n    userStats {\n      totalUsers\n      activeUsers\n      suspended\n    }\n  }\n"): (typeof documents)["\n  query SuspensionUserStats {\n    userStats {\n      totalUsers\n      activeUsers\n      suspended\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          mutation SuspensionRemoveAdmin($id: ID!) {\n            removeAdmin(userId: $id) {\n              id\n            }\n          }\n        "): (typeof documents)["\n          mutation SuspensionRemoveAdmin($id: ID!) {\n            removeAdmin(userId: $id) {\n              id\n            }\n          }\n        "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query SuspensionTrendingHashtags {\n        trendingHashtags {\n          tag\n        }\n      }\n    "): (typeof documents)["\n      query SuspensionTrendingHashtags {\n        trendingHashtags {\n          tag\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query SuspensionProfiles($search: String) {\n      profiles(search: $search) {\n        edges {\n          node {\n            username\n            suspension {\n              reason\n            }\n          }\n        }\n      }\n    }\n  "): (typeof documents)["\n    query SuspensionProfiles($search: String) {\n      profiles(search: $search) {\n        edges {\n          node {\n            username\n            suspension {\n              reason\n            }\n          }\n        }\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation SuspensionPromoteToAdmin($id: ID!) {\n        promoteToAdmin(userId: $id) {\n          id\n        }\n      }\n    "): (typeof documents)["\n      mutation SuspensionPromoteToAdmin($id: ID!) {\n        promoteToAdmin(userId: $id) {\n          id\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserList($search: String, $first: Int, $after: String) {\n    profiles(search: $search, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          id\n          username\n          bio\n          avatarUrl\n          createdAt\n          roles\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query UserList($search: String, $first: Int, $after: String) {\n    profiles(search: $search, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          id\n          username\n          bio\n          avatarUrl\n          createdAt\n          roles\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CompiledCreatorPage($username: String!, $first: Int!) {\n    profile(username: $username) {\n      id\n      username\n      isVerified\n      followersCount\n      viewerIsFollowing\n    }\n    posts(authorUsername: $username, first: $first) {\n      edges {\n        cursor\n        node {\n          id\n          content\n          createdAt\n          likesCount\n          viewerHasLiked\n          author {\n            username\n            isVerified\n          }\n          hashtags {\n            tag\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query CompiledCreatorPage($username: String!, $first: Int!) {\n    profile(username: $username) {\n      id\n      username\n      isVerified\n      followersCount\n      viewerIsFollowing\n    }\n    posts(authorUsername: $username, first: $first) {\n      edges {\n        cursor\n        node {\n          id\n          content\n          createdAt\n          likesCount\n          viewerHasLiked\n          author {\n            username\n            isVerified\n          }\n          hashtags {\n            tag\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CompiledFeed {\n    feed(mode: FOR_YOU, energy: 0, first: 5) {\n      edges {\n        node {\n          id\n          explanation {\n            factors {\n              name\n              weight\n            }\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query CompiledFeed {\n    feed(mode: FOR_YOU, energy: 0, first: 5) {\n      edges {\n        node {\n          id\n          explanation {\n            factors {\n              name\n              weight\n            }\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query CompiledSignedOutFeed {\n      feed(first: 1) {\n        edges {\n          cursor\n        }\n      }\n    }\n  "): (typeof documents)["\n    query CompiledSignedOutFeed {\n      feed(first: 1) {\n        edges {\n          cursor\n        }\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query CompiledMasked($username: String!) {\n      profile(username: $username) {\n        username\n        bio\n      }\n    }\n  "): (typeof documents)["\n    query CompiledMasked($username: String!) {\n      profile(username: $username) {\n        username\n        bio\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation CompiledLike($postId: ID!) {\n      likePost(postId: $postId) {\n        id\n        likesCount\n      }\n    }\n  "): (typeof documents)["\n    mutation CompiledLike($postId: ID!) {\n      likePost(postId: $postId) {\n        id\n        likesCount\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      subscription RedisSubscriptionsPostCreated($tag: String) {\n        postCreated(tag: $tag) {\n          id\n          content\n          createdAt\n          author {\n            username\n          }\n          hashtags {\n            tag\n          }\n        }\n      }\n    "): (typeof documents)["\n      subscription RedisSubscriptionsPostCreated($tag: String) {\n        postCreated(tag: $tag) {\n          id\n          content\n          createdAt\n          author {\n            username\n          }\n          hashtags {\n            tag\n          }\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        subscription RedisSubscriptionsTrendingHashtagsUpdated {\n          trendingHashtagsUpdated {\n            tag\n            usageCount\n          }\n        }\n      "): (typeof documents)["\n        subscription RedisSubscriptionsTrendingHashtagsUpdated {\n          trendingHashtagsUpdated {\n            tag\n            usageCount\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SearchLockedCreate($input: CreatePostInput!) {\n    createPost(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation SearchLockedCreate($input: CreatePostInput!) {\n    createPost(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchTestPosts($q: String!, $first: Int, $after: String) {\n    search(query: $q, kind: POSTS, first: $first, after: $after) {\n      posts {\n        edges {\n          cursor\n          node {\n            id\n            content\n            author {\n              username\n            }\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query SearchTestPosts($q: String!, $first: Int, $after: String) {\n    search(query: $q, kind: POSTS, first: $first, after: $after) {\n      posts {\n        edges {\n          cursor\n          node {\n            id\n            content\n            author {\n              username\n            }\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchTestAll($q: String!, $kind: SearchKind, $first: Int, $after: String) {\n    search(query: $q, kind: $kind, first: $first, after: $after) {\n      query\n      kind\n      people {\n        edges {\n          node {\n            username\n            bio\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n      posts {\n        edges {\n          node {\n            content\n          }\n        }\n      }\n      hashtags {\n        edges {\n          node {\n            tag\n            usageCount\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query SearchTestAll($q: String!, $kind: SearchKind, $first: Int, $after: String) {\n    search(query: $q, kind: $kind, first: $first, after: $after) {\n      query\n      kind\n      people {\n        edges {\n          node {\n            username\n            bio\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n      posts {\n        edges {\n          node {\n            content\n          }\n        }\n      }\n      hashtags {\n        edges {\n          node {\n            tag\n            usageCount\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        mutation SearchTestRemovePost($id: ID!) {\n          deletePost(id: $id)\n        }\n      "): (typeof documents)["\n        mutation SearchTestRemovePost($id: ID!) {\n          deletePost(id: $id)\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FeedAlgorithmFeed($energy: Int, $first: Int, $after: String) {\n    feed(mode: FOR_YOU, energy: $energy, first: $first, after: $after) {\n      edges {\n        node {\n          content\n          explanation {\n            summary\n            factors {\n              name\n              weight\n            }\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query FeedAlgorithmFeed($energy: Int, $first: Int, $after: String) {\n    feed(mode: FOR_YOU, energy: $energy, first: $first, after: $after) {\n      edges {\n        node {\n          content\n          explanation {\n            summary\n            factors {\n              name\n              weight\n            }\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FeedAlgorithmUpdateSettings($input: UpdateSettingsInput!) {\n    updateSettings(input: $input) {\n      feedAlgorithm\n    }\n  }\n"): (typeof documents)["\n  mutation FeedAlgorithmUpdateSettings($input: UpdateSettingsInput!) {\n    updateSettings(input: $input) {\n      feedAlgorithm\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProfilePrivacyProfile($u: String!) {\n    profile(username: $u) {\n      username\n      location\n    }\n  }\n"): (typeof documents)["\n  query ProfilePrivacyProfile($u: String!) {\n    profile(username: $u) {\n      username\n      location\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProfilePrivacyPosts($u: String!) {\n    posts(authorUsername: $u) {\n      edges {\n        node {\n          content\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProfilePrivacyPosts($u: String!) {\n    posts(authorUsername: $u) {\n      edges {\n        node {\n          content\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation ProfilePrivacyUpdateSettings($p: PrivacySettingsInput!) {\n        updateSettings(input: { privacy: $p }) {\n          privacy {\n            publicProfile\n            location\n          }\n        }\n      }\n    "): (typeof documents)["\n      mutation ProfilePrivacyUpdateSettings($p: PrivacySettingsInput!) {\n        updateSettings(input: { privacy: $p }) {\n          privacy {\n            publicProfile\n            location\n          }\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SettingsFields on AccountSettings {\n    id\n    feedAlgorithm\n    theme\n    displayMode\n    language\n    updatedAt\n    privacy {\n      publicProfile\n      showFollowers\n      showEarnings\n      privateMessages\n      collabRequests\n      location\n      filterContent\n      commentFilter\n    }\n  }\n"): (typeof documents)["\n  fragment SettingsFields on AccountSettings {\n    id\n    feedAlgorithm\n    theme\n    displayMode\n    language\n    updatedAt\n    privacy {\n      publicProfile\n      showFollowers\n      showEarnings\n      privateMessages\n      collabRequests\n      location\n      filterContent\n      commentFilter\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SettingsMySettings {\n    mySettings {\n      ...SettingsFields\n    }\n  }\n"): (typeof documents)["\n  query SettingsMySettings {\n    mySettings {\n      ...SettingsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SettingsUpdateSettings($input: UpdateSettingsInput!) {\n    updateSettings(input: $input) {\n      ...SettingsFields\n    }\n  }\n"): (typeof documents)["\n  mutation SettingsUpdateSettings($input: UpdateSettingsInput!) {\n    updateSettings(input: $input) {\n      ...SettingsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SettingsSignIn($email: String!, $password: String!) {\n    signIn(input: { email: $email, password: $password }) {\n      accessToken\n    }\n  }\n"): (typeof documents)["\n  mutation SettingsSignIn($email: String!, $password: String!) {\n    signIn(input: { email: $email, password: $password }) {\n      accessToken\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ShoutoutsSendShoutout($input: SendShoutoutInput!) {\n    sendShoutout(input: $input) {\n      id\n      message\n      sensitive\n      createdAt\n      from {\n        username\n      }\n      to {\n        username\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ShoutoutsSendShoutout($input: SendShoutoutInput!) {\n    sendShoutout(input: $input) {\n      id\n      message\n      sensitive\n      createdAt\n      from {\n        username\n      }\n      to {\n        username\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShoutoutsReceivedShoutouts($first: Int, $after: String) {\n    receivedShoutouts(first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          id\n          message\n          from {\n            username\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query ShoutoutsReceivedShoutouts($first: Int, $after: String) {\n    receivedShoutouts(first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          id\n          message\n          from {\n            username\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShoutoutsSentShoutouts {\n    sentShoutouts {\n      edges {\n        node {\n          message\n          to {\n            username\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ShoutoutsSentShoutouts {\n    sentShoutouts {\n      edges {\n        node {\n          message\n          to {\n            username\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation ShoutoutsUpdateSystemSettings($input: UpdateSystemSettingsInput!) {\n        updateSystemSettings(input: $input) {\n          spamDetection\n        }\n      }\n    "): (typeof documents)["\n      mutation ShoutoutsUpdateSystemSettings($input: UpdateSystemSettingsInput!) {\n        updateSystemSettings(input: $input) {\n          spamDetection\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query ShoutoutsBell {\n        notifications {\n          edges {\n            node {\n              kind\n              actor {\n                username\n              }\n            }\n          }\n        }\n        unreadNotificationsCount\n      }\n    "): (typeof documents)["\n      query ShoutoutsBell {\n        notifications {\n          edges {\n            node {\n              kind\n              actor {\n                username\n              }\n            }\n          }\n        }\n        unreadNotificationsCount\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query ShoutoutsSentShoutoutsPageInfo {\n          sentShoutouts(first: 1) {\n            pageInfo {\n              endCursor\n            }\n          }\n        }\n      "): (typeof documents)["\n        query ShoutoutsSentShoutoutsPageInfo {\n          sentShoutouts(first: 1) {\n            pageInfo {\n              endCursor\n            }\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SplitAttachCreateSplit($input: CreateEarningsSplitInput!) {\n    createEarningsSplit(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation SplitAttachCreateSplit($input: CreateEarningsSplitInput!) {\n    createEarningsSplit(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SplitAttachCreatePost($input: CreatePostInput!) {\n    createPost(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation SplitAttachCreatePost($input: CreatePostInput!) {\n    createPost(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SplitAttachSetPostSplit($postId: ID!, $splitId: ID) {\n    setPostSplit(postId: $postId, splitId: $splitId) {\n      id\n      split {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SplitAttachSetPostSplit($postId: ID!, $splitId: ID) {\n    setPostSplit(postId: $postId, splitId: $splitId) {\n      id\n      split {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SplitAttachPosts {\n    earningsSplits(first: 20) {\n      edges {\n        node {\n          id\n          posts {\n            id\n            content\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query SplitAttachPosts {\n    earningsSplits(first: 20) {\n      edges {\n        node {\n          id\n          posts {\n            id\n            content\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SplitPayCreateSplit($input: CreateEarningsSplitInput!) {\n    createEarningsSplit(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation SplitPayCreateSplit($input: CreateEarningsSplitInput!) {\n    createEarningsSplit(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SplitPayCreatePost($input: CreatePostInput!) {\n    createPost(input: $input) {\n      id\n      split {\n        id\n        projectName\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SplitPayCreatePost($input: CreatePostInput!) {\n    createPost(input: $input) {\n      id\n      split {\n        id\n        projectName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SplitPaySetPostSplit($postId: ID!, $splitId: ID) {\n    setPostSplit(postId: $postId, splitId: $splitId) {\n      id\n      split {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SplitPaySetPostSplit($postId: ID!, $splitId: ID) {\n    setPostSplit(postId: $postId, splitId: $splitId) {\n      id\n      split {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SplitPayPostSplit($id: ID!) {\n    post(id: $id) {\n      id\n      split {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  query SplitPayPostSplit($id: ID!) {\n    post(id: $id) {\n      id\n      split {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SplitPayTip($input: TipInput!) {\n    tip(input: $input) {\n      id\n      checkoutUrl\n    }\n  }\n"): (typeof documents)["\n  mutation SplitPayTip($input: TipInput!) {\n    tip(input: $input) {\n      id\n      checkoutUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SplitPayEarned {\n    earningsSplits(first: 20) {\n      edges {\n        node {\n          id\n          projectName\n          earnedSoFar {\n            currency\n            total {\n              amountMinor\n              currency\n            }\n            yours {\n              amountMinor\n              currency\n            }\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query SplitPayEarned {\n    earningsSplits(first: 20) {\n      edges {\n        node {\n          id\n          projectName\n          earnedSoFar {\n            currency\n            total {\n              amountMinor\n              currency\n            }\n            yours {\n              amountMinor\n              currency\n            }\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SplitPayMoney($period: EarningsPeriodInput!) {\n    earnings(period: $period) {\n      bySource {\n        source\n        amount {\n          amountMinor\n          currency\n        }\n      }\n    }\n    wallet {\n      balances {\n        currency\n        pending {\n          amountMinor\n        }\n        available {\n          amountMinor\n        }\n      }\n      transactions(first: 10) {\n        edges {\n          node {\n            kind\n            direction\n            gross {\n              amountMinor\n            }\n            net {\n              amountMinor\n            }\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query SplitPayMoney($period: EarningsPeriodInput!) {\n    earnings(period: $period) {\n      bySource {\n        source\n        amount {\n          amountMinor\n          currency\n        }\n      }\n    }\n    wallet {\n      balances {\n        currency\n        pending {\n          amountMinor\n        }\n        available {\n          amountMinor\n        }\n      }\n      transactions(first: 10) {\n        edges {\n          node {\n            kind\n            direction\n            gross {\n              amountMinor\n            }\n            net {\n              amountMinor\n            }\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation SplitPayDelete($id: ID!) {\n        deleteEarningsSplit(id: $id)\n      }\n    "): (typeof documents)["\n      mutation SplitPayDelete($id: ID!) {\n        deleteEarningsSplit(id: $id)\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SplitsCreateEarningsSplit($input: CreateEarningsSplitInput!) {\n    createEarningsSplit(input: $input) {\n      id\n      projectName\n      ownerPercentage\n      owner {\n        username\n      }\n      shares {\n        percentage\n        collaborator {\n          username\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SplitsCreateEarningsSplit($input: CreateEarningsSplitInput!) {\n    createEarningsSplit(input: $input) {\n      id\n      projectName\n      ownerPercentage\n      owner {\n        username\n      }\n      shares {\n        percentage\n        collaborator {\n          username\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SplitsList($first: Int, $after: String) {\n    earningsSplits(first: $first, after: $after) {\n      edges {\n        node {\n          projectName\n          ownerPercentage\n          owner {\n            username\n          }\n          shares {\n            percentage\n            collaborator {\n              username\n            }\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query SplitsList($first: Int, $after: String) {\n    earningsSplits(first: $first, after: $after) {\n      edges {\n        node {\n          projectName\n          ownerPercentage\n          owner {\n            username\n          }\n          shares {\n            percentage\n            collaborator {\n              username\n            }\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          query SplitsNotifications {\n            notifications(first: 5) {\n              edges {\n                node {\n                  kind\n                  actor {\n                    username\n                  }\n                }\n              }\n            }\n          }\n        "): (typeof documents)["\n          query SplitsNotifications {\n            notifications(first: 5) {\n              edges {\n                node {\n                  kind\n                  actor {\n                    username\n                  }\n                }\n              }\n            }\n          }\n        "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query SplitsEarningsSplitsEdges {\n          earningsSplits(first: 1) {\n            edges {\n              node {\n                id\n              }\n            }\n          }\n        }\n      "): (typeof documents)["\n        query SplitsEarningsSplitsEdges {\n          earningsSplits(first: 1) {\n            edges {\n              node {\n                id\n              }\n            }\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation SplitsDeleteEarningsSplit($id: ID!) {\n      deleteEarningsSplit(id: $id)\n    }\n  "): (typeof documents)["\n    mutation SplitsDeleteEarningsSplit($id: ID!) {\n      deleteEarningsSplit(id: $id)\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Save($input: UpdateSystemSettingsInput!) {\n    updateSystemSettings(input: $input) {\n      maintenanceMode\n      allowNewSignups\n      publicProfiles\n    }\n  }\n"): (typeof documents)["\n  mutation Save($input: UpdateSystemSettingsInput!) {\n    updateSystemSettings(input: $input) {\n      maintenanceMode\n      allowNewSignups\n      publicProfiles\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PlatformSwitchesSneakedPost on Mutation {\n    createPost(input: $post) {\n      id\n    }\n  }\n"): (typeof documents)["\n  fragment PlatformSwitchesSneakedPost on Mutation {\n    createPost(input: $post) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PlatformSwitchesCreatePost($input: CreatePostInput!) {\n    createPost(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation PlatformSwitchesCreatePost($input: CreatePostInput!) {\n    createPost(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Profile($username: String!) {\n    profile(username: $username) {\n      id\n      username\n    }\n  }\n"): (typeof documents)["\n  query Profile($username: String!) {\n    profile(username: $username) {\n      id\n      username\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProfilePosts($username: String) {\n    posts(authorUsername: $username, first: 10) {\n      edges {\n        node {\n          id\n          author {\n            username\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProfilePosts($username: String) {\n    posts(authorUsername: $username, first: 10) {\n      edges {\n        node {\n          id\n          author {\n            username\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        mutation PlatformSwitchesSignInWithPost($input: SignInInput!, $post: CreatePostInput!) {\n          signIn(input: $input) {\n            accessToken\n          }\n          ...PlatformSwitchesSneakedPost\n        }\n      "): (typeof documents)["\n        mutation PlatformSwitchesSignInWithPost($input: SignInInput!, $post: CreatePostInput!) {\n          signIn(input: $input) {\n            accessToken\n          }\n          ...PlatformSwitchesSneakedPost\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n            query PlatformSwitchesMe {\n              me {\n                username\n              }\n            }\n          "): (typeof documents)["\n            query PlatformSwitchesMe {\n              me {\n                username\n              }\n            }\n          "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SystemSettingsFields on SystemSettings {\n    autoModeration\n    profanityFilter\n    spamDetection\n    reportAlerts\n    newUserSignupAlerts\n    systemAlerts\n    maintenanceMode\n    allowNewSignups\n    publicProfiles\n    updatedAt\n    updatedBy {\n      username\n    }\n  }\n"): (typeof documents)["\n  fragment SystemSettingsFields on SystemSettings {\n    autoModeration\n    profanityFilter\n    spamDetection\n    reportAlerts\n    newUserSignupAlerts\n    systemAlerts\n    maintenanceMode\n    allowNewSignups\n    publicProfiles\n    updatedAt\n    updatedBy {\n      username\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SystemSettingsQuery {\n    systemSettings {\n      ...SystemSettingsFields\n    }\n  }\n"): (typeof documents)["\n  query SystemSettingsQuery {\n    systemSettings {\n      ...SystemSettingsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SystemSettingsSave($input: UpdateSystemSettingsInput!) {\n    updateSystemSettings(input: $input) {\n      ...SystemSettingsFields\n    }\n  }\n"): (typeof documents)["\n  mutation SystemSettingsSave($input: UpdateSystemSettingsInput!) {\n    updateSystemSettings(input: $input) {\n      ...SystemSettingsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation SystemSettingsRemoveAdmin($id: ID!) {\n        removeAdmin(userId: $id) {\n          id\n        }\n      }\n    "): (typeof documents)["\n      mutation SystemSettingsRemoveAdmin($id: ID!) {\n        removeAdmin(userId: $id) {\n          id\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WebhookCreateEndpoint($input: CreateWebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) {\n      secret\n      endpoint {\n        id\n        url\n        events\n        description\n        disabledAt\n        disabledReason\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation WebhookCreateEndpoint($input: CreateWebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) {\n      secret\n      endpoint {\n        id\n        url\n        events\n        description\n        disabledAt\n        disabledReason\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WebhookEndpoints {\n    webhookEndpoints {\n      id\n      disabledAt\n      disabledReason\n    }\n  }\n"): (typeof documents)["\n  query WebhookEndpoints {\n    webhookEndpoints {\n      id\n      disabledAt\n      disabledReason\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WebhookDeliveries($endpointId: ID!) {\n    webhookDeliveries(endpointId: $endpointId, first: 10) {\n      edges {\n        node {\n          id\n          messageId\n          eventType\n          status\n          attempts\n          lastAttempt {\n            statusCode\n            latencyMs\n            responseExcerpt\n            error\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query WebhookDeliveries($endpointId: ID!) {\n    webhookDeliveries(endpointId: $endpointId, first: 10) {\n      edges {\n        node {\n          id\n          messageId\n          eventType\n          status\n          attempts\n          lastAttempt {\n            statusCode\n            latencyMs\n            responseExcerpt\n            error\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WebhookCreatePost($input: CreatePostInput!) {\n    createPost(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation WebhookCreatePost($input: CreatePostInput!) {\n    createPost(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation WebhookRedeliver($id: ID!) {\n        redeliverWebhook(deliveryId: $id) {\n          status\n        }\n      }\n    "): (typeof documents)["\n      mutation WebhookRedeliver($id: ID!) {\n        redeliverWebhook(deliveryId: $id) {\n          status\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation WebhookDeletePost($id: ID!) {\n        deletePost(id: $id)\n      }\n    "): (typeof documents)["\n      mutation WebhookDeletePost($id: ID!) {\n        deletePost(id: $id)\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation WebhookAddComment($postId: ID!) {\n        addComment(postId: $postId, content: \"Lovely\") {\n          id\n        }\n      }\n    "): (typeof documents)["\n      mutation WebhookAddComment($postId: ID!) {\n        addComment(postId: $postId, content: \"Lovely\") {\n          id\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation WebhookLike($postId: ID!) {\n        likePost(postId: $postId) {\n          id\n        }\n      }\n    "): (typeof documents)["\n      mutation WebhookLike($postId: ID!) {\n        likePost(postId: $postId) {\n          id\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation WebhookFollow($username: String!) {\n        follow(username: $username) {\n          id\n        }\n      }\n    "): (typeof documents)["\n      mutation WebhookFollow($username: String!) {\n        follow(username: $username) {\n          id\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevocationScaleOutDeleteKey($id: ID!) {\n    deleteApiKey(id: $id)\n  }\n"): (typeof documents)["\n  mutation RevocationScaleOutDeleteKey($id: ID!) {\n    deleteApiKey(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SessionRevocationSuspend($id: ID!) {\n    suspendUser(userId: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation SessionRevocationSuspend($id: ID!) {\n    suspendUser(userId: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SessionRevocationRemoveAdmin($id: ID!) {\n    removeAdmin(userId: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation SessionRevocationRemoveAdmin($id: ID!) {\n    removeAdmin(userId: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SessionRevocationPromote($id: ID!) {\n    promoteToAdmin(userId: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation SessionRevocationPromote($id: ID!) {\n    promoteToAdmin(userId: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SessionRevocationDeleteKey($id: ID!) {\n    deleteApiKey(id: $id)\n  }\n"): (typeof documents)["\n  mutation SessionRevocationDeleteKey($id: ID!) {\n    deleteApiKey(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation WebsocketAuthSignOut {\n        signOut\n      }\n    "): (typeof documents)["\n      mutation WebsocketAuthSignOut {\n        signOut\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n              query WebsocketAuthMe {\n                me {\n                  username\n                }\n              }\n            "): (typeof documents)["\n              query WebsocketAuthMe {\n                me {\n                  username\n                }\n              }\n            "];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;