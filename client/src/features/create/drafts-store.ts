import { LIMITS } from '@kuza/common';

/** Spec §3: a draft kept in the browser's local storage. `date` is when it was last saved (ISO). */
export interface Draft {
  id: number;
  title: string;
  date: string;
  preview: string;
  content: string;
}

/** Spec §3: the local-storage key, before namespacing. */
export const DRAFTS_KEY = 'drafts';

/** Each account keeps its own drafts, so a shared browser never shows one user's drafts to another. */
export const draftsKey = (userId: string) => `${DRAFTS_KEY}:${userId}`;

/** The first 50 characters, with an ellipsis when the text goes on (spec §9). */
export function draftPreview(content: string): string {
  const text = content.trim();
  return text.length > LIMITS.draftPreviewLength ? `${text.slice(0, LIMITS.draftPreviewLength)}...` : text;
}

function isDraft(value: unknown): value is Draft {
  const draft = value as Partial<Draft> | null;
  return (
    !!draft && typeof draft.id === 'number' && typeof draft.content === 'string' && typeof draft.title === 'string'
  );
}

/** The user's stored drafts, or null when none are stored (an empty vault). */
export function readStoredDrafts(userId: string, storage: Storage = localStorage): Draft[] | null {
  try {
    const raw = storage.getItem(draftsKey(userId));
    if (raw === null) return null;
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter(isDraft) : null;
  } catch {
    return null; // Unreadable storage counts as none stored.
  }
}

export function writeDrafts(userId: string, drafts: readonly Draft[], storage: Storage = localStorage): void {
  try {
    storage.setItem(draftsKey(userId), JSON.stringify(drafts));
  } catch {
    // Full or blocked storage: the drafts stay for this visit only.
  }
}

/**
 * The un-namespaced `drafts` entry of earlier versions was written by whoever was signed in, and nothing in it
 * says who: it is shown to no one and removed, rather than risk handing one user's drafts to another.
 */
export function discardUnattributedDrafts(storage: Storage = localStorage): void {
  try {
    storage.removeItem(DRAFTS_KEY);
  } catch {
    // Blocked storage: nothing can be read from it either.
  }
}

interface SaveInput {
  /** The draft being edited; a new draft is added without it. */
  id?: number;
  content: string;
  /** Title of a new draft ("Untitled Draft", in the reader's language). */
  untitled: string;
  now?: Date;
}

/**
 * Spec §4: saving updates the draft (its date becomes now, shown as Just now); without an id it adds a draft
 * titled Untitled Draft whose id is the highest existing id plus one.
 */
export function saveDraft(
  drafts: readonly Draft[],
  { id, content, untitled, now = new Date() }: SaveInput,
): { drafts: Draft[]; draft: Draft } {
  const date = now.toISOString();
  const existing = id === undefined ? undefined : drafts.find((draft) => draft.id === id);
  if (existing) {
    const draft = { ...existing, content, preview: draftPreview(content), date };
    return { drafts: drafts.map((item) => (item.id === id ? draft : item)), draft };
  }
  const nextId = drafts.reduce((max, draft) => Math.max(max, draft.id), 0) + 1;
  const draft = { id: nextId, title: untitled, date, preview: draftPreview(content), content };
  return { drafts: [...drafts, draft], draft };
}

export function deleteDraft(drafts: readonly Draft[], id: number): Draft[] {
  return drafts.filter((draft) => draft.id !== id);
}
