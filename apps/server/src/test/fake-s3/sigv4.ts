import { createHash, createHmac } from 'node:crypto';

/**
 * AWS Signature Version 4 computed from the published algorithm, independently of the AWS SDK, so the
 * tests can check what the SDK signs. Proven against AWS's own example vectors in s3-storage.test.ts.
 */
export const sha256Hex = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');
const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data, 'utf8').digest();

export function signingKey(secret: string, date: string, region: string, service: string): Buffer {
  return hmac(hmac(hmac(hmac(`AWS4${secret}`, date), region), service), 'aws4_request');
}

/** RFC 3986 encoding as SigV4 wants it: everything but A-Z a-z 0-9 - _ . ~ */
export const uriEncode = (text: string) => encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** S3 encodes each path segment once (no double encoding). */
export const canonicalUri = (rawPath: string) =>
  rawPath
    .split('/')
    .map((segment) => uriEncode(decodeURIComponent(segment)))
    .join('/');

export function canonicalQuery(params: Array<[string, string]>): string {
  return params
    .map(([k, v]) => [uriEncode(k), uriEncode(v)] as const)
    .sort(([a, av], [b, bv]) => (a < b ? -1 : a > b ? 1 : av < bv ? -1 : av > bv ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
}

/** The raw query string split into decoded pairs (no '+' decoding: SigV4 clients send %20). */
export function queryPairs(rawQuery: string): Array<[string, string]> {
  if (!rawQuery) return [];
  return rawQuery.split('&').map((part) => {
    const at = part.indexOf('=');
    const [k, v] = at < 0 ? [part, ''] : [part.slice(0, at), part.slice(at + 1)];
    return [decodeURIComponent(k), decodeURIComponent(v)];
  });
}

export type CanonicalInput = {
  method: string;
  /** the path as sent (still percent-encoded) */
  path: string;
  query: Array<[string, string]>;
  headers: Record<string, string | string[] | undefined>;
  signedHeaders: string[];
  payloadHash: string;
};

export function canonicalRequest(input: CanonicalInput): string {
  const headerLines = input.signedHeaders.map((name) => {
    const value = input.headers[name];
    const text = Array.isArray(value) ? value.join(',') : (value ?? '');
    return `${name}:${text.trim().replace(/\s+/g, ' ')}\n`;
  });
  return [input.method, canonicalUri(input.path), canonicalQuery(input.query), headerLines.join(''), input.signedHeaders.join(';'), input.payloadHash].join('\n');
}

export function requestSignature(secret: string, amzDate: string, region: string, service: string, canonical: string): string {
  const date = amzDate.slice(0, 8);
  const scope = `${date}/${region}/${service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonical)].join('\n');
  return createHmac('sha256', signingKey(secret, date, region, service)).update(stringToSign, 'utf8').digest('hex');
}

/** A browser-upload policy's signature: HMAC of the base64 policy itself with the day's signing key. */
export function policySignature(secret: string, date: string, region: string, policyBase64: string): string {
  return createHmac('sha256', signingKey(secret, date, region, 's3')).update(policyBase64, 'utf8').digest('hex');
}

/** `20130524T000000Z` → milliseconds */
export function parseAmzDate(amzDate: string): number {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(amzDate);
  return m ? Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5], +m[6]) : NaN;
}
