import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryOne, type Db } from '@/core/db/database';
import { withSystem } from '@/core/db/tenancy';

/**
 * A secret every API node shares (they share the database, not a disk): made by the first node to ask,
 * read by the others.
 */
export async function sharedSecret(db: Db, name: string): Promise<string> {
  return withSystem(db, async (tx) => {
    await tx.execute(sql`INSERT INTO app_secrets (name, value) VALUES (${name}, ${randomBytes(32).toString('hex')}) ON CONFLICT (name) DO NOTHING`);
    const row = await queryOne<{ value: string }>(tx, sql`SELECT value FROM app_secrets WHERE name = ${name}`);
    return row!.value;
  });
}
