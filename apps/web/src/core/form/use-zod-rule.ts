import { useCallback } from 'react';
import type { FormRule } from 'antd';
import type { z } from 'zod';
import { translate, type Locale } from '@tradewind/contract/common/core-messages';
import { useI18n } from '@/core/i18n/use-i18n';

/**
 * A contract schema as an Ant Design form rule, so the form rejects exactly what the server rejects, with
 * the same message (docs/architecture.md §8): a negative price 'must not be negative', a quantity past
 * LINE_QTY_MAX names the limit. Schemas carry message keys; this translates them.
 */
export function zodRuleOf(schema: z.ZodType, locale: Locale): FormRule {
  return {
    validator: (_rule, value: unknown) => {
      const result = schema.safeParse(value);
      if (result.success) return Promise.resolve();
      return Promise.reject(new Error(translate(result.error.issues[0]?.message ?? 'validation.invalid', locale)));
    },
  };
}

/** `zodRuleOf` in the page's locale. */
export function useZodRule(): (schema: z.ZodType) => FormRule {
  const { locale } = useI18n();
  return useCallback((schema: z.ZodType): FormRule => zodRuleOf(schema, locale), [locale]);
}
