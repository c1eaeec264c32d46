import path from 'node:path';
import { checkLayering, importTargets } from './layering.js';
import { DEFAULT_LAYERS } from './module-boundaries.js';

/**
 * The web app's boundaries, checked on every file under apps/web/src except app/ and main.tsx (which
 * compose everything):
 *
 * 1. units import only down the order core ← shell ← common ← system ← pms ← crm ← fms ← wms ← oms ←
 *    lms ← marketing | cms | bi | dashboard (the server's module order, with the shell between core and
 *    the modules, and the workplace on top since it may show any module's figures). So no two units import
 *    each other, and peers on one rank do not import each other at all. Where a lower unit needs a higher
 *    one's piece, the higher one registers it at start (`registerModuleDrawer`, `registerTopBarAction` …)
 *    or the piece moves down into core;
 * 2. a module is reached only through its public entry, its index.ts: `@/modules/<module>`, never a file
 *    (or a style sheet) inside it. core and shell are libraries: any of their files may be imported;
 * 3. one naming scheme for the modules' files: a page is a `<name>-page.tsx` file (in a `pages/` folder) declaring one page —
 *    one exported component named `…Page`; texts are `<name>.messages.ts`; an entity's data calls (its
 *    query keys, queries and mutations) are one `<entity>.api.ts` file in an `api/` folder, and a file
 *    named like a data call some other way (`.queries.ts`, `.mutations.ts`, `.keys.ts`, `.service.ts`,
 *    `-api.ts`, `api.ts` …) fails, in core and shell too (there without the folder; the helpers the data
 *    calls share keep plain names: `core/api/query-keys.ts`, `crud-mutations.ts`). Route files
 *    (`.routes.ts(x)`, `.web.ts`, `.paths.ts`) keep their names.
 */

/** Lower first; units on one rank are peers. */
export const WEB_LAYERS = [['core'], ['shell'], ...DEFAULT_LAYERS.slice(1, -1), [...DEFAULT_LAYERS.at(-1), 'dashboard']];

const WEB_SRC = `${path.sep}apps${path.sep}web${path.sep}src${path.sep}`;
const API_FILE = /^[a-z0-9-]+\.api\.ts$/;
/** A name that says "data calls" in another way than `<entity>.api.ts`. */
const API_LIKE = /(^|[.-])api\.tsx?$|\.(apis|keys|quer(y|ies)|mutations?|services?|requests?)\.tsx?$/i;
/** An exported React component that is a page: PascalCase, ending in Page. */
const PAGE_NAME = /^[A-Z]\w*Page$/;

/** Where a path (relative to the web's src) lives: { unit, rest: [...segments after it] }; null for app/ and the entry. */
function locate(relative) {
  const parts = relative.split('/').filter(Boolean);
  if (parts[0] === 'core' || parts[0] === 'shell') return { unit: parts[0], rest: parts.slice(1) };
  if (parts[0] === 'modules' && parts.length > 1) return { unit: parts[1], rest: parts.slice(2) };
  return null;
}

/** The names a declaration exports (`export function X`, `export const X = …`, `export { X }`). */
function exportedNames(node) {
  if (node.declaration) {
    const d = node.declaration;
    if (d.id?.name) return [d.id.name];
    if (d.type === 'VariableDeclaration') return d.declarations.flatMap((v) => (v.id.type === 'Identifier' ? [v.id.name] : []));
    return [];
  }
  if (node.source) return []; // re-exports name another file's pages (an index.ts)
  return node.specifiers.map((s) => (s.exported.type === 'Identifier' ? s.exported.name : s.exported.value));
}

