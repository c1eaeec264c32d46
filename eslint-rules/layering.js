import path from 'node:path';

/**
 * What the two boundary rules (module-boundaries.js on the server, web-boundaries.js on the web) share:
 * finding the unit an import names, and the layering checks on it.
 */

/**
 * A function from an import's source to the unit it names (`locate` of its path under `srcRoot`): `@/…`
 * or a relative path that stays inside `srcRoot`; null for a package or a path outside.
 */
export function importTargets(filename, srcRoot, locate) {
  return (source) => {
    if (source.startsWith('@/')) return locate(source.slice(2));
    if (!source.startsWith('.')) return null;
    const resolved = path.resolve(path.dirname(filename), source);
    if (!resolved.startsWith(srcRoot)) return null;
    return locate(path.relative(srcRoot, resolved).split(path.sep).join('/'));
  };
}

/**
 * Reports an import from unit `self` into unit `to` that breaks the layering: a unit the order does not
 * know (`unknownModule`), an import up or sideways the order (`upward`), or one below a unit's public face
 * (`deepImport`: more than `depth` path segments under the unit, its index not counted; units in `open`
 * may be imported anywhere). Returns false when a unit is unknown: nothing more can be checked of it.
 */
export function checkLayering(context, node, { self, to, rank, order, open, depth }) {
  for (const unit of [self.unit, to.unit]) {
    if (!rank.has(unit)) {
      context.report({ node: node.source, messageId: 'unknownModule', data: { module: unit } });
      return false;
    }
  }
  if (rank.get(to.unit) >= rank.get(self.unit)) {
    context.report({ node: node.source, messageId: 'upward', data: { from: self.unit, to: to.unit, order } });
  } else if (!open.includes(to.unit)) {
    const rest = to.rest.at(-1) === 'index' ? to.rest.slice(0, -1) : to.rest;
    if (rest.length > depth) context.report({ node: node.source, messageId: 'deepImport', data: { module: to.unit, source: node.source.value } });
  }
  return true;
}
