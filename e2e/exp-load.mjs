import { chromium } from 'playwright-core';
import fs from 'node:fs';
const base = 'http://127.0.0.1:8099';
const args = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', ...(process.argv[3] ? process.argv[3].split(' ') : [])];
function treeCpu(root) {
  const hz = 100; let tot = 0;
  const kids = (pid) => { try { return fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number); } catch { return []; } };
  const walk = (pid) => { try { const f = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' '); tot += +f[11] + +f[12] + +f[13] + +f[14]; } catch {} kids(pid).forEach(walk); };
  walk(root); return tot / hz;
}
const token = (await (await fetch(`${base}/api/v1/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ account: 'admin', password: 'admin123' }) })).json()).data.token;
const mode = process.argv[2];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args });
const pid = browser.process?.()?.pid ?? null;
const t0 = treeCpu(process.pid); const w0 = performance.now();
let shared;
const keep = [];
for (let i = 0; i < 6; i++) {
  let ctx = mode === 'warm' ? shared : null;
  if (!ctx) { ctx = await browser.newContext({ baseURL: base, locale: 'zh-CN', reducedMotion: 'reduce', viewport: { width: 1280, height: 800 } }); await ctx.addCookies([{ name: 'Access-Token', value: token, url: base }]); if (mode === 'warm') shared = ctx; }
  const page = await ctx.newPage();
  for (const url of ['/dashboard/workplace', '/crm/customer/list', '/oms/order/list']) {
    await page.goto(url); await page.waitForLoadState('networkidle');
  }
  keep.push(page);
}
const t1 = treeCpu(process.pid);
console.log(mode, 'chromium+node tree cpu', (t1 - t0).toFixed(1), 's wall', ((performance.now() - w0) / 1000).toFixed(1));
await browser.close();
