import {
  CAMPAIGN_ACTION_MESSAGES,
  CAMPAIGN_MEDIA_HINT,
  CAMPAIGN_MESSAGES,
  CAMPAIGN_SUBMITTED,
  type MessageId,
} from '@kuza/common';
import type { MockLink } from '@apollo/client/testing';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resources } from '@/i18n/resources';
import { findToast, renderWithProviders } from '@/test/render';
import { serverError } from '@/test/server-error';
import { dismissToast } from '@/ui/use-toast';
import { CreateCampaignDocument } from './campaign-operations';
import { apiCampaign } from './campaign-test-data';
import { CreateCampaignPage } from './create-campaign-page';

afterEach(() => dismissToast());

type User = ReturnType<typeof userEvent.setup>;
const setup = (mocks: MockLink.MockedResponse[] = []) => {
  renderWithProviders(<CreateCampaignPage />, { route: '/dashboard/advertising/create', mocks });
  return userEvent.setup();
};
const next = (user: User) => user.click(screen.getByRole('button', { name: 'Next' }));
const stepTitle = () => screen.getByText(/^Step \d of 4$/).textContent;
const error = (field: string) => screen.getByTestId(`error-${field}`);
const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });

async function toStep(user: User, step: 2 | 3 | 4) {
  fill('Campaign name', 'Lagos Nights EP launch');
  await next(user);
  if (step === 2) return;
  await next(user);
  if (step === 3) return;
  fill('Headline', 'Hear Lagos at night');
  fill('Destination URL', 'https://kuza.africa/lagos-nights');
  await next(user);
}

it('keeps the English catalog on the shared rule texts', () => {
  const catalog = resources.en.advertising as { rules: Record<string, string>; wizard: Record<string, unknown> };
  const messages = resources.en.messages as {
    campaign: Record<string, string>;
    campaignAction: Record<string, string>;
  };
  for (const [id, text] of Object.entries(CAMPAIGN_MESSAGES)) expect(messages.campaign[id]).toBe(text);
  for (const [id, text] of Object.entries(CAMPAIGN_ACTION_MESSAGES)) expect(messages.campaignAction[id]).toBe(text);
  expect(catalog.rules.mediaHint).toBe(CAMPAIGN_MEDIA_HINT);
  expect({ title: catalog.wizard.created, description: catalog.wizard.createdText }).toEqual(CAMPAIGN_SUBMITTED);
});

it('step 1 (Campaign Details): name required; objective defaults to awareness', async () => {
  const user = setup();
  expect(stepTitle()).toBe('Step 1 of 4');
  expect(screen.getByRole('heading', { name: 'Campaign Details' })).toBeInTheDocument();
  expect(screen.getByLabelText('Objective')).toHaveValue('awareness');
  expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
  expect(screen.queryByRole('button', { name: 'Submit Campaign' })).not.toBeInTheDocument();
  await next(user);
  expect(error('name')).toHaveTextContent('Campaign name is required.');
  expect(screen.getByLabelText('Campaign name')).toHaveAttribute('aria-invalid', 'true');
  expect(stepTitle()).toBe('Step 1 of 4');
  fill('Campaign name', 'Launch');
  expect(screen.queryByTestId('error-name')).not.toBeInTheDocument();
  await next(user);
  expect(screen.getByRole('heading', { name: 'Targeting' })).toBeInTheDocument();
});

it('step 2 (Targeting): ages 13 to 65, default 18 to 65', async () => {
  const user = setup();
  await toStep(user, 2);
  expect(screen.getByLabelText('Minimum age')).toHaveValue(18);
  expect(screen.getByLabelText('Maximum age')).toHaveValue(65);
  fill('Minimum age', '12');
  fill('Maximum age', '66');
  await next(user);
  expect(error('minAge')).toHaveTextContent('Minimum age must be a whole number from 13 to 65.');
  expect(error('maxAge')).toHaveTextContent('Maximum age must be a whole number from 13 to 65.');
  fill('Minimum age', '13');
  fill('Maximum age', '65');
  await next(user);
  expect(screen.getByRole('heading', { name: 'Creative' })).toBeInTheDocument();
});

