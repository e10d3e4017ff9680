import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { CircleCard_CircleFragment } from '@/gql/graphql';
import { useServerMessage } from '@/lib/server-message';
import { toast } from '@/ui/use-toast';
import { JoinCircleDocument, LeaveCircleDocument } from './circle-operations';

/**
 * Join (or ask to join) and leave a circle. Each mutation answers the circle's new members count and the viewer's
 * status, which the normalized cache writes into every card and page showing it; the toast comes once it is saved.
 */
export function useCircleActions() {
  const { t } = useTranslation('community');
  const { fromError } = useServerMessage();
  const [joinCircle, joining] = useMutation(JoinCircleDocument);
  const [leaveCircle, leaving] = useMutation(LeaveCircleDocument);

  const fail = useCallback(
    (failure: unknown) =>
      toast({
        title: t('circles.failed'),
        description: fromError(failure, t('circles.failedText')),
        variant: 'destructive',
      }),
    [t, fromError],
  );

  const join = useCallback(
    async (circle: Pick<CircleCard_CircleFragment, 'id' | 'name'>) => {
      try {
        const { data } = await joinCircle({ variables: { id: circle.id } });
        if (data?.joinCircle.viewerStatus === 'REQUESTED')
          toast({ title: t('circles.requested'), description: t('circles.requestedText', { name: circle.name }) });
        else toast({ title: t('circles.joined', { name: circle.name }), description: t('circles.joinedText') });
      } catch (failure) {
        fail(failure);
      }
    },
    [joinCircle, fail, t],
  );

  const leave = useCallback(
    async (circle: Pick<CircleCard_CircleFragment, 'id' | 'name' | 'viewerStatus'>) => {
      try {
        await leaveCircle({ variables: { id: circle.id } });
        toast({
          title:
            circle.viewerStatus === 'REQUESTED'
              ? t('circles.requestCancelled')
              : t('circles.left', { name: circle.name }),
        });
      } catch (failure) {
        fail(failure);
      }
    },
    [leaveCircle, fail, t],
  );

  return { join, leave, busy: joining.loading || leaving.loading };
}
