import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@/i18n';
import { findToast, renderWithProviders } from '@/test/render';
import { serverError } from '@/test/server-error';
import { dismissToast } from '@/ui/use-toast';
import { SplitEarningsPage } from './split-earnings-page';
import { SPLITS_PAGE_SIZE } from './split-list';
import {
  CreateEarningsSplitDocument,
  DeleteEarningsSplitDocument,
  EarningsSplitsDocument,
  SetPostSplitDocument,
  SplitRecentPostsDocument,
} from './split-operations';
import { RECENT_POSTS_SIZE } from './split-posts';

afterEach(() => dismissToast());

const profile = (username: string) => ({ __typename: 'Profile' as const, id: `id-${username}`, username });
const split = (
  id: string,
  projectName: string,
  shares: Array<[string, number]>,
  overrides: Record<string, unknown> = {},
) => ({
  __typename: 'EarningsSplit' as const,
  id,
  projectName,
  ownerPercentage: (10_000 - shares.reduce((sum, [, p]) => sum + p * 100, 0)) / 100,
  viewerIsOwner: true,
  createdAt: '2026-11-20T10:00:00.000Z',
  owner: profile('amina'),
  shares: shares.map(([username, percentage]) => ({
    __typename: 'EarningsShare' as const,
    percentage,
    collaborator: profile(username),
  })),
  posts: [] as Array<ReturnType<typeof post>>,
  earnedSoFar: [] as Array<Record<string, unknown>>,
  ...overrides,
});
const post = (id: string, content: string) => ({
  __typename: 'Post' as const,
  id,
  content,
  createdAt: '2026-11-21T10:00:00.000Z',
});
/** The owner's recent posts (for attaching), each with its current split. */
const recentPosts = (posts: Array<[ReturnType<typeof post>, string | null]>): MockLink.MockedResponse => ({
  request: { query: SplitRecentPostsDocument, variables: { username: 'amina', first: RECENT_POSTS_SIZE } },
  result: {
    data: {
      posts: {
        __typename: 'PostConnection',
        edges: posts.map(([node, splitId]) => ({
          __typename: 'PostEdge',
          node: { ...node, split: splitId ? { __typename: 'EarningsSplit', id: splitId } : null },
        })),
      },
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
});
const usd = (amountMinor: string) => ({ __typename: 'Money' as const, amountMinor, currency: 'USD' });
const listed = (splits: Array<ReturnType<typeof split>>): MockLink.MockedResponse => ({
  request: { query: EarningsSplitsDocument, variables: { first: SPLITS_PAGE_SIZE } },
  result: {
    data: {
      earningsSplits: {
        __typename: 'EarningsSplitConnection',
        edges: splits.map((node) => ({ __typename: 'EarningsSplitEdge', cursor: node.id, node })),
        pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: splits.at(-1)?.id ?? null },
      },
    },
  },
});
const created = (
  input: { projectName: string; collaborators: Array<{ username: string; percentage: number }> },
  result: MockLink.MockedResponse['result'],
) => ({
  request: { query: CreateEarningsSplitDocument, variables: { input } },
  result,
});

const setup = (mocks: MockLink.MockedResponse[] = []) => {
  renderWithProviders(<SplitEarningsPage />, { mocks: [listed([]), recentPosts([]), ...mocks] });
  return userEvent.setup();
};
const submit = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Create Split' }));

it('requires a project name: "Project name required"', async () => {
  const user = setup();
  await user.type(screen.getByLabelText('Username'), 'kofi_pod');
  await user.type(screen.getByLabelText('Percentage'), '30');
  await submit(user);
  expect(await findToast('Project name required')).toBeInTheDocument();
  expect(screen.getAllByText('Please enter a project name.').length).toBeGreaterThan(0);
});

it('requires a collaborator with a username and a percentage: "Add collaborators"', async () => {
  const user = setup();
  await user.type(screen.getByLabelText('Project name'), 'Lagos Nights EP');
  await user.type(screen.getByLabelText('Username'), 'kofi_pod');
  await submit(user);
  expect(await findToast('Add collaborators')).toBeInTheDocument();
  expect(screen.getAllByText('Please add at least one collaborator.').length).toBeGreaterThan(0);
});

it('keeps a running total, saves the split and lists it at the top of the saved splits', async () => {
  const input = {
    projectName: 'Lagos Nights EP',
    collaborators: [
      { username: 'kofi_pod', percentage: 30 },
      { username: 'zanele_art', percentage: 25.5 },
    ],
  };
  const user = setup([
    created(input, {
      data: {
        createEarningsSplit: split('s-new', 'Lagos Nights EP', [
          ['kofi_pod', 30],
          ['zanele_art', 25.5],
        ]),
      },
    }),
  ]);
  expect(await screen.findByText(/No splits yet/)).toBeInTheDocument();
  await user.type(screen.getByLabelText('Project name'), 'Lagos Nights EP');
  await user.type(screen.getByLabelText('Username'), 'kofi_pod');
  await user.type(screen.getByLabelText('Percentage'), '30');
  expect(screen.getByTestId('split-total')).toHaveTextContent('Total: 30%');
  await user.click(screen.getByRole('button', { name: 'Add collaborator' }));
  const usernames = screen.getAllByLabelText('Username');
  const percentages = screen.getAllByLabelText('Percentage');
  await user.type(usernames[1], 'zanele_art');
  await user.type(percentages[1], '25.5');
  expect(screen.getByTestId('split-total')).toHaveTextContent('Total: 55.5%');
  expect(screen.getByText('Your share: 44.5%')).toBeInTheDocument();

  await submit(user);
  expect(await findToast('Split created')).toBeInTheDocument();
  expect(screen.getAllByText('Lagos Nights EP is shared with 2 collaborators.').length).toBeGreaterThan(0);
  expect(screen.getByLabelText('Project name')).toHaveValue('');
  expect(screen.getByTestId('split-total')).toHaveTextContent('Total: 0%');
  const saved = await screen.findByTestId('earnings-split');
  expect(saved).toHaveTextContent('Lagos Nights EP');
  expect(saved).toHaveTextContent('@kofi_pod30%');
  expect(saved).toHaveTextContent('@amina (owner)44.5%');
});

it('says what the server refused, naming the username, and keeps the form', async () => {
  const input = { projectName: 'Album', collaborators: [{ username: '@nobody_here', percentage: 10 }] };
  const refusal = serverError('BAD_USER_INPUT', 'split.unknownCollaborator', {
    field: 'collaborators.0.username',
    params: { username: 'nobody_here' },
  });
  const user = setup([created(input, { errors: [refusal] })]);
  await user.type(screen.getByLabelText('Project name'), 'Album');
  await user.type(screen.getByLabelText('Username'), '@nobody_here');
  await user.type(screen.getByLabelText('Percentage'), '10');
  await submit(user);
  expect(await findToast('Split not saved')).toBeInTheDocument();
  expect(screen.getAllByText('No creator is called @nobody_here.').length).toBeGreaterThan(0);
  expect(screen.getByLabelText('Project name')).toHaveValue('Album');
});

it('shows splits shared with the reader, and lets the owner delete theirs after confirming', async () => {
  const mine = split('s-1', 'Lagos Nights EP', [['kofi_pod', 30]]);
  const theirs = split('s-2', 'Accra Podcast', [['amina', 20]], { viewerIsOwner: false, owner: profile('kofi_pod') });
  renderWithProviders(<SplitEarningsPage />, {
    mocks: [
      listed([mine, theirs]),
      recentPosts([]),
      {
        request: { query: DeleteEarningsSplitDocument, variables: { id: 's-1' } },
        result: { data: { deleteEarningsSplit: true } },
      },
    ],
  });
  const user = userEvent.setup();
  const [first, second] = await screen.findAllByTestId('earnings-split');
  expect(second).toHaveTextContent('Made by @kofi_pod');
  expect(within(second).queryByRole('button', { name: 'Delete split' })).toBeNull();
  expect(first).toHaveTextContent('Made by you');

  await user.click(within(first).getByRole('button', { name: 'Delete split' }));
  expect(await screen.findByText('Delete the split of Lagos Nights EP?')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Delete split' }));
  expect(await findToast('Split deleted')).toBeInTheDocument();
  await waitFor(() => expect(screen.getAllByTestId('earnings-split')).toHaveLength(1));
  expect(screen.getByTestId('earnings-split')).toHaveTextContent('Accra Podcast');
});

it("picks each language's plural form of the toast text", () => {
  const text = (language: string, count: number) =>
    i18n.getFixedT(language, 'monetize')('split.createdText', { project: 'EP', count });
  expect(text('fr', 1)).toBe('EP est partagé avec 1 collaborateur.');
  expect(text('ar', 1)).toBe('تمت مشاركة EP مع متعاون واحد.');
  expect(text('ar', 2)).toBe('تمت مشاركة EP مع متعاونَين.');
  expect(text('ar', 3)).toBe('تمت مشاركة EP مع 3 متعاونين.');
  expect(text('ar', 11)).toBe('تمت مشاركة EP مع 11 متعاونًا.');
  expect(text('yo', 1)).toBe('A ti pín EP pẹ̀lú alájọṣe 1.');
});

it('removes a collaborator row', async () => {
  const user = setup();
  await user.click(screen.getByRole('button', { name: 'Add collaborator' }));
  expect(screen.getAllByLabelText('Username')).toHaveLength(2);
  await user.click(screen.getByRole('button', { name: 'Remove collaborator 2' }));
  expect(screen.getAllByLabelText('Username')).toHaveLength(1);
});

it("shows what each split earned so far from the ledger, and the viewer's share", async () => {
  renderWithProviders(<SplitEarningsPage />, {
    mocks: [
      listed([
        split('s1', 'Afrobeats EP', [['me', 33.33]], {
          viewerIsOwner: false,
          earnedSoFar: [{ __typename: 'SplitEarned', currency: 'USD', total: usd('951'), yours: usd('317') }],
        }),
        split('s2', 'Podcast', [['kofi_pod', 10]]),
      ]),
      recentPosts([]),
    ],
  });
  const [ep, podcast] = await screen.findAllByTestId('split-earned');
  expect(ep).toHaveTextContent('Earned so far');
  expect(ep).toHaveTextContent('$9.51 in total');
  expect(ep).toHaveTextContent('Your share: $3.17');
  expect(podcast).toHaveTextContent('Nothing earned yet. Choose this split when you create a post');
});

it("attaches a split to one of the owner's recent posts, moves one from another split and detaches, without reloading", async () => {
  const episode1 = post('p1', 'Episode 1 is live');
  const episode2 = post('p2', 'Episode 2 is live');
  const trailer = post('p3', 'The tour trailer');
  const setSplit = (
    postId: string,
    splitId: string | null,
    posts: Array<ReturnType<typeof post>>,
    content: string,
  ) => ({
    request: { query: SetPostSplitDocument, variables: { postId, splitId } },
    result: {
      data: {
        setPostSplit: {
          ...post(postId, content),
          split: splitId ? { __typename: 'EarningsSplit', id: splitId, posts } : null,
        },
      },
    },
  });
  renderWithProviders(<SplitEarningsPage />, {
    mocks: [
      listed([
        split('s1', 'Podcast', [['kofi_pod', 10]], { posts: [episode1] }),
        split('s2', 'Tour', [['zanele_art', 20]], { posts: [trailer] }),
      ]),
      recentPosts([
        [episode2, null],
        [episode1, 's1'],
        [trailer, 's2'],
      ]),
      setSplit('p2', 's1', [episode2, episode1], 'Episode 2 is live'),
      setSplit('p3', 's1', [trailer, episode2, episode1], 'The tour trailer'),
      setSplit('p1', null, [], 'Episode 1 is live'),
    ],
  });
  const user = userEvent.setup();
  const [podcast, tour] = await screen.findAllByTestId('split-posts');
  expect(podcast).toHaveTextContent('Attached toEpisode 1 is live');
  const picker = await within(podcast).findByLabelText('Attach to a post');
  // The posts already on this split are not offered.
  expect(within(picker).queryByRole('option', { name: 'Episode 1 is live' })).toBeNull();

  await user.selectOptions(picker, 'Episode 2 is live');
  await user.click(within(podcast).getByRole('button', { name: 'Attach' }));
  expect(await findToast('Split attached')).toBeInTheDocument();
  await waitFor(() => expect(podcast).toHaveTextContent('Episode 2 is liveDetachEpisode 1 is live'));
  expect(within(picker).queryByRole('option', { name: 'Episode 2 is live' })).toBeNull();

  // Attaching the tour's post moves it: the tour's list loses it.
  await user.selectOptions(picker, 'The tour trailer');
  await user.click(within(podcast).getByRole('button', { name: 'Attach' }));
  await waitFor(() => expect(tour).toHaveTextContent('Not attached to any post yet.'));
  expect(podcast).toHaveTextContent('The tour trailer');

  await user.click(within(podcast).getByRole('button', { name: 'Detach from “Episode 1 is live”' }));
  expect(await findToast('Split detached')).toBeInTheDocument();
  await waitFor(() => expect(within(podcast).getAllByRole('listitem')).toHaveLength(2));
  expect(within(podcast).getByRole('list')).not.toHaveTextContent('Episode 1 is live');
  expect(within(picker).getByRole('option', { name: 'Episode 1 is live' })).toBeInTheDocument();
});
