import { ApiKeyService } from '../features/api-keys';
import { AuthService, looksLikeJwt } from '../features/auth';
import type { Viewer } from '../graphql/context';
import { AppError } from '../graphql/errors';
import type { Services } from '../graphql/services';
import type { MessageId } from '@kuza/common';

/** An `Authorization` header (or WebSocket connectionParams.authorization) that does not identify anyone. */
export class InvalidCredentialsError extends AppError {
  constructor(messageId: MessageId) {
    super('UNAUTHENTICATED', messageId);
    this.extensions.http = { status: 401 };
  }
}

/** Resolves who is calling. No header is anonymous; a header that does not check out is refused. */
export async function resolveViewer(services: Services, authorization: unknown): Promise<Viewer | null> {
  if (typeof authorization !== 'string' || authorization.trim() === '') return null;
  const match = /^Bearer\s+(\S+)$/i.exec(authorization.trim());
  if (!match) throw new InvalidCredentialsError('session.badAuthorizationHeader');
  const token = match[1];
  if (looksLikeJwt(token)) {
    const viewer = await services.get(AuthService).viewerFromAccessToken(token);
    if (!viewer) throw new InvalidCredentialsError('session.sessionExpired');
    return viewer;
  }
  // An API key: unknown, deleted and malformed keys are refused alike; over its quota it throws RATE_LIMITED.
  const viewer = await services.get(ApiKeyService).authenticate(token).catch(answerRefusalWith403);
  if (!viewer) throw new InvalidCredentialsError('session.invalidApiKey');
  return viewer;
}

/** A real key whose owner may not use it (suspended) is refused before any operation runs: HTTP 403, not a 500. */
function answerRefusalWith403(error: unknown): never {
  if (error instanceof AppError && error.extensions.code === 'FORBIDDEN') error.extensions.http = { status: 403 };
  throw error;
}
