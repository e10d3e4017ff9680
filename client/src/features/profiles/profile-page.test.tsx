import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { AuthContext, type AuthContextValue } from '@/features/auth';
import { findToast, renderWithProviders } from '@/test/render';
import { VALIDATION_MESSAGES } from '@kuza/common';
import {
  FollowProfileDocument,
  ProfileFollowListDocument,
  ProfilePageDocument,
  UpdateProfileDocument,
} from './profile-operations';
import { serverError } from '@/test/server-error';
import { ProfilePage } from './profile-page';

const viewer: AuthContextValue = {
  user: { id: 'me', email: 'me@example.com', username: 'me', createdAt: '', roles: ['USER'], profile: null },
  session: null,
  loading: false,
  signOut: async () => undefined,
  hasRole: () => false,
};

const owner: AuthContextValue = {
  ...viewer,
  user: {
    id: 'u-kofi',
    email: 'kofi@example.com',
    username: 'kofi_pod',
    createdAt: '',
    roles: ['USER'],
    profile: null,
  },
};

const profile = {
  __typename: 'Profile',
  id: 'u-kofi',
  username: 'kofi_pod',
  bio: 'Podcaster from Accra.',
  avatarUrl: null,
  createdAt: '2025-01-15T00:00:00.000Z',
  isVerified: false,
  roles: ['USER', 'MODERATOR'],
  followersCount: 41,
  followingCount: 7,
  viewerIsFollowing: false,
  location: 'Accra, Ghana',
  viewerHasMuted: false,
};

function pageMock(
  found: (Omit<typeof profile, 'location'> & { location: string | null }) | null,
): MockLink.MockedResponse {
  return {
    request: { query: ProfilePageDocument, variables: { username: 'kofi_pod', first: 20 } },
    result: {
      data: {
        profile: found,
        posts: {
          __typename: 'PostConnection',
          edges: [],
          pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
        },
      },
    },
  };
}

function renderProfile(mocks: MockLink.MockedResponse[]) {
  renderWithProviders(
    <AuthContext.Provider value={viewer}>
      <Routes>
        <Route path="/dashboard/u/:username" element={<ProfilePage />} />
      </Routes>
    </AuthContext.Provider>,
    { route: '/dashboard/u/kofi_pod', mocks },
  );
}

