import { ApiKeyService } from '../features/api-keys';
import { AuthService, looksLikeJwt } from '../features/auth';
import type { Viewer } from '../graphql/context';
import { isConnectionFailure } from '../db/connection-failure';
import { AppError, refuseRequest, ServiceUnavailableError } from '../graphql/errors';
import type { Services } from '../graphql/services';
import type { MessageId } from '@kuza/common';

/** An `Authorization` header (or WebSocket connectionParams.authorization) that does not identify anyone. */
export class InvalidCredentialsError extends AppError {
  constructor(messageId: MessageId) {
    super('UNAUTHENTICATED', messageId);
    refuseRequest(this);
  }
}

/**
 * Resolves who is calling. No header is anonymous; a header that does not check out is refused before any operation
 * runs, with its code's HTTP status (401, 403 for a suspended owner's key, 429, 503 while the database is down).
 */
export async function resolveViewer(services: Services, authorization: unknown): Promise<Viewer | null> {
  return identify(services, authorization).catch(refusal);
}

async function identify(services: Services, authorization: unknown): Promise<Viewer | null> {
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
  const viewer = await services.get(ApiKeyService).authenticate(token);
  if (!viewer) throw new InvalidCredentialsError('session.invalidApiKey');
  return viewer;
}

function refusal(error: unknown): never {
  if (error instanceof AppError) throw refuseRequest(error);
  if (isConnectionFailure(error)) throw new ServiceUnavailableError();
  throw error;
}
