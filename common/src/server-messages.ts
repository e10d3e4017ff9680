// What the server says that no form of the client checks first: its generic refusals, and the messages of
// features whose rules live only on the server (sessions, roles, location, analytics, API key quotas).
import { fillCatalog } from './message-template';

export const ERROR_MESSAGES = {
  /** Every unexpected error, masked: no SQL, hosts or stacks reach a client. */
  internal: 'Internal server error',
  unauthenticated: 'Not authenticated',
  forbidden: 'You do not have permission to do this',
  rateLimited: 'Too many requests. Please try again later.',
  quotaExceeded: 'This API key has used its {{limit}} requests for this hour. Try again in {{seconds}} seconds.',
  invalidJson: 'The request body is not valid JSON.',
  bodyTooLarge: 'The request body is larger than 1 MB.',
  /** A request that does not fit the schema or its limits (graphql-js words the English message). */
  badRequest: 'This request could not be understood.',
  /** A multipart (upload) request that graphql-upload cannot read. */
  badMultipart: 'The upload request could not be read.',
  /** A multipart request with more files, or larger fields, than allowed. */
  uploadTooLarge: 'The upload is larger than allowed.',
  /** A subscription sent over HTTP: subscriptions stream over the WebSocket only. */
  subscriptionOverHttp: 'Subscriptions are only available over the WebSocket at /graphql.',
  /** An automatic persisted query whose sha256Hash is not the hash of the query text sent with it. */
  persistedQueryHashMismatch: 'The persisted query hash does not match the query text.',
  /** A zod rule without a message of its own (zod's default). */
  invalidInput: 'Invalid input',
  /** A GET, multipart, form or text POST without the header that proves it is no cross-site form (CSRF). */
  csrfPreflightRequired:
    'This request must carry the header "apollo-require-preflight: true" (JSON POSTs need nothing more).',
  /** A body in another character set than UTF-8. */
  unsupportedCharset: 'The request body must be encoded in UTF-8.',
  /** A body compressed in a way the server does not read (gzip, deflate and br are read). */
  unsupportedEncoding: 'The request body is compressed in a way the server does not accept.',
  /** A URL whose percent-encoding is broken. */
  badUrl: 'The address of this request is not correctly encoded.',
  /** Nothing is served at this address (unknown route or missing media file). */
  notFound: 'There is nothing at this address.',
} as const;

export const SESSION_MESSAGES = {
  sessionExpired: 'Your session has expired. Please sign in again.',
  badAuthorizationHeader: 'The Authorization header must be "Bearer <token or API key>"',
  invalidApiKey: 'Invalid API key',
} as const;

export const ROLE_MESSAGES = {
  userNotFound: 'User not found',
  lastAdmin: 'You are the last admin. Make another user an admin before removing your own admin role.',
} as const;

export const LOCATION_INPUT_MESSAGES = {
  latitudeRange: 'Latitude must be a number between -90 and 90',
  longitudeRange: 'Longitude must be a number between -180 and 180',
  tooManyPosts: 'At most 100 posts can be reported at once',
  invalidPostId: 'Invalid post id',
} as const;

export const ANALYTICS_LIMITS = { days: { min: 1, max: 90 }, top: { min: 1, max: 50 }, period: 30 } as const;

export const ANALYTICS_TEMPLATES = {
  days: 'days must be a whole number from {{min}} to {{max}}.',
  top: 'top must be a whole number from {{min}} to {{max}}.',
} as const;

export const ANALYTICS_PARAMS = {
  days: ANALYTICS_LIMITS.days,
  top: { min: ANALYTICS_LIMITS.top.min, max: ANALYTICS_LIMITS.top.max },
} as const;

export const ANALYTICS_MESSAGES = /*#__PURE__*/ fillCatalog(ANALYTICS_TEMPLATES, ANALYTICS_PARAMS);
