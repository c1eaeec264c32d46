import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CreateStockProcessSchema, spreadCents } from './stock-process.schema';

describe('spreadCents', () => {
  it('splits any amount over any weights to the cent: the parts sum to the total, none is negative, a weight of 0 gets nothing, each is within n cents of its exact share', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 99_999_999_999_999n }), fc.array(fc.bigInt({ min: 0n, max: 10n ** 16n }), { minLength: 1, maxLength: 100 }), (total, weights) => {
        const parts = spreadCents(total, weights);
        expect(parts.reduce((s, p) => s + p, 0n)).toBe(total);
        expect(parts.every((p) => p >= 0n)).toBe(true);
        const sum = weights.reduce((s, w) => s + w, 0n);
        if (sum === 0n) return;
        const n = BigInt(weights.length);
        weights.forEach((w, i) => {
          if (w === 0n) expect(parts[i]).toBe(0n);
          const exact = (total * w) / sum; // floor of the exact share
          expect(parts[i] >= exact && parts[i] <= exact + n).toBe(true);
        });
      }),
    );
  });

  it('gives the rounding rest to the last line with a weight', () => {
    expect(spreadCents(10000n, [1n, 1n, 1n])).toEqual([3333n, 3333n, 3334n]);
    expect(spreadCents(10001n, [15000n, 15000n, 1n])).toEqual([5000n, 5000n, 1n]);
    expect(spreadCents(100n, [1n, 1n, 0n])).toEqual([50n, 50n, 0n]);
    expect(spreadCents(101n, [1n, 0n, 1n, 0n])).toEqual([50n, 0n, 51n, 0n]);
    expect(spreadCents(7n, [0n, 0n])).toEqual([3n, 4n]);
  });
});

describe('CreateStockProcessSchema', () => {
  const line = { sku_id: 1, qty: '2' };
  it('takes a recipe alone, or free lines on both sides; a SKU on one side only', () => {
    expect(CreateStockProcessSchema.safeParse({ warehouse_id: 1, process_id: 3, quantity: 2 }).success).toBe(true);
    expect(CreateStockProcessSchema.safeParse({ warehouse_id: 1, inputs: [line], outputs: [{ sku_id: 2, qty: 1, cost_ratio: '' }] }).data?.outputs[0].cost_ratio).toBeNull();
    const paths = (body: object) => CreateStockProcessSchema.safeParse({ warehouse_id: 1, ...body }).error?.issues.map((i) => i.path.join('.'));
    expect(paths({ inputs: [line] })).toEqual(['outputs']);
    expect(paths({ inputs: [line], outputs: [{ sku_id: 1, qty: 1 }] })).toEqual(['outputs.0.sku_id']);
    expect(paths({ inputs: [line], outputs: [{ sku_id: 2, qty: 1, cost_ratio: '1.00001' }] })).toEqual(['outputs.0.cost_ratio']);
    expect(paths({ process_id: 3, inputs: [line] })).toEqual(['outputs']);
  });
});