it('step 3 (Creative): headline required ≤ 80, description ≤ 200, URL, defaults image and learn_more, media hint', async () => {
  const user = setup();
  await toStep(user, 3);
  expect(screen.getByLabelText('Ad type')).toHaveValue('image');
  expect(screen.getByLabelText('Call to action')).toHaveValue('learn_more');
  expect(screen.getByText('PNG, JPG or MP4 up to 10MB')).toBeInTheDocument();
  await next(user);
  expect(error('headline')).toHaveTextContent('Headline is required.');
  expect(error('destinationUrl')).toHaveTextContent('Destination URL is required.');

  fill('Headline', 'x'.repeat(81));
  fill('Ad description', 'y'.repeat(201));
  fill('Destination URL', 'kuza.africa');
  await next(user);
  expect(error('headline')).toHaveTextContent('Headline must be at most 80 characters.');
  expect(error('adDescription')).toHaveTextContent('Ad description must be at most 200 characters.');
  expect(error('destinationUrl')).toHaveTextContent('Enter a valid URL starting with http:// or https://.');

  const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'ad.png', { type: 'image/png' });
  await user.upload(screen.getByLabelText('Media', { exact: false }), big);
  fill('Headline', 'x'.repeat(80));
  fill('Ad description', 'y'.repeat(200));
  fill('Destination URL', 'https://kuza.africa');
  await next(user);
  expect(error('media')).toHaveTextContent('Ad media must be a PNG, JPG or MP4 file up to 10MB.');
  await user.upload(
    screen.getByLabelText('Media', { exact: false }),
    new File(['ok'], 'ad.mp4', { type: 'video/mp4' }),
  );
  await next(user);
  expect(screen.getByRole('heading', { name: 'Budget' })).toBeInTheDocument();
});

it('step 4 (Budget): daily budget required ≥ 10 in cents, total ≥ 10, start date required; the estimated reach', async () => {
  const created = jest.fn(() => ({
    data: { createCampaign: apiCampaign('new', { name: 'Lagos Nights EP launch', budget: 1250 }) },
  }));
  const user = setup([{ request: { query: CreateCampaignDocument, variables: () => true }, result: created }]);
  await toStep(user, 4);
  expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
  expect(screen.getByTestId('estimated-reach')).toHaveTextContent('Daily impressions: 15,000 to 25,000');
  expect(screen.getByTestId('estimated-reach')).toHaveTextContent('CTR: 1.5% to 3.0%');
  expect(screen.getByTestId('estimated-reach')).toHaveTextContent('Cost per click: $0.15 to $0.30');

  const submit = () => user.click(screen.getByRole('button', { name: 'Submit Campaign' }));
  await submit();
  expect(error('dailyBudget')).toHaveTextContent('Daily budget is required.');
  expect(error('startDate')).toHaveTextContent('Start date is required.');
  fill('Daily budget (USD)', '9.99');
  fill('Total budget (USD)', '5');
  fill('Start date', '2025-08-01');
  fill('End date', '2025-07-01');
  await submit();
  expect(error('dailyBudget')).toHaveTextContent('Daily budget must be at least $10.');
  expect(error('totalBudget')).toHaveTextContent('Total budget must be at least $10.');
  expect(error('endDate')).toHaveTextContent('End date cannot be before the start date.');
  fill('Daily budget (USD)', '10.005');
  await submit();
  expect(error('dailyBudget')).toHaveTextContent('Budgets can have at most 2 decimal places (steps of $0.01).');
  expect(screen.getByTestId('current-path')).toHaveTextContent('/dashboard/advertising/create');

  fill('Daily budget (USD)', '12.50');
  fill('Total budget (USD)', '');
  fill('End date', '');
  await submit();
  expect(await findToast('Campaign Created!')).toBeInTheDocument();
  expect(created).toHaveBeenCalledTimes(1);
  expect(screen.getAllByText('Your ad campaign is now under review.').length).toBeGreaterThan(0);
  expect(screen.getByTestId('current-path')).toHaveTextContent(/^\/dashboard\/advertising$/);
});

