import type { ReactNode } from 'react';

/** A titled section of the API reference, reachable from the table of contents by its id. */
export function DocSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-24 space-y-4">
      <h2 id={`${id}-title`} className="text-2xl font-bold tracking-tight">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Code is always left-to-right, also on the Arabic page. */
export function CodeBlock({ code, label, testId }: { code: string; label: string; testId?: string }) {
  return (
    <figure className="space-y-1">
      <figcaption className="text-xs font-medium text-muted-foreground uppercase">{label}</figcaption>
      <pre
        dir="ltr"
        className="overflow-x-auto rounded-lg bg-[#1f1a17] p-4 text-start text-sm leading-relaxed text-[#f6efe6]"
        data-testid={testId}
      >
        <code>{code}</code>
      </pre>
    </figure>
  );
}

export function InlineCode({ children }: { children: ReactNode }) {
  return (
    <code dir="ltr" className="rounded bg-muted px-1.5 py-0.5 font-mono text-[0.9em]">
      {children}
    </code>
  );
}
