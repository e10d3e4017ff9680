import type { Context, RequestInfo } from './context';
import { Loaders } from './loaders';
import type { Deps } from './services';
import { resolveViewer } from './viewer';

/** Builds the per-request context for HTTP and WebSocket alike. */
export async function createContext(deps: Deps, authorization: unknown, request: RequestInfo): Promise<Context> {
  const viewer = await resolveViewer(deps.services, authorization);
  return { viewer, services: deps.services, loaders: new Loaders(deps, viewer?.id ?? null), request };
}
