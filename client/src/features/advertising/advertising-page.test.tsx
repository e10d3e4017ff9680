import { screen, waitFor, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import userEvent from '@testing-library/user-event';
import { findToast, renderWithProviders } from '@/test/render';
import { serverError } from '@/test/server-error';
import { dismissToast } from '@/ui/use-toast';
import { AdvertisingPage } from './advertising-page';
import {
  ApproveCampaignDocument,
  PauseCampaignDocument,
  RejectCampaignDocument,
  ResumeCampaignDocument,
} from './campaign-operations';
import { advertisingMock, apiCampaign, reviewCampaign, reviewMock, signedInWith } from './campaign-test-data';

afterEach(() => dismissToast());

const render = (mocks: MockLink.MockedResponse[], roles: Array<'USER' | 'ADMIN' | 'MODERATOR'> = ['USER']) =>
  renderWithProviders(signedInWith(roles, <AdvertisingPage />), { route: '/dashboard/advertising', mocks });

describe('an account without campaigns', () => {
  it('sees zeros and how to start, never sample figures', async () => {
    render([advertisingMock([])]);
    expect(await screen.findByTestId('no-campaigns')).toHaveTextContent('No campaigns yet.');
    expect(screen.queryByTestId('sample-badge')).not.toBeInTheDocument();
    expect(screen.getByTestId('total-spent')).toHaveTextContent('$0.00');
    expect(screen.getByTestId('total-impressions')).toHaveTextContent('0');
    expect(screen.getByTestId('total-ctr')).toHaveTextContent('0.00%');
    expect(screen.queryAllByTestId('campaign-status')).toEqual([]);
    expect(screen.getByRole('link', { name: /Create Campaign/i })).toHaveAttribute(
      'href',
      '/dashboard/advertising/create',
    );
  });
});

describe('an account with campaigns', () => {
  const mine = [
    apiCampaign('new', { name: 'Podcast teaser' }),
    apiCampaign('on', {
      name: 'Lagos Nights',
      status: 'ACTIVE',
      budget: 50_000,
      spent: 34_250,
      impressions: 45_200,
      clicks: 1_130,
    }),
    apiCampaign('off', {
      name: 'Masterclass',
      status: 'PAUSED',
      budget: 30_000,
      spent: 12_075,
      impressions: 12_800,
      clicks: 410,
    }),
    apiCampaign('no', { name: 'Refused', status: 'REJECTED', rejectionReason: 'Misleading headline' }),
    apiCampaign('done', {
      name: 'Street Style',
      status: 'COMPLETED',
      budget: 25_000,
      spent: 26_240,
      impressions: 38_900,
      clicks: 860,
    }),
  ];

  it('lists them with the totals from the server, each status in its colour, the budget bar capped at 100%', async () => {
    render([advertisingMock(mine)]);
    expect(await screen.findByText('Podcast teaser')).toBeInTheDocument();
    expect(screen.queryByTestId('sample-badge')).not.toBeInTheDocument();
    expect(
      screen.getByText('Spend, impressions and clicks stay at 0 until Kuza starts delivering ads.'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('total-spent')).toHaveTextContent('$725.65');
    expect(screen.getByTestId('total-ctr')).toHaveTextContent('2.48%');
    const statuses = screen.getAllByTestId('campaign-status');
    expect(statuses.map((s) => s.textContent)).toEqual(['In review', 'Active', 'Paused', 'Rejected', 'Completed']);
    expect(new Set(statuses.map((s) => s.className)).size).toBe(5);
    const active = within(screen.getByTestId('campaign-on'));
    expect(active.getByTestId('campaign-budget')).toHaveTextContent('$500.00');
    expect(active.getByTestId('campaign-ctr')).toHaveTextContent('2.50%');
    expect(active.getByTestId('campaign-budget-used')).toHaveTextContent('Budget used: 69%');
    expect(within(screen.getByTestId('campaign-done')).getByRole('progressbar')).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    expect(within(screen.getByTestId('campaign-new')).getByTestId('campaign-ctr')).toHaveTextContent('0.00%');
    expect(within(screen.getByTestId('campaign-no')).getByTestId('campaign-rejection')).toHaveTextContent(
      'Rejected: Misleading headline',
    );
    for (const id of ['new', 'no', 'done'])
      expect(within(screen.getByTestId(`campaign-${id}`)).queryByRole('button')).not.toBeInTheDocument();
    // Only staff review campaigns.
    expect(screen.queryByTestId('campaign-review')).not.toBeInTheDocument();
  });

  it('pauses and resumes on the server, and says so only once it saved', async () => {
    const pause = jest.fn(() => ({ data: { pauseCampaign: { __typename: 'Campaign', id: 'on', status: 'PAUSED' } } }));
    render([
      advertisingMock(mine),
      { request: { query: PauseCampaignDocument, variables: { id: 'on' } }, result: pause },
      {
        request: { query: ResumeCampaignDocument, variables: { id: 'off' } },
        result: { errors: [serverError('BAD_USER_INPUT', 'campaignAction.resumeOnlyPaused', { field: 'id' })] },
      },
    ]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Pause Lagos Nights' }));
    expect(await findToast('Campaign paused')).toBeInTheDocument();
    expect(pause).toHaveBeenCalledTimes(1);
    expect(within(screen.getByTestId('campaign-on')).getByTestId('campaign-status')).toHaveTextContent('Paused');

    await user.click(screen.getByRole('button', { name: 'Resume Masterclass' }));
    expect(await findToast('Could not change the campaign')).toBeInTheDocument();
    expect(screen.getAllByText('Only a paused campaign can be resumed.').length).toBeGreaterThan(0);
    expect(within(screen.getByTestId('campaign-off')).getByTestId('campaign-status')).toHaveTextContent('Paused');
  });
});

it('lets admins and moderators approve or reject campaigns in review', async () => {
  const approve = jest.fn(() => ({
    data: { approveCampaign: { __typename: 'Campaign', id: 'r1', status: 'ACTIVE' } },
  }));
  const reject = jest.fn(() => ({
    data: { rejectCampaign: { __typename: 'Campaign', id: 'r2', status: 'REJECTED', rejectionReason: 'Broken link' } },
  }));
  render(
    [
      advertisingMock([]),
      reviewMock([reviewCampaign('r1', 'Lagos Nights'), reviewCampaign('r2', 'Dodgy deal')]),
      { request: { query: ApproveCampaignDocument, variables: { id: 'r1' } }, result: approve },
      { request: { query: RejectCampaignDocument, variables: { id: 'r2', reason: 'Broken link' } }, result: reject },
    ],
    ['USER', 'MODERATOR'],
  );
  const user = userEvent.setup();
  const first = within(await screen.findByTestId('review-r1'));
  expect(first.getByText('By @tunde_beats · Engagement')).toBeInTheDocument();
  expect(first.getByRole('link', { name: 'https://kuza.africa/lagos-nights' })).toHaveAttribute(
    'href',
    'https://kuza.africa/lagos-nights',
  );
  await user.click(first.getByRole('button', { name: 'Approve' }));
  expect(await findToast('Campaign approved')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByTestId('review-r1')).not.toBeInTheDocument());

  const second = within(screen.getByTestId('review-r2'));
  await user.type(second.getByLabelText('Reason for rejecting (optional)'), ' Broken link ');
  await user.click(second.getByRole('button', { name: 'Reject' }));
  expect(await findToast('Campaign rejected')).toBeInTheDocument();
  expect(reject).toHaveBeenCalledTimes(1);
  expect(await screen.findByText('No campaigns are waiting for review.')).toBeInTheDocument();
});

it('Create Campaign goes to the wizard', async () => {
  render([advertisingMock([])]);
  await userEvent.setup().click(screen.getByRole('link', { name: 'Create Campaign' }));
  expect(screen.getByTestId('current-path')).toHaveTextContent('/dashboard/advertising/create');
});
