import { fork, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { fileURLToPath } from 'node:url';

/**
 * Times HTTP requests from a process of its own, as a browser would send them: one keep-alive
 * connection, one request at a time, the clock running from sending the request to the last byte of the
 * answer. The measured server's process then carries no client work (no fetch, no JSON parse, no client
 * garbage), and the client's pauses are not the server's.
 */
export type TimedResponse = { ms: number; status: number; body: string };

type Request = { id: number; url: string; headers: Record<string, string> };
type Reply = { id: number } & ({ ok: true; response: TimedResponse } | { ok: false; error: string });

export type LatencyClient = {
  get(url: string, headers?: Record<string, string>): Promise<TimedResponse>;
  close(): void;
};

export function startLatencyClient(): LatencyClient {
  const child: ChildProcess = fork(fileURLToPath(import.meta.url), ['--latency-client'], {
    execArgv: ['--import', import.meta.resolve('tsx/esm')],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const waiting = new Map<number, { resolve: (r: TimedResponse) => void; reject: (e: Error) => void }>();
  let next = 0;
  child.on('message', (reply: Reply) => {
    const entry = waiting.get(reply.id);
    waiting.delete(reply.id);
    if (reply.ok) entry?.resolve(reply.response);
    else entry?.reject(new Error(reply.error));
  });
  child.on('exit', (code) => {
    for (const entry of waiting.values()) entry.reject(new Error(`latency client exited with code ${code}`));
    waiting.clear();
  });
  return {
    get: (url, headers = {}) =>
      new Promise((resolve, reject) => {
        const id = (next += 1);
        waiting.set(id, { resolve, reject });
        child.send({ id, url, headers } satisfies Request);
      }),
    close: () => child.kill(),
  };
}

function serve(): void {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const send = (reply: Reply) => process.send?.(reply);
  process.on('message', (request: Request) => {
    const started = performance.now();
    const req = http.get(request.url, { agent, headers: request.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const ms = performance.now() - started;
        send({ id: request.id, ok: true, response: { ms, status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') } });
      });
    });
    req.on('error', (error) => send({ id: request.id, ok: false, error: error.message }));
  });
  process.on('disconnect', () => process.exit(0));
}

if (process.argv.includes('--latency-client')) serve();
