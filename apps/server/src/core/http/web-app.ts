import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { ErrorCode } from '@tradewind/contract/common/error-codes';
import { localeFromHeader, translate } from '@tradewind/contract/common/messages';
import type { StorageConfig } from '@/config';
import { API_PREFIX } from './route';

/** Vite names every file under assets/ by its content hash: a new build means new names. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** Pages opened by signed links to drafts (an article's preview): search engines are told to leave them. */
const NOT_INDEXED_PAGES: readonly string[] = ['/cms/article/preview'];

/** index.html (and the few unhashed files beside it) are checked with the server on every load. */
export const REVALIDATE_CACHE = 'no-cache';

const COMPRESSED_COPY = /\.(br|gz)$/;

/** Under assets/ (the hashed build output), wherever the file was found on disk. */
function isHashedAsset(file: string, root: string): boolean {
  const relative = path.relative(root, file).split(path.sep);
  return relative.length > 1 && relative[0] === 'assets';
}

/** What the web app's Content-Security-Policy must let through besides the app itself. */
export type WebAppPolicyOptions = {
  /** where uploads live: an absolute public url and the S3 endpoint or bucket are image and upload origins */
  storage?: StorageConfig;
  /** the tenants' map tile url templates (`https://{s}.tiles.example/{z}/{x}/{y}.png`): their hosts are image origins */
  tileUrls?: () => Promise<string[]>;
};

const HOST_SOURCE = /^https?:\/\/(\*\.)?[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*(:\d{1,5})?$/;

/**
 * A tile url template's host as a CSP source: a label with a placeholder (`webrd0{s}`, `{s}`) and those left
 * of it become one `*` (a CSP wildcard stands only leftmost), so `https://webrd0{s}.is.autonavi.com/…` →
 * `https://*.is.autonavi.com`. Null when no valid source comes of it.
 */
export function tileSource(template: string): string | null {
  const m = /^(https?):\/\/([^/?#]+)/.exec(template.trim());
  if (!m) return null;
  const labels = m[2].split('.');
  const last = labels.findLastIndex((label) => label.includes('{'));
  const host = last < 0 ? m[2] : ['*', ...labels.slice(last + 1)].join('.');
  const source = `${m[1]}://${host.toLowerCase()}`;
  return HOST_SOURCE.test(source) && host.split('.').length > (host.startsWith('*') ? 2 : 0) ? source : null;
}

/** The origins uploads are read from and posted to: an absolute public url, the S3 endpoint (and its bucket host), or AWS's bucket hosts. */
export function storageSources(storage: StorageConfig | undefined): string[] {
  if (!storage) return [];
  const out = new Set<string>();
  if (!storage.publicUrl.startsWith('/')) out.add(new URL(storage.publicUrl).origin);
  if (storage.driver === 's3') {
    if (storage.endpoint) {
      const url = new URL(storage.endpoint);
      out.add(url.origin);
      if (!storage.forcePathStyle) out.add(`${url.protocol}//${storage.bucket}.${url.host}`);
    } else {
      out.add(`https://${storage.bucket}.s3.${storage.region}.amazonaws.com`);
      out.add(`https://s3.${storage.region}.amazonaws.com`);
    }
  }
  return [...out];
}

/**
 * The web app's Content-Security-Policy (sent with index.html):
 * - scripts only from the app's own origin (the build has no inline script; `object-src 'none'`, `base-uri 'self'`);
 * - styles from itself and inline: Ant Design writes its component styles as `<style>` elements at run
 *   time (CSS-in-JS) and React sets `style` attributes, neither of which a hash or nonce can cover;
 * - images from itself, `data:` (inline icons, Leaflet's), `blob:` (previews of a picked file before upload),
 *   the storage and the tenants' map tile hosts (read with each page load);
 * - connections to itself, its WebSocket (realtime, named with the request's host for browsers where
 *   'self' does not cover ws:/wss:) and the storage (direct uploads);
 * - never framed (`frame-ancestors 'none'`), forms only to itself.
 */
export function contentSecurityPolicy(host: string | undefined, storage: string[], tiles: string[]): string {
  const own = host && /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/.test(host) ? [`ws://${host}`, `wss://${host}`] : [];
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    ['img-src', "'self'", 'data:', 'blob:', ...storage, ...tiles].join(' '),
    "font-src 'self' data:",
    ['connect-src', "'self'", ...own, ...storage].join(' '),
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * Serves the built web app (docs/architecture.md §3: `/` from the same server) and falls back to index.html for
 * client routes; unknown API paths get the 404 envelope.
 *
 * The build writes a brotli (`.br`) and a gzip (`.gz`) copy beside each text file (apps/web/vite.config.ts),
 * so nothing is compressed per request: @fastify/static picks the copy the browser's Accept-Encoding
 * allows (br before gzip, the plain file otherwise) and adds `Vary: Accept-Encoding`. Hashed files under
 * assets/ are cached for a year as immutable; index.html revalidates, so a deploy is seen on the next load.
 */
export async function serveWebApp(app: FastifyInstance, webDist: string | null, policy: WebAppPolicyOptions = {}): Promise<void> {
  const storage = storageSources(policy.storage);
  // read with every page load (one small query; the app loads its page once a tab), so a tile url saved in
  // the map setting shows on the next reload
  const tileSources = async (): Promise<string[]> => {
    if (!policy.tileUrls) return [];
    try {
      return [...new Set((await policy.tileUrls()).map(tileSource).filter((v): v is string => v !== null))].sort();
    } catch {
      return []; // the database out of reach: the page still loads, its maps without tiles
    }
  };
  // every HTML page of the app (index.html, whether asked for or the client routes' fallback) carries the
  // policy; a page that sets its own (the API reference) keeps it
  app.addHook('onSend', async (req, reply, payload) => {
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('text/html') && !reply.hasHeader('content-security-policy')) {
      reply.header('content-security-policy', contentSecurityPolicy(req.headers.host, storage, await tileSources()));
    }
    return payload;
  });
  const index = webDist ? path.join(webDist, 'index.html') : null;
  const hasWeb = webDist !== null && index !== null && fs.existsSync(index);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      preCompressed: true,
      // Only the plain names are addresses; their compressed copies are picked by Accept-Encoding.
      allowedPath: (pathname) => !COMPRESSED_COPY.test(pathname),
      setHeaders: (reply: FastifyReply, file: string) => {
        reply.header('cache-control', isHashedAsset(file, webDist) ? IMMUTABLE_CACHE : REVALIDATE_CACHE);
      },
    });
  }
  app.setNotFoundHandler((req, reply) => {
    const isApi = req.url === API_PREFIX || req.url.startsWith(`${API_PREFIX}/`) || req.url.startsWith(`${API_PREFIX}?`);
    if (!isApi && hasWeb && req.method === 'GET' && !path.extname(req.url.split('?')[0])) {
      if (NOT_INDEXED_PAGES.includes(req.url.split('?')[0])) reply.header('x-robots-tag', 'noindex, nofollow');
      return reply.type('text/html').sendFile('index.html');
    }
    const locale = localeFromHeader(req.headers['accept-language']);
    return reply.status(404).send({ code: ErrorCode.notFound, message: translate('common.route_not_found', locale), data: null });
  });
}
