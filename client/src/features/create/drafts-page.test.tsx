import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { findToast, renderWithProviders } from '@/test/render';
import { dismissToast } from '@/ui/use-toast';
import { DraftsPage } from './drafts-page';
import { useState } from 'react';
import { CreatePostPage } from './create-post-page';
import { DRAFTS_KEY, draftsKey, readStoredDrafts, writeDrafts, type Draft } from './drafts-store';
import { noSplits, signedInAs, threeDrafts } from './testing';

afterEach(() => {
  dismissToast();
  localStorage.clear();
});

const list = () => within(screen.getByRole('list', { name: 'Drafts' }));
const titles = () =>
  list()
    .getAllByRole('heading')
    .map((heading) => heading.textContent);
const vaultOf = (userId: string) =>
  renderWithProviders(signedInAs(userId, <DraftsPage />), { route: '/dashboard/drafts' });
const SAMPLES = ['My Afrobeats Journey', 'Nairobi Street Food Tour', 'Tips for New Creators'];
const EMPTY = 'No drafts yet. Save one from the editor.';
const storedDraft = (content: string): Draft => ({
  id: 7,
  title: 'Untitled Draft',
  date: new Date().toISOString(),
  preview: content,
  content,
});

describe('DraftsPage', () => {
  it('shows an empty vault, no sample drafts, when none are stored', () => {
    vaultOf('user-a');
    expect(screen.getByText(EMPTY)).toBeInTheDocument();
    expect(screen.queryByText('My Afrobeats Journey')).not.toBeInTheDocument();
    expect(localStorage.getItem(draftsKey('user-a'))).toBeNull();
  });

  it('shows the stored drafts newest first, with a 50-character preview', () => {
    writeDrafts('user-a', threeDrafts());
    vaultOf('user-a');
    expect(titles()).toEqual(SAMPLES);
    expect(list().getByText('From my bedroom studio in Lagos to my first live s...')).toBeInTheDocument();
  });

  it('opens a draft in the editor', () => {
    writeDrafts('user-a', threeDrafts());
    vaultOf('user-a');
    expect(screen.getByRole('link', { name: 'Open Nairobi Street Food Tour' })).toHaveAttribute(
      'href',
      '/dashboard/create?draft=2',
    );
  });

  it('deletes a draft with the "Draft deleted" toast and keeps the rest stored', async () => {
    const user = userEvent.setup();
    writeDrafts('user-a', threeDrafts());
    vaultOf('user-a');
    await user.click(screen.getByRole('button', { name: 'Delete Nairobi Street Food Tour' }));
    expect(await findToast('Draft deleted')).toBeInTheDocument();
    expect(list().queryByText('Nairobi Street Food Tour')).not.toBeInTheDocument();
    expect(readStoredDrafts('user-a')?.map((draft) => draft.id)).toEqual([1, 3]);
  });

  it('shows stored drafts ("Just now" for one saved a moment ago) and an empty vault when all are deleted', async () => {
    const user = userEvent.setup();
    writeDrafts('user-a', [storedDraft('Hello')]);
    vaultOf('user-a');
    expect(list().getByText('Just now')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete Untitled Draft' }));
    expect(await screen.findByText(EMPTY)).toBeInTheDocument();
    expect(readStoredDrafts('user-a')).toEqual([]);
  });
});

describe('drafts on a shared browser', () => {
  it("keeps user A's draft from user B, and shows it to A again after signing back in", async () => {
    const user = userEvent.setup();
    const editor = renderWithProviders(signedInAs('user-a', <CreatePostPage />), {
      route: '/dashboard/create',
      mocks: [noSplits()],
    });
    await user.type(screen.getByLabelText("What's on your mind?"), 'Secret plans of A');
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    editor.unmount(); // A signs out.

    writeDrafts('user-b', threeDrafts());
    const vaultOfB = vaultOf('user-b');
    expect(titles()).toEqual(SAMPLES);
    expect(screen.queryByText('Secret plans of A')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete Tips for New Creators' }));
    vaultOfB.unmount(); // B signs out.

    vaultOf('user-a');
    expect(list().getByText('Secret plans of A')).toBeInTheDocument();
    expect(titles()).toEqual(['Untitled Draft']); // Neither B's drafts nor B's deletion touched A's.
  });

  it("switches to the new account's drafts when the user changes while the vault is open", () => {
    writeDrafts('user-a', [storedDraft('Only for A')]);
    let signIn: (id: string) => void = () => undefined;
    function Browser() {
      const [userId, setUserId] = useState('user-a');
      signIn = setUserId;
      return signedInAs(userId, <DraftsPage />);
    }
    renderWithProviders(<Browser />, { route: '/dashboard/drafts' });
    expect(list().getByText('Only for A')).toBeInTheDocument();
    act(() => signIn('user-b'));
    expect(screen.getByText(EMPTY)).toBeInTheDocument();
    expect(screen.queryByText('Only for A')).not.toBeInTheDocument();
    act(() => signIn('user-a'));
    expect(list().getByText('Only for A')).toBeInTheDocument();
  });

  it('shows nobody the un-namespaced drafts of earlier versions, and removes them', () => {
    localStorage.setItem(DRAFTS_KEY, JSON.stringify([storedDraft('Whose is this?')]));
    vaultOf('user-b');
    expect(screen.getByText(EMPTY)).toBeInTheDocument();
    expect(screen.queryByText('Whose is this?')).not.toBeInTheDocument();
    expect(localStorage.getItem(DRAFTS_KEY)).toBeNull();
  });
});
