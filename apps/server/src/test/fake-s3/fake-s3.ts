import { timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { canonicalRequest, parseAmzDate, policySignature, queryPairs, requestSignature, sha256Hex } from './sigv4';

/**
 * A small S3-compatible server for tests (no S3 service runs here, and s3rver checks neither SigV4
 * signatures nor POST policy conditions). Path-style buckets; PUT/GET/HEAD/DELETE object with
 * Authorization-header or presigned-query SigV4, and browser POST uploads with a SigV4 policy. Every
 * signature is recomputed with `sigv4.ts` (independent of the AWS SDK); conditions are enforced the way
 * S3 documents them: expiration, exact and starts-with matches, content-length-range, and every form
 * field must be covered by a condition.
 */
export type FakeObject = { data: Buffer; headers: Record<string, string> };

export type RecordedRequest = { method: string; path: string; auth: 'header' | 'query' | 'post' | 'none'; status: number; error?: string };

export type FakeS3 = {
  url: string;
  bucket: string;
  region: string;
  credentials: { accessKeyId: string; secretAccessKey: string };
  objects: Map<string, FakeObject>;
  requests: RecordedRequest[];
  close(): Promise<void>;
};

class S3Failure extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const safeEqual = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

const STORED_HEADERS = ['content-type', 'cache-control', 'content-disposition'];

export async function startFakeS3(options: { bucket?: string; region?: string } = {}): Promise<FakeS3> {
  const bucket = options.bucket ?? 'tradewind-test';
  const region = options.region ?? 'us-east-1';
  const credentials = { accessKeyId: 'AKIDTRADEWINDTEST', secretAccessKey: 'tradewind/test/secret+key' };
  const secrets = new Map([[credentials.accessKeyId, credentials.secretAccessKey]]);
  const objects = new Map<string, FakeObject>();
  const requests: RecordedRequest[] = [];

  const secretFor = (credential: string) => {
    const [accessKeyId, date, scopeRegion, service, terminator] = credential.split('/');
    const secret = secrets.get(accessKeyId);
    if (!secret) throw new S3Failure(403, 'InvalidAccessKeyId', 'The AWS Access Key Id you provided does not exist in our records.');
    if (scopeRegion !== region || service !== 's3' || terminator !== 'aws4_request') throw new S3Failure(400, 'AuthorizationHeaderMalformed', `bad credential scope ${credential}`);
    return { secret, date };
  };

  /** Header or query SigV4; answers which one. */
  function authenticate(req: http.IncomingMessage, rawPath: string, rawQuery: string, body: Buffer): RecordedRequest['auth'] {
    const query = queryPairs(rawQuery);
    const param = (name: string) => query.find(([k]) => k === name)?.[1];
    const authorization = req.headers.authorization;
    if (authorization) {
      const m = /^AWS4-HMAC-SHA256 Credential=([^,]+),\s*SignedHeaders=([^,]+),\s*Signature=([0-9a-f]{64})$/.exec(authorization);
      if (!m) throw new S3Failure(400, 'AuthorizationHeaderMalformed', 'malformed Authorization header');
      const [, credential, signedHeaders, given] = m;
      const { secret, date } = secretFor(credential);
      const amzDate = String(req.headers['x-amz-date'] ?? '');
      if (amzDate.slice(0, 8) !== date) throw new S3Failure(400, 'AuthorizationHeaderMalformed', 'credential date differs from x-amz-date');
      if (Math.abs(Date.now() - parseAmzDate(amzDate)) > 15 * 60_000) throw new S3Failure(403, 'RequestTimeTooSkewed', 'request time too skewed');
      const payloadHash = String(req.headers['x-amz-content-sha256'] ?? '');
      if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256Hex(body)) throw new S3Failure(400, 'XAmzContentSHA256Mismatch', 'payload hash mismatch');
      const names = signedHeaders.split(';');
      if (!names.includes('host')) throw new S3Failure(403, 'AccessDenied', 'host must be signed');
      const canonical = canonicalRequest({ method: req.method!, path: rawPath, query, headers: req.headers, signedHeaders: names, payloadHash });
      if (!safeEqual(requestSignature(secret, amzDate, region, 's3', canonical), given)) throw new S3Failure(403, 'SignatureDoesNotMatch', 'The request signature we calculated does not match the signature you provided.');
      return 'header';
    }
    if (param('X-Amz-Algorithm')) {
      if (param('X-Amz-Algorithm') !== 'AWS4-HMAC-SHA256') throw new S3Failure(400, 'AuthorizationQueryParametersError', 'bad algorithm');
      const { secret, date } = secretFor(param('X-Amz-Credential') ?? '');
      const amzDate = param('X-Amz-Date') ?? '';
      const expires = Number(param('X-Amz-Expires'));
      if (amzDate.slice(0, 8) !== date || !Number.isInteger(expires) || expires < 1 || expires > 604800) throw new S3Failure(400, 'AuthorizationQueryParametersError', 'bad query parameters');
      if (Date.now() > parseAmzDate(amzDate) + expires * 1000) throw new S3Failure(403, 'AccessDenied', 'Request has expired');
      const names = (param('X-Amz-SignedHeaders') ?? '').split(';');
      const canonical = canonicalRequest({
        method: req.method!,
        path: rawPath,
        query: query.filter(([k]) => k !== 'X-Amz-Signature'),
        headers: req.headers,
        signedHeaders: names,
        payloadHash: param('X-Amz-Content-Sha256') ?? 'UNSIGNED-PAYLOAD',
      });
      if (!safeEqual(requestSignature(secret, amzDate, region, 's3', canonical), param('X-Amz-Signature') ?? '')) {
        throw new S3Failure(403, 'SignatureDoesNotMatch', 'The request signature we calculated does not match the signature you provided.');
      }
      return 'query';
    }
    throw new S3Failure(403, 'AccessDenied', 'Access Denied');
  }

  /** A browser POST upload: the policy's signature, then each of its conditions. */
  async function postObject(req: http.IncomingMessage, body: Buffer): Promise<void> {
    const form = await new Request('http://fake-s3/', { method: 'POST', headers: { 'content-type': String(req.headers['content-type']) }, body }).formData();
    const fields = new Map<string, string>();
    let file: File | null = null;
    for (const [name, value] of form.entries()) {
      if (name.toLowerCase() === 'file' && typeof value !== 'string') file = value;
      else if (typeof value === 'string') fields.set(name.toLowerCase(), value);
    }
    if (!file) throw new S3Failure(400, 'InvalidArgument', 'POST requires exactly one file upload per request.');
    const policy = fields.get('policy');
    if (!policy) throw new S3Failure(400, 'InvalidArgument', 'Bucket POST must contain a field named policy.');
    if (fields.get('x-amz-algorithm') !== 'AWS4-HMAC-SHA256') throw new S3Failure(400, 'InvalidArgument', 'bad x-amz-algorithm');
    const { secret, date } = secretFor(fields.get('x-amz-credential') ?? '');
    if ((fields.get('x-amz-date') ?? '').slice(0, 8) !== date) throw new S3Failure(400, 'InvalidArgument', 'x-amz-date differs from the credential');
    if (!safeEqual(policySignature(secret, date, region, policy), fields.get('x-amz-signature') ?? '')) {
      throw new S3Failure(403, 'SignatureDoesNotMatch', 'The request signature we calculated does not match the signature you provided.');
    }
    const document = JSON.parse(Buffer.from(policy, 'base64').toString('utf8')) as { expiration: string; conditions: unknown[] };
    if (!(Date.parse(document.expiration) > Date.now())) throw new S3Failure(403, 'AccessDenied', 'Invalid according to Policy: Policy expired.');
    const data = Buffer.from(await file.arrayBuffer());
    const key = (fields.get('key') ?? '').replace('${filename}', file.name);
    const values = new Map(fields);
    values.set('key', key);
    values.set('bucket', bucket);
    const covered = new Set<string>(['bucket']);
    const failed = (condition: unknown) => new S3Failure(403, 'AccessDenied', `Invalid according to Policy: Policy Condition failed: ${JSON.stringify(condition)}`);
    for (const condition of document.conditions) {
      if (Array.isArray(condition)) {
        const [op, a, b] = condition as [string, string | number, string | number];
        if (op === 'content-length-range') {
          if (data.length < Number(a)) throw new S3Failure(400, 'EntityTooSmall', 'Your proposed upload is smaller than the minimum allowed size');
          if (data.length > Number(b)) throw new S3Failure(400, 'EntityTooLarge', 'Your proposed upload exceeds the maximum allowed size');
          continue;
        }
        const name = String(a).replace(/^\$/, '').toLowerCase();
        covered.add(name);
        const actual = values.get(name) ?? '';
        if (op === 'eq' ? actual !== b : op === 'starts-with' ? !actual.startsWith(String(b)) : true) throw failed(condition);
      } else {
        for (const [name, expected] of Object.entries(condition as Record<string, string>)) {
          covered.add(name.toLowerCase());
          if (values.get(name.toLowerCase()) !== expected) throw failed(condition);
        }
      }
    }
    for (const name of fields.keys()) {
      if (['policy', 'x-amz-signature', 'file'].includes(name) || name.startsWith('x-ignore-')) continue;
      if (!covered.has(name)) throw new S3Failure(403, 'AccessDenied', `Invalid according to Policy: Extra input fields: ${name}`);
    }
    if (!key) throw new S3Failure(400, 'InvalidArgument', 'Bucket POST must contain a field named key.');
    objects.set(key, { data, headers: { 'content-type': fields.get('content-type') ?? 'binary/octet-stream' } });
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const [rawPath, rawQuery = ''] = (req.url ?? '/').split('?');
      const record: RecordedRequest = { method: req.method ?? '', path: rawPath, auth: 'none', status: 0 };
      requests.push(record);
      const send = (status: number, headers: Record<string, string | number>, payload?: Buffer) => {
        record.status = status;
        res.writeHead(status, headers);
        res.end(req.method === 'HEAD' ? undefined : payload);
      };
      const handle = async () => {
        const segments = rawPath.split('/');
        if (decodeURIComponent(segments[1] ?? '') !== bucket) throw new S3Failure(404, 'NoSuchBucket', 'The specified bucket does not exist');
        const key = segments.slice(2).map(decodeURIComponent).join('/');
        if (req.method === 'POST' && !key) {
          record.auth = 'post';
          await postObject(req, body);
          return send(204, {});
        }
        record.auth = authenticate(req, rawPath, rawQuery, body);
        if (req.method === 'PUT') {
          const headers: Record<string, string> = {};
          for (const name of STORED_HEADERS) if (req.headers[name]) headers[name] = String(req.headers[name]);
          objects.set(key, { data: body, headers });
          return send(200, { etag: `"${sha256Hex(body).slice(0, 32)}"` });
        }
        if (req.method === 'DELETE') {
          objects.delete(key);
          return send(204, {});
        }
        if (req.method === 'GET' || req.method === 'HEAD') {
          const object = objects.get(key);
          if (!object) throw new S3Failure(404, 'NoSuchKey', 'The specified key does not exist.');
          const query = new Map(queryPairs(rawQuery));
          const headers: Record<string, string | number> = { ...object.headers, 'content-length': object.data.length, etag: `"${sha256Hex(object.data).slice(0, 32)}"` };
          for (const name of STORED_HEADERS) {
            const override = query.get(`response-${name}`);
            if (override) headers[name] = override;
          }
          return send(200, headers, object.data);
        }
        throw new S3Failure(405, 'MethodNotAllowed', 'The specified method is not allowed against this resource.');
      };
      handle().catch((error: unknown) => {
        const failure = error instanceof S3Failure ? error : new S3Failure(500, 'InternalError', String(error));
        record.error = failure.code;
        send(failure.status, { 'content-type': 'application/xml' }, Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${failure.code}</Code><Message>${failure.message.replace(/[<&]/g, '')}</Message></Error>`));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    bucket,
    region,
    credentials,
    objects,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
