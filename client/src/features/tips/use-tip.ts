import { useMutation } from '@apollo/client/react';
import { useCallback, useRef } from 'react';
import { navigation, rememberTip } from './pending-tip';
import type { TipFormInput } from './tip-schema';
import { TipDocument } from './tip-operations';

interface TipTarget {
  creatorUsername: string;
  postId: string | null;
}

/**
 * tip, then off to the gateway's checkout page. One idempotency key per attempt: the same tip sent again (a double
 * click, a retry after a lost answer) answers the same checkout; a changed tip is a new attempt.
 */
export function useTip({ creatorUsername, postId }: TipTarget) {
  const attempt = useRef<{ signature: string; key: string } | null>(null);
  const busy = useRef(false);
  const [mutate] = useMutation(TipDocument);
  return useCallback(
    async (input: TipFormInput) => {
      if (busy.current) return;
      const signature = JSON.stringify(input);
      if (attempt.current?.signature !== signature) attempt.current = { signature, key: crypto.randomUUID() };
      busy.current = true;
      try {
        const { data } = await mutate({
          variables: { input: { ...input, creatorUsername, postId, idempotencyKey: attempt.current.key } },
        });
        if (!data) return;
        rememberTip(data.tip.id, { creatorUsername, postId });
        navigation.go(data.tip.checkoutUrl);
      } finally {
        busy.current = false;
      }
    },
    [mutate, creatorUsername, postId],
  );
}
