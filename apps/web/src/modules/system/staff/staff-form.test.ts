import { describe, expect, it } from 'vitest';
import { translate } from '@tradewind/contract/common/core-messages';
import { CreateStaffSchema, UpdateStaffSchema } from '@tradewind/contract/system/staff.schema';
import '@/modules/system/admin';
import { staffMessages } from './staff.messages';
import { avatarValueProps, normalizeAvatar } from './staff-form-values';

const errorOf = (value: unknown) => {
  const result = CreateStaffSchema.shape.name.safeParse(value);
  if (result.success) throw new Error('accepted');
  return result.error.issues[0].message;
};

describe('the staff form', () => {
  it('names its name field the same in its label and its errors, in both locales (issue 14)', () => {
    for (const bad of ['', '   ', 'x'.repeat(51)]) {
      expect(translate(errorOf(bad), 'zh-CN')).toContain(staffMessages['staff.name'].zh);
      expect(translate(errorOf(bad), 'en-US')).toContain(staffMessages['staff.name'].en.toLowerCase());
    }
    expect(translate(errorOf(''), 'zh-CN')).toBe('请输入姓名');
    expect(translate(errorOf(''), 'en-US')).toBe('Please enter the name');
    expect(UpdateStaffSchema.shape.name).toBe(CreateStaffSchema.shape.name);
  });

  it('hands the image uploader a list and keeps the avatar as one address', () => {
    expect(avatarValueProps('https://x/a.png')).toEqual({ value: ['https://x/a.png'] });
    expect(avatarValueProps('')).toEqual({ value: [] });
    expect(avatarValueProps(null)).toEqual({ value: [] });
    expect(normalizeAvatar(['https://x/b.png'])).toBe('https://x/b.png');
    expect(normalizeAvatar([])).toBe('');
  });
});
