import { z } from 'zod';
import { ErrorCode } from '@tradewind/contract/common/error-codes';
import { permissionsOf, type PermissionRule } from '@tradewind/contract/common/permission';
import type { PlainRouteDoc, RouteDoc } from './route-doc';

/** A route as Fastify registered it (the `onRoute` hook), with what route() or publicRoute() told about it. */
export type RegisteredRoute = { method: string; url: string; doc?: RouteDoc | PlainRouteDoc; websocket?: boolean };

type JsonSchema = Record<string, unknown>;
type Operation = Record<string, unknown>;

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** `/crm/customer/:id` → `/crm/customer/{id}`; a trailing `*` (the file route) → `{path}`. */
export function openApiPath(url: string): { path: string; names: string[] } {
  const names: string[] = [];
  const path = url
    .split('/')
    .map((part) => {
      if (part.startsWith(':')) {
        names.push(part.slice(1));
        return `{${part.slice(1)}}`;
      }
      if (part === '*') {
        names.push('path');
        return '{path}';
      }
      return part;
    })
    .join('/');
  return { path, names };
}

/**
 * A zod schema as JSON Schema 2020-12 (OpenAPI 3.1's dialect): `input` for what a client sends (before
 * defaults and coercion), `output` for what the server answers. What JSON Schema cannot say (transforms)
 * becomes "any". Definitions a schema carries (a recursive one's) move to components, so its references
 * resolve in the document: under their title when they have one (the contract's trees: `Department`,
 * shared by every operation that answers one), else under a name of this operation's.
 * `.int()`'s safe-integer bounds are left out (they say nothing and fill the examples).
 */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output', components: Record<string, JsonSchema>, prefix: string): JsonSchema {
  const { $schema: _dialect, $defs, ...result } = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' }) as JsonSchema;
  const defs = ($defs ?? {}) as Record<string, JsonSchema>;
  const rename = (name: string) => {
    const title = defs[name]?.title;
    return typeof title === 'string' && /^[A-Za-z][A-Za-z0-9]*$/.test(title) ? title : `${prefix}_${name}`;
  };
  const clean = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(clean);
    if (!value || typeof value !== 'object') return value;
    const entries = Object.entries(value).filter(
      ([key, v]) => !((key === 'minimum' && v === Number.MIN_SAFE_INTEGER) || (key === 'maximum' && v === Number.MAX_SAFE_INTEGER)),
    );
    return Object.fromEntries(
      entries.map(([key, v]) =>
        key === '$ref' && typeof v === 'string' && v.startsWith('#/$defs/')
          ? [key, `#/components/schemas/${rename(v.slice('#/$defs/'.length))}`]
          : [key, clean(v)],
      ),
    );
  };
  for (const [name, def] of Object.entries(defs)) {
    const component = clean(def) as JsonSchema;
    const existing = components[rename(name)];
    // one title, one schema: a second, different schema of the same title would take the first one's place
    if (existing && JSON.stringify(existing) !== JSON.stringify(component)) throw new Error(`two different schemas are titled ${rename(name)}`);
    components[rename(name)] = component;
  }
  return clean(result) as JsonSchema;
}

/** The module a route belongs to: its permission's first part (`crm:customer:list`), else its path's first segment. */
function tagOf(url: string, doc: RouteDoc | PlainRouteDoc | undefined): string {
  const [permission] = doc && !('plain' in doc) ? permissionsOf(doc.permission === 'session' || doc.permission === 'public' ? null : doc.permission) : [];
  return permission?.split(':')[0] ?? url.split('/')[1] ?? 'api';
}

function describePermission(rule: PermissionRule | 'session' | 'public'): string {
  if (rule === 'public') return 'Open without a token.';
  if (rule === 'session') return 'Any logged-in staff member (`Authorization: Bearer <token>`); no permission string.';
  const names = permissionsOf(rule).map((p) => `\`${p}\``);
  if (typeof rule === 'string') return `Permission: ${names[0]}.`;
  return rule[0] === 'or' ? `Permission: any of ${names.join(', ')}.` : `Permission: all of ${names.join(', ')}.`;
}

/** A zod object's fields as OpenAPI parameters `in` the query or the path. */
function parameters(schema: JsonSchema, where: 'query' | 'path'): JsonSchema[] {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || required.has(name),
    schema: property,
    ...(typeof property.description === 'string' ? { description: property.description } : {}),
  }));
}

