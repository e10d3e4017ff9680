import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { messageText } from '@kuza/common';
import { createErrorHandler, notFoundHandler } from './error-handler';

// Kuza's own faults in a route are masked (500, a generic message, logged); refusals of the request keep their
// status with a code; nothing of an error's own text reaches the caller.
describe('the final error handler', () => {
  let server: Server;
  let url: string;
  const logged: unknown[] = [];

  beforeAll(async () => {
    const app = express();
    app.get('/fault', () => {
      throw new Error("ENOENT: no such file or directory, open '/srv/kuza/.data/secret.txt'");
    });
    app.get('/refused', (_req, _res, next) =>
      next(Object.assign(new Error('Method Not Allowed at /srv/kuza'), { status: 405, expose: true })),
    );
    app.use(notFoundHandler);
    app.use(createErrorHandler({ error: (details: unknown) => void logged.push(details) }));
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('masks an unexpected error as a 500 in JSON and logs it', async () => {
    const res = await fetch(`${url}/fault`);
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({
      errors: [
        {
          message: messageText('errors.internal'),
          extensions: { code: 'INTERNAL_SERVER_ERROR', messageId: 'errors.internal' },
        },
      ],
    });
    expect(logged).toHaveLength(1);
  });

  it('keeps the status of a refusal, with a code and none of its text', async () => {
    const res = await fetch(`${url}/refused`);
    expect(res.status).toBe(405);
    const text = await res.text();
    expect(text).not.toContain('/srv/kuza');
    expect((JSON.parse(text) as { errors: Array<{ extensions: unknown }> }).errors[0].extensions).toEqual({
      code: 'METHOD_NOT_ALLOWED',
      messageId: 'errors.badRequest',
    });
  });

  it('answers an unknown address with a 404 in JSON', async () => {
    const res = await fetch(`${url}/nothing`, { method: 'DELETE' });
    expect(res.status).toBe(404);
    const body = (await res.json()) as { errors: Array<{ extensions: unknown }> };
    expect(body.errors[0].extensions).toEqual({ code: 'NOT_FOUND', messageId: 'errors.notFound' });
  });
});
