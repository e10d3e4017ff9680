import { useTranslation } from 'react-i18next';
import { API_KEY_TIERS } from '@kuza/common';
import { RATE_LIMITED_RESPONSE } from './api-examples';
import { ERROR_CODES, QUERY_LIMIT_FACTS, RATE_LIMIT_HEADERS } from './api-facts';
import { CodeBlock, DocSection, InlineCode } from './doc-parts';

const TIERS = Object.entries(API_KEY_TIERS) as Array<[keyof typeof API_KEY_TIERS, { requestsPerHour: number | null }]>;
const LIMIT_ROWS = ['depth', 'aliases', 'directives', 'tokens', 'cost', 'listSize'] as const;

const th = 'border-b p-3 text-start font-semibold';
const td = 'border-b p-3 align-top';

/** Error codes, tiers with the rate-limit headers, and the query limits. */
export function LimitsSections() {
  const { t, i18n } = useTranslation('api-docs');
  const number = (value: number) => new Intl.NumberFormat(i18n.language).format(value);
  return (
    <>
      <DocSection id="errors" title={t('errors.title')}>
        <p>{t('errors.text')}</p>
        <div className="overflow-x-auto rounded-lg border">
          <table className="w-full text-sm">
            <thead className="bg-muted/50">
              <tr>
                <th className={th}>{t('errors.code')}</th>
                <th className={th}>{t('errors.meaning')}</th>
              </tr>
            </thead>
            <tbody>
              {ERROR_CODES.map((code) => (
                <tr key={code}>
                  <td className={td}>
                    <InlineCode>{code}</InlineCode>
                  </td>
                  <td className={td}>{t(`errors.codes.${code}`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </DocSection>

      <DocSection id="rate-limits" title={t('rateLimits.title')}>
        <p>{t('rateLimits.text')}</p>
        <div className="overflow-x-auto rounded-lg border">
          <table className="w-full text-sm" aria-label={t('rateLimits.title')}>
            <thead className="bg-muted/50">
              <tr>
                <th className={th}>{t('rateLimits.tier')}</th>
                <th className={th}>{t('rateLimits.limit')}</th>
              </tr>
            </thead>
            <tbody>
              {TIERS.map(([tier, { requestsPerHour }]) => (
                <tr key={tier} data-testid={`tier-${tier}`}>
                  <td className={td}>
                    {t(`rateLimits.tiers.${tier}`)} <InlineCode>{tier}</InlineCode>
                  </td>
                  <td className={td}>
                    {requestsPerHour === null ? t('rateLimits.unlimited') : number(requestsPerHour)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p>{t('rateLimits.headers')}</p>
        <ul className="list-disc space-y-2 ps-6">
          {RATE_LIMIT_HEADERS.map(({ name, key }) => (
            <li key={name}>
              <InlineCode>{name}</InlineCode>: {t(`rateLimits.${key}`)}
            </li>
          ))}
        </ul>
        <p>{t('rateLimits.over')}</p>
        <CodeBlock label={t('rateLimits.example')} code={RATE_LIMITED_RESPONSE} />
      </DocSection>

      <DocSection id="query-limits" title={t('queryLimits.title')}>
        <p>{t('queryLimits.text')}</p>
        <dl className="grid gap-x-4 gap-y-2 rounded-lg border p-4 sm:grid-cols-[10rem_1fr]">
          {LIMIT_ROWS.map((row) => (
            <div key={row} className="contents" data-testid={`limit-${row}`}>
              <dt className="font-semibold">{t(`queryLimits.${row}.label`)}</dt>
              <dd>{t(`queryLimits.${row}.value`, { value: number(QUERY_LIMIT_FACTS[row]) })}</dd>
            </div>
          ))}
        </dl>
        <p>{t('queryLimits.costNote', { cost: number(QUERY_LIMIT_FACTS.cost), max: QUERY_LIMIT_FACTS.listSize })}</p>
        <p>{t('queryLimits.rejections')}</p>
      </DocSection>
    </>
  );
}
