// `npm start`: from a fresh clone to a running Tradewind. Installs dependencies and builds the web app only
// when they are missing or older than their sources, then runs the server in the foreground.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const at = (...parts) => path.join(root, ...parts);

/** Modification time in ms, or null when the path does not exist. */
function modified(file) {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return null;
  }
}

/** The newest modification time of a file, or of any file under a folder. */
function newest(target) {
  let stat;
  try {
    stat = fs.statSync(target);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs; // a deleted file changes only its folder's time
  for (const entry of fs.readdirSync(target)) latest = Math.max(latest, newest(path.join(target, entry)));
  return latest;
}

function step(message, args) {
  console.log(`\n> ${message}: npm ${args.join(' ')}`);
  const result = spawnSync(npm, args, { cwd: root, stdio: 'inherit', env: process.env, shell: process.platform === 'win32' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// npm rewrites node_modules/.package-lock.json on every install, so an older one means the lock changed since.
const installed = modified(at('node_modules', '.package-lock.json'));
const locked = modified(at('package-lock.json'));
if (installed === null || (locked !== null && locked > installed)) step('Installing dependencies', ['install']);

const built = modified(at('apps', 'web', 'dist', 'index.html'));
const webSources = [at('apps/web/src'), at('apps/web/index.html'), at('apps/web/public'), at('apps/web/vite.config.ts'), at('packages/contract/src')];
if (built === null || webSources.some((source) => newest(source) > built)) step('Building the web app', ['run', 'build', '-w', '@tradewind/web']);

const bundled = modified(at('apps', 'server', 'dist', 'main.mjs'));
const serverSources = [at('apps/server/src'), at('apps/server/build.mjs'), at('packages/contract/src')];
if (bundled === null || serverSources.some((source) => newest(source) > bundled)) step('Building the server', ['run', 'build', '-w', '@tradewind/server']);

// Plain node on the bundle: one child, so signals reach the server directly.
const server = spawn(process.execPath, ['--enable-source-maps', at('apps/server/dist/main.mjs')], { cwd: root, stdio: 'inherit', env: process.env });

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => {
  process.exit(code ?? (signal === 'SIGINT' ? 130 : signal === 'SIGTERM' ? 143 : 1));
});
