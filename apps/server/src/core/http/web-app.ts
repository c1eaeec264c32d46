import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { ErrorCode } from '@tradewind/contract/common/error-codes';
import { localeFromHeader, translate } from '@tradewind/contract/common/messages';
import { API_PREFIX } from './route';

/** Vite names every file under assets/ by its content hash: a new build means new names. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** index.html (and the few unhashed files beside it) are checked with the server on every load. */
export const REVALIDATE_CACHE = 'no-cache';

const COMPRESSED_COPY = /\.(br|gz)$/;

/** Under assets/ (the hashed build output), wherever the file was found on disk. */
function isHashedAsset(file: string, root: string): boolean {
  const relative = path.relative(root, file).split(path.sep);
  return relative.length > 1 && relative[0] === 'assets';
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
export async function serveWebApp(app: FastifyInstance, webDist: string | null): Promise<void> {
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
      return reply.type('text/html').sendFile('index.html');
    }
    const locale = localeFromHeader(req.headers['accept-language']);
    return reply.status(404).send({ code: ErrorCode.notFound, message: translate('common.route_not_found', locale), data: null });
  });
}
