import { KEY_PLACEHOLDER } from './api-facts';

// The examples on /api-reference, built for the server the page is served from. The e2e test runs the
// first-request query as written here.
export const FIRST_QUERY = 'query Hello { me { username roles } trendingHashtags(limit: 3) { tag usageCount } }';

export function curlExample(origin: string): string {
  const body = JSON.stringify({ query: FIRST_QUERY });
  return [
    `curl ${origin}/graphql \\`,
    `  -H 'Content-Type: application/json' \\`,
    `  -H 'Authorization: Bearer ${KEY_PLACEHOLDER}' \\`,
    `  -d '${body}'`,
  ].join('\n');
}

export const FIRST_RESPONSE = JSON.stringify(
  {
    data: {
      me: { username: 'amara', roles: ['ADMIN', 'USER'] },
      trendingHashtags: [
        { tag: 'afrobeats', usageCount: 42 },
        { tag: 'nairobi', usageCount: 17 },
        { tag: 'kuza', usageCount: 9 },
      ],
    },
  },
  null,
  2,
);

export function subscriptionExample(origin: string): string {
  const url = `${origin.replace(/^http/, 'ws')}/graphql`;
  return `import { createClient } from 'graphql-ws';

const client = createClient({
  url: '${url}',
  connectionParams: { authorization: 'Bearer ${KEY_PLACEHOLDER}' },
});

client.subscribe(
  { query: 'subscription { postCreated(tag: "afrobeats") { id content author { username } } }' },
  {
    next: (result) => console.log(result.data.postCreated),
    error: (error) => console.error(error),
    complete: () => console.log('done'),
  },
);`;
}

export const RATE_LIMITED_RESPONSE = `HTTP/1.1 429 Too Many Requests
Retry-After: 1260
X-RateLimit-Limit: 1000
X-RateLimit-Remaining: 0
X-RateLimit-Reset: 1767225600

{"errors":[{"message":"This API key has used its 1000 requests for this hour. Try again in 1260 seconds.","extensions":{"code":"RATE_LIMITED","retryAfter":1260}}]}`;
