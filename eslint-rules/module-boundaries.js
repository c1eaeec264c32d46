import path from 'node:path';
import { checkLayering, importTargets } from './layering.js';

/**
 * The server's module boundaries (docs/architecture.md §1, §4; docs/trading-model.md §7), checked on every file under
 * apps/server/src/core and apps/server/src/modules:
 *
 * 1. another module is reached only through its public face: `@/modules/<module>` or
 *    `@/modules/<module>/<entity>` (an index.ts), never a file inside it;
 * 2. imports only go down the layer order, so no two modules can import each other (core imports no
 *    module at all; modules on one rank do not import each other either);
 * 3. a module writes only its own tables: `insert`/`update`/`delete` of a table imported from another
 *    module, or raw SQL writing a table whose prefix names another module (`crm_…`, `fms_…`), is refused.
 *    Writes go through the owning module's functions (`fms.openCustomerAccount`).
 * 4. with the option `reads` (true, or the owning modules whose tables it guards), a module's raw SQL (the
 *    text of sql`` templates and sql.raw strings, quoted literals left out) names no table of another
 *    module either, and core names none at all: another module's data is read through what its index.ts
 *    exports for reading — its Drizzle tables interpolated into the SQL (`JOIN ${skus} AS ${s} ON
 *    ${s.id} = l.sku_id`, with `alias(skus, 's')`) or its SQL fragment functions — so a renamed table or
 *    column fails the typecheck of the reader instead of its queries at run time (server README "Module reads").
 *
 * Files elsewhere (app.ts, main.ts, the seed, the test harness) compose the modules and are not checked.
 */

/** Lower first; modules on one rank are peers. */
export const DEFAULT_LAYERS = [['core'], ['common'], ['system'], ['pms'], ['crm'], ['fms'], ['wms'], ['oms'], ['lms'], ['cms'], ['marketing', 'bi']];

const SERVER_SRC = `${path.sep}apps${path.sep}server${path.sep}src${path.sep}`;
const WRITES = new Set(['insert', 'update', 'delete']);
const SQL_WRITE = /\b(?:insert\s+into|update|delete\s+from)\s+(?:only\s+)?"?([a-z][a-z0-9]*)_[a-z0-9_]+"?/gi;
/** a name with a prefix (`pms_skus`), not a column of an alias (`s.pms_x`) nor inside a longer name */
const SQL_NAME = /(?<![\w$.])"?([a-z][a-z0-9]*)_[a-z0-9_]*[a-z0-9]"?(?![\w$])/gi;
/** SQL's quoted literals and comments, blanked (same length) before looking for table names */
const SQL_LITERAL = /'(?:[^']|'')*'|--[^\n]*/g;

