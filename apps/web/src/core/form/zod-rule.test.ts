import { describe, expect, it } from 'vitest';
import type { RuleObject } from 'antd/es/form';
import { registerMessages } from '@tradewind/contract/common/core-messages';
import { pmsMessages } from '@tradewind/contract/pms/pms.messages';
import { ProcessItemBodySchema } from '@tradewind/contract/pms/process.schema';
import { SkuBodySchema } from '@tradewind/contract/pms/spu.schema';
import { TransferLineInputSchema } from '@tradewind/contract/wms/transfer-order.schema';
import { StockDocLineInputSchema } from '@tradewind/contract/wms/warehousing-entry.schema';
import { wmsMessages } from '@tradewind/contract/wms/wms.messages';
import type { z } from 'zod';
import { zodRuleOf } from './use-zod-rule';

registerMessages(pmsMessages);
registerMessages(wmsMessages);

/** What the form shows under the field for `value`: null when it takes it. */
async function shown(schema: z.ZodType, value: unknown, locale: 'zh-CN' | 'en-US' = 'zh-CN'): Promise<string | null> {
  const rule = zodRuleOf(schema, locale) as RuleObject;
  try {
    await rule.validator!({} as never, value, () => undefined);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('the rules the entry forms check with (the contract schemas, as the server does)', () => {
  it('refuse a negative SKU cost or price with "must not be negative", in both locales, where the input used to make it 0', async () => {
    const cost = SkuBodySchema.shape.cost_price;
    expect(await shown(cost, -3)).toBe('价格不能为负数');
    expect(await shown(cost, -3, 'en-US')).toBe('A price must not be negative');
    expect(await shown(SkuBodySchema.shape.sale_price, 10_000_001)).toBe('价格不能超过 10,000,000');
    expect(await shown(cost, null)).toBeNull();
    expect(await shown(cost, 3.5)).toBeNull();
  });

  it('name the limit of a line quantity past it, and refuse a negative one, on the warehousing, transfer and process forms', async () => {
    for (const schema of [StockDocLineInputSchema.shape.qty, TransferLineInputSchema.shape.qty, ProcessItemBodySchema.shape.quantity]) {
      expect(await shown(schema, 99999999999)).toBe('数量不能超过 99,999,999.999');
      expect(await shown(schema, 99999999999, 'en-US')).toBe('Quantity must not exceed 99,999,999.999');
      expect(await shown(schema, -1)).toMatch(/^数量须大于 0/);
      expect(await shown(schema, 12)).toBeNull();
    }
  });

  it('refuse a negative cost on a warehousing entry line and take an empty one', async () => {
    const price = StockDocLineInputSchema.shape.price.nullable();
    expect(await shown(price, -3)).toBe('单价须不小于 0，最多两位小数');
    expect(await shown(price, null)).toBeNull();
  });
});
