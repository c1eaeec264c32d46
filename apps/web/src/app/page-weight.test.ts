import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sessionPages } from '@tradewind/contract/system/session.pages';
import { systemPages } from '@tradewind/contract/system/system.pages';

/**
 * Page weight budgets: the JavaScript a browser downloads to show a page, added up from the build (bytes,
 * not a timing, so the figure is the same on every machine). The bytes are what the server sends to a
 * browser that accepts brotli, as Chromium does: the build's `.br` copy of a chunk, or the chunk itself
 * when it has none (apps/web/vite.config.ts, apps/server/src/core/http/web-app.ts). kB = 1,000 bytes,
 * as the browser's network panel counts. `npm test` builds first; bench/page-weight.bench.ts measures
 * the same pages in Chromium.
 *
 * A page downloads the entry (index.html's script) and every chunk it imports, transitively, then the
 * chunks its route loads lazily: the frame (layout) with what the frame loads beside it, and the page.
 */
const dist = path.resolve(import.meta.dirname, '../../dist');
const manifestFile = path.join(dist, '.vite', 'manifest.json');

type Chunk = { file: string; name?: string; src?: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] };
type Manifest = Record<string, Chunk>;

type Page = { name: string; budgetKb: number; lazy: string[] };

/**
 * What each page's route loads lazily, by source file (apps/web/src/app/router.tsx and the page's route):
 * a file that moves must move here too, or the test says which one it cannot find.
 *
 * The goals are login ≤ 200 kB and workplace ≤ 400 kB, both met. Login: 197.7 kB on 2026-11-28 (the
 * modules' routes are discovered on the first navigation that needs them, router.tsx, and the language
 * switch is no Segmented). Workplace: 353.6 kB on 2026-11-29, down from 409.5 kB when it stopped waiting
 * for the texts only other modules' pages show (app/module-texts.ts, loaded once the shell is idle and
 * awaited by module pages, core/i18n/module-texts.ts); it still loads every module's routes (18 kB) to
 * find its own.
 */
const PAGES: Page[] = [
  {
    name: 'login (/user/login)',
    // 198.2 kB on 2026-11-29 (200.4 kB before): the entry routes the session pages from their own small
    // manifest (contract system/session.pages.ts, system/session.routes.ts); the other system pages' paths,
    // titles and preload lists load with the signed-in app (system.routes.ts, by app/module-routes.ts), so
    // a new system page no longer adds to the login. The session pages wait for no other module's texts
    // (`ownTextsOnly`): until then the login page also loaded app/module-texts.ts (78 kB), which this list
    // did not count.
    budgetKb: 200,
    lazy: ['src/shell/layouts/public-layout.tsx', 'src/modules/system/auth/auth.messages.ts', 'src/modules/system/auth/pages/login-page.tsx'],
  },
  {
    // a channel link's QR code opens it on a phone (239.0 kB on 2026-11-29, no zod until the first check;
    // 1.9 kB of it since the system routes left the entry for a chunk of their own, as crm's have):
    // the public frame, the modules' routes (found on the
    // first navigation, router.tsx) and the page with its own texts — none of the shell's
    name: 'channel registration (/register/channel)',
    budgetKb: 240,
    lazy: ['src/shell/layouts/public-layout.tsx', 'src/modules/system/auth/auth.messages.ts', 'src/app/module-routes.ts', 'src/modules/crm/channel-link/pages/channel-register-page.tsx'],
  },
  {
    // 386.6 kB on 2026-11-29, 1.9 kB more since the system routes left the entry (see above)
    name: 'workplace (/dashboard/workplace)',
    budgetKb: 400,
    lazy: ['src/app/module-routes.ts', 'src/shell/layout/main-layout.tsx', 'src/app/modules.ts', 'src/modules/dashboard/workplace/pages/workplace-page.tsx'],
  },
];

function readManifest(): Manifest {
  if (!fs.existsSync(manifestFile)) {
    throw new Error(`${path.relative(process.cwd(), manifestFile)} is missing: build the web app first (\`npm run build -w @tradewind/web\`; \`npm test\` does)`);
  }
  return JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
}

/**
 * The manifest's key of the chunk that holds a source file: the file itself when it starts a chunk;
 * a module that shares its chunk with others (imported lazily here and statically elsewhere) is found by
 * the chunk's name, which is the file's.
 */
