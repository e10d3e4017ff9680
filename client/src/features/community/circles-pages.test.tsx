import { CIRCLE_MESSAGES } from '@kuza/common';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { findToast, renderWithProviders } from '@/test/render';
import { serverError } from '@/test/server-error';
import { dismissToast } from '@/ui/use-toast';
import {
  ApproveCircleRequestDocument,
  CreateCircleDocument,
  JoinCircleDocument,
  LeaveCircleDocument,
  PostToCircleDocument,
} from './circle-operations';
import { CirclePage } from './circle-page';
import { circle, circlePage, circlePost, circlePosts, circlesPage, joinRequests } from './circle-test-data';
import { CirclesPage } from './circles-page';

afterEach(() => dismissToast());

const atCircle = (id: string) => ({
  ui: (
    <Routes>
      <Route path="/dashboard/circles/:id" element={<CirclePage />} />
    </Routes>
  ),
  route: `/dashboard/circles/${id}`,
});

describe('Circles', () => {
  it("lists real circles with members, posts, the private flag and the viewer's status; Join saves at once", async () => {
    const joined = jest.fn(() => ({
      data: { joinCircle: { __typename: 'Circle', id: 'c1', membersCount: 1241, viewerStatus: 'MEMBER' } },
    }));
    renderWithProviders(<CirclesPage />, {
      mocks: [
        circlesPage([
          circle('c1', 'Afrobeats Producers', 'NONE', { membersCount: 1240, postsCount: 3820 }),
          circle('c2', 'Founders Club', 'NONE', { isPrivate: true }),
          circle('c3', 'Podcasters', 'REQUESTED', { isPrivate: true }),
          circle('c4', 'Lagos Poets', 'OWNER'),
        ]),
        { request: { query: JoinCircleDocument, variables: { id: 'c1' } }, result: joined },
      ],
    });
    const cards = await screen.findAllByTestId('circle');
    expect(cards[0]).toHaveTextContent('Afrobeats Producers');
    expect(cards[0]).toHaveTextContent('1,240 members');
    expect(cards[0]).toHaveTextContent('3,820 posts');
    expect(cards[0]).toHaveTextContent('Public');
    expect(cards[1]).toHaveTextContent('Private');
    expect(within(cards[1]).getByRole('button', { name: 'Request to join Founders Club' })).toBeEnabled();
    expect(within(cards[2]).getByRole('button', { name: 'Requested' })).toBeDisabled();
    expect(within(cards[3]).getByRole('link', { name: 'Open Lagos Poets' })).toHaveAttribute(
      'href',
      '/dashboard/circles/c4',
    );
    expect(screen.queryByTestId('circles-empty')).not.toBeInTheDocument();

    await userEvent.click(within(cards[0]).getByRole('button', { name: 'Join Afrobeats Producers' }));
    expect(await findToast('Welcome to Afrobeats Producers!')).toBeInTheDocument();
    expect(joined).toHaveBeenCalledTimes(1);
    expect(cards[0]).toHaveTextContent('1,241 members');
    expect(within(cards[0]).getByRole('link', { name: 'Open Afrobeats Producers' })).toBeInTheDocument();
  });

  it('says there is no circle yet, and how to start one, when there are none: no sample circles', async () => {
    renderWithProviders(<CirclesPage />, { mocks: [circlesPage([])] });
    expect(await screen.findByTestId('circles-empty')).toHaveTextContent(
      'No circles yet. Create the first one: a small group around a shared craft.',
    );
    expect(screen.queryAllByTestId('circle')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Create a circle' })).toBeEnabled();
  });

  it("creates a circle: checks the name first, shows the server's refusal, and lists the new circle at the top", async () => {
    const input = { name: 'Accra Storytellers', description: null, isPrivate: true };
    const created = circle('c9', 'Accra Storytellers', 'OWNER', { isPrivate: true });
    renderWithProviders(<CirclesPage />, {
      mocks: [
        circlesPage([circle('c1', 'Lagos Poets', 'NONE')]),
        {
          request: { query: CreateCircleDocument, variables: { input } },
          result: { errors: [serverError('BAD_USER_INPUT', 'circle.circleNameTaken', { field: 'name' })] },
        },
        { request: { query: CreateCircleDocument, variables: { input } }, result: { data: { createCircle: created } } },
      ],
    });
    await screen.findAllByTestId('circle');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Create a circle' }));
    const dialog = screen.getByRole('dialog', { name: 'Create a circle' });
    await user.click(within(dialog).getByRole('button', { name: 'Create circle' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Give your circle a name.');

    await user.type(within(dialog).getByLabelText('Name'), 'Accra Storytellers');
    await user.click(within(dialog).getByRole('switch'));
    await user.click(within(dialog).getByRole('button', { name: 'Create circle' }));
    expect(await within(dialog).findByText(CIRCLE_MESSAGES.circleNameTaken)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Create circle' }));
    expect(await findToast('Circle created')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('circle')[0]).toHaveTextContent('Accra Storytellers'));
    expect(screen.getAllByTestId('circle')).toHaveLength(2);
  });
});

describe('A circle', () => {
  it('shows a member the discussion newest first; their post goes on top and is counted; they can leave', async () => {
    const { ui, route } = atCircle('c1');
    const posted = circlePost('cp9', 'me', 'Rehearsal at 6?', '2025-03-02T10:00:00.000Z');
    renderWithProviders(ui, {
      route,
      mocks: [
        circlePage(circle('c1', 'Lagos Poets', 'MEMBER', { membersCount: 3, postsCount: 1 })),
        circlePosts('c1', [circlePost('cp1', 'owner', 'Welcome, poets.')]),
        {
          request: {
            query: PostToCircleDocument,
            variables: { input: { circleId: 'c1', content: 'Rehearsal at 6?' } },
          },
          result: { data: { postToCircle: posted } },
        },
        {
          request: { query: LeaveCircleDocument, variables: { id: 'c1' } },
          result: { data: { leaveCircle: { __typename: 'Circle', id: 'c1', membersCount: 2, viewerStatus: 'NONE' } } },
        },
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Lagos Poets' })).toBeInTheDocument();
    expect(await screen.findByText('Welcome, poets.')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Post' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Write something to post.');
    await user.type(screen.getByLabelText('Write to the circle'), 'Rehearsal at 6?');
    await user.click(screen.getByRole('button', { name: 'Post' }));
    expect(await findToast('Posted to Lagos Poets')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('circle-post')[0]).toHaveTextContent('Rehearsal at 6?'));
    expect(screen.getByTestId('circle-posts')).toHaveTextContent('2 posts');

    await user.click(screen.getByRole('button', { name: 'Leave' }));
    expect(await findToast('You left Lagos Poets')).toBeInTheDocument();
    expect(screen.getByTestId('circle-members')).toHaveTextContent('2 members');
    expect(screen.getByRole('button', { name: 'Join' })).toBeInTheDocument();
  });

  it("keeps a private circle's discussion from non-members, who may ask to join", async () => {
    const { ui, route } = atCircle('c2');
    renderWithProviders(ui, {
      route,
      mocks: [
        circlePage(circle('c2', 'Founders Club', 'NONE', { isPrivate: true, membersCount: 5 })),
        {
          request: { query: JoinCircleDocument, variables: { id: 'c2' } },
          result: {
            data: { joinCircle: { __typename: 'Circle', id: 'c2', membersCount: 5, viewerStatus: 'REQUESTED' } },
          },
        },
      ],
    });
    expect(await screen.findByText(CIRCLE_MESSAGES.circlePrivate)).toBeInTheDocument();
    expect(screen.queryByLabelText('Write to the circle')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Request to join' }));
    expect(await findToast('Request sent')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Requested' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel request' })).toBeInTheDocument();
  });

  it('shows its owner the pending requests; Approve lets the creator in and counts them', async () => {
    const { ui, route } = atCircle('c3');
    renderWithProviders(ui, {
      route,
      mocks: [
        circlePage(circle('c3', 'Founders Club', 'OWNER', { isPrivate: true, membersCount: 1 })),
        joinRequests('c3', ['tayo', 'nia']),
        circlePosts('c3', []),
        {
          request: { query: ApproveCircleRequestDocument, variables: { circleId: 'c3', userId: 'p-tayo' } },
          result: { data: { approveCircleRequest: { __typename: 'Circle', id: 'c3', membersCount: 2 } } },
        },
      ],
    });
    const requests = await screen.findAllByTestId('circle-request');
    expect(requests.map((item) => item.textContent)).toEqual([
      expect.stringContaining('@tayo'),
      expect.stringContaining('@nia'),
    ]);
    expect(screen.queryByRole('button', { name: 'Leave' })).not.toBeInTheDocument();
    await userEvent.click(within(requests[0]).getByRole('button', { name: 'Approve' }));
    expect(await findToast('@tayo is now a member')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('circle-request')).toHaveLength(1));
    expect(screen.getByTestId('circle-members')).toHaveTextContent('2 members');
    expect(screen.getByText('No posts yet. Start the conversation.')).toBeInTheDocument();
  });
});
