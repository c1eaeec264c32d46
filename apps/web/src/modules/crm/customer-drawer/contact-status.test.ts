import { describe, expect, it } from 'vitest';
import { customerDrawerMessages } from './customer-drawer.messages';
import { contactStatusHint } from './contact-status';

describe('the contact form status (issue 14)', () => {
  it('tells the user a new contact is still disabled, in both locales', () => {
    const key = contactStatusHint(true, 0);
    expect(key).not.toBeNull();
    expect(customerDrawerMessages[key!].zh).toContain('禁用');
    expect(customerDrawerMessages[key!].en).toContain('disabled');
  });

  it('says nothing once enabled, or when editing', () => {
    expect(contactStatusHint(true, 1)).toBeNull();
    expect(contactStatusHint(false, 0)).toBeNull();
  });
});
