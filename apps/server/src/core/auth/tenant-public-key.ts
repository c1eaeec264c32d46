import { createHmac, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { queryOne, type Db } from '@/core/db/database';
import { enterTenant } from '@/core/db/tenancy';
import { notFound } from '@/core/http/errors';
import type { PublicContext } from '@/core/http/request-context';
import { sharedSecret } from '@/core/storage/secrets';

/**
 * The key a company's customer-facing apps (the ordering app) name it by in public, read-only calls:
 * `{tenant id}-{HMAC of it}`. It needs no column — it is the tenant id made unguessable with a secret every
 * node shares (`sharedSecret(db, TENANT_PUBLIC_KEY_SECRET)`) — so no one walks other companies' content by
 * counting ids. One key serves every public read (articles, the shop home page): the calls take it as `shop`.
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

/** The public keys of an app: a tenant's key, and the tenant of a key (the secret is read once the app is ready). */
export type TenantPublicKeys = { keyOf: (tenantId: number) => string; tenantOf: (key: string) => number | null };

const loadedKeys = new WeakMap<FastifyInstance, TenantPublicKeys>();

/** The app's public keys, one per app however many modules ask (the secret loads in one `onReady` hook). */
export function tenantPublicKeys(app: FastifyInstance, db: Db): TenantPublicKeys {
  const known = loadedKeys.get(app);
  if (known) return known;
  let secret: string | undefined;
  app.addHook('onReady', async () => {
    secret = await sharedSecret(db, TENANT_PUBLIC_KEY_SECRET);
  });
  const ready = () => {
    if (secret === undefined) throw new Error('a tenant public key was used before the app was ready');
    return secret;
  };
  const keys: TenantPublicKeys = { keyOf: (tenantId) => tenantPublicKey(ready(), tenantId), tenantOf: (key) => tenantOfPublicKey(ready(), key) };
  loadedKeys.set(app, keys);
  return keys;
}

/** The company a public call reads. */
export type PublicTenant = { id: number; name: string; time_zone: string };

/** The company of a public call, entered (RLS) once known; a company not active answers 404 `missing` like an unknown one. */
export async function enterLiveTenant(ctx: PublicContext, tenantId: number, missing: string): Promise<PublicTenant> {
  const tenant = await queryOne<{ name: string; time_zone: string; status: number }>(ctx.db, sql`SELECT name, time_zone, status FROM tenants WHERE id = ${tenantId}::int`);
  if (!tenant || tenant.status !== 1) throw notFound(missing);
  await enterTenant(ctx.db, tenantId);
  return { id: tenantId, name: tenant.name, time_zone: tenant.time_zone };
}

/** The company a public key names, entered; a key made up or altered, or an inactive company: 404 `common.shop_key_invalid`. */
export async function enterPublicTenant(ctx: PublicContext, keys: TenantPublicKeys, key: string): Promise<PublicTenant> {
  const tenantId = keys.tenantOf(key);
  if (tenantId === null) throw notFound('common.shop_key_invalid');
  return enterLiveTenant(ctx, tenantId, 'common.shop_key_invalid');
}
