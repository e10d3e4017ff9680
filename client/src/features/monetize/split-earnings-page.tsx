import { useMutation } from '@apollo/client/react';
import { Plus, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { checkSplit, isCompleteCollaborator, parseAmount, splitTotal, type SplitCollaborator } from '@kuza/common';
import { useServerMessage } from '@/lib/server-message';
import { Button } from '@/ui/button';
import { Card, CardContent } from '@/ui/card';
import { Input } from '@/ui/input';
import { Label } from '@/ui/label';
import { toast } from '@/ui/use-toast';
import { ScreenHeader } from '@/ui/screen-header';
import { SplitList } from './split-list';
import { CreateEarningsSplitDocument, EarningsSplitFragment } from './split-operations';
import { useIssueToast } from '@/lib/use-issue-toast';

const emptyRow = (): SplitCollaborator => ({ username: '', percentage: '' });

/**
 * /dashboard/split: a project name and collaborators with their percentages (spec §3), saved to the account and
 * seen by every collaborator. Rules of spec §5 first (project name required, then at least one collaborator with a
 * username and a percentage); the total is shown as it is typed and need not be 100, but cannot be more (the
 * server's other rules: common/src/split-rules.ts).
 */
export function SplitEarningsPage() {
  const { t } = useTranslation('monetize');
  const showIssue = useIssueToast('monetize');
  const { fromError } = useServerMessage();
  const [projectName, setProjectName] = useState('');
  const [rows, setRows] = useState<SplitCollaborator[]>([emptyRow()]);
  const total = splitTotal(rows);

  const change = (index: number, field: keyof SplitCollaborator, value: string) =>
    setRows((current) => current.map((row, i) => (i === index ? { ...row, [field]: value } : row)));

  const [createSplit, { loading: saving }] = useMutation(CreateEarningsSplitDocument, {
    // The new split heads the saved list (a connection the cache merges Relay-style, cache.ts).
    update: (cache, { data }) => {
      if (!data) return;
      const ref = cache.writeFragment({ fragment: EarningsSplitFragment, fragmentName: 'EarningsSplit_split', data: data.createEarningsSplit });
      cache.modify({
        id: 'ROOT_QUERY',
        fields: {
          earningsSplits(existing) {
            const list = existing as { edges?: unknown[] } | undefined;
            return list?.edges ? { ...list, edges: [{ __typename: 'EarningsSplitEdge', cursor: '', node: ref }, ...list.edges] } : existing;
          },
        },
      });
    },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const issue = checkSplit({ projectName, collaborators: rows });
    if (issue) return showIssue(issue);
    const complete = rows.filter(isCompleteCollaborator);
    const collaborators = complete.map((row) => ({ username: row.username.trim(), percentage: parseAmount(row.percentage) }));
    try {
      await createSplit({ variables: { input: { projectName: projectName.trim(), collaborators } } });
    } catch (failure) {
      // A refused username is named: the server sends it in the error's params.
      toast({ title: t('split.notSaved'), description: fromError(failure, t('split.failed')), variant: 'destructive' });
      return;
    }
    toast({ title: t('split.created'), description: t('split.createdText', { project: projectName.trim(), count: complete.length }) });
    setProjectName('');
    setRows([emptyRow()]);
  };

  return (
    <section aria-labelledby="split-title" className="mx-auto flex max-w-3xl flex-col gap-6">
      <ScreenHeader id="split-title" title={t('split.title')} subtitle={t('split.subtitle')} />
      <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-6">
        <div className="flex flex-col gap-2">
          <Label htmlFor="split-project">{t('split.projectName')}</Label>
          <Input
            id="split-project"
            value={projectName}
            placeholder={t('split.projectPlaceholder')}
            onChange={(e) => setProjectName(e.target.value)}
          />
        </div>
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 text-lg font-semibold">{t('split.collaborators')}</legend>
          {rows.map((row, index) => (
            <Card key={index} className="py-4">
              <CardContent className="flex flex-wrap items-end gap-3 px-4">
                <div className="flex min-w-40 flex-1 flex-col gap-2">
                  <Label htmlFor={`split-username-${index}`}>{t('split.username')}</Label>
                  <Input
                    id={`split-username-${index}`}
                    value={row.username}
                    placeholder={t('split.usernamePlaceholder')}
                    onChange={(e) => change(index, 'username', e.target.value)}
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
                    value={row.percentage}
                    onChange={(e) => change(index, 'percentage', e.target.value)}
                  />
                </div>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  aria-label={t('split.remove', { number: index + 1 })}
                  disabled={rows.length === 1}
                  onClick={() => setRows((current) => current.filter((_, i) => i !== index))}
                >
                  <Trash2 aria-hidden />
                </Button>
              </CardContent>
            </Card>
          ))}
          <Button type="button" variant="outline" className="self-start" onClick={() => setRows((current) => [...current, emptyRow()])}>
            <Plus aria-hidden />
            {t('split.add')}
          </Button>
        </fieldset>
        <div className="flex flex-col gap-1 rounded-xl border bg-muted/50 p-4" aria-live="polite">
          <p className="text-lg font-semibold tabular-nums" data-testid="split-total">
            {t('split.total', { total })}
          </p>
          {total <= 100 ? (
            <p className="text-sm tabular-nums">{t('split.yourShare', { share: Math.round((100 - total) * 100) / 100 })}</p>
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
