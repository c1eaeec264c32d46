import { beforeAll, describe, expect, it } from 'vitest';
import { allPermissions } from '@/core/auth/permission-registry';
import { useTestApp } from '@/test/test-app';

type Operation = {
  tags: string[];
  summary: string;
  description: string;
  'x-permission'?: string | string[];
  security?: unknown[];
  parameters: Array<{ name?: string; in?: string; required?: boolean; $ref?: string }>;
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: Schema }> }>;
};
type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  oneOf?: Schema[];
  anyOf?: Schema[];
  allOf?: Schema[];
  enum?: unknown[];
  $ref?: string;
  description?: string;
};
type Document = { openapi: string; paths: Record<string, Record<string, Operation>>; components: Record<string, Record<string, unknown>> };

const t = useTestApp();
let doc: Document;

/**
 * Every method and URL Fastify has registered, read from its own radix tree (`printRoutes`, each node a
 * piece of the path below its parent), not from the `onRoute` list the document is made of: a route that
 * list misses is caught here.
 */
function registeredRoutes(tree: string): string[] {
  const found: string[] = [];
  const stack: string[] = [];
  for (const line of tree.split('\n')) {
    const at = line.indexOf('── ');
    if (at < 0) continue;
    const depth = (at - 1) / 4; // each level is '│   ' or '    ' before '├── ' / '└── '
    const [, segment, methods] = /^(.*?)(?: \(([^)]*)\))?$/.exec(line.slice(at + 3)) ?? [];
    stack[depth] = (depth > 0 ? stack[depth - 1] : '') + segment;
    stack.length = depth + 1;
    for (const method of methods?.split(', ') ?? []) if (method !== 'HEAD') found.push(`${method} ${stack[depth]}`);
  }
  return found;
}

/** `GET /api/v1/crm/customer/:id` as the document names it: `GET /crm/customer/{id}`. */
function documented(route: string): boolean {
  const [method, url] = route.split(' ');
  const path = url.slice('/api/v1'.length).replace(/:([A-Za-z_]+)/g, '{$1}').replace(/\*$/, '{path}');
  return doc.paths[path]?.[method.toLowerCase()] !== undefined;
}

function dataSchema(op: Operation): Schema | undefined {
  const envelope = op.responses['200'].content?.['application/json'].schema.oneOf?.[0];
  return envelope?.allOf?.[1].properties?.data;
}

beforeAll(async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
  expect(res.statusCode).toBe(200);
  doc = res.json() as Document;
});

