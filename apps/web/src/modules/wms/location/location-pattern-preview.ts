import { LOCATION_BATCH_MAX, expandLocationPattern } from '@tradewind/contract/wms/location.schema';
import { WMS_CODE_PATTERN } from '@tradewind/contract/wms/warehouse.schema';

/** The longest location code the contract takes. */
export const LOCATION_CODE_MAX = 30;

export type PatternPreview =
  | { kind: 'empty' }
  /** malformed: a range from high to low, a `..` without numbers on both sides */
  | { kind: 'invalid' }
  | { kind: 'too_many'; max: number }
  /** a code it makes is not a code (a space, a character outside letters, digits, - _ .; too long) */
  | { kind: 'bad_code'; code: string }
  | { kind: 'codes'; count: number; shown: string[]; more: number };

/**
 * What the batch dialog shows while a pattern is typed: the codes `expandLocationPattern` (the server's
 * own expansion, from the contract) makes, the first `shown` of them, or why the server would refuse the
 * pattern. The server stays the authority (existing codes, the warehouse).
 */
export function previewLocationPattern(pattern: string, shown = 24): PatternPreview {
  const text = pattern.trim();
  if (text === '') return { kind: 'empty' };
  const codes = expandLocationPattern(text);
  if (codes === null) return { kind: 'invalid' };
  if (codes === 'too_many') return { kind: 'too_many', max: LOCATION_BATCH_MAX };
  const bad = codes.find((code) => code.length > LOCATION_CODE_MAX || !WMS_CODE_PATTERN.test(code));
  if (bad !== undefined) return { kind: 'bad_code', code: bad };
  return { kind: 'codes', count: codes.length, shown: codes.slice(0, shown), more: Math.max(0, codes.length - shown) };
}
