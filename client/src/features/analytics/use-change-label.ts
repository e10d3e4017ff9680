import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { changePercent } from './creator-stats-model';

/** "+12.5% from last month", "New this month" or "Same as last month", with its tone for colour. */
export function useChangeLabel() {
  const { t } = useTranslation('analytics');
  return useCallback(
    (current: number, previous: number): { text: string; tone: 'up' | 'down' | 'neutral' } => {
      const change = changePercent(current, previous);
      if (change === null) return { text: t('new'), tone: 'up' };
      if (change === 0) return { text: t('noChange'), tone: 'neutral' };
      return { text: t('change', { change: `${change > 0 ? '+' : ''}${change}%` }), tone: change > 0 ? 'up' : 'down' };
    },
    [t],
  );
}
