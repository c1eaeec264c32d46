import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMMUTABLE_CACHE, REVALIDATE_CACHE, serveWebApp } from './web-app';

/** A dist folder as `vite build` leaves it: hashed assets with their .br and .gz copies, index.html. */
const SCRIPT = `export const answer = ${JSON.stringify('forty-two '.repeat(200))};\n`;
const INDEX = `<!doctype html><html><head><script type="module" src="/assets/index-Ab12Cd34.js"></script></head><body>${' '.repeat(500)}</body></html>`;
let dist: string;
let app: FastifyInstance;

function writeWithCopies(file: string, content: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(content));
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content));
}

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'tw-web-dist-'));
  writeWithCopies(path.join(dist, 'index.html'), INDEX);
  writeWithCopies(path.join(dist, 'assets/index-Ab12Cd34.js'), SCRIPT);
  fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  fs.mkdirSync(path.join(dist, '.vite'));
  fs.writeFileSync(path.join(dist, '.vite/manifest.json'), '{"src/main.tsx":{"file":"assets/index-Ab12Cd34.js"}}');
  app = Fastify();
  await serveWebApp(app, dist);
  await app.ready();
});

afterAll(async () => {
  await app.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  app.inject({ method: 'GET', url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

describe('the built web app', () => {
  it('keeps the build manifest (source file names, read by the page-weight test) to itself', async () => {
    const res = await get('/.vite/manifest.json');
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('src/main.tsx');
  });

  it('sends a hashed script as brotli when the browser accepts it, cached for a year', async () => {
    const res = await get('/assets/index-Ab12Cd34.js', 'gzip, deflate, br, zstd');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(res.headers['cache-control']).toBe(IMMUTABLE_CACHE);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends gzip when only gzip is accepted, and the plain file when nothing is', async () => {
    const gzip = await get('/assets/index-Ab12Cd34.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);
    expect(gzip.headers['cache-control']).toBe(IMMUTABLE_CACHE);

    const plain = await get('/assets/index-Ab12Cd34.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
    expect(plain.headers['cache-control']).toBe(IMMUTABLE_CACHE);
  });

  it('answers client routes with index.html that the browser must revalidate', async () => {
    for (const url of ['/', '/crm/customer/list?page=2', '/index.html']) {
      const res = await get(url, 'gzip, br');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.headers['cache-control'], url).toBe(REVALIDATE_CACHE);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(zlib.brotliDecompressSync(res.rawPayload).toString(), url).toBe(INDEX);
    }
  });

  it('revalidates unhashed files beside index.html too', async () => {
    const res = await get('/favicon.svg', 'br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['cache-control']).toBe(REVALIDATE_CACHE);
  });

  it('does not serve the compressed copies under their own names, nor unknown files and API paths', async () => {
    expect((await get('/assets/index-Ab12Cd34.js.br')).statusCode).toBe(404);
    expect((await get('/assets/index-Ab12Cd34.js.gz')).statusCode).toBe(404);
    expect((await get('/assets/missing-Zz99.js', 'br')).statusCode).toBe(404);
    const api = await get('/api/v1/no/such/thing');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: 404 });
  });
});
