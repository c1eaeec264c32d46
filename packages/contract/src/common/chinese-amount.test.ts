import { describe, expect, it } from 'vitest';
import { amountInChineseCapitals } from './chinese-amount';

describe('amountInChineseCapitals', () => {
  it('writes amounts as on Chinese orders and invoices', () => {
    expect(amountInChineseCapitals(42943)).toBe('肆佰贰拾玖元肆角叁分');
    expect(amountInChineseCapitals(100000)).toBe('壹仟元整');
    expect(amountInChineseCapitals(0)).toBe('零元整');
    expect(amountInChineseCapitals(5)).toBe('伍分');
    expect(amountInChineseCapitals(50)).toBe('伍角');
    expect(amountInChineseCapitals(100005)).toBe('壹仟元零伍分');
    expect(amountInChineseCapitals(100500)).toBe('壹仟零伍元整');
    expect(amountInChineseCapitals(1_000_100)).toBe('壹万零壹元整');
    expect(amountInChineseCapitals(10_0000_0000_00)).toBe('壹拾亿元整');
    expect(amountInChineseCapitals(1_0001_0000_00)).toBe('壹亿零壹万元整');
    expect(amountInChineseCapitals(1234_5678_90)).toBe('壹仟贰佰叁拾肆万伍仟陆佰柒拾捌元玖角');
    expect(amountInChineseCapitals(-1250)).toBe('负壹拾贰元伍角');
    expect(() => amountInChineseCapitals(1.5)).toThrow(RangeError);
  });
});
