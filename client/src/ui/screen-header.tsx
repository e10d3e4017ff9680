import type { ReactNode } from 'react';

/** The heading block of a dashboard screen: title, one line of context, and optional badges or actions. */
export function ScreenHeader({
  id,
  title,
  subtitle,
  children,
}: {
  id: string;
  title: string;
  subtitle?: string;
  children?: ReactNode;
}) {
  return (
    <header className="flex flex-col gap-2">
      <h1 id={id} className="text-3xl font-bold tracking-tight">
        {title}
      </h1>
      {subtitle && <p className="text-muted-foreground">{subtitle}</p>}
      {children}
    </header>
  );
}
