import type { ApolloServerPlugin } from '@apollo/server';
import type { Context, RequestInfo, Viewer } from './context';
import { Loaders } from './loaders';
import type { Deps, Services } from './services';

/**
 * Who is calling, from an `Authorization` header: null when anonymous; throws when the header does not check out.
 * The composition root supplies it (app/viewer.ts), as it needs the auth and api-keys features.
 */
export type IdentifyViewer = (services: Services, authorization: unknown) => Promise<Viewer | null>;

/** Builds the per-request context with the caller already checked (WebSocket: once per connection and operation). */
export async function createContext(
  deps: Deps,
  identify: IdentifyViewer,
  authorization: unknown,
  request: RequestInfo,
): Promise<Context> {
  const viewer = await identify(deps.services, authorization);
  return { viewer, services: deps.services, loaders: new Loaders(deps, viewer?.id ?? null), request };
}

// The caller's check of an HTTP context. A symbol key, as Apollo hands plugins and resolvers a shallow copy of the
// context (own symbol properties are copied with it).
const CHECK = Symbol('kuza.viewerCheck');
type CheckedContext = Context & { [CHECK]?: Promise<Pick<Context, 'viewer' | 'loaders'>> };

/**
 * The context of an HTTP request at once, while the caller is checked (a session or an API key: a database round
 * trip). Apollo parses the document, looks up the operation and runs its plugins meanwhile; `viewerCheckPlugin`
 * waits for the check before the operation executes, and a refused caller gets the check's error (401, 429).
 * Until then the context is anonymous, so nothing can act as the caller before the check has passed.
 */
export function createHttpContext(
  deps: Deps,
  identify: IdentifyViewer,
  authorization: unknown,
  request: RequestInfo,
): Context {
  const anonymous = new Loaders(deps, null);
  const check = identify(deps.services, authorization).then((viewer) => ({
    viewer,
    loaders: viewer ? new Loaders(deps, viewer.id) : anonymous,
  }));
  // A request refused before it executes (a syntax error, say) never waits for the check; its failure is not lost,
  // as an executing request gets it below.
  check.catch(() => undefined);
  const context: CheckedContext = {
    viewer: null,
    services: deps.services,
    loaders: anonymous,
    request,
    [CHECK]: check,
  };
  return context;
}

/** The caller of a context once checked; throws the check's error. */
export async function checkedViewer(context: Context): Promise<Viewer | null> {
  const check = (context as CheckedContext)[CHECK];
  return check ? (await check).viewer : context.viewer;
}

/** Waits for the caller's check before an operation executes (HTTP contexts from createHttpContext). */
export function viewerCheckPlugin(): ApolloServerPlugin<Context> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ contextValue }) {
          const check = (contextValue as CheckedContext)[CHECK];
          if (check) Object.assign(contextValue, await check);
        },
      };
    },
  };
}
