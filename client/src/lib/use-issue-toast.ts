import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { MoneyIssue } from '@kuza/common';
import { toast } from '@/ui/use-toast';

/**
 * Shows a failed spec §5 rule as its destructive toast (§8), in the reader's language: the catalog of `namespace`
 * holds `messages.<id>.title` (and `.description` where the spec gives one).
 */
export function useIssueToast(namespace: string) {
  const { t } = useTranslation(namespace);
  return useCallback(
    (issue: MoneyIssue) =>
      toast({
        title: t(`messages.${issue.id}.title`),
        description: issue.description ? t(`messages.${issue.id}.description`) : undefined,
        variant: 'destructive',
      }),
    [t],
  );
}
