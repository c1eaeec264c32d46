import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The test files that take longest, longest first, as measured in a whole `npm test` (README "Tests"): they
 * start first, so that the two workers of each run finish together instead of one of them ending the run
 * alone with a long file. Vitest's own order runs the longest first only from the results a machine kept
 * of its last run; on a fresh clone (CI) it starts the largest files first, and these are small — the
 * bad-input shards are four lines each, the accessibility walks a few — so they ran last: the Chinese
 * accessibility walk (about 2.5 minutes alone, now in two halves) began after every other browser spec, the demo seed after
 * every other API file. A file not listed starts after these, in Vitest's own order; a long file added
 * later belongs here.
 */
const LONGEST_FIRST = [
  'e2e/shell/every-page-accessibility-1.spec.ts',
  'e2e/shell/every-page-accessibility-2.spec.ts',
  'e2e/lms/first-delivery-day.spec.ts',
  'e2e/wms/purchase-to-stock.spec.ts',
  'apps/server/src/core/http/bad-input.test.ts',
  'apps/server/src/core/http/bad-input-2.test.ts',
  'apps/server/src/seed/demo-seed.test.ts',
  'apps/server/src/seed/demo-data.test.ts',
  'apps/server/src/core/http/bad-input-3.test.ts',
  'apps/server/src/core/http/bad-input-4.test.ts',
  'apps/server/src/modules/common/export-task/export-cells.test.ts',
  'apps/server/src/modules/oms/order/order-exactness.test.ts',
  'e2e/wms/pick-and-ship-a-wave.spec.ts',
  'e2e/system/admin-pages.spec.ts',
  'apps/server/src/modules/system/delegated-admin.test.ts',
  'e2e/pms/check-a-product.spec.ts',
  'e2e/fms/prepay-then-balance.spec.ts',
  'apps/server/src/core/backup/backup.test.ts',
  'apps/server/src/modules/fms/payment-note/payment-note.test.ts',
  'apps/server/src/modules/system/auth/login-throttle.test.ts',
];

const rank = new Map(LONGEST_FIRST.map((file, i) => [file, i]));

/**
 * The projects of one run, one after the other, the named files first within each: a worker is kept for the
 * next file only when that file is of the same project (Vitest's pool stops it otherwise), and a new worker
 * imports the whole server again. The named files, first across all projects, went from one project to
 * another a dozen times, each a worker started (Vitest's own order groups the rest by project); grouped, the
 * API run alone took 276 CPU-s against 289 and 199 s against 207. PGlite's files first, as they are few and
 * long (the demo seed, backup, the customers' import), the unit and web files last, as they are short: both
 * workers then finish together.
 */
const PROJECT_ORDER = ['e2e', 'api-pglite', 'api-pg', 'web', 'unit'];

export default class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const root = this.ctx.config.root;
    const rankOf = (spec: TestSpecification) => rank.get(path.relative(root, spec.moduleId).split(path.sep).join('/')) ?? Infinity;
    const listed = files.filter((spec) => rankOf(spec) !== Infinity).sort((a, b) => rankOf(a) - rankOf(b));
    const rest = await super.sort(files.filter((spec) => rankOf(spec) === Infinity));
    const projectRank = (spec: TestSpecification) => {
      const at = PROJECT_ORDER.indexOf(spec.project.name);
      return at < 0 ? PROJECT_ORDER.length : at;
    };
    // a stable sort: within a project the listed files keep their order ahead of the rest
    return [...listed, ...rest].sort((a, b) => projectRank(a) - projectRank(b));
  }
}
