import { CircleCheck, Clock, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/ui/use-toast';
import { FlaggedItemCard } from './flagged-item-card';
import { FLAGGED_ITEMS, MODERATION_COUNTS, type FlaggedItem, type ModerationDecision } from './moderation-samples';
import { SampleNotice } from './sample-notice';
import { StatCard } from './stat-card';

/** /dashboard/admin/moderation (spec §2.3): sample counters and flagged items; decisions stay on this screen. */
export function ContentModerationPage() {
  const { t } = useTranslation('admin');
  const [decisions, setDecisions] = useState<Partial<Record<FlaggedItem['id'], ModerationDecision>>>({});
  const decided = Object.values(decisions);
  const count = (decision: ModerationDecision) => decided.filter((d) => d === decision).length;

  const decide = (item: FlaggedItem, decision: ModerationDecision) => {
    setDecisions((current) => ({ ...current, [item.id]: decision }));
    toast({ title: t(`moderation.toasts.${decision}`), description: t('moderation.toasts.sample') });
  };

  return (
    <section aria-labelledby="moderation-title" className="mx-auto flex max-w-6xl flex-col gap-6">
      <header>
        <h1 id="moderation-title" className="text-3xl font-bold tracking-tight">
          {t('moderation.title')}
        </h1>
        <p className="text-muted-foreground">{t('moderation.subtitle')}</p>
      </header>
      <SampleNotice>{t('moderation.sampleNotice')}</SampleNotice>
      <div className="grid gap-4 sm:grid-cols-3">
        <StatCard label={t('moderation.stats.pending')} value={MODERATION_COUNTS.pending - decided.length} icon={Clock} tone="text-ochre" testId="stat-pending" />
        <StatCard label={t('moderation.stats.approved')} value={MODERATION_COUNTS.approved + count('approved')} icon={CircleCheck} tone="text-success" testId="stat-approved" />
        <StatCard label={t('moderation.stats.removed')} value={MODERATION_COUNTS.removed + count('removed')} icon={Trash2} tone="text-destructive" testId="stat-removed" />
      </div>
      <h2 className="text-xl font-semibold">{t('moderation.flaggedTitle')}</h2>
      <ul className="grid gap-4">
        {FLAGGED_ITEMS.map((item) => (
          <FlaggedItemCard key={item.id} item={item} decision={decisions[item.id]} onDecide={decide} />
        ))}
      </ul>
    </section>
  );
}
