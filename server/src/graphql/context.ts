import type { ApiKeyKindName, ApiScopeName } from '@kuza/common';
import type { Loaders } from './loaders';
import type { Services } from './services';
import type { Role } from '../kernel/roles';

/** Who is calling: a signed-in user (session) or an API consumer (key acting as its owner). */
export interface Viewer {
  id: string;
  email: string;
  roles: Role[];
  sessionId: string | null;
  apiKeyId: string | null;
  /** The key's scopes (issue 34); unset for sessions. */
  apiKeyScopes?: readonly ApiScopeName[];
  /** The key's kind: a payment-gateway partner key may call only what a partner needs. */
  apiKeyKind?: ApiKeyKindName;
}

export interface RequestInfo {
  ip: string;
  userAgent: string | undefined;
  /** Adds a response header (HTTP only; WebSocket messages have none). */
  setHeader(name: string, value: string): void;
}

export interface Context {
  viewer: Viewer | null;
  services: Services;
  loaders: Loaders;
  request: RequestInfo;
}
