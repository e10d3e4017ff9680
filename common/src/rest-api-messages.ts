// What the REST API (/api/*, issue 34) says beyond the errors GraphQL already has: its refusals of a request's form
// (method, body type, Idempotency-Key) and the one resource GraphQL answers with null instead.

export const REST_API_TEMPLATES = {
  methodNotAllowed: 'This address does not accept {{method}} requests.',
  jsonRequired: 'Send the request body as JSON (Content-Type: application/json).',
  idempotencyKeyInvalid: 'An Idempotency-Key must be 1 to 255 visible characters.',
  idempotencyKeyReused: 'This Idempotency-Key was already used with a different request.',
  idempotencyKeyInProgress: 'A request with this Idempotency-Key is still in progress. Try again in a moment.',
  hashtagNotFound: 'No post has used this hashtag.',
} as const;
