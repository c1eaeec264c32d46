import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, base64url: opaque to the client, stored only as its SHA-256. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{20,100}$/;

/** The bearer token of an Authorization header, or null when absent or malformed. */
export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  if (!match || !TOKEN_SHAPE.test(match[1])) return null;
  return match[1];
}
