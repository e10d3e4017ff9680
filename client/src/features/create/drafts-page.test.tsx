import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { findToast, renderWithProviders } from '@/test/render';
import { dismissToast } from '@/ui/use-toast';
import { DraftsPage } from './drafts-page';
import { DRAFTS_KEY, readStoredDrafts, writeDrafts } from './drafts-store';

afterEach(() => {
  dismissToast();
  localStorage.clear();
});

const list = () => within(screen.getByRole('list', { name: 'Drafts' }));

describe('DraftsPage', () => {
  it('shows the three sample drafts when none are stored, newest first, with a 50-character preview', () => {
    renderWithProviders(<DraftsPage />, { route: '/dashboard/drafts' });
    const titles = list().getAllByRole('heading').map((heading) => heading.textContent);
    expect(titles).toEqual(['My Afrobeats Journey', 'Nairobi Street Food Tour', 'Tips for New Creators']);
    expect(list().getByText('From my bedroom studio in Lagos to my first live s...')).toBeInTheDocument();
    expect(localStorage.getItem(DRAFTS_KEY)).toBeNull();
  });

  it('opens a draft in the editor', () => {
    renderWithProviders(<DraftsPage />, { route: '/dashboard/drafts' });
    expect(screen.getByRole('link', { name: 'Open Nairobi Street Food Tour' })).toHaveAttribute('href', '/dashboard/create?draft=2');
  });

  it('deletes a draft with the "Draft deleted" toast and keeps the rest stored', async () => {
    const user = userEvent.setup();
    renderWithProviders(<DraftsPage />, { route: '/dashboard/drafts' });
    await user.click(screen.getByRole('button', { name: 'Delete Nairobi Street Food Tour' }));
    expect(await findToast('Draft deleted')).toBeInTheDocument();
    expect(list().queryByText('Nairobi Street Food Tour')).not.toBeInTheDocument();
    expect(readStoredDrafts()?.map((draft) => draft.id)).toEqual([1, 3]);
  });

  it('shows stored drafts ("Just now" for one saved a moment ago) and an empty vault when all are deleted', async () => {
    const user = userEvent.setup();
    writeDrafts([{ id: 7, title: 'Untitled Draft', date: new Date().toISOString(), preview: 'Hello', content: 'Hello' }]);
    renderWithProviders(<DraftsPage />, { route: '/dashboard/drafts' });
    expect(list().getByText('Just now')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete Untitled Draft' }));
    expect(await screen.findByText('No drafts yet. Save one from the editor.')).toBeInTheDocument();
    expect(readStoredDrafts()).toEqual([]);
  });
});