function chunkKeyOf(manifest: Manifest, source: string): string {
  if (manifest[source]) return source;
  const name = path.basename(source).replace(/\.[jt]sx?$/, '');
  const keys = Object.keys(manifest).filter((key) => manifest[key].name === name && !manifest[key].src);
  if (keys.length !== 1) throw new Error(`no chunk of ${source} in the build (${keys.length} shared chunks named '${name}'): did the file move? update PAGES in this test`);
  return keys[0];
}

/** The files of the chunks given and of everything they import statically, transitively. */
function withStaticImports(manifest: Manifest, keys: string[]): Set<string> {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the manifest names a chunk it does not describe: ${key}`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return files;
}

/** What the server sends for a file to a browser that accepts brotli. */
function sentBytes(file: string): number {
  const full = path.join(dist, file);
  return fs.existsSync(`${full}.br`) ? fs.statSync(`${full}.br`).size : fs.statSync(full).size;
}

function weigh(manifest: Manifest, page: Page) {
  const entry = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  expect(entry, 'the build has one entry (index.html)').toHaveLength(1);
  const files = [...withStaticImports(manifest, [...entry, ...page.lazy.map((source) => chunkKeyOf(manifest, source))])].filter((file) => file.endsWith('.js'));
  const chunks = files.map((file) => ({ file, bytes: sentBytes(file) })).sort((a, b) => b.bytes - a.bytes);
  return { chunks, total: chunks.reduce((sum, chunk) => sum + chunk.bytes, 0) };
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

describe('page weight (built chunks each page loads, as sent compressed)', () => {
  for (const page of PAGES) {
    it(`${page.name}: at most ${page.budgetKb} kB of JavaScript`, () => {
      const { chunks, total } = weigh(readManifest(), page);
      const largest = chunks
        .slice(0, 12)
        .map((chunk) => `  ${kb(chunk.bytes).padStart(9)}  ${chunk.file}`)
        .join('\n');
      console.info(`${page.name}: ${kb(total)} in ${chunks.length} files (budget ${page.budgetKb} kB)`);
      expect(total, `${page.name} loads ${kb(total)} of JavaScript in ${chunks.length} files, over its ${page.budgetKb} kB; the largest:\n${largest}`).toBeLessThanOrEqual(page.budgetKb * 1000);
    });
  }

  it('the workplace downloads none of the texts only module pages show: they load after it', () => {
    const manifest = readManifest();
    const later = manifest['src/app/module-texts.ts'];
    expect(later, 'the build has a chunk of its own for app/module-texts.ts, imported lazily').toBeDefined();
    const deferred = new Set([later.file, ...(later.imports ?? []).map((key) => manifest[key].file).filter((file) => /\/(pms|fms|wms|oms|lms)-[\w-]+\.js$/.test(file))]);
    expect(deferred.size, 'the goods, finance and warehouse texts have chunks of their own').toBeGreaterThan(1);
    const workplace = weigh(manifest, PAGES.find((page) => page.name.startsWith('workplace'))!).chunks.map((chunk) => chunk.file);
    expect(workplace.filter((file) => deferred.has(file)), 'a file the entry, the main frame, modules.ts or the workplace page imports imports a module that app/module-texts.ts loads later').toEqual([]);
  });

  it('the login page downloads only the session pages of the system manifest: the rest load with the signed-in app', () => {
    const manifest = readManifest();
    const login = weigh(manifest, PAGES[0]).chunks.map((chunk) => fs.readFileSync(path.join(dist, chunk.file), 'utf8'));
    const sessionPaths = new Set(sessionPages.map((page) => page.path));
    const others = systemPages.pages.filter((page) => !sessionPaths.has(page.path) && page.path.startsWith('/system/')).map((page) => page.path);
    expect(others.length).toBeGreaterThan(0);
    expect(others.filter((address) => login.some((code) => code.includes(address))), 'a module the entry or the login page imports imports the system manifest (system.pages.ts) or system.routes.ts: the entry routes contract system/session.pages.ts only').toEqual([]);
  });

  it('the login page downloads no zod: it loads its schema at the first check', () => {
    const manifest = readManifest();
    const zod = Object.values(manifest).find((chunk) => chunk.name === 'zod');
    expect(zod, 'the build has a chunk of its own for zod (apps/web/vite.config.ts, codeSplitting)').toBeDefined();
    const login = weigh(manifest, PAGES[0]).chunks.map((chunk) => chunk.file);
    expect(login, 'a module the entry or the login page imports (the router, a route file, the session code) imports a contract schema: import its plain constants from a zod-free file').not.toContain(zod?.file);
  });
});
