import { randomBytes } from 'node:crypto';
import { print } from 'graphql';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { POST_CREATED, type PostCreatedPayload } from '../../server/src/features/posts/post.events';
import { graphql } from '../gql';
import type { TestServer } from './test-server';

export interface SocketClose {
  code: number;
  reason: string;
}

export interface LiveSocket {
  /** For other operations on the same socket (once closed, the client would open another: see isOpen). */
  client: Client;
  /** Resolves when the socket closes (however it closes), with the close code and reason. */
  closed: Promise<SocketClose>;
  /** Whether the socket is still open. */
  isOpen(): boolean;
  dispose(): Promise<void>;
}

const LIVE_POSTS = graphql(`
  subscription LiveSocketPosts($tag: String) {
    postCreated(tag: $tag) {
      content
    }
  }
`);
const PROBE = 'live-socket probe';

/**
 * A socket to `server` with these credentials (`Bearer <token or key>`) and a postCreated subscription the server
 * is delivering to: resolves once a probe event (published on that instance) has reached it. Never reconnects.
 */
export async function openLiveSocket(server: TestServer, authorization: string): Promise<LiveSocket> {
  let open = true;
  let onClosed!: (close: SocketClose) => void;
  const closed = new Promise<SocketClose>((resolve) => (onClosed = resolve));
  const client = createClient({
    url: `${server.url.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { authorization },
    lazy: false,
    retryAttempts: 0,
    onNonLazyError: () => undefined,
    on: {
      closed: (event) => {
        open = false;
        const { code, reason } = event as { code: number; reason: string | Buffer };
        onClosed({ code, reason: String(reason) });
      },
    },
  });
  const tag = `live${randomBytes(4).toString('hex')}`;
  let live!: () => void;
  const isLive = new Promise<void>((resolve) => (live = resolve));
  client.subscribe(
    { query: print(LIVE_POSTS), variables: { tag } },
    {
      next: (result) => {
        if (result.data?.postCreated && (result.data.postCreated as { content: string }).content === PROBE) live();
      },
      error: () => undefined, // the socket's close is what the tests look at
      complete: () => undefined,
    },
  );
  // The protocol acknowledges no subscription: publish probes until one arrives (or the socket is refused).
  const deadline = Date.now() + 10_000;
  let settled = false;
  void isLive.then(() => (settled = true));
  while (!settled) {
    if (!open) throw new Error(`The socket closed before its subscription was live: ${JSON.stringify(await closed)}`);
    if (Date.now() > deadline) throw new Error('The subscription never became live');
    const probe: PostCreatedPayload = {
      post: {
        id: '00000000-0000-4000-8000-000000000000',
        userId: null,
        content: PROBE,
        sensitive: false,
        mediaUrl: null,
        mediaType: null,
        createdAt: new Date().toISOString(),
      },
      tags: [tag],
    };
    server.kuza.deps.pubSub.publish(POST_CREATED, probe);
    await Promise.race([isLive, closed, new Promise((resolve) => setTimeout(resolve, 25))]);
  }
  return { client, closed, isOpen: () => open, dispose: async () => void (await client.dispose()) };
}

/** The socket's close, awaited at most `ms` (a correctness bound: revocations must close sockets within a second). */
export function closeWithin(socket: LiveSocket, ms = 1000): Promise<SocketClose> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`The socket was still open ${ms} ms later`)), ms);
  });
  return Promise.race([socket.closed, late]).finally(() => clearTimeout(timer));
}
