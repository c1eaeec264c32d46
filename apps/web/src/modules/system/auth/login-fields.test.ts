import { describe, expect, it } from 'vitest';
import { LoginSchema } from '@tradewind/contract/system/auth.schema';
import { checkLoginField, readLoginForm } from './login-fields';

describe('the login form without antd Form', () => {
  it("refuses with the contract's messages, as the server does", async () => {
    expect(await checkLoginField('account', '')).toBe('validation.account_required');
    expect(await checkLoginField('account', '   ')).toBe('validation.account_required');
    expect(await checkLoginField('account', 'x'.repeat(65))).toBe('validation.text_too_long');
    expect(await checkLoginField('password', '')).toBe('validation.password_required');
    expect(await checkLoginField('account', 'admin')).toBeUndefined();
    expect(await checkLoginField('password', 'admin123')).toBeUndefined();
    const server = LoginSchema.safeParse({ account: '', password: '' });
    expect(server.error?.issues.map((issue) => issue.message)).toEqual(['validation.account_required', 'validation.password_required']);
  });

  it('reads what the browser holds in the form', () => {
    const data = new FormData();
    data.set('account', 'admin');
    data.set('password', 'secret');
    expect(readLoginForm(data)).toEqual({ account: 'admin', password: 'secret' });
    expect(readLoginForm(new FormData())).toEqual({ account: '', password: '' });
  });
});
