import { Hammer, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';

/** Placeholder for a dashboard screen that is not built yet: names the screen, clearly not an error. */
export function ComingSoonPage({
  title,
  icon: Icon,
  isHome = false,
}: {
  title: string;
  icon: LucideIcon;
  isHome?: boolean;
}) {
  const { t } = useTranslation('dashboard');
  return (
    <section
      aria-labelledby="coming-soon-title"
      className="mx-auto flex max-w-xl flex-col items-center gap-5 py-16 text-center"
    >
      <span className="flex size-16 items-center justify-center rounded-2xl bg-accent text-primary shadow-sm">
        <Icon className="size-8" aria-hidden />
      </span>
      <Badge variant="secondary" className="gap-1.5">
        <Hammer aria-hidden />
        {t('comingSoon.badge')}
      </Badge>
      <h1 id="coming-soon-title" className="text-3xl font-bold tracking-tight">
        {title}
      </h1>
      <p className="text-muted-foreground">{t('comingSoon.text', { screen: title })}</p>
      {isHome ? (
        <Button asChild>
          <Link to="/dashboard/create">{t('comingSoon.create')}</Link>
        </Button>
      ) : (
        <Button asChild variant="outline">
          <Link to="/dashboard">{t('comingSoon.back')}</Link>
        </Button>
      )}
    </section>
  );
}
