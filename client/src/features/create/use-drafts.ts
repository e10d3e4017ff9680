import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/features/auth';
import {
  deleteDraft,
  discardUnattributedDrafts,
  readStoredDrafts,
  saveDraft,
  writeDrafts,
  type Draft,
} from './drafts-store';

interface Stored {
  userId: string | null;
  drafts: Draft[] | null;
}

const read = (userId: string | null): Stored => ({ userId, drafts: userId ? readStoredDrafts(userId) : null });

/**
 * The signed-in user's Draft Vault: their stored drafts (none until they save one), with save and delete written to
 * their own local-storage entry. Signed out, drafts live only in memory.
 */
export function useDrafts() {
  const { t } = useTranslation('create');
  const userId = useAuth().user?.id ?? null;
  const [stored, setStored] = useState(() => read(userId));
  // Another account signed in (e.g. in another tab) while this screen stayed open: show that account's drafts.
  const current = stored.userId === userId ? stored : read(userId);
  if (current !== stored) setStored(current);
  const drafts = useMemo(() => current.drafts ?? [], [current.drafts]);

  useEffect(() => discardUnattributedDrafts(), []);

  const commit = useCallback(
    (next: Draft[]) => {
      if (userId) writeDrafts(userId, next);
      setStored({ userId, drafts: next });
    },
    [userId],
  );

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
