import { z } from 'zod';

// The JSON the REST API answers with. The OpenAPI document is generated from these (openapi.ts) and the contract test
// checks real answers against it, so a field added to a serializer (rest-json.ts) without its schema fails a test.

const timestamp = z.iso.datetime({ offset: true }).describe('ISO 8601 date and time (UTC).');

export const AuthorJson = z.object({
  id: z.string(),
  username: z.string(),
  avatarUrl: z.string().nullable(),
  isVerified: z.boolean(),
});

export const PostJson = z.object({
  id: z.string(),
  content: z.string().describe("The text, as the caller's Sensitive content filter shows it."),
  sensitive: z.boolean(),
  mediaUrl: z.string().nullable().describe('Where the file is served, under /media/ (relative to this origin).'),
  mediaType: z.enum(['IMAGE', 'VIDEO', 'AUDIO']).nullable(),
  likesCount: z.number().int(),
  commentsCount: z.number().int(),
  sharesCount: z.number().int(),
  createdAt: timestamp,
  author: AuthorJson.nullable().describe('Null when unknown: shown as Anonymous.'),
  hashtags: z.array(z.string()).describe('Its hashtags, without #, sorted.'),
  viewerHasLiked: z.boolean(),
});

export const PageInfoJson = z.object({ hasNextPage: z.boolean(), endCursor: z.string().nullable() });

export const PostPageJson = z
  .object({ data: z.array(PostJson), pageInfo: PageInfoJson })
  .describe('A page of posts, newest first; the next page is in the Link header.');

export const ProfileJson = z.object({
  id: z.string(),
  username: z.string(),
  bio: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  isVerified: z.boolean(),
  followersCount: z.number().int(),
  followingCount: z.number().int(),
  createdAt: timestamp,
});

export const SessionJson = z.object({
  accessToken: z.string().describe('JWT for `Authorization: Bearer`, valid for 15 minutes.'),
  refreshToken: z.string().describe('Exchange at /api/auth/refresh for a new pair; each one works once.'),
  expiresAt: timestamp,
  user: z.object({ id: z.string(), email: z.string() }),
});

const EngagementJson = z.object({
  impressions: z.number().int(),
  clicks: z.number().int(),
  likes: z.number().int(),
  comments: z.number().int(),
  shares: z.number().int(),
  newFollowers: z.number().int(),
});

export const ViewsJson = z.object({
  posts: z.number().int(),
  followers: z.number().int(),
  allTime: EngagementJson,
  last30Days: EngagementJson,
  previous30Days: EngagementJson,
  daily: z.array(EngagementJson.extend({ date: z.string().describe('YYYY-MM-DD (UTC)') })),
  topPosts: z.array(
    z.object({
      postId: z.string(),
      impressions: z.number().int(),
      clicks: z.number().int(),
      likes: z.number().int(),
      comments: z.number().int(),
      shares: z.number().int(),
    }),
  ),
});

const MoneyJson = z.object({
  amountMinor: z.string().describe('Minor units as a decimal integer string.'),
  currency: z.string().describe('ISO 4217 code.'),
});

export const EarningsJson = z.object({
  from: z.string().describe('YYYY-MM-DD'),
  to: z.string().describe('YYYY-MM-DD'),
  total: z.array(MoneyJson),
  bySource: z.array(z.object({ source: z.string(), amount: MoneyJson })),
  byDay: z.array(z.object({ date: z.string(), amount: MoneyJson })),
});

export const AudienceJson = z.object({
  summary: z.object({
    countries: z.number().int(),
    cities: z.number().int(),
    totalImpressions: z.number().int(),
    totalClicks: z.number().int(),
  }),
  locations: z.array(
    z.object({
      country: z.string(),
      countryCode: z.string(),
      city: z.string(),
      totalImpressions: z.number().int(),
      totalClicks: z.number().int(),
    }),
  ),
});

export const ProblemJson = z
  .object({
    type: z.string(),
    title: z.string(),
    status: z.number().int(),
    detail: z.string().describe('The message in English; `messageId` names it for translation.'),
    instance: z.string(),
    code: z.string().describe('As `extensions.code` in GraphQL errors: UNAUTHENTICATED, FORBIDDEN, BAD_USER_INPUT…'),
    messageId: z.string(),
    field: z.string().optional().describe('The input refused (validation errors).'),
    params: z.record(z.string(), z.unknown()).optional(),
    retryAfter: z.number().int().optional(),
  })
  .describe('RFC 9457 problem details, with the GraphQL error extensions as members.');

export const WebhookEndpointJson = z.object({
  id: z.string(),
  url: z.string(),
  description: z.string().nullable(),
  events: z.array(z.string()),
  createdAt: z.string().describe('ISO 8601.'),
  disabledAt: z.string().nullable().describe('Set when a 410 or three days of failures disabled it.'),
  disabledReason: z.string().nullable(),
});
export const WebhookEndpointListJson = z.object({ data: z.array(WebhookEndpointJson) });
export const CreatedWebhookEndpointJson = z.object({
  endpoint: WebhookEndpointJson,
  secret: z.string().describe('The whsec_ signing secret: shown only in this answer.'),
});

/** The shared shapes, by the name they have under `components.schemas` (openapi.ts makes them `$ref`s). */
export const COMPONENT_SCHEMAS = {
  Author: AuthorJson,
  Post: PostJson,
  PageInfo: PageInfoJson,
  PostPage: PostPageJson,
  Profile: ProfileJson,
  Session: SessionJson,
  Engagement: EngagementJson,
  Views: ViewsJson,
  Money: MoneyJson,
  Earnings: EarningsJson,
  Audience: AudienceJson,
  WebhookEndpoint: WebhookEndpointJson,
  WebhookEndpointList: WebhookEndpointListJson,
  CreatedWebhookEndpoint: CreatedWebhookEndpointJson,
  Problem: ProblemJson,
} as const;
