// The HTTP core of the local fakes of Paystack and Flutterwave (fake-paystack.ts, fake-flutterwave.ts): a server on
// 127.0.0.1 that checks the bearer key, records every request, answers from recorded fixtures, and can be told to
// fail the next call (an HTTP error, a malformed body, or no answer at all, for timeouts). Never the internet.
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  authorization: string | undefined;
  contentType: string | undefined;
  rawBody: string;
  /** The JSON body, every number kept as its exact source text ("1234.56"), or undefined. */
  body: Record<string, unknown> | undefined;
}

export interface FakeAnswer {
  status: number;
  /** A JSON body (written with `writeJson`) or raw text. */
  body: string;
}

export type Fault = { status: number; body?: string } | 'malformed' | 'hang';

export type Route = (request: RecordedRequest, params: string[]) => FakeAnswer;

export interface FakeApi {
  url: string;
  requests: RecordedRequest[];
  /** The next matching call answers this fault instead of its route. */
  failNext(fault: Fault): void;
  close(): Promise<void>;
}

/** A fixture from tests/fixtures/{provider}/, parsed afresh each time (callers change it). */
export function fixture(provider: string, name: string): Record<string, unknown> {
  const file = path.join(__dirname, '..', 'fixtures', provider, `${name}.json`);
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
}

/** A number written as exactly these digits (amounts in major units, ids larger than a double holds). */
export class RawNumber {
  constructor(readonly text: string) {}
  toJSON(): string {
    return `${MARK}${this.text}${MARK}`;
  }
}
const MARK = '\u{1F9FE}raw\u{1F9FE}';
const RAW = new RegExp(`"${MARK}(-?\\d+(?:\\.\\d+)?)${MARK}"`, 'gu');

export function writeJson(value: unknown): string {
  return JSON.stringify(value).replace(RAW, '$1');
}

export function json(status: number, value: unknown): FakeAnswer {
  return { status, body: writeJson(value) };
}

export async function startFakeApi(options: {
  secretKey: string;
  unauthorized: () => FakeAnswer;
  routes: { method: string; pattern: RegExp; route: Route }[];
}): Promise<FakeApi> {
  const requests: RecordedRequest[] = [];
  const faults: Fault[] = [];

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const rawBody = Buffer.concat(chunks).toString('utf8');
    const url = new URL(req.url ?? '/', 'http://fake');
    let body: Record<string, unknown> | undefined;
    try {
      body = rawBody
        ? (JSON.parse(rawBody, (_key, value: unknown, context?: { source?: string }) =>
            typeof value === 'number' && context?.source !== undefined ? context.source : value,
          ) as Record<string, unknown>)
        : undefined;
    } catch {
      body = undefined;
    }
    const recorded: RecordedRequest = {
      method: req.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      authorization: req.headers.authorization,
      contentType: req.headers['content-type'],
      rawBody,
      body,
    };
    requests.push(recorded);

    const fault = faults.shift();
    if (fault === 'hang') return; // no answer: the client's deadline must end the call
    let answer: FakeAnswer;
    if (fault === 'malformed') answer = { status: 200, body: '<html>Bad gateway</html>' };
    else if (fault) answer = { status: fault.status, body: fault.body ?? '' };
    else if (recorded.authorization !== `Bearer ${options.secretKey}`) answer = options.unauthorized();
    else {
      const match = options.routes
        .filter((r) => r.method === recorded.method)
        .map((r) => ({ route: r.route, found: r.pattern.exec(recorded.path) }))
        .find((r) => r.found !== null);
      answer = match
        ? match.route(recorded, match.found!.slice(1).map(decodeURIComponent))
        : json(404, { status: 'error', message: `No route ${recorded.method} ${recorded.path}` });
    }
    res.writeHead(answer.status, { 'content-type': 'application/json' });
    res.end(answer.body);
  }

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      res.writeHead(500);
      res.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    failNext(fault) {
      faults.push(fault);
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}
