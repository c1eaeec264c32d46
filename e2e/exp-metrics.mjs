import { chromium } from 'playwright-core';
const base = 'http://127.0.0.1:8099';
const args = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const token = (await (await fetch(`${base}/api/v1/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ account: 'admin', password: 'admin123' }) })).json()).data.token;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args });
for (const round of [1, 2]) {
  const ctx = await browser.newContext({ baseURL: base, locale: 'zh-CN', reducedMotion: 'reduce', viewport: { width: 1280, height: 800 } });
  await ctx.addCookies([{ name: 'Access-Token', value: token, url: base }]);
  const page = await ctx.newPage();
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Performance.enable');
  let prev = {};
  for (const url of ['/dashboard/workplace', '/crm/customer/list', '/oms/order/list', '/crm/customer/list']) {
    await page.goto(url); await page.waitForLoadState('networkidle');
    const m = Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((x) => [x.name, x.value]));
    const d = (k) => ((m[k] - (prev[k] ?? 0))).toFixed(2);
    console.log(round, url.padEnd(22), 'task', d('TaskDuration'), 'script', d('ScriptDuration'), 'layout', d('LayoutDuration'), 'style', d('RecalcStyleDuration'), 'v8compile', d('V8CompileDuration'));
    prev = m;
  }
  await ctx.close();
}
await browser.close();
