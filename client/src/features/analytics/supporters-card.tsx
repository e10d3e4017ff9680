import { useTranslation } from 'react-i18next';
import { graphql } from '@/gql';
import type { SupportersCard_InsightsFragment } from '@/gql/graphql';
import { useMoney } from '@/lib/money-format';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/ui/card';

export const SupportersCardFragment = graphql(`
  fragment SupportersCard_insights on SupporterInsights {
    id
    activeMembers
    membersByTier {
      tierId
      name
      members
      retired
    }
    topSupporters {
      supporter {
        id
        username
      }
      amount {
        amountMinor
        currency
      }
      payments
    }
    churn {
      membersAtStart
      joined
      ended
      ratePercent
    }
  }
`);

/** Audience Insights' supporters, all real: members by tier, top supporters and churn this month; zeros when new. */
export function SupportersCard({ insights }: { insights: SupportersCard_InsightsFragment }) {
  const { t } = useTranslation('analytics');
  const format = useMoney();
  const { churn } = insights;
  return (
    <Card data-testid="supporters">
      <CardHeader>
        <CardTitle>{t('supporters.title')}</CardTitle>
        <CardDescription>{t('supporters.members', { count: insights.activeMembers })}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6 md:grid-cols-3">
        <section className="flex flex-col gap-2">
          <h3 className="font-semibold">{t('supporters.byTier')}</h3>
          {insights.membersByTier.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('supporters.noTiers')}</p>
          ) : (
            <ul className="flex flex-col gap-1 text-sm" aria-label={t('supporters.byTier')}>
              {insights.membersByTier.map((tier) => (
                <li key={tier.tierId} className="flex justify-between gap-2">
                  <span>{tier.retired ? t('supporters.retired', { name: tier.name }) : tier.name}</span>
                  <span className="tabular-nums">{format.number(tier.members)}</span>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section className="flex flex-col gap-2">
          <h3 className="font-semibold">{t('supporters.top')}</h3>
          {insights.topSupporters.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('supporters.noSupporters')}</p>
          ) : (
            <ol className="flex flex-col gap-1 text-sm" aria-label={t('supporters.top')}>
              {insights.topSupporters.map((row, index) => (
                <li key={`${row.supporter?.id ?? index}-${row.amount.currency}`} className="flex justify-between gap-2">
                  <span>@{row.supporter?.username ?? t('supporters.gone')}</span>
                  <span className="tabular-nums" dir="ltr">
                    {format.money(row.amount)}
                  </span>
                </li>
              ))}
            </ol>
          )}
        </section>
        <section className="flex flex-col gap-2 text-sm" data-testid="supporters-churn">
          <h3 className="font-semibold">{t('supporters.churn')}</h3>
          <p>{t('supporters.joined', { count: churn.joined })}</p>
          <p>{t('supporters.ended', { count: churn.ended })}</p>
          <p className="text-muted-foreground">
            {churn.ratePercent === null
              ? t('supporters.noRate')
              : t('supporters.rate', { rate: churn.ratePercent, start: churn.membersAtStart })}
          </p>
        </section>
      </CardContent>
    </Card>
  );
}
