import { MousePointerClick, Eye, Percent, Plus, Wallet } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { campaignTotals } from '@kuza/common';
import { useMoney } from '@/features/monetize/money-format';
import { SampleBadge } from '@/features/monetize/sample-badge';
import { ScreenHeader } from '@/features/monetize/screen-header';
import { StatCard } from '@/features/monetize/stat-card';
import { Button } from '@/ui/button';
import { toast } from '@/ui/use-toast';
import { CampaignCard } from './campaign-card';
import { SAMPLE_CAMPAIGNS, type Campaign } from './sample-campaigns';

/** /dashboard/advertising: sample campaigns with totals, per-campaign figures, and local pause/resume (spec §2.3, §4). */
export function AdvertisingPage() {
  const { t } = useTranslation('advertising');
  const format = useMoney();
  const [campaigns, setCampaigns] = useState<Campaign[]>(() => [...SAMPLE_CAMPAIGNS]);
  const totals = campaignTotals(campaigns);

  const toggle = (id: string) => {
    const current = campaigns.find((c) => c.id === id);
    if (!current) return;
    const status = current.status === 'active' ? 'paused' : 'active';
    setCampaigns((list) => list.map((c) => (c.id === id ? { ...c, status } : c)));
    toast({ title: t(status === 'paused' ? 'campaign.paused' : 'campaign.resumed'), description: current.name });
  };

  return (
    <section aria-labelledby="advertising-title" className="mx-auto flex max-w-6xl flex-col gap-6">
      <ScreenHeader id="advertising-title" title={t('title')} subtitle={t('subtitle')}>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <SampleBadge withNote />
          <Button asChild>
            <Link to="/dashboard/advertising/create">
              <Plus aria-hidden />
              {t('create')}
            </Link>
          </Button>
        </div>
      </ScreenHeader>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard label={t('totals.spent')} value={format.usd(totals.spent)} icon={Wallet} testId="total-spent" />
        <StatCard label={t('totals.impressions')} value={format.number(totals.impressions)} icon={Eye} testId="total-impressions" />
        <StatCard label={t('totals.clicks')} value={format.number(totals.clicks)} icon={MousePointerClick} testId="total-clicks" />
        <StatCard label={t('totals.ctr')} value={`${totals.averageCtr.toFixed(2)}%`} icon={Percent} testId="total-ctr" />
      </div>
      <ul className="flex flex-col gap-4" aria-label={t('title')}>
        {campaigns.map((campaign) => (
          <CampaignCard key={campaign.id} campaign={campaign} onToggle={toggle} />
        ))}
      </ul>
    </section>
  );
}
