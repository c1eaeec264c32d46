import dns from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import net from 'node:net';
import { isPublicAddress } from './address';

/** Why a fetch on a user's behalf did not answer a body: a refused address, a failure, or too many bytes. */
export class PublicFetchError extends Error {
  constructor(readonly reason: 'refused' | 'failed' | 'too_large') {
    super(`public fetch ${reason}`);
  }
}

export type Resolver = (host: string) => Promise<{ address: string; family: number }[]>;

export type PublicFetchOptions = {
  /** host names (as in the URL, IPv6 without brackets) that may resolve to non-public addresses */
  allowList?: readonly string[];
  maxBytes: number;
  timeoutMs?: number;
  maxRedirects?: number;
  /** the one DNS lookup per hop; tests replace it */
  resolve?: Resolver;
};

const systemResolve: Resolver = (host) => dns.lookup(host, { all: true, verbatim: true });

/**
 * The one resolution of a hop: an IP literal is itself, a name is looked up once (all addresses). Every
 * address must be public unless the host is on the allow-list. Answers the address to connect to.
 */
async function checkedAddress(url: URL, allowList: readonly string[], resolve: Resolver): Promise<{ address: string; family: 4 | 6 }> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new PublicFetchError('refused');
  if (url.username || url.password) throw new PublicFetchError('refused');
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  let addresses: { address: string; family: number }[];
  if (net.isIP(host)) addresses = [{ address: host, family: net.isIP(host) }];
  else {
    addresses = await resolve(host).catch(() => []);
  }
  if (addresses.length === 0) throw new PublicFetchError(net.isIP(host) ? 'refused' : 'failed');
  if (!allowList.includes(host) && !addresses.every((a) => isPublicAddress(a.address))) throw new PublicFetchError('refused');
  const [first] = addresses;
  return { address: first.address, family: net.isIPv6(first.address) ? 6 : 4 };
}

type Hop = { status: number; location: string | null; body: Buffer };

/** One request to the checked address: the connection's lookup answers only that address (no second DNS lookup). */
function request(url: URL, target: { address: string; family: 4 | 6 }, maxBytes: number, signal: AbortSignal): Promise<Hop> {
  const lookup: LookupFunction = (_host, options, callback) => {
    if (options.all) (callback as unknown as (e: null, a: { address: string; family: number }[]) => void)(null, [target]);
    else callback(null, target.address, target.family);
  };
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<Hop>((resolve, reject) => {
    const req = client.request(
      url,
      { method: 'GET', lookup, signal, agent: false, headers: { accept: 'image/*', 'user-agent': 'Tradewind image fetch' } },
      (res) => {
        const status = res.statusCode ?? 0;
        if (status >= 300 && status < 400) {
          res.resume();
          resolve({ status, location: res.headers.location ?? null, body: Buffer.alloc(0) });
          return;
        }
        const declared = Number(res.headers['content-length']);
        if (Number.isFinite(declared) && declared > maxBytes) {
          res.destroy();
          reject(new PublicFetchError('too_large'));
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxBytes) {
            res.destroy();
            reject(new PublicFetchError('too_large'));
            return;
          }
          chunks.push(chunk);
        });
        res.on('end', () => resolve({ status, location: null, body: Buffer.concat(chunks) }));
        res.on('error', () => reject(new PublicFetchError('failed')));
      },
    );
    req.on('error', () => reject(new PublicFetchError('failed')));
    req.end();
  });
}

/**
 * GET a URL on a user's behalf (SSRF-safe). Each hop — the URL and every redirect, followed by hand up to
 * `maxRedirects` — is resolved once, refused unless every address is public (or the host allow-listed),
 * and connected to the address that was checked. The body is capped at `maxBytes`, the whole fetch at
 * `timeoutMs`. Answers the final 200's body; anything else throws a PublicFetchError.
 */
export async function fetchPublic(rawUrl: string, options: PublicFetchOptions): Promise<Buffer> {
  const { allowList = [], maxBytes, timeoutMs = 10_000, maxRedirects = 3, resolve = systemResolve } = options;
  const signal = AbortSignal.timeout(timeoutMs);
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    throw new PublicFetchError('refused');
  }
  for (let hop = 0; ; hop++) {
    const target = await checkedAddress(url, allowList, resolve);
    if (signal.aborted) throw new PublicFetchError('failed');
    const answer = await request(url, target, maxBytes, signal);
    if (answer.status >= 300 && answer.status < 400) {
      if (!answer.location || hop >= maxRedirects) throw new PublicFetchError('failed');
      try {
        url = new URL(answer.location, url);
      } catch {
        throw new PublicFetchError('refused');
      }
      continue;
    }
    if (answer.status !== 200) throw new PublicFetchError('failed');
    return answer.body;
  }
}
