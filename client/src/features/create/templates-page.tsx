import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '@/ui/button';
import { POST_TEMPLATES } from './post-templates';

/** /dashboard/templates: the four post templates; each opens the editor with its starting text. */
export function TemplatesPage() {
  const { t } = useTranslation('create');
  return (
    <section aria-labelledby="templates-title" className="mx-auto flex max-w-4xl flex-col gap-5">
      <header className="flex flex-col gap-1">
        <h1 id="templates-title" className="text-3xl font-bold tracking-tight">
          {t('templatesPage.title')}
        </h1>
        <p className="text-muted-foreground">{t('templatesPage.subtitle')}</p>
      </header>
      <ul className="grid gap-4 sm:grid-cols-2">
        {POST_TEMPLATES.map(({ id, key, icon: Icon }) => (
          <li key={id} className="flex flex-col gap-3 rounded-xl border bg-card p-5 shadow-sm">
            <span className="flex size-11 items-center justify-center rounded-xl bg-accent text-primary">
              <Icon className="size-5" aria-hidden />
            </span>
            <h2 className="text-lg font-semibold">{t(`templates.${key}.name`)}</h2>
            <p className="flex-1 text-sm text-muted-foreground">{t(`templates.${key}.description`)}</p>
            <Button asChild variant="outline" className="self-start">
              <Link
                to={`/dashboard/create?template=${id}`}
                aria-label={t('templatesPage.useLabel', { name: t(`templates.${key}.name`) })}
              >
                {t('templatesPage.use')}
              </Link>
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
