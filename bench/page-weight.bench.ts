import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Request } from 'playwright-core';
import { exitAfter } from './lib/deadline';
import { formatTable } from './lib/report';
import { freePort, requireBuild, SERVER_BUNDLE, serverNode, type ServerNode } from './lib/server-node';

/**
 * What a browser downloads to show a page (issue 12 item 9): the built server (`npm run build` first)
 * with the demo tenant in a throw-away data folder, Debian's Chromium through playwright-core, one fresh
 * browser context per page (a cold cache), and the JavaScript of that page summed twice — as transferred
 * (the encoded body sizes, i.e. after brotli or gzip) and as uncompressed (the decoded bodies, what the
 * server sent before it compressed anything: the baseline). Goals: login ≤ 200 kB, workplace ≤ 400 kB
 * of compressed JS (kB = 1,000 bytes, as the browser's network panel counts).
 */
const repo = path.resolve(import.meta.dirname, '..');
const webIndex = path.join(repo, 'apps/web/dist/index.html');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ADMIN = { account: 'admin', password: 'admin123' };

type PageSpec = { name: string; path: string; signedIn: boolean; ready: string; goalKb: number | null };
const PAGES: PageSpec[] = [
  { name: 'login', path: '/user/login', signedIn: false, ready: 'input[type="password"]', goalKb: 200 },
  { name: 'workplace', path: '/dashboard/workplace', signedIn: true, ready: '[data-testid="shell-content"]', goalKb: 400 },
  { name: 'customer list', path: '/crm/customer/list', signedIn: true, ready: '[data-testid="shell-content"] table', goalKb: null },
];

type Weight = { files: number; transferred: number; decoded: number; encodings: Set<string>; css: number; cssDecoded: number; list: Array<[string, number, number]> };

requireBuild([SERVER_BUNDLE, webIndex]);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tw-page-weight-'));
let server: ServerNode | null = null;
let browser: Browser | null = null;
const cleanup = async () => {
  await browser?.close().catch(() => undefined);
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
};
// The server seeds the demo tenant before it listens: minutes on a busy 2-core machine.
const SERVER_START_S = Number(process.env.SERVER_START_S ?? 600);
const cancelDeadline = exitAfter(SERVER_START_S + 300, cleanup);

async function apiLogin(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/v1/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
  const body = (await res.json()) as { code: number; data: { token: string } };
  if (body.code !== 200) throw new Error(`login failed: ${JSON.stringify(body)}`);
  return body.data.token;
}

/** Opens one page in a fresh context and adds up the scripts and style sheets it loaded. */
async function weigh(baseUrl: string, spec: PageSpec, token: string): Promise<Weight> {
  const context = await browser!.newContext({ baseURL: baseUrl, locale: 'zh-CN', viewport: { width: 1280, height: 800 } });
  if (spec.signedIn) await context.addCookies([{ name: 'Access-Token', value: token, url: baseUrl }]);
  const page = await context.newPage();
  const weight: Weight = { files: 0, transferred: 0, decoded: 0, encodings: new Set(), css: 0, cssDecoded: 0, list: [] };
  const pending: Array<Promise<void>> = [];
  const count = async (request: Request) => {
    const url = new URL(request.url());
    const kind = url.pathname.endsWith('.js') ? 'js' : url.pathname.endsWith('.css') ? 'css' : null;
    if (url.origin !== baseUrl || !kind) return;
    const response = await request.response();
    if (!response) return;
    const [sizes, body, encoding] = await Promise.all([request.sizes(), response.body(), response.headerValue('content-encoding')]);
    if (kind === 'css') {
      weight.css += sizes.responseBodySize;
      weight.cssDecoded += body.length;
      return;
    }
    weight.files += 1;
    weight.transferred += sizes.responseBodySize;
    weight.decoded += body.length;
    weight.encodings.add(encoding ?? 'identity');
    weight.list.push([url.pathname, sizes.responseBodySize, body.length]);
  };
  page.on('requestfinished', (request) => pending.push(count(request)));
  await page.goto(spec.path, { waitUntil: 'networkidle' });
  await page.locator(spec.ready).first().waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  // The shell loads the page's own chunk after the session calls: give late imports a moment.
  await page.waitForTimeout(1_000);
  await Promise.all(pending);
  await context.close();
  return weight;
}

try {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  server = serverNode({
    name: 'the server',
    port,
    env: { DATA_DIR: dataDir, SCRYPT_COST: '1024' },
    ready: async (url) => (await fetch(`${url}/user/login`)).ok,
    startSeconds: SERVER_START_S,
  });
  await server.start();
  const token = await apiLogin(baseUrl);
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });

  const rows: Array<{ spec: PageSpec; weight: Weight }> = [];
  for (const spec of PAGES) rows.push({ spec, weight: await weigh(baseUrl, spec, token) });

  const kb = (bytes: number) => `${(bytes / 1000).toFixed(0)} kB`;
  // The margin to one decimal: a page a few hundred bytes either side of its goal rounds to the goal.
  const goal = (goalKb: number | null, bytes: number) => {
    if (goalKb === null) return '—';
    const margin = (Math.abs(goalKb * 1000 - bytes) / 1000).toFixed(1);
    return bytes <= goalKb * 1000 ? `≤ ${goalKb} kB met (${margin} kB under)` : `≤ ${goalKb} kB MISSED (by ${margin} kB)`;
  };
  process.stdout.write(`page weight: ${browser.version()} (Chromium), cold cache per page, ${os.cpus().length} cores, node ${process.version}\n`);
  process.stdout.write(
    `${formatTable(
      [
        { title: 'page', value: (r) => r.spec.name, align: 'left' },
        { title: 'JS files', value: (r) => String(r.weight.files) },
        { title: 'JS transferred', value: (r) => kb(r.weight.transferred) },
        { title: 'JS uncompressed', value: (r) => kb(r.weight.decoded) },
        { title: 'encoding', value: (r) => [...r.weight.encodings].sort().join(', '), align: 'left' },
        { title: 'CSS transferred', value: (r) => kb(r.weight.css) },
        { title: 'goal', value: (r) => goal(r.spec.goalKb, r.weight.transferred), align: 'left' },
      ],
      rows,
    )}\n`,
  );
  // VERBOSE=1: every script of every page, largest first (to see what a page pulls in).
  if (process.env.VERBOSE === '1') {
    for (const { spec, weight } of rows) {
      process.stdout.write(`\n${spec.name}:\n`);
      for (const [file, sent, size] of weight.list.sort((a, b) => b[1] - a[1])) process.stdout.write(`  ${kb(sent).padStart(7)} ${kb(size).padStart(7)}  ${file}\n`);
    }
  }
} finally {
  cancelDeadline();
  await cleanup();
}
