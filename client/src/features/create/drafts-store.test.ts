import {
  DRAFTS_KEY,
  deleteDraft,
  discardUnattributedDrafts,
  draftPreview,
  readStoredDrafts,
  saveDraft,
  writeDrafts,
  type Draft,
} from './drafts-store';

const draft = (id: number): Draft => ({
  id,
  title: `Draft ${id}`,
  date: '2025-01-01T00:00:00.000Z',
  preview: '',
  content: `text ${id}`,
});

describe('drafts', () => {
  it('previews the first 50 characters with an ellipsis', () => {
    expect(draftPreview('a'.repeat(60))).toBe(`${'a'.repeat(50)}...`);
    expect(draftPreview('short')).toBe('short');
  });

  it('adds a new draft with the highest id plus one, titled as given', () => {
    const now = new Date('2025-02-02T10:00:00.000Z');
    const { drafts, draft: added } = saveDraft([draft(1), draft(5), draft(3)], {
      content: 'new',
      untitled: 'Untitled Draft',
      now,
    });
    expect(added).toEqual({ id: 6, title: 'Untitled Draft', date: now.toISOString(), preview: 'new', content: 'new' });
    expect(drafts).toHaveLength(4);
    expect(saveDraft([], { content: 'first', untitled: 'Untitled Draft' }).draft.id).toBe(1);
  });

  it('updates a draft in place, with a new date', () => {
    const now = new Date('2025-02-02T10:00:00.000Z');
    const { drafts } = saveDraft([draft(1), draft(2)], { id: 2, content: 'changed', untitled: 'x', now });
    expect(drafts[1]).toEqual({
      id: 2,
      title: 'Draft 2',
      date: now.toISOString(),
      preview: 'changed',
      content: 'changed',
    });
  });

  it('deletes by id', () => {
    expect(deleteDraft([draft(1), draft(2)], 1)).toEqual([draft(2)]);
  });

  it("keeps each user's drafts under their own key, and drops the old shared one", () => {
    writeDrafts('user-a', [draft(1)]);
    localStorage.setItem(DRAFTS_KEY, JSON.stringify([draft(9)]));
    expect(readStoredDrafts('user-a')).toEqual([draft(1)]);
    expect(readStoredDrafts('user-b')).toBeNull();
    discardUnattributedDrafts();
    expect(localStorage.getItem(DRAFTS_KEY)).toBeNull();
    expect(localStorage.getItem('drafts:user-a')).not.toBeNull();
    localStorage.clear();
  });
});
