import type { ApolloCache } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useAuth } from '@/features/auth';
import type { ProfileHeader_ProfileFragment } from '@/gql/graphql';
import { FollowProfileDocument, UnfollowProfileDocument } from './profile-operations';

type Target = Pick<ProfileHeader_ProfileFragment, 'id' | 'username' | 'followersCount' | 'viewerIsFollowing'>;

/** Follow / Unfollow, shown at once (optimistic); the viewer's own following count moves with it. */
export function useToggleFollow(): (profile: Target) => Promise<void> {
  const { user } = useAuth();
  const [follow] = useMutation(FollowProfileDocument);
  const [unfollow] = useMutation(UnfollowProfileDocument);

  return useCallback(
    async (profile) => {
      const following = !profile.viewerIsFollowing;
      const optimistic = {
        __typename: 'Profile' as const,
        id: profile.id,
        viewerIsFollowing: following,
        followersCount: Math.max(0, profile.followersCount + (following ? 1 : -1)),
      };
      // My Flow is made of the people followed: its cached pages are out of date now.
      const update = (cache: ApolloCache) => {
        if (user) {
          cache.modify({
            id: cache.identify({ __typename: 'Profile', id: user.id }),
            fields: { followingCount: (count: number) => Math.max(0, count + (following ? 1 : -1)) },
          });
        }
        cache.evict({ id: 'ROOT_QUERY', fieldName: 'feed' });
      };
      const variables = { username: profile.username };
      if (following) await follow({ variables, optimisticResponse: { follow: optimistic }, update });
      else await unfollow({ variables, optimisticResponse: { unfollow: optimistic }, update });
    },
    [follow, unfollow, user],
  );
}
