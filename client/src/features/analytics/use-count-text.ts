import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@/lib/money-format';

export type CountId = 'views' | 'likes' | 'comments' | 'shares' | 'posts';

/** "1 view", "2 views": the plural form the reader's language uses for the number, which is written in its digits. */
export function useCountText() {
  const { t } = useTranslation('analytics');
  const format = useMoney();
  return useCallback(
    (id: CountId, count: number) => t(`counts.${id}`, { count, value: format.number(count) }),
    [t, format],
  );
}
