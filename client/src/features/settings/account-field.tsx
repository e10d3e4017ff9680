import { useId, type ComponentProps } from 'react';
import { Input } from '@/ui/input';
import { Label } from '@/ui/label';

type AccountFieldProps = ComponentProps<'input'> & { label: string; error?: string };

/** A labelled input of the account forms, its inline error tied to it for assistive technology. */
export function AccountField({ label, error, ...inputProps }: AccountFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...inputProps}
      />
      {error && (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
