import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchPublic, PublicFetchError } from './public-fetch';

let server: http.Server;
let port = 0;
const hits: string[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    hits.push(req.url ?? '');
    res.writeHead(200).end('inside');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => server.close());

const reason = (promise: Promise<unknown>) => promise.then(() => 'fetched', (error: unknown) => (error instanceof PublicFetchError ? error.reason : String(error)));

describe('fetchPublic', () => {
  it('refuses a name that resolves to any private address, checking every address, and never connects', async () => {
    const resolve = async () => [
      { address: '93.184.216.34', family: 4 },
      { address: '::ffff:7f00:1', family: 6 },
    ];
    expect(await reason(fetchPublic(`http://images.example.com:${port}/a.png`, { maxBytes: 1000, resolve }))).toBe('refused');
    expect(hits).toEqual([]);
  });

  it('connects to the checked address, not a second lookup', async () => {
    let lookups = 0;
    const resolve = async () => {
      lookups++;
      // first answer is checked; a rebinding resolver would answer 127.0.0.1 the second time
      return [{ address: '127.0.0.1', family: 4 }];
    };
    const body = await fetchPublic(`http://allowed.test:${port}/ok`, { maxBytes: 1000, resolve, allowList: ['allowed.test'] });
    expect(body.toString()).toBe('inside');
    expect(lookups).toBe(1);
    hits.length = 0;
  });

  it('caps the body', async () => {
    expect(await reason(fetchPublic(`http://127.0.0.1:${port}/big`, { maxBytes: 3, allowList: ['127.0.0.1'] }))).toBe('too_large');
    hits.length = 0;
  });
});
