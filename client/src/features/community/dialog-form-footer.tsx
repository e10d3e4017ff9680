import { Button } from '@/ui/button';
import { DialogFooter } from '@/ui/dialog';

interface DialogFormFooterProps {
  /** The form's refusal, already in the reader's language; its id is what the invalid field's aria-describedby names. */
  error: { id: string; text: string } | null;
  cancelLabel: string;
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  onCancel: () => void;
}

/** The end of a community dialog's form: what the server or a rule refused, then Cancel and the busy-aware submit. */
export function DialogFormFooter({
  error,
  cancelLabel,
  submitLabel,
  busyLabel,
  busy,
  onCancel,
}: DialogFormFooterProps) {
  return (
    <>
      {error && (
        <p id={error.id} role="alert" className="text-sm text-destructive">
          {error.text}
        </p>
      )}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? busyLabel : submitLabel}
        </Button>
      </DialogFooter>
    </>
  );
}