it('Previous goes back a step and keeps what was typed', async () => {
  const user = setup();
  await toStep(user, 3);
  fill('Headline', 'Kept headline');
  await user.click(screen.getByRole('button', { name: 'Previous' }));
  expect(screen.getByRole('heading', { name: 'Targeting' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Previous' }));
  expect(screen.getByLabelText('Campaign name')).toHaveValue('Lagos Nights EP launch');
  await next(user);
  await next(user);
  expect(screen.getByLabelText('Headline')).toHaveValue('Kept headline');
});

describe('Submit', () => {
  async function fillAll(user: User) {
    await toStep(user, 3);
    await user.upload(screen.getByLabelText('Media', { exact: false }), cover);
    fill('Headline', 'Hear Lagos at night');
    fill('Destination URL', 'https://kuza.africa/lagos-nights');
    await next(user);
    fill('Daily budget (USD)', '25.50');
    fill('Total budget (USD)', '500');
    fill('Start date', '2030-07-01');
  }
  const cover = new File(['png'], 'cover.png', { type: 'image/png' });
  const submitButton = () => screen.getByRole('button', { name: /Submit/ });

  it('sends every field and the media, is busy meanwhile, and says Campaign Created! only once the server saved it', async () => {
    const mock: MockLink.MockedResponse = {
      request: {
        query: CreateCampaignDocument,
        variables: ({ input }) =>
          input.name === 'Lagos Nights EP launch' &&
          input.objective === 'AWARENESS' &&
          input.minAge === 18 &&
          input.maxAge === 65 &&
          input.adType === 'IMAGE' &&
          input.callToAction === 'LEARN_MORE' &&
          input.media === cover &&
          input.headline === 'Hear Lagos at night' &&
          input.destinationUrl === 'https://kuza.africa/lagos-nights' &&
          input.dailyBudgetMinor === '2550' &&
          input.totalBudgetMinor === '50000' &&
          input.startDate === '2030-07-01' &&
          input.endDate === null,
      },
      result: { data: { createCampaign: apiCampaign('new', { name: 'Lagos Nights EP launch', budget: 50_000 }) } },
      // Slow enough to see the busy state.
      delay: 300,
    };
    const user = setup([mock]);
    await fillAll(user);
    await user.click(submitButton());
    expect(submitButton()).toBeDisabled();
    expect(submitButton()).toHaveTextContent('Submitting...');
    expect(screen.queryByText('Campaign Created!')).not.toBeInTheDocument();
    expect(await findToast('Campaign Created!')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent(/^\/dashboard\/advertising$/));
  });

  it("keeps the wizard where it was and shows the server's reason in the spec's words", async () => {
    const refusal = (messageId: MessageId, code: string, field: string): MockLink.MockedResponse => ({
      request: { query: CreateCampaignDocument, variables: () => true },
      result: { errors: [serverError(code, messageId, { field })] },
    });
    const user = setup([
      refusal('campaign.dailyBudgetMin', 'BAD_USER_INPUT', 'dailyBudget'),
      refusal('campaign.mediaInvalid', 'PAYLOAD_TOO_LARGE', 'media'),
    ]);
    await fillAll(user);
    await user.click(submitButton());
    expect(await findToast('Campaign not created')).toBeInTheDocument();
    expect(error('dailyBudget')).toHaveTextContent('Daily budget must be at least $10.');
    expect(stepTitle()).toBe('Step 4 of 4');
    expect(screen.getByTestId('current-path')).toHaveTextContent('/dashboard/advertising/create');
    act(() => dismissToast());
    await user.click(submitButton());
    expect(await findToast('Campaign not created')).toBeInTheDocument();
    expect(screen.getAllByText('Ad media must be a PNG, JPG or MP4 file up to 10MB.').length).toBeGreaterThan(0);
    expect(screen.getByLabelText('Daily budget (USD)')).toHaveValue(25.5);
    expect(screen.queryByText('Campaign Created!')).not.toBeInTheDocument();
  });
});
