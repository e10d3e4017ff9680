import { FlaskConical } from 'lucide-react';

/** Says plainly that a screen shows examples and that its buttons change only this screen. */
export function SampleNotice({ children }: { children: string }) {
  return (
    <p className="flex items-start gap-2 rounded-lg border border-dashed border-ochre/60 bg-ochre/10 px-4 py-3 text-sm" role="note">
      <FlaskConical className="mt-0.5 size-4 shrink-0 text-ochre" aria-hidden />
      {children}
    </p>
  );
}
