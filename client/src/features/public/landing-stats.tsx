import { useTranslation } from 'react-i18next';
import { LIMITS } from '@kuza/common';
import { useCountUp } from './use-count-up';

type Style = 'compact' | 'usd' | 'percent';

// Spec §1: 100K+ Active Creators, $2M+ Paid to Creators, 50M+ Monthly Views, 95% Creator Satisfaction.
const FIGURES = [
  { key: 'creators', target: 100_000, style: 'compact', plus: true },
  { key: 'paid', target: 2_000_000, style: 'usd', plus: true },
  { key: 'views', target: 50_000_000, style: 'compact', plus: true },
  { key: 'satisfaction', target: 95, style: 'percent', plus: false },
] as const satisfies readonly { key: string; target: number; style: Style; plus: boolean }[];

function formatter(language: string, style: Style): Intl.NumberFormat {
  if (style === 'percent') return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 });
  return new Intl.NumberFormat(language, {
    notation: 'compact',
    maximumFractionDigits: 1,
    ...(style === 'usd' ? { style: 'currency', currency: 'USD', currencyDisplay: 'narrowSymbol' } : {}),
  });
}

function Figure({ figure }: { figure: (typeof FIGURES)[number] }) {
  const { t, i18n } = useTranslation('public');
  const { ref, value } = useCountUp<HTMLParagraphElement>(figure.target, LIMITS.counterAnimationMs);
  const format = formatter(i18n.language, figure.style);
  const show = (n: number) => {
    const text = format.format(figure.style === 'percent' ? n / 100 : Math.round(n));
    return figure.plus ? t('stats.plus', { value: text }) : text;
  };
  return (
    <li className="grid gap-1 rounded-xl border bg-card p-6 text-center shadow-sm">
      {/* The moving number is hidden from screen readers, which read the final figure once. */}
      <p
        ref={ref}
        aria-hidden
        data-testid={`stat-${figure.key}`}
        className="text-4xl leading-tight font-extrabold break-words text-primary tabular-nums xl:text-5xl"
      >
        {show(value)}
      </p>
      <p className="sr-only">{show(figure.target)}</p>
      <p className="text-sm font-medium text-muted-foreground">{t(`stats.${figure.key}`)}</p>
    </li>
  );
}

/** The four headline figures of the landing page, counting up when they come into view. */
export function LandingStats() {
  const { t } = useTranslation('public');
  return (
    <section aria-labelledby="stats-title" className="mx-auto max-w-6xl px-4 pb-24 sm:px-6">
      <h2 id="stats-title" className="sr-only">
        {t('stats.title')}
      </h2>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {FIGURES.map((figure) => (
          <Figure key={figure.key} figure={figure} />
        ))}
      </ul>
    </section>
  );
}
