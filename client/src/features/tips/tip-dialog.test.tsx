import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paymentModeMock } from '@/features/monetize/testing';
import { renderWithProviders } from '@/test/render';
import { navigation, recallTip } from './pending-tip';
import { TipButton } from './tip-button';
import { TipDocument } from './tip-operations';

type TipVariables = {
  input: {
    creatorUsername: string;
    postId: string | null;
    amountMinor: string;
    currency: string;
    message: string | null;
    idempotencyKey: string;
  };
};

let go: jest.SpyInstance;
beforeEach(() => {
  go = jest.spyOn(navigation, 'go').mockImplementation(() => undefined);
  sessionStorage.clear();
});
afterEach(() => go.mockRestore());

const tipMock = (sent: TipVariables['input'][]): MockLink.MockedResponse => ({
  request: { query: TipDocument, variables: () => true },
  result: (variables: TipVariables) => {
    sent.push(variables.input);
    return {
      data: {
        tip: {
          __typename: 'Checkout',
          id: 'chk-1',
          status: 'PENDING',
          checkoutUrl: 'http://kuza.test/fake-gateway/checkout/chk-1',
        },
      },
    };
  },
  delay: 30,
});

const open = async (mocks: MockLink.MockedResponse[], props = { postId: 'p1' as string | null, count: 3 }) => {
  const user = userEvent.setup();
  renderWithProviders(<TipButton creatorUsername="zawadi" postId={props.postId} count={props.count} />, {
    mocks: [paymentModeMock('TEST'), ...mocks],
  });
  expect(screen.getByTestId('tips-count')).toHaveTextContent('3');
  await user.click(screen.getByRole('button', { name: 'Tip @zawadi (tips so far: 3)' }));
  return { user, dialog: within(await screen.findByRole('dialog', { name: 'Tip @zawadi' })) };
};

it('tips a preset amount with a message, once, and goes to the checkout page', async () => {
  const sent: TipVariables['input'][] = [];
  const { user, dialog } = await open([tipMock(sent)]);
  expect(await dialog.findByText('Test mode: no real money')).toBeInTheDocument();
  expect(dialog.getByText('95% of your tip goes to the creator.')).toBeInTheDocument();
  await user.click(dialog.getByRole('button', { name: '$10' }));
  await user.type(dialog.getByLabelText('Message (optional)'), 'Asante sana!');
  await user.dblClick(dialog.getByRole('button', { name: 'Continue to payment' }));
  await screen.findByRole('button', { name: 'Continue to payment' });
  expect(go).toHaveBeenCalledWith('http://kuza.test/fake-gateway/checkout/chk-1');
  expect(sent).toHaveLength(1);
  expect(sent[0]).toMatchObject({
    creatorUsername: 'zawadi',
    postId: 'p1',
    amountMinor: '1000',
    currency: 'USD',
    message: 'Asante sana!',
  });
  expect(sent[0]!.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
  // Where the tip was given survives the trip to the gateway and back.
  expect(recallTip('chk-1')).toEqual({ postId: 'p1', creatorUsername: 'zawadi' });
});

it('tips a custom amount in another currency, and refuses one that is not greater than 0', async () => {
  const sent: TipVariables['input'][] = [];
  const { user, dialog } = await open([tipMock(sent)]);
  await user.selectOptions(dialog.getByLabelText('Currency'), 'KES');
  expect(dialog.getByRole('button', { name: /500/ })).toBeInTheDocument();
  const custom = dialog.getByLabelText('Your amount');
  await user.clear(custom);
  await user.type(custom, '0');
  await user.click(dialog.getByRole('button', { name: 'Continue to payment' }));
  expect(await dialog.findByText('Enter an amount greater than 0.')).toBeInTheDocument();
  expect(sent).toHaveLength(0);
  await user.clear(custom);
  await user.type(custom, '150.50');
  await user.click(dialog.getByRole('button', { name: 'Continue to payment' }));
  await screen.findByRole('button', { name: 'Continue to payment' });
  expect(go).toHaveBeenCalledTimes(1);
  expect(sent[0]).toMatchObject({ amountMinor: '15050', currency: 'KES', message: null });
});
