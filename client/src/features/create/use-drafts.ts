import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteDraft, readStoredDrafts, saveDraft, writeDrafts, type Draft } from './drafts-store';
import { sampleDrafts } from './sample-drafts';

/** The Draft Vault: stored drafts (or the three samples), with save and delete written to local storage. */
export function useDrafts() {
  const { t } = useTranslation('create');
  const [stored, setStored] = useState<Draft[] | null>(() => readStoredDrafts());
  const drafts = useMemo(() => stored ?? sampleDrafts(t), [stored, t]);

  const commit = useCallback((next: Draft[]) => {
    writeDrafts(next);
    setStored(next);
  }, []);

  const save = useCallback(
    (content: string, id?: number) => {
      const result = saveDraft(drafts, { id, content, untitled: t('drafts.untitled') });
      commit(result.drafts);
      return result.draft;
    },
    [commit, drafts, t],
  );

  const remove = useCallback((id: number) => commit(deleteDraft(drafts, id)), [commit, drafts]);

  return { drafts, save, remove, find: (id: number) => drafts.find((draft) => draft.id === id) };
}
