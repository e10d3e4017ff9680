import { z } from 'zod';
import { signInSchema } from '@kuza/common';
import { AuthService } from '../../auth';
import { defineRoute, type RestRoute } from '../rest-route';
import { sessionJson } from '../rest-json';
import { SessionJson } from '../rest-schemas';

// Sessions for REST callers that act as a person rather than with a key: the same sign-in, rotation and revocation
// as GraphQL's signIn, refreshSession and signOut (their rate limits included). Sessions only: no key scope applies.
export function authRoutes(): RestRoute[] {
  return [
    defineRoute({
      method: 'post',
      path: '/auth/login',
      operationId: 'login',
      mutation: 'signIn',
      tag: 'Auth',
      summary: 'Sign in with e-mail and password: an access token and a refresh token',
      scope: null,
      signedIn: false,
      body: signInSchema,
      success: { status: 200, description: 'A new session', schema: SessionJson },
      errors: [400],
      async handle(ctx, { body }) {
        return { body: sessionJson(await ctx.services.get(AuthService).signIn(ctx, body)) };
      },
    }),
    defineRoute({
      method: 'post',
      path: '/auth/refresh',
      operationId: 'refreshSession',
      mutation: 'refreshSession',
      tag: 'Auth',
      summary: 'Exchange a refresh token for a new pair (each refresh token works once)',
      scope: null,
      signedIn: false,
      // A missing token is the service's to refuse (401, as GraphQL's refreshSession does).
      body: z.object({ refreshToken: z.string().optional() }),
      success: { status: 200, description: 'The rotated session', schema: SessionJson },
      errors: [400],
      async handle(ctx, { body }) {
        return { body: sessionJson(await ctx.services.get(AuthService).refresh(ctx, body.refreshToken)) };
      },
    }),
    defineRoute({
      method: 'post',
      path: '/auth/logout',
      operationId: 'logout',
      mutation: 'signOut',
      tag: 'Auth',
      summary: "Revoke the access token's session (an API key has none: nothing happens)",
      scope: null,
      signedIn: true,
      success: { status: 204, description: 'Signed out' },
      errors: [],
      async handle(ctx) {
        await ctx.services.get(AuthService).signOut(ctx);
        return { status: 204 };
      },
    }),
  ];
}
