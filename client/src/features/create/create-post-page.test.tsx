import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { findToast, renderWithProviders } from '@/test/render';
import { dismissToast } from '@/ui/use-toast';
import { CreatePostDocument } from './create-operations';
import { CreatePostPage } from './create-post-page';
import { DRAFTS_KEY, readStoredDrafts } from './drafts-store';
import { createdPost } from './test-fixtures';

const editor = () => screen.getByLabelText<HTMLTextAreaElement>("What's on your mind?");

afterEach(() => {
  dismissToast();
  localStorage.clear();
});

describe('CreatePostPage', () => {
  it('refuses an empty post: "Content required", "Please write something before posting."', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CreatePostPage />, { route: '/dashboard/create' });
    await user.type(editor(), '   ');
    await user.click(screen.getByRole('button', { name: 'Post' }));
    expect(await findToast('Content required')).toBeInTheDocument();
    expect(screen.getAllByText('Please write something before posting.').length).toBeGreaterThan(0);
    expect(screen.getByTestId('current-path')).toHaveTextContent('/dashboard/create');
  });

  it('refuses an empty draft: "Content required", "Cannot save empty draft."', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CreatePostPage />, { route: '/dashboard/create' });
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    expect(await findToast('Content required')).toBeInTheDocument();
    expect(screen.getAllByText('Cannot save empty draft.').length).toBeGreaterThan(0);
    expect(localStorage.getItem(DRAFTS_KEY)).toBeNull();
  });

  it('really posts the trimmed text, then clears the editor and goes to /dashboard', async () => {
    const user = userEvent.setup();
    const content = 'Hello #Kuza family';
    const result = jest.fn(() => ({ data: { createPost: createdPost(content) } }));
    renderWithProviders(<CreatePostPage />, {
      route: '/dashboard/create',
      mocks: [{ request: { query: CreatePostDocument, variables: { input: { content, media: undefined, mediaType: undefined } } }, result }],
    });
    await user.type(editor(), `  ${content} `);
    expect(screen.getByText('#kuza')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent(/^\/dashboard$/));
    expect(result).toHaveBeenCalledTimes(1);
    expect(await findToast('Posted!')).toBeInTheDocument();
  });

  it('starts from a template (?template=)', () => {
    renderWithProviders(<CreatePostPage />, { route: '/dashboard/create?template=Event%20Announcement' });
    expect(editor().value).toContain('📅 Event:');
    expect(screen.getByText('Starting from the Event Announcement template')).toBeInTheDocument();
  });

  it('saves a new draft as "Untitled Draft" with the next id, then opens the Draft Vault', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CreatePostPage />, { route: '/dashboard/create' });
    await user.type(editor(), 'An idea for later');
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    expect(screen.getByTestId('current-path')).toHaveTextContent('/dashboard/drafts');
    const drafts = readStoredDrafts();
    // The three sample drafts (ids 1-3) are kept, the new one comes after them.
    expect(drafts?.map((draft) => draft.id)).toEqual([1, 2, 3, 4]);
    expect(drafts?.[3]).toMatchObject({ title: 'Untitled Draft', content: 'An idea for later', preview: 'An idea for later' });
  });

  it('opens a draft (?draft=) and saves it in place', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CreatePostPage />, { route: '/dashboard/create?draft=2' });
    expect(editor().value).toContain('best street food in Nairobi');
    expect(screen.getByText('Editing draft: Nairobi Street Food Tour')).toBeInTheDocument();
    await user.clear(editor());
    await user.type(editor(), 'Rewritten');
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    expect(await findToast('Draft saved')).toBeInTheDocument();
    const saved = readStoredDrafts()?.find((draft) => draft.id === 2);
    expect(saved).toMatchObject({ title: 'Nairobi Street Food Tour', content: 'Rewritten' });
    expect(Date.now() - Date.parse(saved!.date)).toBeLessThan(60_000);
    expect(screen.getByTestId('current-path')).toHaveTextContent('/dashboard/create');
  });
});