describe('GET /api/v1/openapi.json', () => {
  it('lists every route the server registered under /api/v1, those of route() and the plain ones alike', () => {
    const routes = registeredRoutes(t.app.printRoutes()).filter((r) => r.split(' ')[1].startsWith('/api/v1/'));
    expect(routes.length).toBeGreaterThan(100);
    for (const plain of ['GET /api/v1/files/*', 'GET /api/v1/ws', 'POST /api/v1/storage/upload']) expect(routes).toContain(plain);
    expect(routes.filter((r) => !documented(r))).toEqual([]);
    const operations = Object.values(doc.paths).reduce((n, methods) => n + Object.keys(methods).length, 0);
    expect(operations).toBe(routes.length);
  });

  it('is served without a token, as OpenAPI 3.1', async () => {
    expect(doc.openapi).toBe('3.1.0');
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json', headers: { authorization: 'Bearer not-a-token' } });
    expect(res.statusCode).toBe(200);
  });

  it('names each route’s permission string, tagged by its module', () => {
    const search = doc.paths['/search/customers'].get;
    expect(search['x-permission']).toBe('search:customer:list');
    expect(search.description).toContain('`search:customer:list`');
    expect(search.security).toEqual([{ bearer: [] }]);
    const create = doc.paths['/store'].post;
    expect(create['x-permission']).toBe('system:store:create');
    expect(create.tags).toEqual(['system']);
    const customers = doc.paths['/crm/customers'].get;
    expect(customers['x-permission']).toEqual(['or', 'crm:customer:list', 'crm:public:list']);
    expect(customers.description).toBe('Permission: any of `crm:customer:list`, `crm:public:list`.');
    expect(customers.tags).toEqual(['crm']);
    expect(doc.paths['/auth/info'].get['x-permission']).toBe('session');
    const login = doc.paths['/auth/login'].post;
    expect(login['x-permission']).toBe('public');
    expect(login.security).toEqual([]);
    // every permission string the document names is one the server checks
    const known = allPermissions();
    const named = Object.values(doc.paths).flatMap((methods) =>
      Object.values(methods).flatMap((op) => [op['x-permission'] ?? []].flat().filter((p) => p.includes(':'))),
    );
    expect(named.length).toBeGreaterThan(80);
    expect(named.filter((p) => !known.has(p))).toEqual([]);
  });

  it('describes query, path and body from the contract’s schemas, and the answer inside the envelope', () => {
    const search = doc.paths['/search/customers'].get;
    expect(search.parameters).toContainEqual(expect.objectContaining({ name: 'keyword', in: 'query', required: true }));
    expect(search.parameters).toContainEqual(expect.objectContaining({ name: 'page_size', in: 'query', required: false }));
    const data = dataSchema(search);
    expect(data?.properties?.pagination.properties).toHaveProperty('total');
    expect(Object.keys(data?.properties?.list.items?.properties ?? {})).toEqual(
      expect.arrayContaining(['id', 'name', 'phone', 'store_name', 'sales_name', 'match']),
    );
    const detail = doc.paths['/crm/customer/{id}'].get;
    expect(detail.parameters).toContainEqual(expect.objectContaining({ name: 'id', in: 'path', required: true }));
    const body = doc.paths['/store'].post.requestBody?.content['application/x-www-form-urlencoded'].schema;
    expect(body?.required).toContain('name');
    expect(body?.properties?.name.type).toBe('string');
    const envelope = doc.components.schemas.Envelope as Schema;
    expect(envelope.required).toEqual(['code', 'message', 'data']);
  });

  it('describes the answer of every operation route() and publicRoute() define, and what the plain ones answer', () => {
    const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({ route: `${method.toUpperCase()} ${path}`, op })),
    );
    const defined = operations.filter(({ op }) => op['x-permission'] !== undefined);
    expect(defined.length).toBeGreaterThan(100);
    // no `response:` leaves only a description ("not described yet") where the data's schema should be
    const undescribed = defined.filter(({ op }) => Object.keys(dataSchema(op) ?? {}).every((key) => key === 'description')).map(({ route }) => route);
    expect(undescribed).toEqual([]);
    // the routes registered without route() (files, the storage host, this document, the WebSocket) say what they answer
    const plain = operations.filter(({ op }) => op['x-permission'] === undefined);
    expect(plain.map(({ route }) => route).sort()).toEqual(['GET /files/{path}', 'GET /openapi.json', 'GET /ws', 'POST /storage/upload']);
    for (const { route, op } of plain) expect(Object.values(op.responses)[0].description, route).not.toBe('the answer');
    expect(Object.keys(doc.paths['/files/{path}'].get.responses['200'].content ?? {})).toEqual(['application/octet-stream']);
    expect(dataSchema(doc.paths['/storage/upload'].post)?.required).toEqual(expect.arrayContaining(['key', 'url', 'size']));
  });

  it('describes answers from the contract: a list, a detail, a null answer and the trees', () => {
    const stores = dataSchema(doc.paths['/stores'].get);
    expect(stores?.required).toEqual(['list', 'pagination']);
    expect(stores?.properties?.pagination.required).toEqual(['total', 'page', 'size']);
    const store = stores?.properties?.list.items;
    expect(store?.required).toEqual(expect.arrayContaining(['id', 'name', 'is_master', 'staff_ids', 'created_at']));
    expect(store?.properties?.is_master.enum).toEqual([0, 1]);
    expect(store?.properties?.staff_ids.items?.type).toBe('integer');

    const customer = dataSchema(doc.paths['/crm/customer/{id}'].get);
    expect(customer?.type).toBe('object');
    expect(customer?.properties?.sales_type.enum).toEqual([0, 1, 2]);
    expect(customer?.properties?.avatar.type).toEqual(['string', 'null']);
    expect(customer?.required).toEqual(expect.arrayContaining(['id', 'phone', 'payment_amount', 'created_at']));
    // the same record answers the list and the changes
    expect(dataSchema(doc.paths['/crm/customer'].put)).toEqual(customer);
    expect(dataSchema(doc.paths['/crm/customers'].get)?.properties?.list.items).toEqual(customer);

    expect(dataSchema(doc.paths['/crm/address/{id}'].delete)).toEqual({ type: 'null' });
    expect(dataSchema(doc.paths['/auth/logout'].post)).toEqual({ type: 'null' });
    const certification = dataSchema(doc.paths['/crm/certification'].get);
    expect(certification?.anyOf?.map((s) => s.type)).toEqual(['object', 'null']);
    expect(dataSchema(doc.paths['/store/{id}'].delete)?.required).toEqual(['id']);

    // recursive trees are components of their own, named by their title
    expect(dataSchema(doc.paths['/depts'].get)?.items?.$ref).toBe('#/components/schemas/Department');
    const department = doc.components.schemas.Department as Schema;
    expect(department.properties?.children.items?.$ref).toBe('#/components/schemas/Department');
    expect(dataSchema(doc.paths['/menus'].get)?.items?.$ref).toBe('#/components/schemas/MenuNode');
    expect(dataSchema(doc.paths['/auth/info'].get)?.properties?.menus.items?.$ref).toBe('#/components/schemas/MenuItem');
  });

  it('refers only to what it defines', () => {
    const refs = JSON.stringify(doc).match(/"\$ref":"[^"]*"/g) ?? [];
    for (const ref of new Set(refs)) {
      const [, section, name] = /"#\/components\/(\w+)\/([^"]+)"/.exec(ref) ?? [];
      expect(doc.components[section]?.[name], ref).toBeDefined();
    }
  });
});

describe('GET /api/docs', () => {
  it('serves the reference page and its renderer from this server, with nothing from elsewhere', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).not.toMatch(/https?:\/\/|\/\/[a-z]/i);
    expect(page.headers['content-security-policy']).toContain("connect-src 'self'");
    const assets = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]);
    expect(assets).toEqual(expect.arrayContaining(['docs/swagger-ui-bundle.js', 'docs/swagger-ui.css', 'docs/start.js']));
    for (const asset of assets) {
      const res = await t.app.inject({ method: 'GET', url: new URL(asset, 'http://server/api/docs').pathname });
      expect(res.statusCode, asset).toBe(200);
    }
    const start = await t.app.inject({ method: 'GET', url: '/api/docs/start.js' });
    expect(start.body).toContain("url: 'v1/openapi.json'");
    expect(start.body).not.toMatch(/https?:\/\//);
    expect((await t.app.inject({ method: 'GET', url: '/api/docs/package.json' })).statusCode).toBe(404);
  });
});
