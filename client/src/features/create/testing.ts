import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createElement, type ReactElement } from 'react';
import { AuthContext, type AuthContextValue } from '@/features/auth';
import { cardPost } from '@/features/posts/testing';
import type { MockLink } from '@apollo/client/testing';
import { EarningsSplitsDocument, type PostCard_PostFragment } from '@/gql/graphql';
import { findToast } from '@/test/render';
import { draftPreview, type Draft } from './drafts-store';

export const MB = 1024 * 1024;

/** The screen as this user sees it (drafts belong to the signed-in user). */
export function signedInAs(userId: string, ui: ReactElement): ReactElement {
  const auth: AuthContextValue = {
    user: { id: userId, username: userId } as AuthContextValue['user'],
    session: null,
    loading: false,
    signOut: async () => undefined,
    hasRole: () => false,
  };
  return createElement(AuthContext.Provider, { value: auth }, ui);
}

/** A file as a picker hands it over; `size` pretends a large one without allocating it. */
export function fileOf(name: string, type: string, size?: number): File {
  const file = new File(['media'], name, { type });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
}

/** Accept lists are not applied, so a wrong type can be chosen the way a drag-and-drop or "All files" would. */
export const setup = () => userEvent.setup({ applyAccept: false });

/** A toast with this title and text. */
export async function expectToast(title: string, text: string) {
  expect(await findToast(title)).toBeInTheDocument();
  expect(screen.getAllByText(text).length).toBeGreaterThan(0);
}

/** A post as the server returns it from createPost (with the typenames the cache needs). */
export const createdPost = (content: string, overrides: Partial<PostCard_PostFragment> = {}) =>
  cardPost('post-new', content, overrides);

/** The author's splits, as the split picker asks for them. */
export function splits(
  nodes: Array<{ id: string; projectName: string; viewerIsOwner: boolean }>,
): MockLink.MockedResponse {
  return {
    request: { query: EarningsSplitsDocument, variables: { first: 50 } },
    result: {
      data: {
        earningsSplits: {
          __typename: 'EarningsSplitConnection',
          edges: nodes.map((node) => ({
            __typename: 'EarningsSplitEdge',
            cursor: node.id,
            node: {
              __typename: 'EarningsSplit',
              ...node,
              ownerPercentage: 60,
              createdAt: '2026-11-20T10:00:00.000Z',
              owner: { __typename: 'Profile', id: 'p1', username: 'amina' },
              shares: [],
              posts: [],
              earnedSoFar: [],
            },
          })),
          pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
        },
      },
    },
  };
}
export function noSplits(): MockLink.MockedResponse {
  return splits([]);
}

const HOUR = 60 * 60_000;

/** Three drafts a user saved earlier (ids 1–3, newest first), as the Draft Vault stores them. */
export function threeDrafts(now = Date.now()): Draft[] {
  const draft = (id: number, title: string, content: string, ageMs: number): Draft => ({
    id,
    title,
    date: new Date(now - ageMs).toISOString(),
    preview: draftPreview(content),
    content,
  });
  return [
    draft(
      1,
      'My Afrobeats Journey',
      'From my bedroom studio in Lagos to my first live show: here is how I found my sound. #afrobeats #music',
      2 * HOUR,
    ),
    draft(
      2,
      'Nairobi Street Food Tour',
      'Five stalls, one afternoon, endless flavour. My guide to the best street food in Nairobi. #food #nairobi',
      26 * HOUR,
    ),
    draft(3, 'Tips for New Creators', 'Post regularly, reply to comments within a day. #creators #tips', 72 * HOUR),
  ];
}
