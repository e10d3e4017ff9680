import { useMutation } from '@apollo/client/react';
import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { moneyIssueOf, splitTotal, type SplitCollaborator, type SplitInput, type SplitValues } from '@kuza/common';
import { useServerMessage } from '@/lib/server-message';
import { Button } from '@/ui/button';
import { Card, CardContent } from '@/ui/card';
import { Input } from '@/ui/input';
import { Label } from '@/ui/label';
import { toast } from '@/ui/use-toast';
import { firstFormError } from '@/lib/first-form-error';
import { ScreenHeader } from '@/ui/screen-header';
import { SplitList } from './split-list';
import { CreateEarningsSplitDocument, EarningsSplitFragment } from './split-operations';
import { useIssueToast } from '@/lib/use-issue-toast';
import { useLazyResolver } from '@/lib/lazy-resolver';

const emptyRow = (): SplitCollaborator => ({ username: '', percentage: '' });
const EMPTY: SplitValues = { projectName: '', collaborators: [emptyRow()] };

/** Where the split's one message can be: the project name, the list, or a field of a row. */
const errorPaths = (rows: number) => [
  'projectName',
  'collaborators',
  'collaborators.root',
  ...Array.from({ length: rows }, (_, i) => [`collaborators.${i}.username`, `collaborators.${i}.percentage`]).flat(),
];

/**
 * /dashboard/split: a project name and collaborators with their percentages (spec §3), saved to the account and
 * seen by every collaborator. Rules of spec §5 first (project name required, then at least one collaborator with a
 * username and a percentage); the total is shown as it is typed and need not be 100, but cannot be more (the
 * server's other rules: common/src/split-rules.ts).
 */
export function SplitEarningsPage() {
  const { t } = useTranslation('monetize');
  const showIssue = useIssueToast('monetize');
  const { textOf, fromError } = useServerMessage();
  const {
    register,
    control,
    handleSubmit,
    reset,
    getValues,
    formState: { isSubmitting: saving },
  } = useForm<SplitValues, unknown, SplitInput>({
    resolver: useLazyResolver(() => import('./money-resolvers').then((m) => m.splitResolver)),
    defaultValues: EMPTY,
    shouldFocusError: false,
  });
  const { fields, append, remove } = useFieldArray({ control, name: 'collaborators' });
  const total = splitTotal(useWatch({ control, name: 'collaborators' }) ?? []);

  const [createSplit] = useMutation(CreateEarningsSplitDocument, {
    // The new split heads the saved list (a connection the cache merges Relay-style, cache.ts).
    update: (cache, { data }) => {
      if (!data) return;
      const ref = cache.writeFragment({
        fragment: EarningsSplitFragment,
        fragmentName: 'EarningsSplit_split',
        data: data.createEarningsSplit,
      });
      cache.modify({
        id: 'ROOT_QUERY',
        fields: {
          earningsSplits(existing) {
            const list = existing as { edges?: unknown[] } | undefined;
            return list?.edges
              ? { ...list, edges: [{ __typename: 'EarningsSplitEdge', cursor: '', node: ref }, ...list.edges] }
              : existing;
          },
        },
      });
    },
  });

  const notSaved = (description: string) => toast({ title: t('split.notSaved'), description, variant: 'destructive' });

  // The spec's rules as their own toasts; Kuza's other rules as the server would refuse them (a rule's message is its id).
  const onInvalid = (errors: FieldErrors<SplitValues>) => {
    const error = firstFormError(errors, errorPaths(getValues('collaborators').length));
    const issue = moneyIssueOf(error?.message);
    if (issue) return showIssue(issue);
    notSaved(textOf(error?.message) ?? t('split.failed'));
  };

  const onValid = async (input: SplitInput) => {
    try {
      await createSplit({ variables: { input } });
    } catch (failure) {
      return notSaved(fromError(failure, t('split.failed')));
    }
    toast({
      title: t('split.created'),
      description: t('split.createdText', { project: input.projectName, count: input.collaborators.length }),
    });
    reset(EMPTY);
  };

  return (
    <section aria-labelledby="split-title" className="mx-auto flex max-w-3xl flex-col gap-6">
      <ScreenHeader id="split-title" title={t('split.title')} subtitle={t('split.subtitle')} />
      <form onSubmit={handleSubmit(onValid, onInvalid)} noValidate className="flex flex-col gap-6">
        <div className="flex flex-col gap-2">
          <Label htmlFor="split-project">{t('split.projectName')}</Label>
          <Input id="split-project" placeholder={t('split.projectPlaceholder')} {...register('projectName')} />
        </div>
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 text-lg font-semibold">{t('split.collaborators')}</legend>
          {fields.map((field, index) => (
            <Card key={field.id} className="py-4">
              <CardContent className="flex flex-wrap items-end gap-3 px-4">
                <div className="flex min-w-40 flex-1 flex-col gap-2">
                  <Label htmlFor={`split-username-${index}`}>{t('split.username')}</Label>
                  <Input
                    id={`split-username-${index}`}
                    placeholder={t('split.usernamePlaceholder')}
                    {...register(`collaborators.${index}.username`)}
                  />
                </div>
                <div className="flex w-32 flex-col gap-2">
                  <Label htmlFor={`split-percentage-${index}`}>{t('split.percentage')}</Label>
                  <Input
                    id={`split-percentage-${index}`}
                    type="number"
                    inputMode="decimal"
                    min="0"
                    max="100"
                    step="0.01"
                    {...register(`collaborators.${index}.percentage`)}
                  />
                </div>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  aria-label={t('split.remove', { number: index + 1 })}
                  disabled={fields.length === 1}
                  onClick={() => remove(index)}
                >
                  <Trash2 aria-hidden />
                </Button>
              </CardContent>
            </Card>
          ))}
          <Button type="button" variant="outline" className="self-start" onClick={() => append(emptyRow())}>
            <Plus aria-hidden />
            {t('split.add')}
          </Button>
        </fieldset>
        <div className="flex flex-col gap-1 rounded-xl border bg-muted/50 p-4" aria-live="polite">
          <p className="text-lg font-semibold tabular-nums" data-testid="split-total">
            {t('split.total', { total })}
          </p>
          {total <= 100 ? (
            <p className="text-sm tabular-nums">
              {t('split.yourShare', { share: Math.round((100 - total) * 100) / 100 })}
            </p>
          ) : (
            <p className="text-sm text-destructive">{t('split.overHundred')}</p>
          )}
          <p className="text-xs text-muted-foreground">{t('split.notChecked')}</p>
        </div>
        <Button type="submit" size="lg" className="self-start" disabled={saving}>
          {saving ? t('split.saving') : t('split.submit')}
        </Button>
      </form>
      <SplitList />
    </section>
  );
}
