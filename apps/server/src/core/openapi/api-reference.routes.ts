import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { API_PREFIX } from '@/core/http/route';
import { openApiDocument, type RegisteredRoute } from './openapi';
import type { PlainRouteDoc } from './route-doc';

export const OPENAPI_URL = `${API_PREFIX}/openapi.json`;
export const DOCS_URL = '/api/docs';

/** The renderer's files the page loads (swagger-ui-dist, from node_modules: no CDN), by name and type. */
const ASSETS: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'favicon-32x32.png': 'image/png',
};

const swaggerUiDir = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

// Relative URLs: the page works wherever the server is mounted (`/api/docs` → `/api/docs/…`, `/api/v1/…`).
const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Tradewind API reference</title>
<link rel="icon" type="image/png" href="docs/favicon-32x32.png">
<link rel="stylesheet" href="docs/swagger-ui.css">
</head>
<body>
<div id="swagger-ui"></div>
<script src="docs/swagger-ui-bundle.js"></script>
<script src="docs/start.js"></script>
</body>
</html>
`;

// No validator badge (it would call an outside service), collapsed tags, a filter by tag.
const START = `window.ui = SwaggerUIBundle({
  url: 'v1/openapi.json',
  dom_id: '#swagger-ui',
  presets: [SwaggerUIBundle.presets.apis],
  layout: 'BaseLayout',
  deepLinking: true,
  validatorUrl: null,
  docExpansion: 'list',
  defaultModelsExpandDepth: 0,
  filter: true,
});
`;

/** The page may load and call nothing but this server: the renderer's own code could not reach out either. */
const PAGE_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * The API reference: `GET /api/v1/openapi.json`, made from the routes as Fastify registers them (an
 * `onRoute` hook, so routes added with plain `app.get` are listed too), and `GET /api/docs`, Swagger UI
 * reading it. Both are public (README: what the reference shows is in every web bundle; every call still
 * checks its token and permission). Call this before any route is registered.
 */
export function registerApiReference(app: FastifyInstance): { routes: readonly RegisteredRoute[] } {
  const routes: RegisteredRoute[] = [];
  app.addHook('onRoute', (options) => {
    const methods = Array.isArray(options.method) ? options.method : [options.method];
    for (const method of methods) {
      if (method === 'HEAD') continue; // Fastify adds one beside each GET
      routes.push({ method, url: options.url, doc: options.config?.doc, websocket: (options as { websocket?: boolean }).websocket === true });
    }
  });

  let document: string | undefined;
  const doc: PlainRouteDoc = {
    plain: true,
    summary: 'this document',
    description: 'The API reference as OpenAPI 3.1, public (README).',
    answer: { contentType: 'application/json', description: 'the OpenAPI document (not in the envelope)' },
  };
  app.get(OPENAPI_URL, { config: { doc } }, async (_req, reply) => {
    // every route is registered before the first request: the document is made once
    document ??= JSON.stringify(openApiDocument(routes, API_PREFIX, 'v1'));
    return reply.type('application/json; charset=utf-8').header('cache-control', 'no-cache').send(document);
  });
  app.get(DOCS_URL, async (_req, reply) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('content-security-policy', PAGE_POLICY).send(PAGE),
  );
  app.get(`${DOCS_URL}/start.js`, async (_req, reply) => reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(START));
  app.get<{ Params: { file: string } }>(`${DOCS_URL}/:file`, async (req, reply) => {
    const type = Object.hasOwn(ASSETS, req.params.file) ? ASSETS[req.params.file] : undefined;
    if (!type) return reply.callNotFound();
    return reply.type(type).header('cache-control', 'public, max-age=3600').send(fs.createReadStream(path.join(swaggerUiDir, req.params.file)));
  });
  return { routes };
}
