import type { Context } from '../../graphql/context';
import { Loaders } from '../../graphql/loaders';
import type { Deps } from '../../graphql/services';

/** Acts as a demo user through the real services: a request context for each username among the profiles. */
export async function seedContexts(deps: Deps): Promise<(username: string) => Context> {
  const users: Array<{ id: string; username: string }> = await deps.db.query(`SELECT id, username FROM profiles`);
  const idOf = new Map(users.map((u) => [u.username, u.id]));
  return (username) => {
    const id = idOf.get(username);
    if (!id) throw new Error(`Demo user ${username} is missing: the step that creates it runs first`);
    return {
      viewer: { id, email: '', roles: [], sessionId: null, apiKeyId: null },
      services: deps.services,
      loaders: new Loaders(deps, id),
      request: { ip: '127.0.0.1', userAgent: 'seed', setHeader: () => undefined },
    };
  };
}
