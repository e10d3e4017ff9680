import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { findToast, renderWithProviders } from '@/test/render';
import { dismissToast } from '@/ui/use-toast';
import { UnblockPersonDocument } from './block-operations';
import { ControlLists } from './control-lists';
import { controlListsMock } from './testing';

afterEach(() => dismissToast());

describe('the blocked and muted lists', () => {
  it('lists both, and an unblock takes the person off the list at once', async () => {
    renderWithProviders(<ControlLists />, {
      mocks: [
        controlListsMock(['kwame_b'], ['zola_m']),
        {
          request: { query: UnblockPersonDocument, variables: { username: 'kwame_b' } },
          result: { data: { unblock: { __typename: 'Profile', id: 'u-kwame_b', username: 'kwame_b' } } },
        },
      ],
    });
    const blocked = await screen.findByTestId('blocked-people');
    const muted = screen.getByTestId('muted-people');
    expect(await within(blocked).findByText('@kwame_b')).toBeInTheDocument();
    expect(within(muted).getByText('@zola_m')).toBeInTheDocument();
    await userEvent.setup().click(within(blocked).getByRole('button', { name: 'Unblock' }));
    expect(await findToast('You unblocked @kwame_b')).toBeInTheDocument();
    expect(await within(blocked).findByText("You haven't blocked anyone.")).toBeInTheDocument();
    expect(within(muted).getByText('@zola_m')).toBeInTheDocument();
  });
});
