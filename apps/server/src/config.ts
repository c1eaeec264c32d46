import path from 'node:path';
import { fileURLToPath } from 'node:url';

export type Config = {
  port: number;
  host: string;
  /** embedded database and files live here (default ./data) */
  dataDir: string;
  /** PostgreSQL instead of the embedded PGlite when set */
  databaseUrl: string | null;
  /** in-memory PGlite (tests) */
  inMemory: boolean;
  /** built web app served at / (none: API only) */
  webDist: string | null;
  logLevel: string;
  /** scrypt cost N; lowered in tests only */
  scryptCost: number;
  tokenLifetimeSeconds: number;
  trustProxy: boolean;
  /** seed the demo tenant when the database holds no tenant */
  seedDemo: boolean;
  /** TW_TEST_ROUTES=1: the end-to-end harness's /_test routes; never in production */
  testRoutes: boolean;
  /** origins besides the server's own that may open the realtime socket (ALLOWED_ORIGINS, comma-joined) */
  allowedOrigins: string[];
  /** hosts GET /common/get_image_by_url may read although they resolve to private addresses (IMAGE_FETCH_ALLOW_LIST) */
  imageFetchAllowList: string[];
  /** a geocoding provider for addresses without a pin (GEOCODER_URL; none by default: they take their district's centre) */
  geocoderUrl: string | null;
  /** where files live: the embedded folder (default) or an S3-compatible bucket (STORAGE_* settings) */
  storage: StorageConfig;
  /** how long a graceful shutdown waits for requests in flight and the job in hand (SHUTDOWN_TIMEOUT_SECONDS, default 10) */
  shutdownTimeoutMs: number;
  /** a bearer token that opens GET /metrics from other addresses than loopback (METRICS_TOKEN; none: loopback only) */
  metricsToken: string | null;
  /** how often, at most, a scrape of /metrics re-sums the stock and money ledgers (METRICS_LEDGER_CHECK_MINUTES, default 60; 0: never) */
  ledgerCheckMinutes: number;
};

export type OpsConfig = Pick<Config, 'shutdownTimeoutMs' | 'metricsToken' | 'ledgerCheckMinutes'>;

/** The operations settings (README "Settings"), checked at start like the storage's: one error naming each bad variable. */
export function readOpsConfig(env: NodeJS.ProcessEnv): OpsConfig {
  const problems: string[] = [];
  const number = (name: string, fallback: number, min: number, max: number): number => {
    const text = (env[name] ?? '').trim();
    if (!text) return fallback;
    const value = Number(text);
    if (!Number.isFinite(value) || value < min || value > max) {
      problems.push(`${name} must be a number from ${min} to ${max} (got '${text}')`);
      return fallback;
    }
    return value;
  };
  const shutdownSeconds = number('SHUTDOWN_TIMEOUT_SECONDS', 10, 0, 600);
  const ledgerCheckMinutes = number('METRICS_LEDGER_CHECK_MINUTES', 60, 0, 7 * 24 * 60);
  const metricsToken = (env.METRICS_TOKEN ?? '').trim() || null;
  if (metricsToken !== null && (metricsToken.length < 16 || /\s/.test(metricsToken))) problems.push('METRICS_TOKEN must be at least 16 characters without spaces');
  if (problems.length) throw new Error(`Invalid settings:\n  - ${problems.join('\n  - ')}`);
  return { shutdownTimeoutMs: shutdownSeconds * 1000, metricsToken, ledgerCheckMinutes };
}

export type S3StorageConfig = {
  driver: 's3';
  /** null: AWS itself (the regional endpoint); otherwise MinIO or another S3-compatible service */
  endpoint: string | null;
  region: string;
  bucket: string;
  /** null: the AWS default credential chain (environment, shared files, instance or task role) */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
  forcePathStyle: boolean;
  /** where public uploads are read from (ends with '/'); the API's /api/v1/files/ unless set */
  publicUrl: string;
};

export type StorageConfig = { driver: 'local'; publicUrl: string } | S3StorageConfig;

/** Public uploads are served by the API here unless STORAGE_PUBLIC_URL names another domain (a CDN, the bucket). */
export const DEFAULT_PUBLIC_FILES_URL = '/api/v1/files/';

const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const REGION_NAME = /^[a-z0-9-]{2,40}$/;

/**
 * STORAGE_* settings, checked at start: every problem is listed in one error naming the variable, so a
 * misconfigured node refuses to start instead of failing on its first upload.
 */
