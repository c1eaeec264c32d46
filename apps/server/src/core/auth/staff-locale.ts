import { sql } from 'drizzle-orm';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@tradewind/contract/common/messages';
import { queryRows, type Db } from '@/core/db/database';

export function asLocale(value: string | null | undefined): Locale {
  return (LOCALES as readonly string[]).includes(value ?? '') ? (value as Locale) : DEFAULT_LOCALE;
}

/**
 * The language each staff member reads: `staff.language`, saved by the web app when they switch it (and
 * by their personal settings). Texts the server makes for a person — messages, export names and sources,
 * an export's failure — are made in it, whoever caused them; unknown ids read the default (zh-CN).
 * Runs in the caller's tenant transaction (RLS keeps it to the tenant).
 */
export async function staffLocales(tx: Db, staffIds: readonly number[]): Promise<Map<number, Locale>> {
  const ids = [...new Set(staffIds)];
  const found = new Map<number, Locale>();
  if (ids.length > 0) {
    const rows = await queryRows<{ id: number; language: string | null }>(
      tx,
      sql`SELECT id, language FROM staff WHERE id IN (${sql.join(ids.map((id) => sql`${id}::int`), sql`, `)})`,
    );
    for (const row of rows) found.set(Number(row.id), asLocale(row.language));
  }
  return new Map(ids.map((id) => [id, found.get(id) ?? DEFAULT_LOCALE]));
}

export async function staffLocale(tx: Db, staffId: number): Promise<Locale> {
  return (await staffLocales(tx, [staffId])).get(staffId)!;
}
