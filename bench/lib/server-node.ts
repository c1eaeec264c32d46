import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/**
 * The built server (`npm run build`: `apps/server/dist/main.mjs`) as a process of its own, as `npm start`
 * runs it: what the benches that measure a node from outside (page weight, the soak, one node's limits)
 * start, kill and start again.
 */
export const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
export const SERVER_BUNDLE = path.join(REPO_ROOT, 'apps/server/dist/main.mjs');

/** Throws with the command to run when a build output the bench needs is missing. */
export function requireBuild(files: string[] = [SERVER_BUNDLE]): void {
  for (const file of files) {
    if (!fs.existsSync(file)) throw new Error(`${path.relative(REPO_ROOT, file)} is missing: run \`npm run build\` first`);
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export type ServerNode = {
  name: string;
  port: number;
  /** `http://127.0.0.1:<port>` */
  url: string;
  /** starts the process and waits until `ready` says yes (at most `startSeconds`) */
  start(): Promise<void>;
  /** sends a signal to the running process (SIGKILL: the crash the soak simulates) and waits for it to exit */
  kill(signal: NodeJS.Signals): Promise<void>;
  /** SIGTERM, then SIGKILL after 10 s; nothing when not running */
  stop(): Promise<void>;
  running(): boolean;
};

export type ServerNodeOptions = {
  name: string;
  port: number;
  /** added to the environment (DATABASE_URL or DATA_DIR, SEED_DEMO, …); PORT, HOST and LOG_LEVEL are set here */
  env: Record<string, string>;
  /** true once the node serves requests; polled every 250 ms */
  ready: (url: string) => Promise<boolean>;
  startSeconds: number;
  stdout?: 'ignore' | 'inherit';
};

/** A server node the caller starts and stops; nothing runs until `start`. */
export function serverNode(options: ServerNodeOptions): ServerNode {
  const url = `http://127.0.0.1:${options.port}`;
  let child: ChildProcess | null = null;
  const exited = (c: ChildProcess) => c.exitCode !== null || c.signalCode !== null;
  const waitExit = (c: ChildProcess, ms: number) =>
    new Promise<boolean>((resolve) => {
      if (exited(c)) return resolve(true);
      const timer = setTimeout(() => resolve(false), ms);
      c.once('exit', () => {
        clearTimeout(timer);
        resolve(true);
      });
    });
  return {
    name: options.name,
    port: options.port,
    url,
    running: () => child !== null && !exited(child),
    async start() {
      const c = spawn(process.execPath, [SERVER_BUNDLE], {
        cwd: REPO_ROOT,
        env: { ...process.env, LOG_LEVEL: 'warn', ...options.env, PORT: String(options.port), HOST: '127.0.0.1' },
        stdio: ['ignore', options.stdout ?? 'ignore', 'inherit'],
      });
      child = c;
      const until = Date.now() + options.startSeconds * 1000;
      while (Date.now() < until) {
        if (exited(c)) throw new Error(`${options.name} exited with ${c.exitCode ?? c.signalCode} while starting`);
        if (await options.ready(url).catch(() => false)) return;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      throw new Error(`${options.name} did not answer within ${options.startSeconds} s`);
    },
    async kill(signal) {
      if (!child || exited(child)) return;
      child.kill(signal);
      await waitExit(child, 10_000);
    },
    async stop() {
      if (!child || exited(child)) return;
      child.kill('SIGTERM');
      if (!(await waitExit(child, 10_000))) {
        child.kill('SIGKILL');
        await waitExit(child, 5_000);
      }
    },
  };
}

/**
 * Ready when `/readyz` answers 200 (the database answers, migrations applied). On a server without it (404):
 * listening is enough without `login` (the server migrates before it listens), else when that login passes —
 * which needs the database and the tenant.
 */
export function readyProbe(login?: { account: string; password: string }): (url: string) => Promise<boolean> {
  return async (url) => {
    const probe = await fetch(`${url}/readyz`);
    await probe.arrayBuffer();
    if (probe.status === 200) return true;
    if (probe.status !== 404) return false;
    if (!login) return true;
    const res = await fetch(`${url}/api/v1/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(login) });
    return ((await res.json()) as { code: number }).code === 200;
  };
}

/** Signs in over HTTP and gives the headers of later calls (bearer token, the store, JSON). */
export async function signIn(apiBase: string, account: string, password: string, storeId: number): Promise<Record<string, string>> {
  const res = await fetch(`${apiBase}/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ account, password }) });
  const login = (await res.json()) as { code: number; message: string; data: { token: string } | null };
  if (login.code !== 200 || !login.data) throw new Error(`login failed: ${login.code} ${login.message}`);
  return { authorization: `Bearer ${login.data.token}`, 'from-client-type': 'pc', 'content-type': 'application/json', currstoreid: String(storeId) };
}
