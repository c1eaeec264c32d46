import { describe, expect, it } from 'vitest';
import { localeFromHeader, messages, translate } from './messages';

describe('messages', () => {
  it('answers in both locales, with the spec texts verbatim', () => {
    expect(translate('common.store_not_authorised', 'en-US')).toBe('You have no permission to view the current store, please contact the administrator');
    expect(translate('common.delete_succeeded', 'en-US')).toBe('Delete succeeded');
    expect(translate('validation.phone_required', 'zh-CN')).toBe('请输入手机号');
    expect(translate('validation.phone_invalid', 'zh-CN')).toBe('请输入正确的手机号');
  });
  it('passes unknown text through and fills placeholders', () => {
    expect(translate('plain text', 'en-US')).toBe('plain text');
    expect(translate('At most {n}', 'en-US', { n: 3 })).toBe('At most 3');
  });
  it('has both texts for every key', () => {
    for (const [key, entry] of Object.entries(messages)) {
      expect(entry.zh, key).not.toBe('');
      expect(entry.en, key).not.toBe('');
    }
  });
  it('reads the locale from Accept-Language', () => {
    expect(localeFromHeader('en-US,en;q=0.9')).toBe('en-US');
    expect(localeFromHeader('zh-CN')).toBe('zh-CN');
    expect(localeFromHeader(undefined)).toBe('zh-CN');
  });
});
