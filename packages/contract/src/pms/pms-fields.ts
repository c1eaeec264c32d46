import { z } from 'zod';
import { intSchema, textSchema } from '../common/validation';

/** A catalogue entry's name: required, at most `max` characters (the column's length). */
export const pmsName = (max: number) => textSchema('pms.name_required').trim().min(1, 'pms.name_required').max(max, 'pms.name_too_long');

/** Display order: smaller first, 0–9999. */
export const pmsSort = intSchema(0, 9999, 'pms.sort_range').default(0);

/** A list given as an array (`values[]=…`, JSON), or one string for a list of one (form bodies); absent is empty. */
export const listInput = <T extends z.ZodType>(item: T, max: number, tooManyKey: string) =>
  z.preprocess((v) => (v === undefined || v === null || v === '' ? [] : Array.isArray(v) ? v : [v]), z.array(item, { error: 'validation.invalid' }).max(max, tooManyKey));
