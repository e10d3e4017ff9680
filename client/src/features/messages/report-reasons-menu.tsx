import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportReason } from '@/gql/graphql';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@/ui/dropdown-menu';

const REPORT_REASONS: readonly ReportReason[] = ['SPAM', 'SCAM', 'HARASSMENT', 'HATE_SPEECH', 'OTHER'];

interface ReportReasonsMenuProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The Report button. */
  trigger: ReactElement;
  onReport: (reason: ReportReason) => void;
}

/** A message's Report menu, Radix's part: loaded when a Report button is first opened (message-bubble.tsx). */
export function ReportReasonsMenu({ open, onOpenChange, trigger, onReport }: ReportReasonsMenuProps) {
  const { t } = useTranslation('direct-messages');
  return (
    <DropdownMenu open={open} onOpenChange={onOpenChange}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent>
        {REPORT_REASONS.map((reason) => (
          <DropdownMenuItem key={reason} onSelect={() => onReport(reason)}>
            {t(`reasons.${reason}`)}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
