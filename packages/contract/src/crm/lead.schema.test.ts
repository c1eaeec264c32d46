import { describe, expect, it } from 'vitest';
import { CreateLeadSchema, normaliseCompanyName, normaliseCreditCode, normaliseLeadPhone } from './lead.schema';

describe('lead duplicate keys', () => {
  it('reads a phone as its digits without the +86 / 0086 prefix', () => {
    expect(normaliseLeadPhone('+86 138-0013 8000')).toBe('13800138000');
    expect(normaliseLeadPhone('0086 13800138000')).toBe('13800138000');
    expect(normaliseLeadPhone('(138) 0013 8000')).toBe('13800138000');
    // 86 is only a prefix on 13 digits: an 11-digit number starting 86 is left alone
    expect(normaliseLeadPhone('86123456789')).toBe('86123456789');
  });

  it('reads a credit code upper case without spaces, a company name with half-width brackets and no spaces', () => {
    expect(normaliseCreditCode(' 91310000ma1fl1 c4x2\u3000')).toBe('91310000MA1FL1C4X2');
    expect(normaliseCompanyName('杭州 西湖（茶叶）有限公司')).toBe(normaliseCompanyName('杭州西湖(茶叶)有限公司'));
    expect(normaliseCompanyName('ABC（Shanghai）\u3000Ltd')).toBe('abc(shanghai)ltd');
  });

  it('keeps a typed phone as 11 digits and refuses what is not a mobile', () => {
    const base = { name: '李经理', source: 6 };
    expect(CreateLeadSchema.parse({ ...base, phone: '+86 139 1000 0002' }).phone).toBe('13910000002');
    expect(CreateLeadSchema.safeParse({ ...base, phone: '+86 1234' }).error?.issues[0].message).toBe('validation.phone_invalid');
    expect(CreateLeadSchema.safeParse({ ...base, phone: '13910000002', credit_number: '91310000MA1234567X' }).error?.issues[0].message).toBe('crm.lead_credit_invalid');
  });
});
