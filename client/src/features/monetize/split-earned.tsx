import { useTranslation } from 'react-i18next';
import type { EarningsSplit_SplitFragment } from '@/gql/graphql';
import { useMoney } from '@/lib/money-format';

/** What a split has earned so far (the ledger, per currency): in total and the viewer's share. */
export function SplitEarnedSoFar({ earned }: { earned: EarningsSplit_SplitFragment['earnedSoFar'] }) {
  const { t } = useTranslation('monetize');
  const { money } = useMoney();
  return (
    <div className="mt-3 border-t pt-3 text-sm" data-testid="split-earned">
      <p className="font-semibold">{t('split.earnedTitle')}</p>
      {earned.length === 0 ? (
        <p className="text-muted-foreground">{t('split.earnedNone')}</p>
      ) : (
        <ul className="flex flex-col gap-1">
          {earned.map((row) => (
            <li key={row.currency} className="flex flex-wrap justify-between gap-x-4 tabular-nums" dir="ltr">
              <span>{t('split.earnedTotal', { amount: money(row.total) })}</span>
              <span className="font-medium">{t('split.earnedYours', { amount: money(row.yours) })}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
