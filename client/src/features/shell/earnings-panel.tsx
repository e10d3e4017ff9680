import { Coins, Handshake, HeartHandshake, Megaphone, TrendingUp, UsersRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Badge } from '@/ui/badge';
import { Progress } from '@/ui/progress';
import { SAMPLE_EARNINGS } from './earnings-sample';

const SOURCE_ICONS = { ads: Megaphone, subscriptions: UsersRound, collabs: Handshake, tips: HeartHandshake } as const;

/** The right-side earnings panel of the dashboard (spec §2.3), shown only on extra-wide screens. */
export function EarningsPanel() {
  const { t, i18n } = useTranslation('dashboard');
  const naira = new Intl.NumberFormat(i18n.language, {
    style: 'currency',
    currency: 'NGN',
    currencyDisplay: 'narrowSymbol',
    maximumFractionDigits: 0,
  });
  const { today, month, goal, current, sources } = SAMPLE_EARNINGS;
  const percent = Math.round((current / goal) * 100);
  return (
    <aside aria-labelledby="earnings-panel-title" className="hidden w-72 shrink-0 border-s bg-card/60 xl:block">
      <div className="sticky top-16 grid gap-5 p-5">
        <div className="flex items-center justify-between gap-2">
          <h2 id="earnings-panel-title" className="flex items-center gap-2 font-semibold">
            <Coins className="size-4 text-primary" aria-hidden />
            {t('earnings.title')}
          </h2>
          <Badge variant="secondary">{t('earnings.sample')}</Badge>
        </div>
        <dl className="grid grid-cols-2 gap-3">
          <div className="rounded-lg bg-accent/60 p-3">
            <dt className="text-xs text-muted-foreground">{t('earnings.today')}</dt>
            <dd className="text-base font-bold">{naira.format(today)}</dd>
          </div>
          <div className="rounded-lg bg-accent/60 p-3">
            <dt className="text-xs text-muted-foreground">{t('earnings.month')}</dt>
            <dd className="text-base font-bold">{naira.format(month)}</dd>
          </div>
        </dl>
        <div className="grid gap-2">
          <div className="flex items-baseline justify-between text-sm">
            <span className="font-medium" id="earnings-goal-label">
              {t('earnings.goal')}
            </span>
            <span className="text-muted-foreground">{naira.format(goal)}</span>
          </div>
          <Progress
            value={current}
            max={goal}
            aria-labelledby="earnings-goal-label"
            aria-valuetext={t('earnings.progress', {
              current: naira.format(current),
              goal: naira.format(goal),
              percent,
            })}
          />
          <p className="flex items-center gap-1 text-xs text-muted-foreground">
            <TrendingUp className="size-3.5 text-success" aria-hidden />
            {t('earnings.progress', { current: naira.format(current), goal: naira.format(goal), percent })}
          </p>
        </div>
        <div className="grid gap-2">
          <h3 className="text-sm font-medium">{t('earnings.sources')}</h3>
          <ul className="grid gap-2">
            {sources.map(({ key, amount }) => {
              const Icon = SOURCE_ICONS[key];
              return (
                <li key={key} className="flex items-center gap-3 text-sm">
                  <span className="flex size-8 items-center justify-center rounded-md bg-muted">
                    <Icon className="size-4 text-primary" aria-hidden />
                  </span>
                  <span className="flex-1">{t(`earnings.${key}`)}</span>
                  <span className="font-medium">{naira.format(amount)}</span>
                </li>
              );
            })}
          </ul>
        </div>
        <Link to="/dashboard/wallet" className="text-sm font-medium text-primary underline-offset-4 hover:underline">
          {t('earnings.wallet')}
        </Link>
      </div>
    </aside>
  );
}
