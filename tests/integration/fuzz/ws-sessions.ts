import WebSocket from 'ws';
import { mutateDocument, randomOperation, variablesFor, type OperationPool } from './documents';
import type { Caller } from './http-requests';
import { NASTY_STRINGS, type Random } from './random';

// graphql-transport-ws sessions with their frames mutated: unknown types, missing or huge ids, bad payloads, a
// subscribe before connection_init, a second init, text that is no JSON.

export interface WsSession {
  label: string;
  protocol: string | undefined;
  /** A connection_init sent first, its connection_ack awaited before the frames (as a client does), or null. */
  handshake: string | null;
  frames: Array<string | Buffer>;
  /** Ids of queries and mutations sent: the session waits for their answers before it closes. */
  answers: string[];
}

export interface WsOutcome {
  /** Every text the server sent: its messages and the close reason. */
  texts: string[];
  closeCode?: number;
  /** Whether the server answered the final ping (or closed the socket) before the guard ran out. */
  settled: boolean;
}

export function wsSession(random: Random, pool: OperationPool, caller: Caller): WsSession {
  const frames: Array<string | Buffer> = [];
  const labels: string[] = [];
  const answers: string[] = [];
  const init = () =>
    JSON.stringify({
      type: 'connection_init',
      payload: random.chance(0.8)
        ? caller.tokens.length && random.chance(0.6)
          ? { authorization: `Bearer ${random.pick(caller.tokens)}` }
          : {}
        : random.pick([null, 'x', [], { authorization: 42 }, { authorization: 'Bearer x.y.z' }, 7]),
    });
  const handshake = random.chance(0.75) ? init() : null;
  if (handshake) labels.push('init');
  const count = 1 + random.int(4);
  for (let i = 0; i < count; i++) {
    // Mostly frames a client may send, so sessions live long enough to run operations; then and again a broken one.
    const [label, frame] = random.chance(0.75)
      ? goodFrame(random, pool, caller, i)
      : randomFrame(random, pool, caller, init);
    labels.push(label);
    frames.push(frame);
    if (label === 'good-op') answers.push(`op${i}`);
  }
  const protocol = random.chance(0.9) ? 'graphql-transport-ws' : random.pick([undefined, 'graphql-ws', 'nope']);
  // An operation the session completes itself gets no answer of its own.
  const completed = frames
    .map((frame) => parse(String(frame)))
    .filter((m) => m.type === 'complete')
    .map((m) => m.id);
  const awaited = answers.filter((id) => !completed.includes(id));
  return { label: `ws ${protocol ?? '-'} ${labels.join(' ')}`, protocol, handshake, frames, answers: awaited };
}

function goodFrame(random: Random, pool: OperationPool, caller: Caller, index: number): [string, string] {
  const id = `op${index}`;
  const which = random.int(4);
  if (which === 0) {
    const subscription = random.pick(pool.subscriptions);
    const payload = { query: subscription.text, variables: variablesFor(subscription.args, random, caller.ids) };
    return ['good-subscribe', JSON.stringify({ id, type: 'subscribe', payload })];
  }
  if (which === 1) {
    const operation = randomOperation(pool, random, caller.ids);
    const payload = {
      query: operation.document,
      operationName: operation.operationName,
      variables: operation.variables,
    };
    return ['good-op', JSON.stringify({ id, type: 'subscribe', payload })];
  }
  if (which === 2) return ['good-complete', JSON.stringify({ id: `op${random.int(index + 1)}`, type: 'complete' })];
  return ['good-ping', JSON.stringify({ type: 'ping' })];
}

