import { Eye, Heart, MessageCircle, Share2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ScreenHeader } from '@/ui/screen-header';
import { engagementRateText, type CreatorStats } from './creator-stats-model';
import { EngagementNote } from './engagement-note';
import { StatsState } from './stats-state';
import { useCountText } from './use-count-text';
import { useCreatorStats } from './use-creator-stats';

function TopPostItem({ item, rank }: { item: CreatorStats['topPosts'][number]; rank: number }) {
  const { t, i18n } = useTranslation('analytics');
  const countText = useCountText();
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(item.post.createdAt));
  const figures = [
    { id: 'views', icon: Eye, value: item.impressions },
    { id: 'likes', icon: Heart, value: item.likes },
    { id: 'comments', icon: MessageCircle, value: item.comments },
    { id: 'shares', icon: Share2, value: item.shares },
  ] as const;
  return (
    <li className="flex gap-4 rounded-xl border bg-card p-4 shadow-sm" data-testid="top-post">
      <span className="text-2xl font-bold text-primary tabular-nums">{t('topPosts.rank', { rank })}</span>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <Link to={`/dashboard/post/${item.post.id}`} className="hover:underline">
          <p className="line-clamp-2 font-medium">{item.post.content}</p>
        </Link>
        <p className="text-xs text-muted-foreground">{t('topPosts.posted', { date })}</p>
        <ul className="flex flex-wrap gap-4 text-sm">
          {figures.map(({ id, icon: Icon, value }) => (
            <li key={id} className="flex items-center gap-1.5 tabular-nums">
              <Icon aria-hidden className="size-4 text-muted-foreground" />
              {countText(id, value)}
            </li>
          ))}
          <li className="font-medium text-success">
            {t('topPosts.rate', { rate: engagementRateText(item, i18n.language) })}
          </li>
        </ul>
      </div>
    </li>
  );
}

/** /dashboard/top-posts: the creator's best posts by real views, then engagement (how to start when they have none). */
export function TopPostsPage() {
  const { t } = useTranslation('analytics');
  const { stats, isEmpty, loading, error } = useCreatorStats();
  return (
    <section aria-labelledby="top-posts-title" className="mx-auto flex max-w-4xl flex-col gap-6">
      <ScreenHeader id="top-posts-title" title={t('topPosts.title')} subtitle={t('topPosts.subtitle')} />
      <StatsState loading={loading} error={error} isEmpty={isEmpty}>
        {stats && (
          <ol className="flex flex-col gap-3" aria-label={t('topPosts.title')}>
            {stats.topPosts.map((item, i) => (
              <TopPostItem key={item.post.id} item={item} rank={i + 1} />
            ))}
          </ol>
        )}
        {stats && !isEmpty && stats.allTime.impressions === 0 && (
          <p className="text-sm text-muted-foreground">{t('topPosts.empty')}</p>
        )}
        {stats && <EngagementNote />}
      </StatsState>
    </section>
  );
}
