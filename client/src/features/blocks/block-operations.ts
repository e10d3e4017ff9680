import { graphql } from '@/gql';

export const ProfileSafetyMenuFragment = graphql(`
  fragment ProfileSafetyMenu_profile on Profile {
    id
    username
    viewerHasMuted
  }
`);

export const ControlListsDocument = graphql(`
  query ControlLists {
    blockedProfiles {
      id
      username
      avatarUrl
    }
    mutedProfiles {
      id
      username
      avatarUrl
    }
  }
`);

export const BlockPersonDocument = graphql(`
  mutation BlockPerson($username: String!) {
    block(username: $username) {
      id
      username
      avatarUrl
      followersCount
      followingCount
      viewerIsFollowing
    }
  }
`);

export const UnblockPersonDocument = graphql(`
  mutation UnblockPerson($username: String!) {
    unblock(username: $username) {
      id
      username
    }
  }
`);

export const MutePersonDocument = graphql(`
  mutation MutePerson($username: String!) {
    mute(username: $username) {
      id
      username
      avatarUrl
      viewerHasMuted
    }
  }
`);

export const UnmutePersonDocument = graphql(`
  mutation UnmutePerson($username: String!) {
    unmute(username: $username) {
      id
      username
      viewerHasMuted
    }
  }
`);
