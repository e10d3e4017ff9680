import { useId, type ComponentProps } from 'react';
import { Input } from '@/ui/input';
import { Label } from '@/ui/label';
import { Textarea } from '@/ui/textarea';

type FieldProps = { label: string; hint?: string; error?: string; required?: boolean } & (
  ({ multiline?: false } & ComponentProps<'input'>) | ({ multiline: true } & ComponentProps<'textarea'>)
);

/** A labelled input or textarea whose inline error is tied to it for assistive technology. */
export function ApiKeyFormField({ label, hint, error, required, multiline, id, ...props }: FieldProps) {
  const generated = useId();
  const fieldId = id ?? generated;
  const describedBy = error ? `${fieldId}-error` : undefined;
  const shared = {
    id: fieldId,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    'aria-required': required,
  };
  return (
    <div className="grid gap-2">
      <Label htmlFor={fieldId}>
        {label}
        {required && (
          <span aria-hidden className="text-destructive">
            *
          </span>
        )}
        {hint && <span className="font-normal text-muted-foreground">{hint}</span>}
      </Label>
      {multiline ? (
        <Textarea rows={3} {...shared} {...(props as ComponentProps<'textarea'>)} />
      ) : (
        <Input {...shared} {...(props as ComponentProps<'input'>)} />
      )}
      {error && (
        <p id={describedBy} className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
