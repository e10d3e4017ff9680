import type { Context } from '../../graphql/context';
import type { Deps } from '../../graphql/services';
import {
  FeedReasonKind,
  summaryParts,
  summaryText,
  type RankInput,
  type Ranked,
  type ReasonPart,
} from '../feed-ranking';
import { PaidPostService } from '../paid-posts';
import type { Post, PostSelection } from '../posts';
import { markReposted } from '../reposts';
import { loadPageDetails } from './feed-page';

export interface ExplainPage {
  posts: Post[];
  page: Ranked[];
  inputs: RankInput[];
  viewerId: string;
  /** Kilometres from the viewer's city to each author's (NEARBY only). */
  distances: Map<string, number> | null;
  nowUs: bigint;
  selection: PostSelection;
  /** The TRENDING filter is on: each explanation leads with the post's trending tag. */
  trendingAsked: boolean;
  /** My Flow: a post a repost brought names who reposted it. */
  withReposts: boolean;
}

/**
 * Reads the page's posts in full and attaches each one's explanation: its factors, score, a readable summary and
 * that summary's parts. Returns the ids of the posts that still exist. The page's reads run side by side.
 */
export async function explainPage(ctx: Context, deps: Deps, page: ExplainPage): Promise<Set<string>> {
  const { posts, inputs, viewerId, distances, nowUs, selection, trendingAsked } = page;
  const paid = deps.services.get(PaidPostService);
  // Text, media, authors, hashtags, likes and (My Flow) reposters come with the page's details; the Post fields read
  // them from the posts.
  const { found, usernames, trendingTags, reposters } = await loadPageDetails(
    deps.db,
    posts,
    viewerId,
    selection,
    page.withReposts ? nowUs.toString() : null,
  );
  // Transparency: a members-only post says it is there because the reader is a member. The details say which posts
  // are public; the request's access loader reads the others' locks once, for this and for the content and mediaUrl
  // fields, and a page of public posts reads none.
  const locks = await Promise.all(posts.map((post) => paid.lockOf(ctx, post)));
  posts.forEach((post, i) => {
    const ranked = page.page[i];
    // A repost placed the post at a time after its own (the repost's): it names who reposted it.
    const reposter = placedByRepost(post) ? reposters.get(post.id) : undefined;
    if (reposter) markReposted(post, reposter);
    // The summary's parts are worked out once: the English summary is rendered from them, and they are answered too.
    const parts = summaryParts(
      {
        ...inputs[i],
        authorUsername: post.userId ? (usernames.get(post.id) ?? null) : null,
        trendingTag: trendingTags.get(post.id) ?? null,
        distanceKm: post.userId && distances ? (distances.get(post.userId) ?? null) : null,
        trendingAsked,
        repostedBy: reposter?.username ?? null,
        repostedBySelf: reposter?.userId === viewerId,
      },
      ranked.factors,
      nowUs,
    );
    if (locks[i]?.viaMembership) {
      const member: ReasonPart = { kind: FeedReasonKind.MEMBER };
      parts.reasons = [member, ...parts.reasons].slice(0, 2);
    }
    post.explanation = {
      score: ranked.scoreMicros / 1_000_000,
      summary: summaryText(parts),
      factors: ranked.factors,
      author: parts.author,
      reasons: parts.reasons,
      repostedBy: parts.repost?.username ?? null,
    };
  });
  return found;
}

/** The window placed the post at a time after its own: a repost's (createdAt is read with the page's details). */
const placedByRepost = (p: Post) => !!p.createdAt && BigInt(p.createdUs!) / 1000n > BigInt(p.createdAt.getTime());