export function readStorageConfig(env: NodeJS.ProcessEnv): StorageConfig {
  const problems: string[] = [];
  const value = (name: string) => (env[name] ?? '').trim();
  const driver = value('STORAGE_DRIVER') || 'local';
  let publicUrl = value('STORAGE_PUBLIC_URL') || DEFAULT_PUBLIC_FILES_URL;
  if (!publicUrl.startsWith('/')) {
    try {
      const url = new URL(publicUrl);
      if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('scheme');
      if (url.search || url.hash) throw new Error('query');
    } catch {
      problems.push(`STORAGE_PUBLIC_URL must be an http(s) URL without query (https://files.example.com/) or a path starting with '/' (got '${publicUrl}')`);
    }
  }
  if (!publicUrl.endsWith('/')) publicUrl += '/';
  const fail = () => {
    throw new Error(`Invalid storage settings:\n  - ${problems.join('\n  - ')}`);
  };
  if (driver === 'local') {
    const stray = Object.keys(env).filter((name) => name.startsWith('STORAGE_S3_') && value(name));
    if (stray.length) problems.push(`${stray.join(', ')} set but STORAGE_DRIVER is 'local' (set STORAGE_DRIVER=s3 to use the bucket)`);
    if (problems.length) fail();
    return { driver: 'local', publicUrl };
  }
  if (driver !== 's3') {
    problems.push(`STORAGE_DRIVER must be 'local' or 's3' (got '${driver}')`);
    fail();
  }
  const endpoint = value('STORAGE_S3_ENDPOINT') || null;
  if (endpoint) {
    try {
      const url = new URL(endpoint);
      if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('scheme');
      if (url.pathname !== '/' || url.search) throw new Error('path');
    } catch {
      problems.push(`STORAGE_S3_ENDPOINT must be an http(s) origin such as http://127.0.0.1:9000, without a path (got '${endpoint}')`);
    }
  }
  // MinIO and most S3-compatible stores answer to us-east-1; AWS needs the bucket's own region.
  const region = value('STORAGE_S3_REGION') || (endpoint ? 'us-east-1' : '');
  if (!region) problems.push('STORAGE_S3_REGION is required for AWS (the bucket\'s region, e.g. ap-east-1); it may be left empty only with STORAGE_S3_ENDPOINT');
  else if (!REGION_NAME.test(region)) problems.push(`STORAGE_S3_REGION is not a region name (got '${region}')`);
  const bucket = value('STORAGE_S3_BUCKET');
  if (!bucket) problems.push('STORAGE_S3_BUCKET is required with STORAGE_DRIVER=s3');
  else if (!BUCKET_NAME.test(bucket) || bucket.includes('..')) problems.push(`STORAGE_S3_BUCKET is not a valid bucket name: 3-63 lowercase letters, digits, '.' and '-' (got '${bucket}')`);
  const accessKeyId = value('STORAGE_S3_ACCESS_KEY_ID');
  const secretAccessKey = value('STORAGE_S3_SECRET_ACCESS_KEY');
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    problems.push('STORAGE_S3_ACCESS_KEY_ID and STORAGE_S3_SECRET_ACCESS_KEY go together: set both, or neither to use the AWS default credential chain');
  }
  const pathStyle = value('STORAGE_S3_FORCE_PATH_STYLE').toLowerCase();
  if (!['', '0', '1', 'true', 'false'].includes(pathStyle)) problems.push(`STORAGE_S3_FORCE_PATH_STYLE must be 1/true or 0/false (got '${pathStyle}')`);
  if (problems.length) fail();
  return {
    driver: 's3',
    endpoint,
    region,
    bucket,
    credentials: accessKeyId ? { accessKeyId, secretAccessKey } : null,
    // MinIO serves buckets by path unless it is set up with a domain; AWS by virtual host.
    forcePathStyle: pathStyle ? pathStyle === '1' || pathStyle === 'true' : Boolean(endpoint),
    publicUrl,
  };
}

const here = path.dirname(fileURLToPath(import.meta.url));
export const SERVER_ROOT = path.resolve(here, '..');
export const REPO_ROOT = path.resolve(SERVER_ROOT, '../..');

export const TOKEN_LIFETIME_SECONDS = 7_000_000;

export function readConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const dataDir = path.resolve(env.DATA_DIR ?? path.join(process.cwd(), 'data'));
  const webDist = env.WEB_DIST ?? path.join(REPO_ROOT, 'apps/web/dist');
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || null,
    inMemory: false,
    webDist,
    logLevel: env.LOG_LEVEL ?? 'info',
    scryptCost: Number(env.SCRYPT_COST ?? 16384),
    tokenLifetimeSeconds: TOKEN_LIFETIME_SECONDS,
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    seedDemo: env.SEED_DEMO !== '0',
    testRoutes: env.TW_TEST_ROUTES === '1',
    allowedOrigins: (env.ALLOWED_ORIGINS ?? '').split(',').map((o) => o.trim()).filter(Boolean),
    imageFetchAllowList: (env.IMAGE_FETCH_ALLOW_LIST ?? '').split(',').map((o) => o.trim()).filter(Boolean),
    geocoderUrl: (env.GEOCODER_URL ?? '').trim() || null,
    storage: overrides.storage ?? readStorageConfig(env),
    ...readOpsConfig(env),
    ...overrides,
  };
}
