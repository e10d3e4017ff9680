import { useQuery } from '@apollo/client/react';
import { MousePointerClick, Eye, Percent, Plus, Wallet } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAuth } from '@/features/auth';
import { useMoney } from '@/lib/money-format';
import { ScreenHeader } from '@/ui/screen-header';
import { StatCard } from '@/ui/stat-card';
import { LoadError } from '@/ui/load-error';
import { useServerMessage } from '@/lib/server-message';
import { Button } from '@/ui/button';
import { Spinner } from '@/ui/spinner';
import { toast } from '@/ui/use-toast';
import { useLoadMore } from '@/lib/use-load-more';
import { CampaignCard } from './campaign-card';
import { toCardCampaign, type Campaign } from './campaign-model';
import { AdvertisingPageDocument } from './campaign-operations';
import { CampaignReviewSection } from './campaign-review-section';
import { usePauseResume } from './use-campaign-mutations';

/**
 * /dashboard/advertising (spec §2.3, §4): the viewer's campaigns with their totals, pause and resume saved on the
 * server. An account without campaigns sees how to start one (no sample figures). Admins and moderators also review
 * the campaigns waiting for it.
 */
export function AdvertisingPage() {
  const { t } = useTranslation('advertising');
  const format = useMoney();
  const { fromError } = useServerMessage();
  const { hasRole } = useAuth();
  const { data, error, refetch, fetchMore } = useQuery(AdvertisingPageDocument, { fetchPolicy: 'cache-and-network' });
  const pauseResume = usePauseResume();
  const [busy, setBusy] = useState<string | null>(null);
  const none = data?.myCampaignTotals.count === 0;
  const campaigns: readonly Campaign[] = data?.myCampaigns.edges.map((edge) => toCardCampaign(edge.node)) ?? [];
  const totals = data?.myCampaignTotals;
  const { hasMore, loadMore } = useLoadMore(fetchMore, data?.myCampaigns.pageInfo);

  const toggle = async (campaign: Campaign) => {
    const pausing = campaign.status === 'active';
    setBusy(campaign.id);
    try {
      await pauseResume(campaign.id, pausing);
      toast({ title: t(pausing ? 'campaign.paused' : 'campaign.resumed'), description: campaign.name });
    } catch (failure) {
      toast({
        title: t('campaign.toggleFailed'),
        description: fromError(failure, t('campaign.tryAgain')),
        variant: 'destructive',
      });
    } finally {
      setBusy(null);
    }
  };

  return (
    <section aria-labelledby="advertising-title" className="mx-auto flex max-w-6xl flex-col gap-6">
      <ScreenHeader id="advertising-title" title={t('title')} subtitle={t('subtitle')}>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-xs text-muted-foreground">{t('deliveryNote')}</p>
          <Button asChild>
            <Link to="/dashboard/advertising/create">
              <Plus aria-hidden />
              {t('create')}
            </Link>
          </Button>
        </div>
      </ScreenHeader>
      {error && !data ? (
        <LoadError text={t('loadError')} retryLabel={t('retry')} onRetry={() => void refetch()} />
      ) : !totals ? (
        <Spinner className="mx-auto" />
      ) : (
        <>
          <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
            <StatCard
              label={t('totals.spent')}
              value={format.money(totals.spentMoney)}
              icon={Wallet}
              testId="total-spent"
            />
            <StatCard
              label={t('totals.impressions')}
              value={format.number(totals.impressions)}
              icon={Eye}
              testId="total-impressions"
            />
            <StatCard
              label={t('totals.clicks')}
              value={format.number(totals.clicks)}
              icon={MousePointerClick}
              testId="total-clicks"
            />
            <StatCard
              label={t('totals.ctr')}
              value={`${totals.averageCtr.toFixed(2)}%`}
              icon={Percent}
              testId="total-ctr"
            />
          </div>
          {none && (
            <p
              className="rounded-xl border border-dashed p-6 text-center text-sm text-muted-foreground"
              data-testid="no-campaigns"
            >
              {t('empty')}
            </p>
          )}
          <ul className="flex flex-col gap-4" aria-label={t('title')}>
            {campaigns.map((campaign) => (
              <CampaignCard
                key={campaign.id}
                campaign={campaign}
                busy={busy === campaign.id}
                onToggle={(c) => void toggle(c)}
              />
            ))}
          </ul>
          {hasMore && (
            <Button variant="outline" className="self-center" onClick={loadMore}>
              {t('more')}
            </Button>
          )}
        </>
      )}
      {hasRole('ADMIN', 'MODERATOR') && <CampaignReviewSection />}
    </section>
  );
}
