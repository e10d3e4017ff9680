import { Globe, Lock, MessageSquare, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@/features/monetize/money-format';
import { SampleBadge } from '@/features/monetize/sample-badge';
import { ScreenHeader } from '@/features/monetize/screen-header';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { toast } from '@/ui/use-toast';
import { SAMPLE_CIRCLES } from './sample-community';

/** /dashboard/circles: circles with their members, posts and private flag (spec §3; sample content). */
export function CirclesPage() {
  const { t } = useTranslation('community');
  const format = useMoney();
  const join = (id: string, isPrivate: boolean) => {
    const name = t(`circles.names.${id}`);
    toast(
      isPrivate
        ? { title: t('circles.requested'), description: t('circles.requestedText', { name }) }
        : { title: t('circles.joined', { name }), description: t('circles.joinedText') },
    );
  };
  return (
    <section aria-labelledby="circles-title" className="mx-auto flex max-w-5xl flex-col gap-6">
      <ScreenHeader id="circles-title" title={t('circles.title')} subtitle={t('circles.subtitle')}>
        <SampleBadge />
      </ScreenHeader>
      <ul className="grid gap-4 sm:grid-cols-2" aria-label={t('circles.title')}>
        {SAMPLE_CIRCLES.map((circle) => (
          <li key={circle.id} className="flex flex-col gap-3 rounded-xl border bg-card p-5 shadow-sm" data-testid="circle">
            <div className="flex items-start justify-between gap-2">
              <h2 className="text-lg font-semibold">{t(`circles.names.${circle.id}`)}</h2>
              <Badge variant={circle.isPrivate ? 'secondary' : 'outline'}>
                {circle.isPrivate ? <Lock aria-hidden /> : <Globe aria-hidden />}
                {circle.isPrivate ? t('circles.private') : t('circles.public')}
              </Badge>
            </div>
            <p className="flex gap-4 text-sm text-muted-foreground">
              <span className="flex items-center gap-1">
                <Users aria-hidden className="size-4" />
                {t('circles.members', { members: format.number(circle.members) })}
              </span>
              <span className="flex items-center gap-1">
                <MessageSquare aria-hidden className="size-4" />
                {t('circles.posts', { posts: format.number(circle.posts) })}
              </span>
            </p>
            <Button
              variant={circle.isPrivate ? 'outline' : 'default'}
              className="self-start"
              onClick={() => join(circle.id, circle.isPrivate)}
            >
              {circle.isPrivate ? t('circles.request') : t('circles.join')}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
