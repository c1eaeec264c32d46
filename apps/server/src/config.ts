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
};

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
    ...overrides,
  };
}
