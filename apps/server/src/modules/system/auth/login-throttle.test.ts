import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { withSystem } from '@/core/db/tenancy';
import { TEST_PASSWORD, useTestApp } from '@/test/test-app';
import { LOGIN_MAX_FAILURES_PER_ACCOUNT, LOGIN_MAX_FAILURES_PER_IP, loginLockSeconds } from './auth.service';

// Issue 13 finding 7: failures count per person (account and phone together), per typed identifier and
// per address; the lock is short and grows (1 minute, doubling to 15).

const t = useTestApp();
let phone = 16600000000 + Math.floor(Math.random() * 9000) * 10000;
let address = 0;
const nextIp = () => `10.77.${Math.floor((address += 1) / 250)}.${address % 250}`;

async function login(account: string, password: string, ip: string, lang?: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { account, password },
    remoteAddress: ip,
    headers: lang ? { 'accept-language': lang } : {},
  });
  const json = res.json() as { code: number; message: string };
  return { status: res.statusCode, code: json.code, message: json.message };
}

/** A clerk with an account and a phone of their own. */
async function person() {
  const tenant = await t.tenant({});
  const mobile = String((phone += 1));
  await withSystem(t.app.database.db, (tx) => tx.execute(sql`UPDATE staff SET phone = ${mobile} WHERE id = ${tenant.staff.clerk}`));
  return { tenant, account: tenant.accounts.clerk, phone: mobile };
}

/** Moves every recorded attempt of these identifiers back in time (the lock is measured in the database's now()). */
const age = (identifiers: string[], seconds: number) =>
  withSystem(t.app.database.db, (tx) =>
    tx.execute(sql`UPDATE login_attempts SET created_at = created_at - make_interval(secs => ${seconds}) WHERE lower(account) IN (${sql.join(identifiers.map((i) => sql`${i.toLowerCase()}`), sql`, `)})`),
  );

async function fail(account: string, times: number, ip = nextIp()) {
  for (let i = 0; i < times; i += 1) expect((await login(account, 'bad-guess', ip)).code).toBe(422);
}

describe('login throttling', () => {
  it('locks the person, not the identifier: failures by account lock the phone and the other way round', async () => {
    const a = await person();
    await fail(a.account, LOGIN_MAX_FAILURES_PER_ACCOUNT);
    expect(await login(a.phone, TEST_PASSWORD, nextIp())).toMatchObject({ status: 429, code: 429, message: '登录失败次数过多，请 1 分钟后再试' });
    expect((await login(a.account, TEST_PASSWORD, nextIp())).code).toBe(429);

    const b = await person();
    await fail(b.phone, LOGIN_MAX_FAILURES_PER_ACCOUNT);
    expect((await login(b.account, TEST_PASSWORD, nextIp())).code).toBe(429);
    expect((await login(b.account.toUpperCase(), TEST_PASSWORD, nextIp())).code).toBe(429);
    // mixing the two identifiers counts together too
    const c = await person();
    await fail(c.account, 3);
    await fail(c.phone, 2);
    expect((await login(c.account, TEST_PASSWORD, nextIp())).code).toBe(429);
    // unknown identifiers are throttled as typed
    const ghost = `ghost${phone}`;
    await fail(ghost, LOGIN_MAX_FAILURES_PER_ACCOUNT);
    expect((await login(ghost, 'x-whatever', nextIp())).code).toBe(429);
  });

  it('tells the time left in both locales, lets the person in when the lock expires, and grows the lock to at most 15 minutes', async () => {
    const a = await person();
    await fail(a.account, LOGIN_MAX_FAILURES_PER_ACCOUNT);
    expect((await login(a.account, TEST_PASSWORD, nextIp(), 'en-US')).message).toBe('Too many failed logins, please try again in 1 min');
    await age([a.account, a.phone], 61);
    // one more failure after the first lock: two minutes
    await fail(a.phone, 1);
    expect((await login(a.account, TEST_PASSWORD, nextIp())).message).toBe('登录失败次数过多，请 2 分钟后再试');
    await age([a.account, a.phone], 121);
    expect((await login(a.phone, TEST_PASSWORD, nextIp())).code).toBe(200);
    // a success starts afresh
    await fail(a.account, LOGIN_MAX_FAILURES_PER_ACCOUNT - 1);
    expect((await login(a.account, TEST_PASSWORD, nextIp())).code).toBe(200);
    expect([4, 5, 6, 7, 8, 9, 20].map(loginLockSeconds)).toEqual([0, 60, 120, 240, 480, 900, 900]);
  });

  it('does not let one person’s failures lock another out from the same address below the address limit', async () => {
    const ip = nextIp();
    const victim = await person();
    const attacker = await person();
    await fail(attacker.account, LOGIN_MAX_FAILURES_PER_ACCOUNT, ip);
    expect((await login(attacker.account, TEST_PASSWORD, ip)).code).toBe(429);
    expect((await login(victim.account, TEST_PASSWORD, ip)).code).toBe(200);
    // past the address limit the address is locked for everyone, the person elsewhere is not
    const names = Array.from({ length: LOGIN_MAX_FAILURES_PER_IP }, (_, i) => `nobody${phone}_${i}`);
    for (const name of names.slice(0, LOGIN_MAX_FAILURES_PER_IP - LOGIN_MAX_FAILURES_PER_ACCOUNT)) expect((await login(name, 'bad', ip)).code).toBe(422);
    expect(await login(victim.phone, TEST_PASSWORD, ip)).toMatchObject({ status: 429, message: '登录失败次数过多，请 15 分钟后再试' });
    expect((await login(victim.phone, TEST_PASSWORD, nextIp())).code).toBe(200);
  });
});
