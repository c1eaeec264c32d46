import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { FieldError } from '@tradewind/contract/common/envelope';
import { isMessageKey } from '@tradewind/contract/common/messages';
import { isSafeText } from '@tradewind/contract/common/validation';
import { invalid } from './errors';

export function fieldErrors(error: z.ZodError): FieldError[] {
  return error.issues.map((issue) => ({
    field: issue.path.map(String).join('.') || '_',
    // schemas name a message key; zod's own English texts become the generic key
    message: isMessageKey(issue.message) ? issue.message : 'validation.invalid',
  }));
}

/**
 * The fields of a request holding text PostgreSQL or Unicode refuses (NUL, a lone surrogate), found before
 * any schema runs: the contract's text blocks refuse them too, this keeps a schema written with a bare
 * `z.string()` (or one passing text through untyped) from carrying them to the database.
 */
export function unsafeTextFields(value: unknown, path: string[] = [], out: FieldError[] = [], depth = 0): FieldError[] {
  if (out.length >= 20 || depth > 32) return out;
  if (typeof value === 'string') {
    if (!isSafeText(value)) out.push({ field: path.join('.') || '_', message: 'validation.text_unsafe' });
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => unsafeTextFields(item, [...path, String(i)], out, depth + 1));
  } else if (value !== null && typeof value === 'object' && [Object.prototype, null].includes(Object.getPrototypeOf(value))) {
    // plain objects only: a multipart file's Buffer or stream is not text
    for (const [key, item] of Object.entries(value)) {
      if (!isSafeText(key)) out.push({ field: path.join('.') || '_', message: 'validation.text_unsafe' });
      else unsafeTextFields(item, [...path, key], out, depth + 1);
    }
  }
  return out;
}

/** Validates with a contract schema; a failure is a 422 with the field list. */
export function validate<T>(schema: z.ZodType<T, unknown>, value: unknown): T {
  const unsafe = unsafeTextFields(value);
  if (unsafe.length > 0) throw invalid(unsafe);
  const result = schema.safeParse(value ?? {});
  if (!result.success) throw invalid(fieldErrors(result.error));
  return result.data;
}

export function parseInput(
  def: { query?: z.ZodType<unknown, unknown>; body?: z.ZodType<unknown, unknown>; params?: z.ZodType<unknown, unknown> },
  req: FastifyRequest,
): { query: unknown; body: unknown; params: unknown } {
  return {
    params: def.params ? validate(def.params, req.params) : req.params,
    query: def.query ? validate(def.query, req.query) : undefined,
    body: def.body ? validate(def.body, req.body) : undefined,
  };
}
