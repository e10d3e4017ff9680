import { Archive, FilePen, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyState } from '@/ui/empty-state';
import { Button } from '@/ui/button';
import { toast } from '@/ui/use-toast';
import { useDrafts } from './use-drafts';
import { useRelativeDate } from './use-relative-date';

/** /dashboard/drafts, the Draft Vault (spec §2.3, §4): open a draft in the editor, or delete it. */
export function DraftsPage() {
  const { t } = useTranslation('create');
  const { drafts, remove } = useDrafts();
  const relative = useRelativeDate();
  const sorted = [...drafts].sort((a, b) => b.date.localeCompare(a.date));

  return (
    <section aria-labelledby="drafts-title" className="mx-auto flex max-w-3xl flex-col gap-5">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h1 id="drafts-title" className="text-3xl font-bold tracking-tight">
            {t('drafts.title')}
          </h1>
          <p className="text-muted-foreground">{t('drafts.subtitle')}</p>
        </div>
        <Button asChild>
          <Link to="/dashboard/create">{t('drafts.new')}</Link>
        </Button>
      </header>
      {sorted.length === 0 ? (
        <EmptyState icon={Archive} text={t('drafts.empty')} />
      ) : (
        <ul aria-label={t('drafts.listLabel')} className="flex flex-col gap-3">
          {sorted.map((draft) => (
            <li key={draft.id} className="flex flex-wrap items-center gap-4 rounded-xl border bg-card p-4 shadow-sm">
              <div className="flex min-w-0 flex-1 flex-col gap-1">
                <h2 className="truncate font-semibold">{draft.title}</h2>
                <p className="truncate text-sm text-muted-foreground">{draft.preview}</p>
                <p className="text-xs text-muted-foreground">
                  <time dateTime={draft.date}>{relative(draft.date)}</time>
                </p>
              </div>
              <div className="flex gap-2">
                <Button asChild variant="outline" size="sm">
                  <Link
                    to={`/dashboard/create?draft=${draft.id}`}
                    aria-label={t('drafts.openLabel', { title: draft.title })}
                  >
                    <FilePen aria-hidden />
                    {t('drafts.open')}
                  </Link>
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  className="hover:text-destructive"
                  aria-label={t('drafts.deleteLabel', { title: draft.title })}
                  onClick={() => {
                    remove(draft.id);
                    // Spec §8 lists Draft deleted among the destructive toasts.
                    toast({ title: t('toasts.draftDeleted'), variant: 'destructive' });
                  }}
                >
                  <Trash2 aria-hidden />
                  {t('drafts.delete')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
