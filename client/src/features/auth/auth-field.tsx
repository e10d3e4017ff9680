import { useId, type ComponentProps } from 'react';
import { Input } from '@/ui/input';
import { Label } from '@/ui/label';

type AuthFieldProps = ComponentProps<'input'> & {
  label: string;
  /** Already translated inline message. */
  error?: string;
};

/** A labelled, required input whose inline error is tied to it for assistive technology. */
export function AuthField({ label, error, id, ...inputProps }: AuthFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  return (
    <div className="grid gap-2">
      <Label htmlFor={inputId}>
        {label}
        <span aria-hidden className="text-destructive">
          *
        </span>
      </Label>
      <Input
        id={inputId}
        required
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