/** @type {import('eslint').Rule.RuleModule} */
export const webBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: "Web units import only down the order, modules only through their index.ts; one page per '-page.tsx' file, texts in '.messages.ts', data calls in 'api/<entity>.api.ts'." },
    schema: [{ type: 'object', properties: { layers: { type: 'array', items: { type: 'array', items: { type: 'string' } } } }, additionalProperties: false }],
    messages: {
      deepImport: "Import module '{{module}}' through its index.ts ('@/modules/{{module}}'), not '{{source}}'. A piece several modules use belongs in core.",
      upward: "'{{from}}' may not import '{{to}}': web imports only go down ({{order}}). Let '{{to}}' register its piece with '{{from}}' at start, or move the piece down into core.",
      unknownModule: "Module '{{module}}' has no place in the web's order: add it to WEB_LAYERS in eslint-rules/web-boundaries.js.",
      pageFileName: "A page lives in a '<name>-page.tsx' file inside a 'pages/' folder, not '{{file}}'.",
      onePage: "One page per file: '{{file}}' declares {{pages}}. Give each page its own '<name>-page.tsx'.",
      messagesFileName: "Texts live in a '<name>.messages.ts' file, not '{{file}}'.",
      apiFileName: "An entity's data calls (keys, queries, mutations) are one '<entity>.api.ts' file in an 'api/' folder, not '{{file}}'.",
      apiFolder: "'{{file}}' holds data calls: it goes in the 'api/' folder beside it.",
    },
  },
  create(context) {
    const layers = context.options[0]?.layers ?? WEB_LAYERS;
    const rank = new Map(layers.flatMap((peers, i) => peers.map((name) => [name, i])));
    const order = layers.map((peers) => peers.join(' | ')).join(' ← ');
    const filename = context.filename;
    const at = filename.lastIndexOf(WEB_SRC);
    if (at < 0) return {};
    const srcRoot = filename.slice(0, at + WEB_SRC.length);
    const relative = path.relative(srcRoot, filename).split(path.sep).join('/');
    const self = locate(relative);
    if (!self) return {};
    const base = path.basename(filename);
    const folder = relative.split('/').at(-2);
    const isTest = /\.test\.tsx?$/.test(base);

    const target = importTargets(filename, srcRoot, locate);

    function checkImport(node) {
      const source = node.source?.value;
      if (typeof source !== 'string') return;
      const to = target(source);
      if (!to || to.unit === self.unit) return;
      checkLayering(context, node, { self, to, rank, order, open: ['core', 'shell'], depth: 0 });
    }

    const pages = [];
    return {
      ImportDeclaration: checkImport,
      ExportNamedDeclaration(node) {
        checkImport(node);
        if (node.exportKind !== 'type') pages.push(...exportedNames(node).filter((name) => PAGE_NAME.test(name)));
      },
      ExportAllDeclaration: checkImport,
      ImportExpression(node) {
        if (node.source.type === 'Literal') checkImport({ source: node.source });
      },
      'Program:exit'(node) {
        if (isTest) return;
        const report = (messageId, data = {}) => context.report({ node, loc: { line: 1, column: 0 }, messageId, data: { file: base, ...data } });
        // one name for data calls everywhere; core's api/ folder holds the helpers they share
        if (API_LIKE.test(base) && !API_FILE.test(base)) report('apiFileName');
        // core and shell are libraries (page templates such as RecordFormPage live there): the rest is checked in modules.
        if (self.unit === 'core' || self.unit === 'shell') return;
        if (API_FILE.test(base) && folder !== 'api') report('apiFolder');
        if ((folder === 'pages' || pages.length > 0) && !(base.endsWith('-page.tsx') && folder === 'pages')) report('pageFileName');
        if (pages.length > 1) report('onePage', { pages: pages.join(', ') });
        if (/messages/i.test(base) && !base.endsWith('.messages.ts')) report('messagesFileName');
        if (folder === 'api' && !API_FILE.test(base) && !API_LIKE.test(base)) report('apiFileName');
      },
    };
  },
};

export const webBoundariesPlugin = { meta: { name: 'tradewind-web' }, rules: { 'web-boundaries': webBoundaries } };
