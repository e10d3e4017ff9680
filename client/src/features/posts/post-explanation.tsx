import { ChevronDown, Info } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PostExplanation_PostFragment } from '@/gql/graphql';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '@/ui/collapsible';
import { roundTermsToTotal } from './explanation-format';
import { explanationSentence, type ExplanationParts } from './post-explanation-sentence';

// The feed query adds the summary's parts (feed-operations.ts); without them the server's English summary is shown.
type Explanation = NonNullable<PostExplanation_PostFragment['explanation']> & Partial<ExplanationParts>;

const DIGITS = 3;

/**
 * "Why am I seeing this?": the feed's reason in the reader's language, and the exact terms of the post's score.
 * Folded until tapped, or open from the start (`defaultOpen`, Expert Mode).
 */
export function PostExplanation({
  explanation,
  defaultOpen = false,
  viewerUsername = null,
}: {
  explanation: Explanation | null | undefined;
  defaultOpen?: boolean;
  /** The reader: a repost of their own is said as "Reposted by you". */
  viewerUsername?: string | null;
}) {
  const { t, i18n } = useTranslation('posts');
  // Follows `defaultOpen` when it changes (the account's Feed Preferences may arrive after the feed); a tap still folds it.
  const [open, setOpen] = useState(defaultOpen);
  useEffect(() => setOpen(defaultOpen), [defaultOpen]);
  const formats = useMemo(
    () => ({
      term: new Intl.NumberFormat(i18n.language, { minimumFractionDigits: DIGITS, maximumFractionDigits: DIGITS }),
      value: new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
      weight: new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 1 }),
    }),
    [i18n.language],
  );
  const sentence = useMemo(() => {
    const { author, reasons, repostedBy } = explanation ?? {};
    return author && reasons
      ? explanationSentence({ author, reasons, repostedBy }, t, i18n.language, viewerUsername)
      : null;
  }, [explanation, t, i18n.language, viewerUsername]);
  const contributions = useMemo(
    () =>
      explanation
        ? roundTermsToTotal(
            explanation.factors.map((f) => f.contribution),
            explanation.score,
            DIGITS,
          )
        : [],
    [explanation],
  );

  return (
    <Collapsible open={open} onOpenChange={setOpen} className="rounded-lg border bg-muted/40">
      <CollapsibleTrigger className="group flex w-full items-center gap-2 px-3 py-2 text-start text-sm font-medium text-muted-foreground hover:text-foreground">
        <Info className="size-4" aria-hidden />
        {t('explanation.toggle')}
        <ChevronDown className="ms-auto size-4 transition-transform group-data-[state=open]:rotate-180" aria-hidden />
      </CollapsibleTrigger>
      <CollapsibleContent className="px-3 pb-3">
        {explanation ? (
          <>
            {/* The server's summary is English: marked so, screen readers read it with an English voice. */}
            <p className="mb-3 text-sm" lang={sentence === null ? 'en' : undefined}>
              {sentence ?? explanation.summary}
            </p>
            <table className="w-full text-sm tabular-nums">
              <caption className="sr-only">{t('explanation.caption')}</caption>
              <thead className="text-xs text-muted-foreground">
                <tr>
                  <th scope="col" className="py-1 text-start font-medium">
                    {t('explanation.factor')}
                  </th>
                  <th scope="col" className="py-1 text-end font-medium">
                    {t('explanation.value')}
                  </th>
                  <th scope="col" className="py-1 text-end font-medium">
                    {t('explanation.weight')}
                  </th>
                  <th scope="col" className="py-1 text-end font-medium">
                    {t('explanation.contribution')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {explanation.factors.map((factor, index) => (
                  <tr key={factor.name} className="border-t">
                    <th scope="row" className="py-1 text-start font-normal">
                      {t(`explanation.factors.${factor.name}`, { defaultValue: factor.name })}
                    </th>
                    <td className="py-1 text-end">{formats.value.format(factor.value)}</td>
                    <td className="py-1 text-end">{formats.weight.format(factor.weight)}</td>
                    <td className="py-1 text-end" data-testid="explanation-contribution">
                      {formats.term.format(contributions[index])}
                    </td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr className="border-t font-semibold">
                  <th scope="row" colSpan={3} className="py-1 text-start">
                    {t('explanation.score')}
                  </th>
                  <td className="py-1 text-end" data-testid="explanation-score">
                    {formats.term.format(explanation.score)}
                  </td>
                </tr>
              </tfoot>
            </table>
            <p className="mt-2 text-xs text-muted-foreground">{t('explanation.formula')}</p>
          </>
        ) : (
          <p className="text-sm">{t('explanation.justPosted')}</p>
        )}
      </CollapsibleContent>
    </Collapsible>
  );
}
