// The raw-SQL floor: a minimal node:http server that answers the benchmark's operations with the best plain SQL
// through `pg` (prepared statements, one statement per answer where possible) and the same JSON as Kuza.
// It checks the bearer token and the session like Kuza does. No GraphQL: it dispatches on operationName.
import { createSecretKey } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import jwt from 'jsonwebtoken';
import { Pool } from 'pg';
import { feed, type FeedVariables } from './feed';
import { newestPosts } from './newest';
import { postsByHashtag, trending } from './reads';
import { comments, creatorPosts, me, postById, profile } from './simple-reads';
import { prepared } from './sql';
import { createPost, likePost } from './writes';

const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: 10, application_name: 'kuza-floor' });
const secret = createSecretKey(Buffer.from(process.env.JWT_SECRET ?? ''));

// The session check, and (for the feed) the viewer's Feed Preferences in the same statement.
const SESSION = `SELECT u.id, (SELECT feed_algorithm FROM user_settings WHERE user_id = u.id) AS algorithm
  FROM auth_sessions s JOIN users u ON u.id = s.user_id
  WHERE s.id = $1 AND s.user_id = $2 AND s.revoked_at IS NULL AND s.expires_at > now()`;

interface Viewer {
  id: string;
  algorithm: string | null;
}

async function sessionOf(req: IncomingMessage): Promise<Viewer> {
  const match = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '');
  if (!match) throw new Error('Not authenticated');
  const claims = jwt.verify(match[1], secret, {
    algorithms: ['HS256'],
    issuer: 'kuza',
    audience: 'kuza',
  }) as jwt.JwtPayload;
  const [row] = await prepared<Viewer>(pool, 'session', SESSION, [claims.sid, claims.sub]);
  if (!row) throw new Error('Session expired');
  return row;
}

const viewerOf = async (req: IncomingMessage) => (await sessionOf(req)).id;

type Handler = (req: IncomingMessage, variables: Record<string, unknown>) => Promise<object>;
const handlers: Record<string, Handler> = {
  Trending: (_req, v) => trending(pool, v),
  TagPosts: (_req, v) => postsByHashtag(pool, v as { tag: string; after?: string }),
  NewestPosts: async (req, v) => newestPosts(pool, await viewerOf(req), v as { after?: string }),
  Feed: async (req, v) => {
    const viewer = await sessionOf(req);
    return feed(pool, viewer.id, viewer.algorithm ?? 'ai', v as unknown as FeedVariables);
  },
  CreatePost: async (req, v) => createPost(pool, await viewerOf(req), v as { content: string }),
  LikePost: async (req, v) => likePost(pool, await viewerOf(req), v as { postId: string }),
  // Simple reads (issue 35): signed in when a token comes, as Kuza.
  Profile: async (req, v) =>
    profile(pool, req.headers.authorization ? await viewerOf(req) : null, v as { username: string }),
  PostById: (_req, v) => postById(pool, v as { id: string }),
  CreatorPosts: (_req, v) => creatorPosts(pool, v as { username: string }),
  Me: async (req) => me(pool, await viewerOf(req)),
  Comments: (_req, v) => comments(pool, v as { postId: string }),
};

const server = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    const reply = (status: number, payload: object) => {
      const json = JSON.stringify(payload);
      res.writeHead(status, {
        'content-type': 'application/json; charset=utf-8',
        'content-length': Buffer.byteLength(json),
      });
      res.end(json);
    };
    let handler: Handler | undefined;
    let variables: Record<string, unknown>;
    try {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
        operationName?: string;
        variables?: Record<string, unknown>;
      };
      handler = handlers[body.operationName ?? ''];
      variables = body.variables ?? {};
    } catch {
      return reply(400, { errors: [{ message: 'Bad request' }] });
    }
    if (!handler) return reply(400, { errors: [{ message: 'Unknown operation' }] });
    handler(req, variables).then(
      (data) => reply(200, { data }),
      (error: unknown) => reply(200, { errors: [{ message: error instanceof Error ? error.message : String(error) }] }),
    );
  });
});

server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  const address = server.address();
  console.log(`floor listening on ${typeof address === 'object' && address ? address.port : ''}`);
});
process.once('SIGTERM', () => server.close(() => pool.end().then(() => process.exit(0))));
