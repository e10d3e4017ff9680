import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { CollabRequestItem_RequestFragment } from '@/gql/graphql';
import { useServerMessage } from '@/lib/server-message';
import { toast } from '@/ui/use-toast';
import {
  AcceptCollabRequestDocument,
  DeclineCollabRequestDocument,
  OpenCollabRequestDocument,
} from './community-operations';

/**
 * The recipient's answers to a collab request. Each mutation answers the request's new status, which Apollo's
 * normalized cache writes into every list that shows it; the toast comes once the server has saved it.
 */
export function useCollabActions() {
  const { t } = useTranslation('community');
  const { fromError } = useServerMessage();
  const [accept, accepting] = useMutation(AcceptCollabRequestDocument);
  const [decline, declining] = useMutation(DeclineCollabRequestDocument);
  const [open] = useMutation(OpenCollabRequestDocument);

  const fail = useCallback(
    (failure: unknown) =>
      toast({
        title: t('collabs.actionFailed'),
        description: fromError(failure, t('collabs.actionFailedText')),
        variant: 'destructive',
      }),
    [t, fromError],
  );

  const answer = useCallback(
    async (request: CollabRequestItem_RequestFragment, decision: 'accept' | 'decline') => {
      const from = request.from ? `@${request.from.username}` : t('collabs.anonymous');
      try {
        if (decision === 'accept') await accept({ variables: { id: request.id } });
        else await decline({ variables: { id: request.id } });
      } catch (failure) {
        return fail(failure);
      }
      if (decision === 'accept')
        toast({
          title: t('collabs.accepted'),
          description: t('collabs.acceptedText', { from }),
        });
      else
        toast({
          title: t('collabs.declined'),
          description: t('collabs.declinedText', { from }),
        });
    },
    [accept, decline, fail, t],
  );

  /** Opening the details of a new request marks it seen (pending). */
  const markSeen = useCallback(
    (request: CollabRequestItem_RequestFragment) => {
      if (request.status === 'NEW') open({ variables: { id: request.id } }).catch(fail);
    },
    [open, fail],
  );

  return { answer, markSeen, busy: accepting.loading || declining.loading };
}
