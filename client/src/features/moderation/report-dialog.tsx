import { Flag } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import type { ReportTarget } from './report-form';

// The dialog, its form and rules (react-hook-form, zod) load when a reader opens it, not with every post; pointing at
// the button starts it early.
const loadDialog = () => import('./report-form');
const ReportDialog = lazy(() => loadDialog().then((m) => ({ default: m.ReportDialog })));

export type { ReportTarget };

/** A Report button that opens the form: why (one reason), optional details, sent to the moderators. */
export function ReportButton({ target, compact = false }: { target: ReportTarget; compact?: boolean }) {
  const { t } = useTranslation('moderation');
  const kind = 'postId' in target ? 'post' : 'comment';
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        aria-label={t(`report.label.${kind}`)}
        aria-haspopup="dialog"
        aria-expanded={open}
        className={compact ? 'h-auto px-1 py-0 text-xs' : undefined}
        onClick={() => setOpen(true)}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
      >
        <Flag aria-hidden className={compact ? 'size-3' : undefined} />
        {compact && t('report.button')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ReportDialog target={target} kind={kind} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
