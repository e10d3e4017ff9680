import { Coins, Eye, FileText, PenSquare, UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { CreatorStats } from '@/features/analytics';
import { useMoney } from '@/lib/money-format';
import { useIncomeMilestones } from './income-milestones';

const EXCERPT = 40;

/**
 * Three recent milestones: the creator's income milestones first (the ledger's: first tip, first member, lifetime
 * amounts reached), then their own figures; an account without posts is told where its activity will come from.
 */
export function RecentActivity({ stats }: { stats: CreatorStats | null }) {
  const { t } = useTranslation('creator-hub');
  const format = useMoney();
  const top = stats?.topPosts[0];
  const income = useIncomeMilestones().map((milestone) => ({
    id: `${milestone.kind}-${milestone.amount?.currency ?? ''}`,
    icon: milestone.kind === 'FIRST_MEMBER' ? UserPlus : Coins,
    text: t(`activity.income.${milestone.kind}`, {
      amount: milestone.amount ? format.money(milestone.amount) : '',
      username: milestone.person?.username ?? t('activity.income.someone'),
    }),
  }));
  const others = !stats
    ? []
    : stats.posts === 0
      ? [
          { id: 'start', icon: PenSquare, text: t('activity.start') },
          { id: 'followers', icon: UserPlus, text: t('activity.followers', { count: stats.last30Days.newFollowers }) },
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
  const items = [...income, ...others].slice(0, 3);
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-xl font-semibold">{t('activity.title')}</h2>
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
