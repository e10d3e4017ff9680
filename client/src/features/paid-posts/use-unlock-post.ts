import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { UnlockCheckoutDocument, UnlockPostDocument, UnlockedPostDocument } from './paid-post-operations';

/** How often the checkout is asked about while the gateway's page is open in another tab. */
export const UNLOCK_POLL_MS = 1_500;

export type UnlockState = 'idle' | 'waiting' | 'failed';

/** Opens a tab for the gateway; replaced in tests. */
export const gatewayWindow = {
  open(): Window | null {
    return window.open('', '_blank');
  },
};

/**
 * Unlock: a checkout paid in the gateway's page in a new tab, while this tab asks for its status; once PAID the post
 * is read again, so every card showing it opens in place (no reload). A blocked pop-up falls back to this tab.
 */
export function useUnlockPost(postId: string) {
  const client = useApolloClient();
  const [mutate] = useMutation(UnlockPostDocument);
  const [state, setState] = useState<UnlockState>('idle');
  const checkoutId = useRef<string | null>(null);
  const key = useRef(crypto.randomUUID());

  useEffect(() => {
    if (state !== 'waiting') return;
    let stopped = false;
    const poll = async () => {
      if (stopped || !checkoutId.current) return;
      const { data } = await client.query({
        query: UnlockCheckoutDocument,
        variables: { id: checkoutId.current },
        fetchPolicy: 'network-only',
      });
      const status = data?.checkout?.status;
      if (status === 'PAID') {
        await client.query({ query: UnlockedPostDocument, variables: { id: postId }, fetchPolicy: 'network-only' });
        if (!stopped) setState('idle');
      } else if (status === 'FAILED') {
        key.current = crypto.randomUUID(); // a new attempt
        if (!stopped) setState('failed');
      } else if (!stopped) timer = setTimeout(() => void poll(), UNLOCK_POLL_MS);
    };
    let timer = setTimeout(() => void poll(), UNLOCK_POLL_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [state, client, postId]);

  const unlock = useCallback(async () => {
    // Opened before the request, while the click still counts as the reader's gesture (pop-up blockers).
    const tab = gatewayWindow.open();
    try {
      const { data } = await mutate({ variables: { postId, idempotencyKey: key.current } });
      if (!data) throw new Error('No checkout');
      checkoutId.current = data.unlockPost.id;
      if (tab) tab.location.href = data.unlockPost.checkoutUrl;
      else window.location.assign(data.unlockPost.checkoutUrl);
      setState('waiting');
    } catch (error) {
      tab?.close();
      throw error;
    }
  }, [mutate, postId]);

  return { unlock, state };
}
