import { useTranslation } from 'react-i18next';

function describe(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}

/** The generic fallback view for errors thrown while rendering a route (spec §8); see RouteErrorBoundary. */
export function ErrorPage({ error }: { error: unknown }) {
  const { t } = useTranslation('common');
  return (
    <main role="alert" className="flex min-h-svh flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="text-2xl font-bold">{t('errors.unexpectedTitle')}</h1>
      <pre className="max-w-2xl overflow-auto rounded-md bg-muted p-4 text-start text-sm whitespace-pre-wrap text-destructive">
        {describe(error)}
      </pre>
      <a href="/" className="text-sm font-medium text-primary underline-offset-4 hover:underline">
        {t('actions.reload')}
      </a>
    </main>
  );
}
