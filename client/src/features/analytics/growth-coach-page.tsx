import { Hash, Lightbulb, PartyPopper, ShoppingBag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ScreenHeader } from '@/ui/screen-header';
import { Button } from '@/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { useCreatorStats } from './use-creator-stats';

// Spec §9 Growth coach: 5-7 hashtags; a content mix of 40/30/30.
export const HASHTAG_ADVICE = { min: 5, max: 7 } as const;
export const CONTENT_MIX = [
  { id: 'educate', percent: 40, icon: Lightbulb, color: 'var(--primary)' },
  { id: 'entertain', percent: 30, icon: PartyPopper, color: 'var(--ochre)' },
  { id: 'promote', percent: 30, icon: ShoppingBag, color: 'var(--forest)' },
] as const;

/** /dashboard/coach: hashtag and content-mix advice, with the creator's own hashtag habit when they have posts. */
export function GrowthCoachPage() {
  const { t } = useTranslation('analytics');
  const { stats } = useCreatorStats();
  const posts = stats?.topPosts ?? [];
  const average = posts.length ? posts.reduce((sum, p) => sum + p.post.hashtags.length, 0) / posts.length : null;

  return (
    <section aria-labelledby="coach-title" className="mx-auto flex max-w-4xl flex-col gap-6">
      <ScreenHeader id="coach-title" title={t('coach.title')} subtitle={t('coach.subtitle')} />
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <Hash aria-hidden className="size-5 text-primary" />
            {t('coach.hashtagsTitle', HASHTAG_ADVICE)}
          </CardTitle>
          <CardDescription>{t('coach.hashtagsText')}</CardDescription>
        </CardHeader>
        {average !== null && (
          <CardContent>
            <p className="text-sm font-medium" data-testid="coach-average">
              {t('coach.yourHashtags', { average: average.toFixed(1) })}
            </p>
          </CardContent>
        )}
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{t('coach.mixTitle')}</CardTitle>
          <CardDescription>{t('coach.mixText')}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <div className="flex h-4 w-full overflow-hidden rounded-full" aria-hidden>
            {CONTENT_MIX.map((part) => (
              <span key={part.id} style={{ width: `${part.percent}%`, backgroundColor: part.color }} />
            ))}
          </div>
          <ul className="grid gap-3 sm:grid-cols-3" aria-label={t('coach.mixTitle')}>
            {CONTENT_MIX.map(({ id, percent, icon: Icon }) => (
              <li key={id} className="flex flex-col gap-1 rounded-lg border p-3">
                <Icon aria-hidden className="size-5 text-primary" />
                <span className="text-2xl font-bold tabular-nums">{percent}%</span>
                <span className="text-sm">{t(`coach.mix.${id}`)}</span>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
      <div className="flex flex-wrap items-center gap-3">
        <span className="font-semibold">{t('coach.nextSteps')}</span>
        <Button asChild>
          <Link to="/dashboard/create">{t('coach.create')}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/dashboard/trending">{t('coach.trending')}</Link>
        </Button>
      </div>
    </section>
  );
}
