import { z } from 'zod';
import { PaginationQuerySchema } from '../common/pagination';
import { dateTimeText, zeroOrOne } from '../common/response.schema';
import { flagSchema, idSchema, intSchema, optionalText, plainInt, plainNumber, textSchema } from '../common/validation';
import { wmsCode } from './warehouse.schema';

/** 1 storage, 2 picking, 3 receiving, 4 defective. */
export const LocationType = { storage: 1, picking: 2, receiving: 3, defective: 4 } as const;
export const LOCATION_TYPES = [1, 2, 3, 4] as const;
/** At most this many codes from one batch pattern. */
export const LOCATION_BATCH_MAX = 1000;

export const LocationSchema = z.object({
  id: z.number().int(),
  warehouse_id: z.number().int(),
  code: z.string(),
  zone: z.string().nullable(),
  type: z.literal(LOCATION_TYPES),
  status: zeroOrOne,
  sort: z.number().int(),
  is_default: zeroOrOne,
  /** base-unit quantity held, over all SKUs */
  on_hand: z.string(),
  created_at: dateTimeText,
});
export type Location = z.infer<typeof LocationSchema>;

const locationType = plainNumber(z.number({ error: 'wms.location_type_invalid' }).pipe(z.literal(LOCATION_TYPES, { error: 'wms.location_type_invalid' })));

export const LocationBodySchema = z.object({
  warehouse_id: idSchema,
  code: wmsCode(30, 'wms.location_code_required'),
  zone: optionalText(20),
  type: locationType.default(1),
  status: flagSchema.default(1),
  sort: intSchema(0, 9999, 'wms.sort_range').default(0),
});
export const CreateLocationSchema = LocationBodySchema;
export const UpdateLocationSchema = LocationBodySchema.omit({ warehouse_id: true }).extend({ id: idSchema });
export type CreateLocationInput = z.infer<typeof CreateLocationSchema>;
export type UpdateLocationInput = z.infer<typeof UpdateLocationSchema>;

/** `A-01..10-01..05`: literal parts and numeric ranges `from..to`, zero padding kept. */
export const BatchLocationSchema = z.object({
  warehouse_id: idSchema,
  pattern: textSchema('wms.location_pattern_required').trim().min(1, 'wms.location_pattern_required').max(60, 'wms.location_pattern_invalid'),
  zone: optionalText(20),
  type: locationType.default(1),
  /** 1: codes that exist already are skipped; 0: any existing code refuses the batch (409 listing them) */
  skip_existing: flagSchema.default(0),
});
export type BatchLocationInput = z.infer<typeof BatchLocationSchema>;
export const BatchLocationResultSchema = z.object({ created: z.number().int(), skipped: z.array(z.string()) });
export type BatchLocationResult = z.infer<typeof BatchLocationResultSchema>;

export const LocationListQuerySchema = PaginationQuerySchema.extend({
  warehouse_id: idSchema,
  keyword: textSchema().trim().max(30).optional(),
  zone: textSchema().trim().max(20).optional(),
  status: plainInt(z.number().int().min(0).max(1)).optional(),
  type: plainInt(z.number().int().min(1).max(4)).optional(),
});
export type LocationListQuery = z.infer<typeof LocationListQuerySchema>;

/**
 * The codes a batch pattern makes, in order: each `from..to` range (both ends numbers, from ≤ to) is
 * expanded with the width its start is written in (`01..10` → 01, 02, … 10; `8..10` → 8, 9, 10);
 * everything else is literal.
 * `null` when the pattern is malformed; the caller refuses more than LOCATION_BATCH_MAX codes.
 */
export function expandLocationPattern(pattern: string, limit = LOCATION_BATCH_MAX): string[] | null | 'too_many' {
  const parts: string[][] = [];
  const re = /(\d+)\.\.(\d+)/g;
  let last = 0;
  let total = 1;
  for (let m = re.exec(pattern); m; m = re.exec(pattern)) {
    if (m.index > last) parts.push([pattern.slice(last, m.index)]);
    const [from, to] = [Number(m[1]), Number(m[2])];
    if (from > to) return null;
    // the padding written on the range's start: 01..10 → 01 … 10, 8..10 → 8, 9, 10
    const width = m[1].length;
    total *= to - from + 1;
    if (total > limit) return 'too_many';
    parts.push(Array.from({ length: to - from + 1 }, (_, i) => String(from + i).padStart(width, '0')));
    last = m.index + m[0].length;
  }
  if (last < pattern.length) parts.push([pattern.slice(last)]);
  if (pattern.includes('..') && parts.some((p) => p.length === 1 && p[0].includes('..'))) return null;
  const codes = parts.reduce<string[]>((acc, options) => acc.flatMap((prefix) => options.map((o) => prefix + o)), ['']);
  return codes;
}
