import { createHash, createSecretKey, randomBytes, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { LIMITS } from '@kuza/common';
import { ExpiringLru } from '../../graphql/expiring-lru';

const ALGORITHM = 'HS256';
const ISSUER = 'kuza';
const ACCESS_TYPE = 'access';

export interface AccessClaims {
  userId: string;
  sessionId: string;
}

export function signAccessToken(secret: string, claims: AccessClaims): { token: string; expiresAt: Date } {
  const token = jwt.sign({ sid: claims.sessionId, typ: ACCESS_TYPE }, secret, {
    algorithm: ALGORITHM,
    expiresIn: LIMITS.accessTokenTtlSeconds,
    subject: claims.userId,
    issuer: ISSUER,
    audience: ISSUER,
  });
  const { exp } = jwt.decode(token) as { exp: number };
  return { token, expiresAt: new Date(exp * 1000) };
}

// Given a string, jsonwebtoken first tries it as a PEM public key (a thrown and caught error) on every call; a
// secret KeyObject made once skips that (every signed-in request verifies a token).
const secretKeys = new Map<string, KeyObject>();
function secretKey(secret: string): KeyObject {
  let key = secretKeys.get(secret);
  if (!key) {
    key = createSecretKey(Buffer.from(secret));
    secretKeys.set(secret, key);
  }
  return key;
}

// A token that verified once verifies again until it expires: the same bytes under the same secret. Checking the
// signature and claims with jsonwebtoken costs more than the rest of a small request, and a client sends the same
// token with every request, so its claims are kept until `exp`. Only verification is kept: whether the session is
// still open is read on every request (AuthService.viewerFromAccessToken).
const verifiedTokens = new ExpiringLru<{ secret: string; claims: AccessClaims }>(
  10_000,
  LIMITS.accessTokenTtlSeconds * 1000,
);

/** The claims of a valid access token, or null: wrong algorithm, signature, type, issuer or expiry. */
export function verifyAccessToken(secret: string, token: string): AccessClaims | null {
  const kept = verifiedTokens.get(token);
  if (kept && kept.secret === secret) return kept.claims;
  try {
    const payload = jwt.verify(token, secretKey(secret), { algorithms: [ALGORITHM], issuer: ISSUER, audience: ISSUER });
    if (typeof payload !== 'object' || payload.typ !== ACCESS_TYPE || typeof payload.sid !== 'string' || !payload.sub) {
      return null;
    }
    const claims = { userId: payload.sub, sessionId: payload.sid };
    // jsonwebtoken refuses a token from the millisecond `exp` begins; the kept entry ends then too.
    if (typeof payload.exp === 'number') verifiedTokens.set(token, { secret, claims }, payload.exp * 1000 - Date.now());
    return claims;
  } catch {
    return null;
  }
}

/** A random secret (refresh or reset token) and the SHA-256 hash that is all the database keeps of it. */
export function newOpaqueToken(prefix: string): { token: string; hash: string } {
  const token = `${prefix}_${randomBytes(32).toString('base64url')}`;
  return { token, hash: sha256(token) };
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export function looksLikeJwt(token: string): boolean {
  return token.split('.').length === 3;
}
