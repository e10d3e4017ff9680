import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PostLock_PostFragment } from '@/gql/graphql';
import { renderWithProviders } from '@/test/render';
import { LockedPostPanel } from './locked-post-panel';

const locked = (access: PostLock_PostFragment['access']): PostLock_PostFragment => ({
  id: 'p1',
  viewerCanAccess: false,
  access,
});

describe('LockedPostPanel', () => {
  it('shows a pay-per-view post’s price with Unlock', () => {
    renderWithProviders(
      <LockedPostPanel
        post={locked({ kind: 'PAID', price: { amountMinor: '250', currency: 'USD' }, tiers: [] })}
        authorUsername="amara"
      />,
    );
    expect(screen.getByText('Pay to read the whole post')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unlock for $2.50' })).toBeInTheDocument();
  });

  it('names a members-only post’s tiers and joins on the creator’s profile', async () => {
    renderWithProviders(
      <LockedPostPanel
        post={locked({ kind: 'MEMBERS', price: null, tiers: [{ id: 't1', name: 'Inner Circle' }] })}
        authorUsername="amara"
      />,
    );
    expect(screen.getByText('For members of Inner Circle')).toBeInTheDocument();
    // The profile opens the tiers with this post, whose split then shares the membership's income.
    expect(screen.getByRole('link', { name: 'Join to read' })).toHaveAttribute('href', '/dashboard/u/amara?join=p1');
    await userEvent.click(screen.getByRole('link', { name: 'Join to read' }));
    expect(screen.getByTestId('current-path')).toHaveTextContent('/dashboard/u/amara');
  });

  it('shows nothing to a reader who may read it all', () => {
    renderWithProviders(
      <LockedPostPanel
        post={{ ...locked({ kind: 'PAID', price: null, tiers: [] }), viewerCanAccess: true }}
        authorUsername="amara"
      />,
    );
    expect(screen.queryByTestId('locked-post')).toBeNull();
  });
});
