import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { FieldError } from '@tradewind/contract/common/envelope';
import { isMessageKey } from '@tradewind/contract/common/messages';
import { invalid } from './errors';

export function fieldErrors(error: z.ZodError): FieldError[] {
  return error.issues.map((issue) => ({
    field: issue.path.map(String).join('.') || '_',
    // schemas name a message key; zod's own English texts become the generic key
    message: isMessageKey(issue.message) ? issue.message : 'validation.invalid',
  }));
}

/** Validates with a contract schema; a failure is a 422 with the field list. */
export function validate<T>(schema: z.ZodType<T, unknown>, value: unknown): T {
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
