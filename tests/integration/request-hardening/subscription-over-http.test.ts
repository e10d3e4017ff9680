import { messageText } from '@kuza/common';
import { startTestServer, type TestServer } from '../../helpers/test-server';
import { graphql } from '../../gql';

jest.setTimeout(60_000);

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

const POST_CREATED = graphql(`
  subscription SubscriptionOverHttpPostCreated {
    postCreated {
      id
    }
  }
`);

// Subscriptions live on the WebSocket: over HTTP there is nothing to stream, so the request is the caller's mistake.
describe('a subscription sent over HTTP', () => {
  it('is refused with 400 BAD_REQUEST, before its resolver runs and without logging an error', async () => {
    const logged = jest.spyOn(server.kuza.deps.logger, 'error');
    try {
      const answer = await server.gql(POST_CREATED);
      expect(answer.status).toBe(400);
      expect(answer.data).toBeUndefined();
      expect(answer.errors).toEqual([
        {
          message: messageText('errors.subscriptionOverHttp'),
          extensions: { code: 'BAD_REQUEST', messageId: 'errors.subscriptionOverHttp' },
        },
      ]);
      expect(logged).not.toHaveBeenCalled();
    } finally {
      logged.mockRestore();
    }
  });
});
