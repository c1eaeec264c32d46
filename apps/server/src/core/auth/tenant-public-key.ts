import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The key a company's customer-facing apps (the ordering app) name it by in public, read-only calls:
 * `{tenant id}-{HMAC of it}`. It needs no column — it is the tenant id made unguessable with a secret every
 * node shares (`sharedSecret(db, TENANT_PUBLIC_KEY_SECRET)`) — so no one walks other companies' content by
 * counting ids.
 */
export const TENANT_PUBLIC_KEY_SECRET = 'tenant_public_key';

const mac = (secret: string, tenantId: number) => createHmac('sha256', secret).update(`tenant:${tenantId}`).digest('base64url').slice(0, 22);

export function tenantPublicKey(secret: string, tenantId: number): string {
  return `${tenantId}-${mac(secret, tenantId)}`;
}

/** The tenant a key names, or null for a key made up or altered. */
export function tenantOfPublicKey(secret: string, key: string): number | null {
  const m = /^([1-9]\d{0,9})-([A-Za-z0-9_-]{22})$/.exec(key);
  if (!m) return null;
  const tenantId = Number(m[1]);
  if (tenantId > 2147483647) return null;
  const expected = Buffer.from(mac(secret, tenantId));
  const given = Buffer.from(m[2]);
  return expected.length === given.length && timingSafeEqual(expected, given) ? tenantId : null;
}
