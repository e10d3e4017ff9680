import { useQuery } from '@apollo/client/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Label } from '@/ui/label';
import { EarningsSplitsDocument } from './split-operations';

/** As many of the creator's splits as the Create page offers (the newest). */
const PICKER_SIZE = 50;

/**
 * The Create page's "Split earnings with": one of the creator's own splits (only the owner of a split may attach it),
 * or none. Without splits of their own, a link to make one.
 */
export function SplitPicker({
  value,
  onChange,
  disabled,
}: {
  value: string | null;
  onChange: (splitId: string | null) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('monetize');
  const id = useId();
  const { data } = useQuery(EarningsSplitsDocument, { variables: { first: PICKER_SIZE } });
  const own = data?.earningsSplits.edges.map((edge) => edge.node).filter((split) => split.viewerIsOwner) ?? [];
  if (!data) return null;
  if (own.length === 0)
    return (
      <p className="text-xs text-muted-foreground">
        {t('splitPicker.none')}{' '}
        <Link to="/dashboard/split" className="text-primary underline-offset-4 hover:underline">
          {t('splitPicker.make')}
        </Link>
      </p>
    );
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <Label htmlFor={id}>{t('splitPicker.label')}</Label>
      <select
        id={id}
        className="h-9 rounded-md border bg-background px-2"
        value={value ?? ''}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value || null)}
      >
        <option value="">{t('splitPicker.noSplit')}</option>
        {own.map((split) => (
          <option key={split.id} value={split.id}>
            {t('splitPicker.option', { project: split.projectName, share: split.ownerPercentage })}
          </option>
        ))}
      </select>
    </div>
  );
}