describe('ProfilePage', () => {
  it("shows a creator's name, role, bio, counts and posts, and follows at once", async () => {
    const user = userEvent.setup();
    const followed = { __typename: 'Profile', id: 'u-kofi', followersCount: 42, viewerIsFollowing: true };
    renderProfile([
      pageMock(profile),
      {
        request: { query: FollowProfileDocument, variables: { username: 'kofi_pod' } },
        result: { data: { follow: followed } },
        delay: 50,
      },
    ]);
    expect(await screen.findByRole('heading', { name: '@kofi_pod' })).toBeInTheDocument();
    expect(screen.getByText('Moderator')).toBeInTheDocument();
    expect(screen.getByText('Podcaster from Accra.')).toBeInTheDocument();
    expect(screen.getByText('Joined January 2025')).toBeInTheDocument();
    expect(screen.getByTestId('profile-location')).toHaveTextContent('Accra, Ghana');
    expect(screen.getByTestId('followers-count')).toHaveTextContent('41');
    expect(screen.getByTestId('following-count')).toHaveTextContent('7');
    expect(screen.getByText('No posts yet.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Follow' }));
    expect(screen.getByRole('button', { name: 'Unfollow' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('followers-count')).toHaveTextContent('42');
  });

  it('opens the edit form (loaded on demand) for your own profile and checks the username before saving', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <AuthContext.Provider value={owner}>
        <Routes>
          <Route path="/dashboard/u/:username" element={<ProfilePage />} />
        </Routes>
      </AuthContext.Provider>,
      { route: '/dashboard/u/kofi_pod', mocks: [pageMock(profile)] },
    );
    await user.click(await screen.findByRole('button', { name: 'Edit profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit profile' });
    const username = within(dialog).getByLabelText('Username');
    expect(username).toHaveValue('kofi_pod');
    await user.clear(username);
    await user.type(username, 'ab');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Username must be at least 3 characters');
  });

  it('refuses an avatar over the size limit, then saves the trimmed bio without the unchanged username', async () => {
    const user = userEvent.setup();
    const saved = { ...profile, bio: 'Stories from Accra.' };
    const update = jest.fn(() => ({ data: { updateProfile: saved } }));
    renderWithProviders(
      <AuthContext.Provider value={owner}>
        <Routes>
          <Route path="/dashboard/u/:username" element={<ProfilePage />} />
        </Routes>
      </AuthContext.Provider>,
      {
        route: '/dashboard/u/kofi_pod',
        mocks: [
          pageMock(profile),
          {
            request: { query: UpdateProfileDocument, variables: { input: { bio: 'Stories from Accra.' } } },
            result: update,
          },
        ],
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Edit profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit profile' });
    const huge = new File(['x'], 'me.png', { type: 'image/png' });
    Object.defineProperty(huge, 'size', { value: 10 * 1024 * 1024 + 1 });
    await user.upload(within(dialog).getByLabelText(/Avatar/), huge);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(VALIDATION_MESSAGES.imageTooLarge);
    expect(update).not.toHaveBeenCalled();

    await user.upload(within(dialog).getByLabelText(/Avatar/), []);
    const bio = within(dialog).getByLabelText('Bio');
    await user.clear(bio);
    await user.type(bio, '  Stories from Accra. ');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await findToast('Profile updated')).toBeInTheDocument();
    expect(update).toHaveBeenCalledTimes(1);
  });

  it('says the profile could not be loaded when the request fails (not that nobody has the name), and retries', async () => {
    const failed: MockLink.MockedResponse = {
      request: { query: ProfilePageDocument, variables: { username: 'kofi_pod', first: 20 } },
      error: new Error('Failed to fetch'),
    };
    renderProfile([failed, pageMock(profile)]);
    expect(await screen.findByRole('alert')).toHaveTextContent('This profile could not be loaded.');
    expect(screen.queryByText('No user has this username.')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Podcaster from Accra.')).toBeInTheDocument();
  });

  it('shows no city when the creator keeps their location to themselves', async () => {
    renderProfile([pageMock({ ...profile, location: null })]);
    expect(await screen.findByRole('heading', { name: '@kofi_pod' })).toBeInTheDocument();
    expect(screen.queryByTestId('profile-location')).not.toBeInTheDocument();
  });

  it('opens who follows the creator from the count, with Load more, and links to their profiles', async () => {
    const user = userEvent.setup();
    renderProfile([
      pageMock(profile),
      followListMock(['ama', 'zawadi'], null, 'c2'),
      followListMock(['tunde'], 'c2', null),
    ]);
    await user.click(await screen.findByRole('button', { name: '41 Followers' }));
    const dialog = await screen.findByRole('dialog', { name: 'Followers' });
    expect(within(dialog).getByText('People who follow @kofi_pod, most recent first.')).toBeInTheDocument();
    const list = await within(dialog).findByRole('list', { name: 'Followers' });
    expect(within(list).getByRole('link', { name: /@ama/ })).toHaveAttribute('href', '/dashboard/u/ama');
    await user.click(within(dialog).getByRole('button', { name: 'Load more' }));
    expect(await within(dialog).findByRole('link', { name: /@tunde/ })).toBeInTheDocument();
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['A@ama', 'Z@zawadi', 'T@tunde']);
    expect(within(dialog).queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('says the creator keeps their followers private when the server says so', async () => {
    const user = userEvent.setup();
    const hidden: MockLink.MockedResponse = {
      request: { query: ProfileFollowListDocument, variables: { username: 'kofi_pod', followers: true, first: 20 } },
      result: { data: { profile: null }, errors: [serverError('FORBIDDEN', 'platform.followersPrivate')] },
    };
    renderProfile([pageMock(profile), hidden]);
    await user.click(await screen.findByRole('button', { name: '41 Followers' }));
    expect(await screen.findByText('This creator keeps their list of followers private.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('says so when nobody has the username', async () => {
    renderProfile([pageMock(null)]);
    expect(await screen.findByText('No user has this username.')).toBeInTheDocument();
  });
});

function followListMock(usernames: string[], after: string | null, endCursor: string | null): MockLink.MockedResponse {
  const edges = usernames.map((username) => ({
    __typename: 'ProfileEdge',
    cursor: `cursor-${username}`,
    node: { __typename: 'Profile', id: `u-${username}`, username, avatarUrl: null, isVerified: false },
  }));
  return {
    request: {
      query: ProfileFollowListDocument,
      variables: { username: 'kofi_pod', followers: true, first: 20, ...(after ? { after } : {}) },
    },
    result: {
      data: {
        profile: {
          __typename: 'Profile',
          id: 'u-kofi',
          followers: {
            __typename: 'ProfileConnection',
            edges,
            pageInfo: { __typename: 'ProfilePageInfo', hasNextPage: endCursor !== null, endCursor },
          },
        },
      },
    },
  };
}
