import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CampaignField as FieldName, CampaignMessageId } from '@kuza/common';
import { useServerMessage } from '@/lib/server-message';
import { Label } from '@/ui/label';
import { cn } from '@/lib/utils';

export interface ControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
}

interface CampaignFieldProps {
  name: FieldName;
  label: string;
  error?: CampaignMessageId;
  hint?: ReactNode;
  optional?: boolean;
  className?: string;
  children: (control: ControlProps) => ReactNode;
}

/** A labelled wizard field with its hint and, after Next, the rule it breaks (spec §5). */
export function CampaignField({ name, label, error, hint, optional, className, children }: CampaignFieldProps) {
  const { t } = useTranslation('advertising');
  const { text } = useServerMessage();
  const id = `campaign-${name}`;
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <Label htmlFor={id}>
        {label}
        {optional && <span className="font-normal text-muted-foreground">({t('wizard.optional')})</span>}
      </Label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': described || undefined })}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive" data-testid={`error-${name}`}>
          {text(`campaign.${error}`)}
        </p>
      )}
    </div>
  );
}

export const selectClass =
  'h-10 w-full rounded-md border border-input bg-card px-3 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/40 aria-invalid:border-destructive';