/** What the reference's one line says of a route without a permission string (else it names the permission). */
const SUMMARY: Record<string, string> = { session: 'logged in, no permission string', public: 'public, no token' };

function envelopeOf(data: JsonSchema): JsonSchema {
  return { allOf: [{ $ref: '#/components/schemas/Envelope' }, { type: 'object', properties: { code: { const: ErrorCode.ok }, data } }] };
}

function operation(route: RegisteredRoute, method: string, components: Record<string, JsonSchema>): Operation {
  const { path, names } = openApiPath(route.url);
  const operationId = `${method.toLowerCase()}${path.replace(/[{}]/g, '').replace(/[^A-Za-z0-9]+(.)?/g, (_, c: string | undefined) => (c ?? '').toUpperCase())}`;
  const doc = route.doc;
  const tags = [tagOf(route.url, doc)];
  if (doc && 'plain' in doc) return plainOperation(doc, operationId, tags, names, components);
  if (!doc) {
    // registered with plain app.get/app.post: it authenticates and reads its input in its own way
    return {
      operationId,
      tags,
      summary: route.websocket ? 'WebSocket (docs/architecture.md §6)' : `${method} ${path}`,
      description: route.websocket
        ? 'Upgrades to a WebSocket; the first frame authenticates with the token (type 0), then the spec\'s frames follow.'
        : 'Registered without route(): its authentication (a signed URL or policy) and its input are its own; see its module.',
      parameters: names.map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } })),
      responses: { 200: { description: route.websocket ? 'switches protocols (101) on a WebSocket upgrade' : 'the answer' } },
    };
  }
  const query = doc.query ? jsonSchema(doc.query, 'input', components, `${operationId}_query`) : undefined;
  const params = doc.params ? jsonSchema(doc.params, 'input', components, `${operationId}_params`) : undefined;
  const declared = params ? parameters(params, 'path') : [];
  const pathParameters = [
    ...declared.filter((p) => names.includes(p.name as string)),
    ...names.filter((name) => !declared.some((p) => p.name === name)).map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } })),
  ];
  const body = doc.body ? jsonSchema(doc.body, 'input', components, `${operationId}_body`) : undefined;
  const data = doc.response ? jsonSchema(doc.response, 'output', components, `${operationId}_data`) : { description: 'the answer of this call (not described yet)' };
  const authenticated = doc.permission !== 'public';
  return {
    operationId,
    tags,
    summary: doc.summary ?? SUMMARY[String(doc.permission)] ?? permissionsOf(doc.permission).join(' | '),
    description: describePermission(doc.permission),
    'x-permission': doc.permission,
    security: authenticated ? [{ bearer: [] }] : [],
    parameters: [
      ...pathParameters,
      ...(query ? parameters(query, 'query') : []),
      ...(authenticated ? [{ $ref: '#/components/parameters/CurrStoreId' }] : []),
      { $ref: '#/components/parameters/AcceptLanguage' },
    ],
    ...(doc.multipart
      ? { requestBody: { required: true, content: { 'multipart/form-data': { schema: { type: 'object', description: 'files and fields' } } } } }
      : body
        ? { requestBody: { required: true, content: { 'application/x-www-form-urlencoded': { schema: body }, 'application/json': { schema: body } } } }
        : {}),
    responses: {
      200: {
        description: 'HTTP 200 with the envelope; `code` 200 is success, any other is an error of the catalogue (ErrorEnvelope)',
        content: { 'application/json': { schema: { oneOf: [envelopeOf(data), { $ref: '#/components/schemas/ErrorEnvelope' }] } } },
      },
      ...(authenticated ? { 401: { description: 'no, malformed, expired or revoked token', content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } } } } : {}),
    },
  };
}

/** A route registered with plain app.get/app.post that told the reference about itself (PlainRouteDoc). */
function plainOperation(doc: PlainRouteDoc, operationId: string, tags: string[], names: string[], components: Record<string, JsonSchema>): Operation {
  const { answer } = doc;
  const content = answer.contentType
    ? { [answer.contentType]: { schema: answer.contentType.includes('json') ? { type: 'object' } : { type: 'string', format: 'binary' } } }
    : answer.data
      ? { 'application/json': { schema: { oneOf: [envelopeOf(jsonSchema(answer.data, 'output', components, `${operationId}_data`)), { $ref: '#/components/schemas/ErrorEnvelope' }] } } }
      : undefined;
  return {
    operationId,
    tags,
    summary: doc.summary,
    description: doc.description,
    parameters: [...names.map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } })), { $ref: '#/components/parameters/AcceptLanguage' }],
    responses: { [answer.status ?? 200]: { description: answer.description, ...(content ? { content } : {}) } },
  };
}

