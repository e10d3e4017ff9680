import { useId, type ComponentProps } from 'react';
import { Input } from '@/ui/input';
import { Label } from '@/ui/label';
import { Textarea } from '@/ui/textarea';

type FieldProps = { label: string; error?: string } & (
  ({ multiline?: false } & ComponentProps<'input'>) | ({ multiline: true } & ComponentProps<'textarea'>)
);

/** A labelled, required field whose inline error is tied to it for assistive technology. */
export function FormField({ label, error, id, ...props }: FieldProps) {
  const generated = useId();
  const fieldId = id ?? generated;
  const errorId = `${fieldId}-error`;
  const a11y = {
    id: fieldId,
    required: true,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
  };
  return (
    <div className="grid gap-2">
      <Label htmlFor={fieldId}>
        {label}
        <span aria-hidden className="text-destructive">
          *
        </span>
      </Label>
      {props.multiline ? (
        <Textarea {...a11y} {...withoutMultiline(props)} />
      ) : (
        <Input {...a11y} {...withoutMultiline(props)} />
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

function withoutMultiline<T extends { multiline?: boolean }>(props: T): Omit<T, 'multiline'> {
  const { multiline: _multiline, ...rest } = props;
  return rest;
}
