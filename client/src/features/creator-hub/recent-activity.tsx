import { Eye, FileText, UserPlus, Zap } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { CreatorStats } from '@/features/analytics';
import { useMoney } from '@/lib/money-format';
import { SampleBadge } from '@/ui/sample-badge';

const EXCERPT = 40;

/** Three recent milestones: real ones from the creator's own figures, or three sample milestones for a new account. */
export function RecentActivity({ stats, isSample }: { stats: CreatorStats | null; isSample: boolean }) {
  const { t } = useTranslation('creator-hub');
  const format = useMoney();
  const top = stats?.topPosts[0];
  const items =
    !stats || isSample
      ? [
          { id: 'views', icon: Eye, text: t('activity.sampleViews') },
          { id: 'followers', icon: UserPlus, text: t('activity.sampleFollowers') },
          { id: 'energy', icon: Zap, text: t('activity.sampleEnergy') },
        ]
      : [
          ...(top
            ? [
                {
                  id: 'views',
                  icon: Eye,
                  text: t('activity.topPost', {
                    excerpt:
                      top.post.content.length > EXCERPT ? `${top.post.content.slice(0, EXCERPT)}…` : top.post.content,
                    views: format.number(top.impressions),
                  }),
                },
              ]
            : []),
          { id: 'followers', icon: UserPlus, text: t('activity.followers', { count: stats.last30Days.newFollowers }) },
          { id: 'posts', icon: FileText, text: t('activity.posts', { count: stats.posts }) },
        ];
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-xl font-semibold">{t('activity.title')}</h2>
        {isSample && <SampleBadge />}
      </div>
      <ul className="flex flex-col gap-3" aria-label={t('activity.title')}>
        {items.map(({ id, icon: Icon, text }) => (
          <li key={id} className="flex items-center gap-3 rounded-xl border bg-card p-4 shadow-sm">
            <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-secondary">
              <Icon aria-hidden className="size-4 text-primary" />
            </span>
            <span className="text-sm">{text}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
