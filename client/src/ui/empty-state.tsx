import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** A centred message for an empty list, with an optional action. */
export function EmptyState({ icon: Icon, text, children }: { icon: LucideIcon; text: string; children?: ReactNode }) {
  return (
    <div
      data-testid="empty-state"
      className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-14 text-center"
    >
      <Icon className="size-10 text-muted-foreground" aria-hidden />
      <p className="max-w-md text-muted-foreground">{text}</p>
      {children}
    </div>
  );
}
