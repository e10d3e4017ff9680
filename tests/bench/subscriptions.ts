import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';
import { post } from './cases';
import { CREATE_POST, body } from './operations';
import { rssMb } from './proc-stats';

export interface FanOutResult {
  subscribers: number;
  connectS: number;
  idleKbPerSubscriber: number;
  received: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

const SUBSCRIBE = { query: 'subscription Trending { trendingHashtagsUpdated { id tag usageCount } }' };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Subscriber {
  socket: WebSocket;
  onUpdate: (() => void) | null;
}

/** One graphql-transport-ws subscriber: connection_init, ack, subscribe; calls onUpdate on every `next`. */
function subscribe(wsUrl: string): Promise<Subscriber> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(wsUrl, 'graphql-transport-ws');
    const sub: Subscriber = { socket, onUpdate: null };
    socket.on('open', () => socket.send(JSON.stringify({ type: 'connection_init', payload: {} })));
    socket.on('message', (data: Buffer) => {
      const message = JSON.parse(data.toString()) as { type: string };
      if (message.type === 'connection_ack') {
        socket.send(JSON.stringify({ id: '1', type: 'subscribe', payload: SUBSCRIBE }));
        resolve(sub);
      } else if (message.type === 'next') sub.onUpdate?.();
      else if (message.type === 'ping') socket.send(JSON.stringify({ type: 'pong' }));
    });
    socket.on('error', reject);
  });
}

let triggers = 0;

/** Publishes a trending change (a post with the top tag) and times its arrival at every subscriber. */
async function trigger(
  serverUrl: string,
  token: string,
  subs: Subscriber[],
  tag: string,
  timeoutMs: number,
): Promise<number[]> {
  const times: number[] = [];
  let started = 0;
  const all = new Promise<void>((resolve) => {
    for (const sub of subs) {
      sub.onUpdate = () => {
        sub.onUpdate = null;
        times.push(performance.now() - started);
        if (times.length === subs.length) resolve();
      };
    }
  });
  started = performance.now();
  // A new text each time: spam detection refuses a post repeating one of the author's last 24 hours.
  const created = await post(
    serverUrl,
    body(CREATE_POST, { content: `Fan-out benchmark ${++triggers} at ${Date.now()} #${tag}` }),
    token,
  );
  if (created.errors) throw new Error(`createPost failed: ${JSON.stringify(created.errors)}`);
  await Promise.race([all, sleep(timeoutMs)]);
  return times.sort((a, b) => a - b);
}

const pct = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN;

/** N subscribers to trendingHashtagsUpdated: idle memory per subscriber, then the time until all have an update. */
export async function fanOut(
  serverUrl: string,
  serverPid: number,
  token: string,
  n: number,
  tag: string,
): Promise<FanOutResult> {
  const wsUrl = serverUrl.replace(/^http/, 'ws') + '/graphql';
  await sleep(1000);
  const before = rssMb(serverPid);
  const t = performance.now();
  const subs: Subscriber[] = [];
  for (let i = 0; i < n; i += 250) {
    subs.push(...(await Promise.all(Array.from({ length: Math.min(250, n - i) }, () => subscribe(wsUrl)))));
  }
  const connectS = (performance.now() - t) / 1000;
  // A first update proves every subscription is registered; the second one is measured.
  await trigger(serverUrl, token, subs, tag, 30_000);
  await sleep(2000);
  const idle = rssMb(serverPid);
  const times = await trigger(serverUrl, token, subs, tag, 30_000);
  await Promise.all(
    subs.map(
      (s) =>
        new Promise<void>((resolve) => {
          s.socket.once('close', () => resolve());
          s.socket.close();
        }),
    ),
  );
  return {
    subscribers: n,
    connectS,
    idleKbPerSubscriber: ((idle - before) * 1024) / n,
    received: times.length,
    p50Ms: pct(times, 50),
    p99Ms: pct(times, 99),
    maxMs: times.at(-1) ?? NaN,
  };
}
