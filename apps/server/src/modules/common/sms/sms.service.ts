import { createHash, randomInt } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { bigint, char, pgTable, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { queryOne, type Db } from '@/core/db/database';
import { tooManyRequests } from '@/core/http/errors';
import type { PublicContext } from '@/core/http/request-context';

export const smsCodes = pgTable('sms_codes', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
  phone: varchar('phone', { length: 20 }).notNull(),
  purpose: varchar('purpose', { length: 20 }).notNull(),
  codeHash: char('code_hash', { length: 64 }).notNull(),
  ip: varchar('ip', { length: 64 }),
  attempts: smallint('attempts').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

export const SMS_CODE_TTL_SECONDS = 300;
export const SMS_RESEND_SECONDS = 60;
export const SMS_MAX_PER_IP_PER_HOUR = 10;
const MAX_ATTEMPTS = 5;

/** Where codes go. The default writes them to the server log; a provider adapter replaces it. */
export type SmsSender = (phone: string, code: string, purpose: string) => Promise<void>;

const hash = (phone: string, code: string) => createHash('sha256').update(`${phone}:${code}`).digest('hex');

export async function sendCode(ctx: PublicContext, phone: string, purpose: string, send: SmsSender): Promise<{ expires_in: number; resend_in: number }> {
  const recent = await queryOne<{ by_phone: number; by_ip: number }>(
    ctx.db,
    sql`SELECT count(*) FILTER (WHERE phone = ${phone} AND purpose = ${purpose} AND created_at > now() - make_interval(secs => ${SMS_RESEND_SECONDS}))::int AS by_phone,
               count(*) FILTER (WHERE ip = ${ctx.ip} AND created_at > now() - interval '1 hour')::int AS by_ip
        FROM sms_codes WHERE (phone = ${phone} OR ip = ${ctx.ip}) AND created_at > now() - interval '1 hour'`,
  );
  if ((recent?.by_phone ?? 0) > 0 || (recent?.by_ip ?? 0) >= SMS_MAX_PER_IP_PER_HOUR) throw tooManyRequests('sms.too_frequent');
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await ctx.db.insert(smsCodes).values({
    phone,
    purpose,
    codeHash: hash(phone, code),
    ip: ctx.ip,
    expiresAt: new Date(Date.now() + SMS_CODE_TTL_SECONDS * 1000),
  });
  await send(phone, code, purpose);
  return { expires_in: SMS_CODE_TTL_SECONDS, resend_in: SMS_RESEND_SECONDS };
}

/**
 * Uses up a code: true when it matches the newest unexpired, unused code for the phone and purpose.
 * Each wrong try counts; after 5 the code is dead.
 */
export async function consumeCode(tx: Db, phone: string, purpose: string, code: string): Promise<boolean> {
  const [row] = await tx
    .select()
    .from(smsCodes)
    .where(and(eq(smsCodes.phone, phone), eq(smsCodes.purpose, purpose), isNull(smsCodes.usedAt), gt(smsCodes.expiresAt, new Date())))
    .orderBy(sql`${smsCodes.createdAt} DESC`)
    .limit(1);
  if (!row || row.attempts >= MAX_ATTEMPTS) return false;
  if (row.codeHash !== hash(phone, code)) {
    await tx.update(smsCodes).set({ attempts: row.attempts + 1 }).where(eq(smsCodes.id, row.id));
    return false;
  }
  await tx.update(smsCodes).set({ usedAt: new Date() }).where(eq(smsCodes.id, row.id));
  return true;
}