function randomFrame(
  random: Random,
  pool: OperationPool,
  caller: Caller,
  init: () => string,
): [string, string | Buffer] {
  const id = random.chance(0.85)
    ? String(random.int(5))
    : random.pick([undefined, '', null, 42, {}, 'x'.repeat(100_000), '\u0000', '__proto__']);
  const kind = random.int(12);
  switch (kind) {
    case 0:
    case 1:
    case 2: {
      const subscription = random.pick(pool.subscriptions);
      const query = random.chance(0.3) ? mutateDocument(subscription.text, random) : subscription.text;
      const payload = { query, variables: variablesFor(subscription.args, random, caller.ids) };
      return ['subscribe', JSON.stringify({ id, type: 'subscribe', payload })];
    }
    case 3: {
      const operation = randomOperation(pool, random, caller.ids);
      const payload = {
        query: operation.document,
        operationName: operation.operationName,
        variables: operation.variables,
      };
      return ['subscribe-op', JSON.stringify({ id, type: 'subscribe', payload })];
    }
    case 4: {
      const payload = random.pick([
        null,
        'x',
        [],
        {},
        { query: 42 },
        { query: null },
        { query: '{ __typename }', variables: 'x' },
      ]);
      return ['subscribe-bad', JSON.stringify({ id, type: 'subscribe', payload })];
    }
    case 5:
      return ['complete', JSON.stringify({ id, type: 'complete' })];
    case 6:
      return ['init-again', init()];
    case 7:
      return [
        'ping',
        JSON.stringify({ type: random.pick(['ping', 'pong']), payload: random.pick([undefined, {}, 'x', [1]]) }),
      ];
    case 8:
      return [
        'unknown-type',
        JSON.stringify({ id, type: random.pick(['nope', 42, null, '', 'next', 'error', 'connection_ack']) }),
      ];
    case 9:
      return ['not-json', random.pick(['', 'x', '{', 'null', '[]', '42', '"subscribe"', random.pick(NASTY_STRINGS)])];
    case 10:
      return ['binary', random.bytes(1 + random.int(64))];
    default:
      return ['no-type', JSON.stringify({ id, payload: { query: '{ __typename }' } })];
  }
}

/** Runs a session: its frames, then a ping; after the pong the socket is closed, and the session settles on the close. */
export function runWsSession(baseUrl: string, session: WsSession): Promise<WsOutcome> {
  const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/graphql`, session.protocol);
  const outcome: WsOutcome = { texts: [], settled: false };
  return new Promise((resolve) => {
    const finish = () => {
      clearTimeout(guard);
      socket.terminate();
      resolve(outcome);
    };
    // Only a guard against a hung socket (then reported): a session settles on an event.
    const guard = setTimeout(finish, 15_000);
    const sendFrames = () => {
      for (const frame of session.frames) socket.send(frame);
      socket.send(JSON.stringify({ type: 'ping', payload: { fuzz: 'done' } }));
    };
    socket.on('open', () => (session.handshake ? socket.send(session.handshake) : sendFrames()));
    const waiting = new Set(session.answers);
    let ponged = false;
    socket.on('message', (data: Buffer) => {
      const text = data.toString('utf8');
      outcome.texts.push(text);
      const message = parse(text);
      if (message.type === 'connection_ack' && session.handshake) sendFrames();
      if (message.type === 'pong' && text.includes('"fuzz"')) ponged = true;
      if ((message.type === 'complete' || message.type === 'error') && typeof message.id === 'string')
        waiting.delete(message.id);
      // The server has read every frame and answered every operation: close, and see whether it had closed first.
      if (ponged && waiting.size === 0 && socket.readyState === WebSocket.OPEN) socket.close(1000);
    });
    socket.on('unexpected-response', (_request, response) => {
      outcome.closeCode = response.statusCode;
      outcome.settled = true;
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        outcome.texts.push(Buffer.concat(chunks).toString('utf8'));
        finish();
      });
    });
    socket.on('close', (code: number, reason: Buffer) => {
      outcome.closeCode ??= code;
      outcome.texts.push(reason.toString('utf8'));
      outcome.settled = true;
      finish();
    });
    socket.on('error', () => undefined);
  });
}

function parse(text: string): { type?: unknown; id?: unknown } {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? value : {};
  } catch {
    return {};
  }
}
