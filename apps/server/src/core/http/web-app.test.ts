import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMMUTABLE_CACHE, REVALIDATE_CACHE, serveWebApp, tileSource } from './web-app';

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
  await serveWebApp(app, dist, {
    storage: { driver: 's3', endpoint: 'https://minio.example:9000', region: 'us-east-1', bucket: 'tw', credentials: null, forcePathStyle: true, publicUrl: 'https://files.example/' },
    tileUrls: async () => ['https://webrd0{s}.is.autonavi.com/appmaptile?x={x}&y={y}&z={z}', 'https://tiles.example/{z}/{x}/{y}.png', 'https://{s}.com/{z}/{x}/{y}.png'],
  });
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

  it('sends index.html with a Content-Security-Policy: scripts from itself only, images from the storage and the map tiles', async () => {
    for (const url of ['/', '/crm/customer/list', '/index.html']) {
      const res = await app.inject({ method: 'GET', url, headers: { host: 'tw.example:8080' } });
      const policy = String(res.headers['content-security-policy']);
      const directives = Object.fromEntries(policy.split(/;\s*/).map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));
      expect(directives['script-src'], url).toEqual(["'self'"]);
      expect(directives['object-src'], url).toEqual(["'none'"]);
      expect(directives['base-uri'], url).toEqual(["'self'"]);
      expect(directives['frame-ancestors'], url).toEqual(["'none'"]);
      expect(directives['style-src'], url).toEqual(["'self'", "'unsafe-inline'"]);
      expect(directives['img-src'], url).toEqual(["'self'", 'data:', 'blob:', 'https://files.example', 'https://minio.example:9000', 'https://*.is.autonavi.com', 'https://tiles.example']);
      expect(directives['connect-src'], url).toEqual(["'self'", 'ws://tw.example:8080', 'wss://tw.example:8080', 'https://files.example', 'https://minio.example:9000']);
    }
    // the built page has no inline script the policy would block
    expect(INDEX).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    // a script or a JSON answer carries none (the policy is the page's)
    expect((await get('/assets/index-Ab12Cd34.js')).headers['content-security-policy']).toBeUndefined();
    expect((await get('/api/v1/no/such/thing')).headers['content-security-policy']).toBeUndefined();
  });

  it('turns a tile url template into a host source, or none', () => {
    expect(tileSource('https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe('https://*.tile.openstreetmap.org');
    expect(tileSource('http://127.0.0.1:8081/{z}/{x}/{y}.png')).toBe('http://127.0.0.1:8081');
    expect(tileSource('https://{s}.com/{z}/{x}/{y}.png')).toBeNull();
    expect(tileSource("https://a.example';script-src *")).toBeNull();
  });
});
