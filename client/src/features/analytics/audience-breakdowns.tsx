import { useTranslation } from 'react-i18next';
import { SUPPORTED_LANGUAGES } from '@/i18n/languages';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { Progress } from '@/ui/progress';
import type { AudienceInsightsQuery } from '@/gql/graphql';
import { activityByPeriod, localOffsetMinutes, wholePercents } from './audience-activity-model';

type Activity = AudienceInsightsQuery['myAudienceActivity'];

/** When the audience is active (in the reader's local time) and the languages its followers use: real counts. */
export function AudienceBreakdowns({ activity }: { activity: Activity }) {
  const { t } = useTranslation('analytics');
  const periods = activityByPeriod(activity.utcHours, localOffsetMinutes());
  const languages = wholePercents(activity.languages.map((row) => row.followers));
  const languageName = (code: string | null) =>
    SUPPORTED_LANGUAGES.find((language) => language.code === code)?.nativeName ?? t('insights.languageNotSet');
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Breakdown
        title={t('insights.activeHours')}
        description={t('insights.activeHoursText')}
        empty={periods.every((period) => period.count === 0) ? t('insights.noActivity') : null}
        rows={periods.map((period) => ({
          id: period.id,
          label: t(`insights.hours.${period.id}`),
          percent: period.percent,
        }))}
      />
      <Breakdown
        title={t('insights.languages')}
        description={t('insights.languagesText')}
        empty={activity.languages.length === 0 ? t('insights.noFollowers') : null}
        rows={activity.languages.map((row, i) => ({
          id: row.language ?? 'none',
          label: languageName(row.language ?? null),
          percent: languages[i]!,
        }))}
      />
    </div>
  );
}

function Breakdown({
  title,
  description,
  empty,
  rows,
}: {
  title: string;
  description: string;
  empty: string | null;
  rows: Array<{ id: string; label: string; percent: number }>;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>
        {empty ? (
          <p className="text-sm text-muted-foreground">{empty}</p>
        ) : (
          <ul className="flex flex-col gap-3" aria-label={title}>
            {rows.map((row) => (
              <li key={row.id} className="flex flex-col gap-1">
                <span className="flex justify-between text-sm">
                  <span>{row.label}</span>
                  <span className="tabular-nums">{row.percent}%</span>
                </span>
                <Progress value={row.percent} aria-label={row.label} />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
