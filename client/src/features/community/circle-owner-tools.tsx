import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { CircleCard_CircleFragment } from '@/gql/graphql';
import { useServerMessage } from '@/lib/server-message';
import { Button } from '@/ui/button';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { toast } from '@/ui/use-toast';
import { useLoadMore } from '@/lib/use-load-more';
import { evictCircle, removeJoinRequest } from './circle-cache';
import {
  ApproveCircleRequestDocument,
  CircleJoinRequestsDocument,
  DeclineCircleRequestDocument,
  DeleteCircleDocument,
} from './circle-operations';

export const CIRCLE_REQUESTS_PAGE_SIZE = 20;

/** What only the owner sees: pending requests to join (Approve / Decline) and Delete circle. */
export function CircleOwnerTools({ circle }: { circle: CircleCard_CircleFragment }) {
  const { t } = useTranslation('community');
  const { fromError } = useServerMessage();
  const { data, fetchMore } = useQuery(CircleJoinRequestsDocument, {
    variables: { circleId: circle.id, first: CIRCLE_REQUESTS_PAGE_SIZE },
    skip: !circle.isPrivate,
  });
  const [approve, approving] = useMutation(ApproveCircleRequestDocument);
  const [decline, declining] = useMutation(DeclineCircleRequestDocument);
  const busy = approving.loading || declining.loading;
  const requests = data?.circleJoinRequests.edges.map((edge) => edge.node) ?? [];
  const { hasMore, loadMore } = useLoadMore(fetchMore, data?.circleJoinRequests.pageInfo);

  const decide = async (userId: string, username: string, approved: boolean) => {
    const options = {
      variables: { circleId: circle.id, userId },
      update: (cache: Parameters<typeof removeJoinRequest>[0]) => removeJoinRequest(cache, circle.id, userId),
    };
    try {
      if (approved) await approve(options);
      else await decline(options);
      toast({ title: approved ? t('circles.approved', { username }) : t('circles.declined', { username }) });
    } catch (failure) {
      toast({
        title: t('circles.failed'),
        description: fromError(failure, t('circles.failedText')),
        variant: 'destructive',
      });
    }
  };

  return (
    <div className="flex flex-col gap-4">
      {circle.isPrivate && (
        <section aria-labelledby="circle-requests" className="flex flex-col gap-3">
          <h2 id="circle-requests" className="text-xl font-semibold">
            {t('circles.requests')}
          </h2>
          {data && requests.length === 0 && <p className="text-sm text-muted-foreground">{t('circles.noRequests')}</p>}
          <ul className="flex flex-col gap-2" aria-label={t('circles.requests')}>
            {requests.map((request) => {
              const username = request.user?.username ?? t('circles.anonymous');
              const userId = request.user?.id;
              return (
                <li
                  key={userId ?? request.createdAt}
                  className="flex flex-wrap items-center justify-between gap-2 rounded-lg border bg-card px-4 py-3"
                  data-testid="circle-request"
                >
                  <span className="font-medium" dir="ltr">
                    @{username}
                  </span>
                  {userId && (
                    <span className="flex gap-2">
                      <Button size="sm" disabled={busy} onClick={() => void decide(userId, username, true)}>
                        {t('circles.approve')}
                      </Button>
                      <Button
                        size="sm"
                        variant="outline"
                        disabled={busy}
                        onClick={() => void decide(userId, username, false)}
                      >
                        {t('circles.decline')}
                      </Button>
                    </span>
                  )}
                </li>
              );
            })}
          </ul>
          {hasMore && (
            <Button variant="outline" className="self-center" onClick={loadMore}>
              {t('circles.loadMore')}
            </Button>
          )}
        </section>
      )}
      <DeleteCircleButton circle={circle} />
    </div>
  );
}

function DeleteCircleButton({ circle }: { circle: CircleCard_CircleFragment }) {
  const { t } = useTranslation('community');
  const { fromError } = useServerMessage();
  const navigate = useNavigate();
  const client = useApolloClient();
  const [remove, { loading }] = useMutation(DeleteCircleDocument);
  const confirm = async () => {
    try {
      await remove({ variables: { id: circle.id } });
    } catch (failure) {
      return toast({
        title: t('circles.failed'),
        description: fromError(failure, t('circles.failedText')),
        variant: 'destructive',
      });
    }
    toast({ title: t('circles.deleted', { name: circle.name }) });
    navigate('/dashboard/circles');
    // Evicted once the page that shows it is gone.
    setTimeout(() => evictCircle(client.cache, circle.id));
  };
  return (
    <ConfirmDialog
      trigger={
        <Button variant="outline" className="self-start text-destructive" disabled={loading}>
          <Trash2 aria-hidden />
          {t('circles.deleteCircle')}
        </Button>
      }
      title={t('circles.deleteCircle')}
      description={t('circles.deleteConfirm', { name: circle.name })}
      confirmLabel={t('circles.deleteCircle')}
      cancelLabel={t('circles.cancel')}
      onConfirm={() => void confirm()}
    />
  );
}
