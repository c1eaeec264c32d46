// Bundles the server into dist/main.mjs (dependencies stay in node_modules). Running plain JavaScript
// instead of transpiling TypeScript on the fly saves about 80 MB of resident memory per node.
import path from 'node:path';
import { build } from 'esbuild';

const here = import.meta.dirname;
const entries = process.argv.slice(2);

await build({
  // The route solver's worker thread is an entry of its own: solve-in-worker.ts starts
  // dist/modules/lms/routing/route-solver.worker.mjs (outbase keeps that path under dist/).
  entryPoints: entries.length ? entries : [path.join(here, 'src/main.ts'), path.join(here, 'src/modules/lms/routing/route-solver.worker.ts')],
  outdir: path.join(here, 'dist'),
  outbase: path.join(here, 'src'),
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  alias: { '@tradewind/contract': path.join(here, '../../packages/contract/src') },
  tsconfig: path.join(here, 'tsconfig.json'),
  sourcemap: true,
  logLevel: 'warning',
});