/** Where a path (relative to the server's src) lives: { unit: 'core' | '<module>', rest: [...segments after it] }. */
function locate(relative) {
  const parts = relative.split('/').filter(Boolean);
  if (parts[0] === 'core') return { unit: 'core', rest: parts.slice(1) };
  if (parts[0] === 'modules' && parts.length > 1) return { unit: parts[1], rest: parts.slice(2) };
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
export const moduleBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Server modules meet only through index.ts, import only down the layer order and write only their own tables.' },
    schema: [
      {
        type: 'object',
        properties: {
          layers: { type: 'array', items: { type: 'array', items: { type: 'string' } } },
          reads: { oneOf: [{ type: 'boolean' }, { type: 'array', items: { type: 'string' } }] },
        },
        additionalProperties: false,
      },
    ],
    messages: {
      deepImport: "Import module '{{module}}' through its index.ts ('@/modules/{{module}}' or '@/modules/{{module}}/<entity>'), not '{{source}}'.",
      upward: "'{{from}}' may not import '{{to}}': imports only go down the module order ({{order}}). Let '{{to}}' register a provider with '{{from}}' at start instead.",
      unknownModule: "Module '{{module}}' has no place in the module order: add it to the layers of eslint-rules/module-boundaries.js (and docs/trading-model.md §7).",
      foreignWrite: "'{{from}}' writes '{{table}}', a table of '{{owner}}': call '{{owner}}'s function for it (its index.ts) instead.",
      foreignSqlWrite: "'{{from}}' writes table '{{table}}' of '{{owner}}' in SQL: call '{{owner}}'s function for it instead.",
      foreignSqlRead: "'{{from}}' names table '{{table}}' of '{{owner}}' in SQL: read it through what '{{owner}}'s index.ts exports (its table interpolated, `${table}`, or its SQL fragment function) instead.",
    },
  },
  create(context) {
    const layers = context.options[0]?.layers ?? DEFAULT_LAYERS;
    const reads = context.options[0]?.reads ?? false;
    const guarded = (owner) => reads === true || (Array.isArray(reads) && reads.includes(owner));
    const rank = new Map(layers.flatMap((peers, i) => peers.map((name) => [name, i])));
    const order = layers.map((peers) => peers.join(' | ')).join(' ← ');
    const filename = context.filename;
    const at = filename.lastIndexOf(SERVER_SRC);
    if (at < 0) return {};
    const srcRoot = filename.slice(0, at + SERVER_SRC.length);
    const self = locate(path.relative(srcRoot, filename).split(path.sep).join('/'));
    if (!self) return {};
    /** local names bound to another module's exports: name → owner ('*' entries are namespaces) */
    const foreign = new Map();

    const target = importTargets(filename, srcRoot, locate);

    function checkImport(node) {
      const source = node.source?.value;
      if (typeof source !== 'string') return;
      const to = target(source);
      if (!to || to.unit === self.unit) return;
      if (!checkLayering(context, node, { self, to, rank, order, open: ['core'], depth: 1 })) return;
      if (to.unit !== 'core' && node.type === 'ImportDeclaration') {
        for (const spec of node.specifiers) foreign.set(spec.local.name, to.unit);
      }
    }

    /** The owning module of a written table expression, if another module's. */
    function ownerOf(arg) {
      if (arg?.type === 'Identifier') return foreign.get(arg.name) ? { owner: foreign.get(arg.name), table: arg.name } : null;
      if (arg?.type === 'MemberExpression' && arg.object.type === 'Identifier' && foreign.has(arg.object.name)) {
        return { owner: foreign.get(arg.object.name), table: context.sourceCode.getText(arg) };
      }
      return null;
    }

    /** A foreign module's table named in SQL text: writes always, reads when the option guards its owner. */
    function checkSql(node, raw) {
      const text = raw.replace(SQL_LITERAL, (m) => ' '.repeat(m.length));
      const written = new Set();
      for (const match of text.matchAll(SQL_WRITE)) {
        const owner = match[1].toLowerCase();
        if (owner !== self.unit && rank.has(owner) && owner !== 'core') {
          const table = match[0].split(/\s+/).at(-1).replaceAll('"', '');
          written.add(table.toLowerCase());
          context.report({ node, messageId: 'foreignSqlWrite', data: { from: self.unit, owner, table } });
        }
      }
      if (!reads) return;
      const seen = new Set();
      for (const match of text.matchAll(SQL_NAME)) {
        const owner = match[1].toLowerCase();
        const table = match[0].replaceAll('"', '').toLowerCase();
        if (owner === self.unit || !rank.has(owner) || owner === 'core' || !guarded(owner) || written.has(table) || seen.has(table)) continue;
        seen.add(table);
        context.report({ node, messageId: 'foreignSqlRead', data: { from: self.unit, owner, table } });
      }
    }

    return {
      ImportDeclaration: checkImport,
      ExportNamedDeclaration: checkImport,
      ExportAllDeclaration: checkImport,
      ImportExpression(node) {
        if (node.source.type === 'Literal') checkImport({ type: 'ImportExpression', source: node.source });
      },
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type !== 'MemberExpression' || callee.computed || !WRITES.has(callee.property.name)) return;
        const hit = ownerOf(node.arguments[0]);
        if (hit) context.report({ node, messageId: 'foreignWrite', data: { from: self.unit, ...hit } });
      },
      TaggedTemplateExpression(node) {
        const tag = node.tag.type === 'MemberExpression' ? node.tag.object : node.tag;
        if (tag.type !== 'Identifier' || tag.name !== 'sql') return;
        checkSql(node, node.quasi.quasis.map((q) => q.value.cooked ?? q.value.raw).join(' '));
      },
      'CallExpression[callee.type="MemberExpression"][callee.object.name="sql"][callee.property.name="raw"]'(node) {
        const arg = node.arguments[0];
        if (arg?.type === 'Literal' && typeof arg.value === 'string') checkSql(node, arg.value);
        else if (arg?.type === 'TemplateLiteral') checkSql(node, arg.quasis.map((q) => q.value.cooked ?? q.value.raw).join(' '));
      },
    };
  },
};

export const tradewindPlugin = { meta: { name: 'tradewind' }, rules: { 'module-boundaries': moduleBoundaries } };
