import { describe, expect, it } from 'vitest';
import { amountInChineseCapitals, amountInEnglishWords, amountInWords } from './chinese-amount';

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

describe('amountInEnglishWords', () => {
  it('writes amounts as English invoices and cheques do', () => {
    expect(amountInEnglishWords(123456)).toBe('One Thousand Two Hundred Thirty-Four Yuan and Fifty-Six Fen Only');
    expect(amountInEnglishWords(100000)).toBe('One Thousand Yuan Only');
    expect(amountInEnglishWords(0)).toBe('Zero Yuan Only');
    expect(amountInEnglishWords(5)).toBe('Five Fen Only');
    expect(amountInEnglishWords(1_000_001_00)).toBe('One Million One Yuan Only');
    expect(amountInEnglishWords(1_200_019_00)).toBe('One Million Two Hundred Thousand Nineteen Yuan Only');
    expect(amountInEnglishWords(30_517_10)).toBe('Thirty Thousand Five Hundred Seventeen Yuan and Ten Fen Only');
    expect(amountInEnglishWords(-1250)).toBe('Minus Twelve Yuan and Fifty Fen Only');
    expect(() => amountInEnglishWords(0.5)).toThrow(RangeError);
  });

  it('follows the print locale', () => {
    expect(amountInWords(42943, 'zh-CN')).toBe('肆佰贰拾玖元肆角叁分');
    expect(amountInWords(42943, 'en-US')).toBe('Four Hundred Twenty-Nine Yuan and Forty-Three Fen Only');
  });
});
