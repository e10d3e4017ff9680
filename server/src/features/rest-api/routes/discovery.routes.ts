import { z } from 'zod';
import { notFound } from '../../../graphql/errors';
import { HashtagService } from '../../hashtags';
import { HashtagPostsService } from '../../posts';
import { ProfileService } from '../../profiles';
import { defineRoute, type RestRoute } from '../rest-route';
import { postJson, profileJson } from '../rest-json';
import { PostPageJson, ProfileJson } from '../rest-schemas';
import { nextPage } from './posts.routes';

// Reading others' content: a profile (as private as its page, ProfileService) and a hashtag's posts.
export function discoveryRoutes(): RestRoute[] {
  return [
    defineRoute({
      method: 'get',
      path: '/profiles/{username}',
      operationId: 'getProfile',
      tag: 'Profiles',
      summary: 'A profile by username (matched case-insensitively)',
      scope: 'READ',
      signedIn: false,
      params: z.object({ username: z.string() }),
      success: { status: 200, description: 'The profile', schema: ProfileJson },
      errors: [403, 404],
      async handle(ctx, { params }) {
        const profile = await ctx.services.get(ProfileService).findVisibleByUsername(ctx, params.username);
        if (!profile) throw notFound('content.userNotFound');
        return { body: profileJson(profile) };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/hashtags/{tag}/posts',
      operationId: 'listHashtagPosts',
      tag: 'Hashtags',
      summary: 'The posts with a hashtag, newest first',
      scope: 'READ',
      signedIn: false,
      params: z.object({ tag: z.string().describe('The tag, with or without #, any case.') }),
      query: z.object({
        first: z.coerce.number().int().optional().describe('Page size, 1 to 100 (default 20).'),
        after: z.string().optional().describe('The cursor of the last item of the previous page.'),
      }),
      success: { status: 200, description: 'A page of posts', schema: PostPageJson, paged: true },
      errors: [400, 404],
      async handle(ctx, { params, query }) {
        const tag = params.tag.replace(/^#/, '');
        if (!(await ctx.services.get(HashtagService).findByTag(tag))) throw notFound('restApi.hashtagNotFound');
        const connection = await ctx.services
          .get(HashtagPostsService)
          .postsByHashtag(tag, query.first ?? null, query.after ?? null);
        const data = await Promise.all(connection.edges.map(({ node }) => postJson(ctx, node)));
        return { body: { data, pageInfo: connection.pageInfo }, next: nextPage(connection.pageInfo, query) };
      },
    }),
  ];
}