const ENVELOPE: JsonSchema = {
  type: 'object',
  description: 'Every answer (docs/architecture.md §3): HTTP 200 (401, 429 and 500 also as HTTP statuses) with this body.',
  required: ['code', 'message', 'data'],
  properties: {
    code: { type: 'integer', description: '200 success; otherwise the error catalogue' },
    message: { type: 'string', description: "a human message in the caller's language (Accept-Language)" },
    data: {},
  },
};

const ERROR_ENVELOPE: JsonSchema = {
  type: 'object',
  description: [
    'An error of the catalogue (docs/architecture.md §3):',
    '401 no or bad token (HTTP 401), or a page the user may not view; 402 an operation the user may not do;',
    '403 the server ended the session; 404 not found; 405 tenant contract ended or store not authorised;',
    '409 state conflict; 4091 outbound blocked by an unfinished picking task (`data.type`, `data.id`);',
    '422 invalid input (`data.errors: [{ field, message }]`); 429 too many requests; 500 server fault.',
  ].join(' '),
  required: ['code', 'message', 'data'],
  properties: {
    code: { type: 'integer', enum: Object.values(ErrorCode).filter((c) => c !== ErrorCode.ok) },
    message: { type: 'string' },
    data: {
      oneOf: [
        { type: 'null' },
        { type: 'object', required: ['errors'], properties: { errors: { type: 'array', items: { type: 'object', properties: { field: { type: 'string' }, message: { type: 'string' } } } } } },
        { type: 'object', properties: { type: { type: 'string' }, id: { type: ['integer', 'null'] } } },
      ],
    },
  },
};

/**
 * The OpenAPI 3.1 document of the API under `prefix`: every route Fastify registered there, with what
 * its definition says (permission, query, path and body schemas, the answer's data) inside the envelope.
 */
export function openApiDocument(routes: readonly RegisteredRoute[], prefix: string, version: string): Record<string, unknown> {
  const components: Record<string, JsonSchema> = { Envelope: ENVELOPE, ErrorEnvelope: ERROR_ENVELOPE };
  const paths: Record<string, Record<string, Operation>> = {};
  const tags = new Set<string>();
  const sorted = [...routes].filter((r) => r.url.startsWith(`${prefix}/`)).sort((a, b) => a.url.localeCompare(b.url));
  const operations: Operation[] = [];
  for (const route of sorted) {
    const method = route.method.toUpperCase();
    if (!(METHODS as readonly string[]).includes(method)) continue;
    const url = route.url.slice(prefix.length);
    const op = operation({ ...route, url }, method, components);
    operations.push(op);
    (paths[openApiPath(url).path] ??= {})[method.toLowerCase()] = op;
  }
  // `/messages` and `/message/types` are one group
  const named = new Set(operations.map((op) => (op.tags as string[])[0]));
  for (const op of operations) {
    const [tag] = op.tags as string[];
    op.tags = [tag.endsWith('s') && named.has(tag.slice(0, -1)) ? tag.slice(0, -1) : tag];
    tags.add((op.tags as string[])[0]);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Tradewind API',
      version,
      description: [
        'The back office API. Every call answers HTTP 200 with `{ code, message, data }` (`code` 200: success); lists answer',
        '`data: { list, pagination: { total, page, size } }` and take `page` (from 1) and `page_size` (default 20, at most 100).',
        'Bodies are form-encoded (`ids[]=1&ids[]=2`) or JSON. Send `Authorization: Bearer <token>` (from POST /auth/login)',
        'and `CurrStoreId` for store-scoped data. Each operation names its permission string (`x-permission`).',
      ].join(' '),
    },
    servers: [{ url: prefix }],
    tags: [...tags].sort().map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'the token of POST /auth/login' } },
      parameters: {
        CurrStoreId: { name: 'CurrStoreId', in: 'header', required: false, schema: { type: 'integer' }, description: "the current store; must be one of the staff member's stores" },
        AcceptLanguage: { name: 'Accept-Language', in: 'header', required: false, schema: { type: 'string', enum: ['zh-CN', 'en-US'] }, description: 'the language of `message`' },
      },
      schemas: components,
    },
  };
}
