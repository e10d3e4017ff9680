import { useMutation, useQuery } from '@apollo/client/react';
import { Handshake, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { EmptyState } from '@/ui/empty-state';
import { LoadError } from '@/ui/load-error';
import { useFormatDate } from '@/lib/use-format-date';
import type { EarningsSplit_SplitFragment } from '@/gql/graphql';
import { useServerMessage } from '@/lib/server-message';
import { Button } from '@/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/ui/card';
import { Spinner } from '@/ui/spinner';
import { toast } from '@/ui/use-toast';
import { useLoadMore } from '@/lib/use-load-more';
import { DeleteEarningsSplitDocument, EarningsSplitsDocument } from './split-operations';
import { SplitEarnedSoFar } from './split-earned';
import { SplitPosts } from './split-posts';

export const SPLITS_PAGE_SIZE = 10;

/** The caller's saved splits (made by them or shared with them), newest first, with Load more. */
export function SplitList() {
  const { t } = useTranslation('monetize');
  const { data, error, refetch, fetchMore, loading } = useQuery(EarningsSplitsDocument, {
    variables: { first: SPLITS_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const splits = data?.earningsSplits.edges.map((edge) => edge.node) ?? [];
  const { hasMore, loadMore } = useLoadMore(fetchMore, data?.earningsSplits.pageInfo);

  return (
    <section aria-labelledby="splits-title" className="flex flex-col gap-4">
      <h2 id="splits-title" className="text-xl font-semibold">
        {t('split.saved')}
      </h2>
      {error && !data ? (
        <LoadError text={t('split.loadError')} retryLabel={t('split.retry')} onRetry={() => void refetch()} />
      ) : !data ? (
        <Spinner className="mx-auto" />
      ) : splits.length === 0 ? (
        <EmptyState icon={Handshake} text={t('split.empty')} />
      ) : (
        <ul className="flex flex-col gap-3">
          {splits.map((split) => (
            <SplitCard key={split.id} split={split} />
          ))}
        </ul>
      )}
      {hasMore && (
        <Button variant="outline" className="self-center" disabled={loading} onClick={loadMore}>
          {t('split.loadMore')}
        </Button>
      )}
    </section>
  );
}

function SplitCard({ split }: { split: EarningsSplit_SplitFragment }) {
  // The confirmation's Cancel is the admin catalog's, as on every confirmation of a removal.
  const { t } = useTranslation(['monetize', 'admin']);
  const formatDate = useFormatDate();
  const [confirming, setConfirming] = useState(false);
  const { fromError } = useServerMessage();
  const [remove, { loading }] = useMutation(DeleteEarningsSplitDocument, {
    update: (cache) => {
      cache.evict({ id: cache.identify({ __typename: 'EarningsSplit', id: split.id }) });
      cache.gc();
    },
  });
  const owner = split.owner?.username ?? t('split.goneAccount');
  const date = formatDate(split.createdAt);

  const confirm = async () => {
    try {
      await remove({ variables: { id: split.id } });
      toast({ title: t('split.deleted'), description: split.projectName });
    } catch (failure) {
      toast({
        title: t('split.notDeleted'),
        description: fromError(failure, t('split.failed')),
        variant: 'destructive',
      });
    }
  };

  return (
    <li data-testid="earnings-split">
      <Card className="py-4">
        <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-2 px-4">
          <div>
            <CardTitle className="text-lg">{split.projectName}</CardTitle>
            <p className="text-sm text-muted-foreground">
              {split.viewerIsOwner ? t('split.madeByYou', { date }) : t('split.madeBy', { username: owner, date })}
            </p>
          </div>
          {split.viewerIsOwner && (
            <Button variant="ghost" size="sm" disabled={loading} onClick={() => setConfirming(true)}>
              <Trash2 aria-hidden />
              {t('split.delete')}
            </Button>
          )}
        </CardHeader>
        <CardContent className="px-4">
          <dl className="grid grid-cols-[1fr_auto] gap-x-6 gap-y-1 text-sm">
            {split.shares.map((share, index) => (
              <div key={share.collaborator?.id ?? index} className="contents">
                <dt>@{share.collaborator?.username ?? t('split.goneAccount')}</dt>
                <dd className="text-end tabular-nums">{t('split.percent', { value: share.percentage })}</dd>
              </div>
            ))}
            <div className="contents font-semibold">
              <dt>{t('split.ownerRow', { username: owner })}</dt>
              <dd className="text-end tabular-nums">{t('split.percent', { value: split.ownerPercentage })}</dd>
            </div>
          </dl>
          <SplitPosts split={split} />
          <SplitEarnedSoFar earned={split.earnedSoFar} />
        </CardContent>
      </Card>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('split.confirmDelete.title', { project: split.projectName })}
        description={t('split.confirmDelete.text')}
        confirmLabel={t('split.delete')}
        cancelLabel={t('common.cancel', { ns: 'admin' })}
        destructive
        onConfirm={() => void confirm()}
      />
    </li>
  );
}
