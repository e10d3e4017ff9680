import { Coins, Handshake, HeartHandshake, Megaphone, ShoppingBag, Target, TrendingUp, UsersRound } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { EarningsSource } from '@/gql/graphql';
import { useMoney } from '@/lib/money-format';
import { Button } from '@/ui/button';
import { Progress } from '@/ui/progress';
import { Skeleton } from '@/ui/skeleton';
import { TestModeNotice } from './test-mode-notice';
import { useEarningsSummary } from './use-earnings-summary';

// The goal's form and its rules (zod) load when the creator opens it.
const EarningsGoalDialog = lazy(() =>
  import('./earnings-goal-dialog').then((m) => ({ default: m.EarningsGoalDialog })),
);

export const SOURCE_ICONS: Record<EarningsSource, typeof Megaphone> = {
  ADS: Megaphone,
  MEMBERSHIPS: UsersRound,
  SPLITS: Handshake,
  TIPS: HeartHandshake,
  PURCHASES: ShoppingBag,
};

/** The dashboard's earnings panel (spec §2.3, §3): today, this month, the creator's own goal and the sources. */
export function EarningsPanelContent() {
  const { t } = useTranslation(['dashboard', 'monetize']);
  const { money } = useMoney();
  const { summary } = useEarningsSummary();
  const [settingGoal, setSettingGoal] = useState(false);

  return (
    <div className="sticky top-16 grid gap-5 p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="earnings-panel-title" className="flex items-center gap-2 font-semibold">
          <Coins className="size-4 text-primary" aria-hidden />
          {t('earnings.title')}
        </h2>
        <TestModeNotice />
      </div>
      {!summary ? (
        <Skeleton className="h-48 rounded-lg" />
      ) : (
        <>
          <dl className="grid grid-cols-2 gap-3">
            <div className="rounded-lg bg-accent/60 p-3">
              <dt className="text-xs text-muted-foreground">{t('earnings.today')}</dt>
              <dd className="text-base font-bold tabular-nums" data-testid="earnings-today" dir="ltr">
                {money(summary.today)}
              </dd>
            </div>
            <div className="rounded-lg bg-accent/60 p-3">
              <dt className="text-xs text-muted-foreground">{t('earnings.month')}</dt>
              <dd className="text-base font-bold tabular-nums" data-testid="earnings-month" dir="ltr">
                {money(summary.month)}
              </dd>
            </div>
          </dl>
          {summary.goal ? (
            <div className="grid gap-2">
              <div className="flex items-baseline justify-between gap-2 text-sm">
                <span className="font-medium" id="earnings-goal-label">
                  {t('earnings.goal')}
                </span>
                <span className="text-muted-foreground tabular-nums" dir="ltr">
                  {money(summary.goal)}
                </span>
              </div>
              <Progress
                value={summary.goalPercent}
                max={100}
                aria-labelledby="earnings-goal-label"
                aria-valuetext={t('earnings.progress', {
                  current: money(summary.month),
                  goal: money(summary.goal),
                  percent: summary.goalPercent,
                })}
              />
              <p className="flex items-center gap-1 text-xs text-muted-foreground" data-testid="earnings-progress">
                <TrendingUp className="size-3.5 text-success" aria-hidden />
                {t('earnings.progress', {
                  current: money(summary.month),
                  goal: money(summary.goal),
                  percent: summary.goalPercent,
                })}
              </p>
              <Button variant="link" size="sm" className="justify-self-start px-0" onClick={() => setSettingGoal(true)}>
                {t('earnings.changeGoal')}
              </Button>
            </div>
          ) : (
            <Button variant="outline" size="sm" onClick={() => setSettingGoal(true)}>
              <Target aria-hidden />
              {t('earnings.setGoal')}
            </Button>
          )}
          <div className="grid gap-2">
            <h3 className="text-sm font-medium">{t('earnings.sources')}</h3>
            <ul className="grid gap-2">
              {summary.sources.map(({ source, month }) => {
                const Icon = SOURCE_ICONS[source];
                return (
                  <li key={source} className="flex items-center gap-3 text-sm">
                    <span className="flex size-8 items-center justify-center rounded-md bg-muted">
                      <Icon className="size-4 text-primary" aria-hidden />
                    </span>
                    <span className="flex-1">{t(`monetize:sources.${source}`)}</span>
                    <span className="font-medium tabular-nums" dir="ltr">
                      {money(month)}
                    </span>
                  </li>
                );
              })}
            </ul>
          </div>
          {summary.empty && (
            <p className="text-xs text-muted-foreground" data-testid="start-earning">
              {t('monetize:startEarning')}
            </p>
          )}
          {settingGoal && (
            <Suspense fallback={null}>
              <EarningsGoalDialog
                goal={summary.goal}
                currency={summary.currency}
                open={settingGoal}
                onOpenChange={setSettingGoal}
              />
            </Suspense>
          )}
        </>
      )}
      <Link to="/dashboard/wallet" className="text-sm font-medium text-primary underline-offset-4 hover:underline">
        {t('earnings.wallet')}
      </Link>
    </div>
  );
}
