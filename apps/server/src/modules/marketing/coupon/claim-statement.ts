import { sql, type SQL } from 'drizzle-orm';

/**
 * The claim with a code as one statement (marketing README "Exactness under concurrency"): the checks and
 * every write of a claim, each write only when every check passes. Apart from the service so that
 * `bench/coupon-claim.bench.ts` sends the very same statement on a bare pool.
 */

/** pg_advisory_xact_lock's first key: one customer's claims are counted against the limit one at a time. */
export const CLAIM_LOCK = 0x0c0d01;

export type ClaimStatementInput = {
  /** `SELECT id FROM crm_customers WHERE …`: the customer, when the caller may see them */
  customer: SQL;
  customerId: number;
  /** as the customer brought it, normalised (upper case, no dashes) */
  code: string;
  /** the claim's moment: the held coupon's start and, for a coupon valid N days, its end */
  at: Date;
  tenantId: number;
  staffId: number | null;
};

/**
 * The claim statement's answer: whether the customer is seen, the code, the columns of its coupon a claim
 * checks and shows, the customer's coupons of it, and the customer's coupon written (null when a check
 * refused it). Amounts and timestamps come as text.
 */
export type ClaimStatementRow = {
  visible: boolean;
  code_id: number | null;
  code_claimed: boolean | null;
  coupon_id: number | null;
  name: string;
  type: number;
  threshold: string;
  amount: string;
  percent: string;
  cap: string | null;
  scope_type: number;
  stack_with_activity: boolean;
  status: number;
  store_ids: number[];
  take_type: number;
  per_customer: number;
  validity_type: number;
  valid_to: string | null;
  held: number;
  held_id: number | null;
  held_from: string | null;
  held_to: string | null;
};

/**
 * The code's row is locked (`FOR UPDATE`: one claim per code); the coupon and the customer's coupons of it
 * are read in the statement's snapshot; when the code is unclaimed, the coupon takes codes (take type 2),
 * its fixed dates have not ended and the customer holds fewer than its limit, the coupon's count is taken
 * by a conditional update — PostgreSQL re-checks `status = 1 AND issued_count < total_count` on the row as
 * the claim before left it, so N claims with K left take exactly K — and only the claim that took it
 * writes the customer's coupon and marks the code. The count of the customer's coupons is exact only when
 * the statement starts after every earlier claim of theirs has ended (the service's advisory lock). Every
 * table is reached by its key — the code by its unique index, the others by id through a one-row subquery —
 * so one generic plan serves every claim (the service prepares it).
 */
export function claimStatement(input: ClaimStatementInput): SQL {
  const at = sql`${input.at.toISOString()}::timestamptz`;
  return sql`WITH customer AS (${input.customer}),
    code AS (SELECT id, coupon_id, customer_coupon_id FROM marketing_coupon_codes WHERE code = ${input.code} FOR UPDATE),
    coupon AS (SELECT * FROM marketing_coupons WHERE id = (SELECT coupon_id FROM code)),
    held AS (SELECT count(*)::int AS n FROM marketing_customer_coupons WHERE coupon_id = (SELECT coupon_id FROM code) AND customer_id = ${input.customerId}),
    passed AS (
      SELECT o.id FROM coupon o, code, held
       WHERE EXISTS (SELECT 1 FROM customer) AND code.customer_coupon_id IS NULL AND o.take_type = 2
         AND NOT (o.validity_type = 1 AND o.valid_to <= ${at}) AND held.n < o.per_customer),
    taken AS (
      UPDATE marketing_coupons SET issued_count = issued_count + 1
       WHERE id = (SELECT id FROM passed) AND status = 1 AND issued_count < total_count
      RETURNING id),
    made AS (
      INSERT INTO marketing_customer_coupons (tenant_id, coupon_id, customer_id, source, code_id, status, valid_from, valid_to, issued_by, created_at)
      SELECT ${input.tenantId}, o.id, ${input.customerId}, 3, code.id, 1,
             CASE o.validity_type WHEN 1 THEN o.valid_from ELSE ${at} END,
             CASE o.validity_type WHEN 1 THEN o.valid_to ELSE ${at} + make_interval(hours => 24 * o.valid_days) END,
             ${input.staffId}, ${at}
        FROM taken, coupon o, code
      RETURNING id, code_id, valid_from, valid_to),
    marked AS (UPDATE marketing_coupon_codes SET customer_coupon_id = (SELECT id FROM made), claimed_at = ${at} WHERE id = (SELECT code_id FROM made))
  SELECT EXISTS (SELECT 1 FROM customer) AS visible, code.id AS code_id, code.customer_coupon_id IS NOT NULL AS code_claimed,
         o.id AS coupon_id, o.name, o.type, o.threshold::text, o.amount::text, o.percent::text, o.cap::text, o.scope_type,
         o.stack_with_activity, o.status, o.store_ids, o.take_type, o.per_customer, o.validity_type, o.valid_to,
         held.n AS held, made.id AS held_id, made.valid_from AS held_from, made.valid_to AS held_to
    FROM (VALUES (1)) AS one (x) CROSS JOIN held LEFT JOIN code ON true LEFT JOIN coupon o ON true LEFT JOIN made ON true`;
}
