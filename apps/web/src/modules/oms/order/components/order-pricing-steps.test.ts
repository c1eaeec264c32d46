import { describe, expect, it } from 'vitest';
import type { OrderPricingStep } from '@tradewind/contract/oms/order.schema';
import { registerWebMessages, translateText, type TextKey } from '@/core/i18n/web-messages';
import { omsWebMessages } from '../../oms.messages';
import { stepText } from './order-pricing-steps';

registerWebMessages(omsWebMessages);
const inLocale = (locale: 'zh-CN' | 'en-US') => (key: TextKey) => translateText(key, locale);
const step = (kind: OrderPricingStep['kind'], name: string, amount: string): OrderPricingStep => ({ kind, id: kind.startsWith('manual_') ? 0 : 7, name, amount });

describe('a line’s pricing steps as the detail, the form and the print read them', () => {
  it('name the rule and what it took; a typed discount’s share reads by its kind alone, in both languages', () => {
    expect(stepText(inLocale('zh-CN'), step('activity', '周末零食九折', '1.50'))).toBe('活动 周末零食九折 -1.50');
    expect(stepText(inLocale('zh-CN'), step('manual_coupon', '', '0.34'))).toBe('手工券抵扣 -0.34');
    expect(stepText(inLocale('en-US'), step('manual_discount', '', '0.22'))).toBe('Discount by hand -0.22');
    // a gift activity's step took nothing
    expect(stepText(inLocale('en-US'), step('activity', '满赠', '0.00'))).toBe('Activity 满赠');
  });
});
