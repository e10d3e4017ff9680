import type { ApolloCache, Reference } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import {
  BlockPersonDocument,
  MutePersonDocument,
  UnblockPersonDocument,
  UnmutePersonDocument,
} from './block-operations';

export type ControlAction = 'block' | 'unblock' | 'mute' | 'unmute';

// The lists that may hold the person's posts, comments or notifications: read again when next shown.
const CONTENT_LISTS = [
  'feed',
  'posts',
  'postsByHashtag',
  'search',
  'comments',
  'notifications',
  'unreadNotificationsCount',
];

function forgetContent(cache: ApolloCache): void {
  for (const fieldName of CONTENT_LISTS) cache.evict({ id: 'ROOT_QUERY', fieldName });
  cache.gc();
}

/** Adds the profile to (or takes it from) a cached list of blocked or muted people. */
function updateList(cache: ApolloCache, list: 'blockedProfiles' | 'mutedProfiles', id: string, add: boolean) {
  const ref = cache.identify({ __typename: 'Profile', id });
  cache.modify({
    id: 'ROOT_QUERY',
    fields: {
      [list]: (existing: readonly Reference[], { toReference }) => {
        const rest = existing.filter((item) => cache.identify(item) !== ref);
        const added = add ? toReference({ __typename: 'Profile', id }) : undefined;
        return added ? [added, ...rest] : rest;
      },
    },
  });
}

/**
 * Block, unblock, mute and unmute by username. The cache follows: the lists in Privacy & Safety, the person's
 * profile (a blocked one is "not found" from now on), the follows a block ended, and the lists of content.
 */
export function useControl(): (action: ControlAction, username: string) => Promise<void> {
  const [block] = useMutation(BlockPersonDocument);
  const [unblock] = useMutation(UnblockPersonDocument);
  const [mute] = useMutation(MutePersonDocument);
  const [unmute] = useMutation(UnmutePersonDocument);

  return useCallback(
    async (action, username) => {
      const variables = { username };
      if (action === 'block') {
        await block({
          variables,
          update: (cache, { data }) => {
            if (!data) return;
            updateList(cache, 'blockedProfiles', data.block.id, true);
            // Their profile is "not found" now, and the follows between us ended: profiles are read again (ours too).
            cache.evict({ id: 'ROOT_QUERY', fieldName: 'profile' });
            forgetContent(cache);
          },
        });
      } else if (action === 'unblock') {
        await unblock({
          variables,
          update: (cache, { data }) => {
            if (!data) return;
            updateList(cache, 'blockedProfiles', data.unblock.id, false);
            cache.evict({ id: 'ROOT_QUERY', fieldName: 'profile', args: { username } });
            forgetContent(cache);
          },
        });
      } else if (action === 'mute') {
        await mute({
          variables,
          update: (cache, { data }) => {
            if (!data) return;
            updateList(cache, 'mutedProfiles', data.mute.id, true);
            forgetContent(cache);
          },
        });
      } else {
        await unmute({
          variables,
          update: (cache, { data }) => {
            if (!data) return;
            updateList(cache, 'mutedProfiles', data.unmute.id, false);
            forgetContent(cache);
          },
        });
      }
    },
    [block, unblock, mute, unmute],
  );
}
