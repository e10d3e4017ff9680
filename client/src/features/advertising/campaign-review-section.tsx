import { useMutation, useQuery } from '@apollo/client/react';
import type { ApolloCache, Reference } from '@apollo/client';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/ui/empty-state';
import { LoadError } from '@/ui/load-error';
import { useServerMessage } from '@/lib/server-message';
import { Button } from '@/ui/button';
import { Spinner } from '@/ui/spinner';
import { toast } from '@/ui/use-toast';
import { useLoadMore } from '@/lib/use-load-more';
import { ApproveCampaignDocument, CampaignsInReviewDocument, RejectCampaignDocument } from './campaign-operations';
import { ReviewCard } from './review-card';

/** A reviewed campaign leaves the review list; its new status lands on the cached campaign wherever else it shows. */
function dropFromReview(cache: ApolloCache, id: string) {
  cache.modify({
    id: 'ROOT_QUERY',
    fields: {
      campaignsInReview(existing, { readField }) {
        const list = existing as { edges?: Array<{ node: Reference }> } | undefined;
        if (!list?.edges) return existing;
        return { ...list, edges: list.edges.filter((edge) => readField('id', edge.node) !== id) };
      },
    },
  });
}

/** Admins and moderators: the campaigns waiting for review, to approve (active) or reject with an optional reason. */
export function CampaignReviewSection() {
  const { t } = useTranslation('advertising');
  const { fromError } = useServerMessage();
  const { data, error, refetch, fetchMore } = useQuery(CampaignsInReviewDocument, { fetchPolicy: 'cache-and-network' });
  const [approve] = useMutation(ApproveCampaignDocument);
  const [reject] = useMutation(RejectCampaignDocument);
  const [busy, setBusy] = useState<string | null>(null);
  const campaigns = data?.campaignsInReview.edges.map((edge) => edge.node) ?? [];
  const { hasMore, loadMore } = useLoadMore(fetchMore, data?.campaignsInReview.pageInfo);

  const decide = async (id: string, name: string, reason: string | null) => {
    setBusy(id);
    try {
      const update = (cache: ApolloCache) => dropFromReview(cache, id);
      if (reason === null) await approve({ variables: { id }, update });
      else await reject({ variables: { id, reason: reason.trim() || null }, update });
      toast({ title: t(reason === null ? 'review.approved' : 'review.rejected'), description: name });
    } catch (failure) {
      toast({
        title: t('review.failed'),
        description: fromError(failure, t('campaign.tryAgain')),
        variant: 'destructive',
      });
      void refetch();
    } finally {
      setBusy(null);
    }
  };

  return (
    <section
      aria-labelledby="campaign-review-title"
      className="flex flex-col gap-4 border-t pt-6"
      data-testid="campaign-review"
    >
      <header>
        <h2 id="campaign-review-title" className="text-xl font-semibold">
          {t('review.title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('review.subtitle')}</p>
      </header>
      {error && !data ? (
        <LoadError text={t('loadError')} retryLabel={t('retry')} onRetry={() => void refetch()} />
      ) : !data ? (
        <Spinner className="mx-auto" />
      ) : campaigns.length === 0 ? (
        <EmptyState icon={ShieldCheck} text={t('review.empty')} />
      ) : (
        <ul className="grid gap-4">
          {campaigns.map((campaign) => (
            <ReviewCard
              key={campaign.id}
              campaign={campaign}
              busy={busy === campaign.id}
              onApprove={() => void decide(campaign.id, campaign.name, null)}
              onReject={(reason) => void decide(campaign.id, campaign.name, reason)}
            />
          ))}
        </ul>
      )}
      {hasMore && (
        <Button variant="outline" className="self-center" onClick={loadMore}>
          {t('more')}
        </Button>
      )}
    </section>
  );
}
