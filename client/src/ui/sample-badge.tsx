import { FlaskConical } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from './badge';

/** Marks figures that are sample content (spec: static sample screens), never passed off as the user's own. */
export function SampleBadge({ withNote = false, note }: { withNote?: boolean; note?: string }) {
  // Its words live in the monetize catalog (sample.*), where the money screens first needed them.
  const { t } = useTranslation('monetize');
  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="sample-badge">
      <Badge variant="outline" className="border-ochre text-foreground">
        <FlaskConical aria-hidden />
        {t('sample.badge')}
      </Badge>
      {(withNote || note) && <p className="text-xs text-muted-foreground">{note ?? t('sample.note')}</p>}
    </div>
  );
}
