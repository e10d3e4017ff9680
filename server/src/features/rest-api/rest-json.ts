import type { z } from 'zod';
import type { Context } from '../../graphql/context';
import type { EarningsService } from '../monetize';
import { hashtagsByPostId } from '../hashtags';
import { viewerLikedPost } from '../likes';
import type { Post } from '../posts';
import { type Profile, profileById } from '../profiles';
import { shownText } from '../system-settings';
import type { AuthorJson, EarningsJson, PostJson, ProfileJson, SessionJson } from './rest-schemas';

// GraphQL objects as the REST API's JSON, read through the same loaders and field rules as their GraphQL resolvers
// (post.resolver.ts: author, hashtags, viewerHasLiked; app/masked-text-fields.ts: content through shownText).

const authorJson = (profile: Profile): z.infer<typeof AuthorJson> => ({
  id: profile.id,
  username: profile.username,
  avatarUrl: profile.avatarUrl,
  isVerified: profile.isVerified,
});

export async function postJson(ctx: Context, post: Post): Promise<z.infer<typeof PostJson>> {
  const loaded = post.loaded;
  const [author, hashtags, viewerHasLiked, content] = await Promise.all([
    !post.userId ? null : loaded?.author !== undefined ? loaded.author : ctx.loaders.get(profileById).load(post.userId),
    loaded?.hashtags ?? ctx.loaders.get(hashtagsByPostId).load(post.id),
    !ctx.viewer ? false : (loaded?.viewerHasLiked ?? ctx.loaders.get(viewerLikedPost).load(post.id)),
    shownText(ctx, post.content, post.sensitive, post.userId),
  ]);
  return {
    id: post.id,
    content,
    sensitive: post.sensitive,
    mediaUrl: post.mediaUrl,
    mediaType: post.mediaType,
    likesCount: post.likesCount,
    commentsCount: post.commentsCount,
    sharesCount: post.sharesCount,
    createdAt: post.createdAt.toISOString(),
    author: author ? authorJson(author) : null,
    hashtags: hashtags.map((hashtag) => hashtag.tag),
    viewerHasLiked,
  };
}

export const profileJson = (profile: Profile): z.infer<typeof ProfileJson> => ({
  ...authorJson(profile),
  bio: profile.bio,
  followersCount: profile.followersCount,
  followingCount: profile.followingCount,
  createdAt: profile.createdAt.toISOString(),
});

export const sessionJson = (payload: {
  accessToken: string;
  refreshToken: string;
  expiresAt: Date;
  user: { id: string; email: string };
}): z.infer<typeof SessionJson> => ({
  accessToken: payload.accessToken,
  refreshToken: payload.refreshToken,
  expiresAt: payload.expiresAt.toISOString(),
  user: { id: payload.user.id, email: payload.user.email },
});

type Earnings = Awaited<ReturnType<EarningsService['earnings']>>;

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

export const earningsJson = (earnings: Earnings): z.infer<typeof EarningsJson> => ({
  from: isoDay(earnings.from),
  to: isoDay(earnings.to),
  total: earnings.total.map(({ amountMinor, currency }) => ({ amountMinor, currency })),
  bySource: earnings.bySource.map(({ source, amount }) => ({
    source,
    amount: { amountMinor: amount.amountMinor, currency: amount.currency },
  })),
  byDay: earnings.byDay.map(({ date, amount }) => ({
    date,
    amount: { amountMinor: amount.amountMinor, currency: amount.currency },
  })),
});
