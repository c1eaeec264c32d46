import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp, type TestTenant } from '@/test/test-app';

// Only the redirector (127.0.0.2) is allow-listed; the "internal" server listens on every loopback form.
const t = useTestApp({ config: { imageFetchAllowList: ['127.0.0.2'] } });
let tenant: TestTenant;
let internal: http.Server;
let redirector: http.Server;
let internalPort = 0;
let redirectorPort = 0;
const internalHits: string[] = [];
let png: Buffer;

beforeAll(async () => {
  tenant = await t.tenant({});
  png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#336699' } }).png().toBuffer();
  internal = http.createServer((req, res) => {
    internalHits.push(req.url ?? '');
    res.writeHead(200, { 'content-type': 'image/png' }).end(png);
  });
  await new Promise<void>((resolve) => internal.listen({ port: 0, host: '::', ipv6Only: false }, resolve));
  internalPort = (internal.address() as AddressInfo).port;
  redirector = http.createServer((req, res) => {
    const target = new URL(req.url ?? '/', 'http://x').searchParams.get('to');
    if (target) res.writeHead(302, { location: target }).end();
    else res.writeHead(200, { 'content-type': 'image/png' }).end(png);
  });
  await new Promise<void>((resolve) => redirector.listen(0, '127.0.0.2', resolve));
  redirectorPort = (redirector.address() as AddressInfo).port;
});
afterAll(() => {
  internal.close();
  redirector.close();
});

const fetchImage = (url: string) => t.call<{ type: string; body: string }>('GET', '/common/get_image_by_url', { token: tenant.tokens.clerk, query: { url } });

describe('GET /common/get_image_by_url never reaches internal addresses', () => {
  const hosts = ['127.0.0.1', '[::1]', '[::ffff:127.0.0.1]', '[::ffff:7f00:1]', '[::7f00:1]', '[0:0:0:0:0:ffff:7f00:1]', 'localhost', '2130706433', '0177.0.0.1', '0x7f.1'];

  it('the internal server answers when asked directly (so a refusal below is the check, not a dead port)', async () => {
    const res = await fetch(`http://127.0.0.1:${internalPort}/probe`);
    expect(res.status).toBe(200);
    internalHits.length = 0;
  });

  it.each(hosts)('refuses http://%s:PORT/ and fetches nothing', async (host) => {
    const res = await fetchImage(`http://${host}:${internalPort}/secret.png`);
    expect(res.code).toBe(422);
    expect(res.message).toBe('不允许读取该地址');
    expect(internalHits).toEqual([]);
  });

  it.each(hosts)('refuses an allowed host redirecting to http://%s:PORT/ and fetches nothing', async (host) => {
    const res = await fetchImage(`http://127.0.0.2:${redirectorPort}/a.png?to=${encodeURIComponent(`http://${host}:${internalPort}/secret.png`)}`);
    expect(res.code).toBe(422);
    expect(res.message).toBe('不允许读取该地址');
    expect(internalHits).toEqual([]);
  });

  it('follows a redirect to an allowed host, and stops after a bounded number of hops', async () => {
    const self = `http://127.0.0.2:${redirectorPort}/b.png`;
    const ok = await fetchImage(`http://127.0.0.2:${redirectorPort}/a.png?to=${encodeURIComponent(self)}`);
    expect(ok.code).toBe(200);
    expect(ok.data.type).toBe('image/png');
    let url = self;
    for (let i = 0; i < 5; i++) url = `http://127.0.0.2:${redirectorPort}/r.png?to=${encodeURIComponent(url)}`;
    expect((await fetchImage(url)).code).toBe(422);
  });
});
