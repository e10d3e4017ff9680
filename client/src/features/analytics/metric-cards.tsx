import { Eye, Heart, MessageCircle, Percent, Share2, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@/lib/money-format';
import { StatCard } from '@/ui/stat-card';
import { engagementPercentText, engagementRate, type CreatorStats } from './creator-stats-model';
import { useChangeLabel } from './use-change-label';

/** The last 30 days against the 30 before: views, likes, comments, shares, engagement rate, followers. */
export function MetricCards({ stats }: { stats: CreatorStats }) {
  const { t, i18n } = useTranslation('analytics');
  const format = useMoney();
  const changeOf = useChangeLabel();
  const now = stats.last30Days;
  const before = stats.previous30Days;
  const cards = [
    {
      id: 'views',
      icon: Eye,
      value: format.number(now.impressions),
      change: changeOf(now.impressions, before.impressions),
    },
    { id: 'likes', icon: Heart, value: format.number(now.likes), change: changeOf(now.likes, before.likes) },
    {
      id: 'comments',
      icon: MessageCircle,
      value: format.number(now.comments),
      change: changeOf(now.comments, before.comments),
    },
    { id: 'shares', icon: Share2, value: format.number(now.shares), change: changeOf(now.shares, before.shares) },
    {
      id: 'engagement',
      icon: Percent,
      value: engagementPercentText(now, i18n.language),
      change: changeOf(engagementRate(now), engagementRate(before)),
    },
    {
      id: 'newFollowers',
      icon: Users,
      value: format.number(now.newFollowers),
      change: changeOf(now.newFollowers, before.newFollowers),
    },
  ] as const;
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {cards.map((card) => (
        <StatCard
          key={card.id}
          label={t(`metrics.${card.id}`)}
          value={card.value}
          icon={card.icon}
          hint={card.change.text}
          tone={card.change.tone}
          testId={`metric-${card.id}`}
        />
      ))}
    </div>
  );
}
