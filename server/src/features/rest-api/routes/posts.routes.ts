import { z } from 'zod';
import { postContentSchema } from '@kuza/common';
import type { Context } from '../../../graphql/context';
import { notFound } from '../../../graphql/errors';
import { MediaType } from '../../media';
import { type Post, PostService } from '../../posts';
import { defineRoute, type RestRoute } from '../rest-route';
import { postJson } from '../rest-json';
import { PostJson, PostPageJson } from '../rest-schemas';

/** Edits a post's text as GraphQL's `editPost` does (the edits feature), given by the composition root. */
export type PostEditor = (ctx: Context, id: string, content: string) => Promise<Post>;

const postId = z.object({ id: z.string().describe('The post id.') });
const page = {
  first: z.coerce.number().int().optional().describe('Page size, 1 to 100 (default 20).'),
  after: z.string().optional().describe('The cursor of the last item of the previous page (from the Link header).'),
};
// The JSON body of a text post: the same rule GraphQL's createPost checks (common/content-schemas.ts).
const createPostBody = postContentSchema(null);
const createPostUpload = z.object({
  // Checked by createPost itself, as the caption rule depends on the file's kind.
  content: z.string().optional().describe('The text; the caption of a video or audio post.'),
  mediaType: z.enum(MediaType).optional().describe('What the file is (settles .webm).'),
  media: z.unknown().optional().describe('One image, video or audio file.').meta({ format: 'binary' }),
});

export function postRoutes(editPost: PostEditor | undefined): RestRoute[] {
  const routes: RestRoute[] = [
    defineRoute({
      method: 'get',
      path: '/posts',
      operationId: 'listPosts',
      tag: 'Posts',
      summary: "Posts newest first, everyone's or one author's",
      scope: 'READ',
      signedIn: false,
      query: z.object({ ...page, author: z.string().optional().describe("Only this username's posts.") }),
      success: { status: 200, description: 'A page of posts', schema: PostPageJson, paged: true },
      errors: [400],
      async handle(ctx, { query }) {
        const connection = await ctx.services
          .get(PostService)
          .list(ctx, query.author ?? null, query.first ?? null, query.after ?? null);
        const data = await Promise.all(connection.edges.map(({ node }) => postJson(ctx, node)));
        const { pageInfo } = connection;
        return { body: { data, pageInfo }, next: nextPage(pageInfo, query) };
      },
    }),
    defineRoute({
      method: 'post',
      path: '/posts',
      operationId: 'createPost',
      mutation: 'createPost',
      tag: 'Posts',
      summary: 'Create a post (JSON), or upload its image, video or audio with it (multipart/form-data)',
      scope: 'WRITE',
      signedIn: true,
      body: createPostBody,
      upload: createPostUpload,
      idempotent: true,
      success: { status: 201, description: 'The new post', schema: PostJson },
      errors: [400, 403, 409, 413, 415],
      async handle(ctx, { body, file }) {
        const { content = '', mediaType } = body as { content?: string; mediaType?: MediaType };
        const media = file ? Promise.resolve(file.upload) : null;
        const post = await ctx.services.get(PostService).create(ctx, { content, media, mediaType: mediaType ?? null });
        return { status: 201, body: await postJson(ctx, post), headers: { location: `/api/posts/${post.id}` } };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/posts/{id}',
      operationId: 'getPost',
      tag: 'Posts',
      summary: 'One post',
      scope: 'READ',
      signedIn: false,
      params: postId,
      success: { status: 200, description: 'The post', schema: PostJson },
      errors: [404],
      async handle(ctx, { params }) {
        // As GraphQL's post(id): not found when the author is suspended or either blocked the other.
        const post = await ctx.services.get(PostService).findVisible(ctx, params.id);
        if (!post) throw notFound('content.postNotFound');
        return { body: await postJson(ctx, post) };
      },
    }),
    defineRoute({
      method: 'delete',
      path: '/posts/{id}',
      operationId: 'deletePost',
      mutation: 'deletePost',
      tag: 'Posts',
      summary: 'Delete a post (its author, a moderator or an admin)',
      scope: 'WRITE',
      signedIn: true,
      params: postId,
      success: { status: 204, description: 'Deleted' },
      errors: [403, 404],
      async handle(ctx, { params }) {
        await ctx.services.get(PostService).delete(ctx, params.id);
        return { status: 204 };
      },
    }),
  ];
  if (editPost) {
    routes.push(
      defineRoute({
        method: 'put',
        path: '/posts/{id}',
        operationId: 'updatePost',
        mutation: 'editPost',
        tag: 'Posts',
        summary: "Edit a post's text (its author)",
        scope: 'WRITE',
        signedIn: true,
        params: postId,
        body: createPostBody,
        success: { status: 200, description: 'The edited post', schema: PostJson },
        errors: [400, 403, 404],
        async handle(ctx, { params, body }) {
          return { body: await postJson(ctx, await editPost(ctx, params.id, body.content)) };
        },
      }),
    );
  }
  return routes;
}

/** The query of the next page, when there is one. */
export function nextPage(
  pageInfo: { hasNextPage: boolean; endCursor: string | null },
  query: Record<string, unknown>,
): Record<string, string> | null {
  if (!pageInfo.hasNextPage || !pageInfo.endCursor) return null;
  const next: Record<string, string> = {};
  for (const [name, value] of Object.entries(query)) if (value !== undefined) next[name] = String(value);
  return { ...next, after: pageInfo.endCursor };
}
