import type { Context, Viewer } from '../graphql/context';
import { unauthenticated } from '../graphql/errors';

/** The signed-in caller, or UNAUTHENTICATED. */
export function requireViewer(ctx: Pick<Context, 'viewer'>): Viewer {
  if (!ctx.viewer) throw unauthenticated();
  return ctx.viewer;
}
