import path from 'node:path';
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import websocket from '@fastify/websocket';
import qs from 'qs';
import type { Config } from './config';
import { openDatabase, type Database } from './core/db/database';
import { migrate } from './core/db/migrate';
import { installErrorHandler } from './core/http/error-handler';
import { serveWebApp } from './core/http/web-app';
import { registerApiReference } from './core/openapi/api-reference.routes';
import { createExportRunner, type ExportRunner } from './core/jobs/export-runner';
import { setExportWaker } from './core/jobs/export-route';
import { createImportRunner, type ImportRunner } from './core/jobs/import-runner';
import { startScheduler, type Scheduler } from './core/jobs/scheduler';
import { migrationFiles } from './core/db/migrate';
import { registerHealthRoutes } from './core/ops/health.routes';
import { instrumentRequests, registerMetricsRoute } from './core/ops/metrics';
import { createReadiness, type Readiness } from './core/ops/readiness';
import { createStorage, type FileStorage } from './core/storage/file-storage';
import { sharedSecret } from './core/storage/secrets';
import { createRealtimeHub, publish, type RealtimeHub } from './core/realtime/realtime-hub';
import { registerRealtimeRoutes } from './core/realtime/realtime.routes';
import { MessageKind } from '@tradewind/contract/common/realtime';
import { sendMessage } from './modules/common/message';
import { registerTestRoutes } from './test/test-routes';
import { API_PREFIX, type AppDeps } from './core/http/route';
import { syncAllTenantMenus } from './modules/system/menu';
import { registerSystemModule } from './modules/system';
import { registerCommonModule, setImportWaker } from './modules/common';
import { registerPmsModule } from './modules/pms';
import { registerCrmModule } from './modules/crm';
import { registerFmsModule } from './modules/fms';
import { registerWmsModule } from './modules/wms';
import { allMapTileUrls, checkCustomerOrderPeriods, registerOmsModule } from './modules/oms';
import { registerLmsModule } from './modules/lms';
import { registerMarketingModule } from './modules/marketing';
import { registerCmsModule } from './modules/cms';
import { checkRollups, registerBiModule } from './modules/bi';
import { checkStockLedger } from './modules/wms';
import { checkMoneyLedger } from './modules/fms';
import { ensureAreas, httpGeocoder, setGeocoder } from './modules/common/area';
import type { SmsSender } from './modules/common/sms';

// Declaration merging needs an interface here.
declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    database: Database;
    config: Config;
    storage: FileStorage;
    exportRunner: ExportRunner;
    importRunner: ImportRunner;
    scheduler: Scheduler;
    realtime: RealtimeHub;
    readiness: Readiness;
  }
}

export type BuildOptions = {
  /** an already open (and migrated) database; otherwise one is opened from the config */
  database?: Database;
  /**
   * the database is ready: migrated, its areas loaded and every tenant's menus synced (the test harness's
   * prepared copies); the start skips all three
   */
  prepared?: boolean;
  /** where SMS codes go (default: the server log) */
  smsSender?: SmsSender;
  /** how often the export runner looks for work; 0: only when asked (tests call runOnce) */
  jobPollMs?: number;
  /** the scheduler's poll (default: jobPollMs's choice); 0 keeps the scheduled tasks off (the benches: a nightly check must not run beside a measurement) */
  schedulerPollMs?: number;
};

/** The default SMS provider: codes are written to the server log (docs/architecture.md §2). */
function logSmsSender(app: FastifyInstance): SmsSender {
  return async (phone, code, purpose) => {
    app.log.info({ phone, purpose, code }, `SMS code for ${phone}: ${code}`);
  };
}

/** Builds the Tradewind server: API under /api/v1, the web app at /. Tests use `app.inject`. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    genReqId: (req) => (typeof req.headers['x-request-id'] === 'string' && req.headers['x-request-id'].length <= 64 ? req.headers['x-request-id'] : randomUUID()),
    trustProxy: config.trustProxy,
    bodyLimit: 2 * 1024 * 1024,
    routerOptions: { querystringParser: (str: string) => qs.parse(str, { arrayLimit: 200, depth: 3 }) as Record<string, unknown> },
  });
  registerApiReference(app); // first: it lists every route registered after it
  const metrics = instrumentRequests(app); // before any route: it counts them all
  const database = options.database ?? (await openDatabase(config));
  if (!options.prepared) await migrate(database);
  app.decorate('database', database);
  app.decorate('config', config);
  if (!options.database) app.addHook('onClose', () => database.close());
  app.addHook('onSend', async (req, reply) => {
    reply.header('x-request-id', req.id);
  });

  await app.register(formbody, { parser: (str) => qs.parse(str, { arrayLimit: 200, depth: 3 }), bodyLimit: 2 * 1024 * 1024 });
  await app.register(multipart, { limits: { fileSize: 5 * 1024 * 1024, files: 10, fields: 50 } });
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
  const realtime = await createRealtimeHub(app, database, config.databaseUrl);
  app.decorate('realtime', realtime);
  app.addHook('onClose', () => realtime.close());
  installErrorHandler(app);

  const storage = await createStorage(config.storage, {
    root: path.join(config.dataDir, 'files'),
    secret: await sharedSecret(database.db, 'file_signing'),
    urlPrefix: `${API_PREFIX}/files`,
    uploadUrl: `${API_PREFIX}/storage/upload`,
  });
  app.decorate('storage', storage);
  app.addHook('onClose', async () => storage.close());
  const exportRunner = createExportRunner({
    db: database.db,
    storage,
    pollMs: options.jobPollMs ?? 5000,
    log: app.log,
    notify: async (tx, task) => {
      await sendMessage(tx, {
        tenantId: task.tenantId,
        recipients: [task.staffId],
        type: 'system',
        // in the creator's language, made when it is sent (message.service.ts)
        title: { key: 'export.completed_title' },
        content: { key: 'export.completed_content', params: { name: task.name } },
        params: { target_type: 'export_task', target_id: task.id },
      });
      await publish(tx, {
        tenantId: task.tenantId,
        staffIds: [task.staffId],
        message: { kind: MessageKind.user, topic: 'export.finished', payload: { id: task.id, name: task.name } },
      });
    },
  });
  app.decorate('exportRunner', exportRunner);
  setExportWaker(() => exportRunner.wake());
  app.addHook('onClose', () => exportRunner.stop());
  // the import centre's runner: checks uploaded files into their preview and runs them (core/jobs/importer.ts)
  const importRunner = createImportRunner({
    db: database.db,
    storage,
    pollMs: options.jobPollMs ?? 5000,
    log: app.log,
    notify: async (tx, task) => {
      const kind = task.status === 2 ? 'checked' : task.status === 4 ? 'finished' : 'failed';
      const texts = {
        checked: ['import.checked_title', 'import.checked_content'],
        finished: ['import.finished_title', 'import.finished_content'],
        failed: ['import.failed_title', 'import.failed_content'],
      } as const;
      await sendMessage(tx, {
        tenantId: task.tenantId,
        recipients: [task.staffId],
        type: 'system',
        title: { key: texts[kind][0] },
        content: { key: texts[kind][1], params: { name: task.name } },
        params: { target_type: 'import_task', target_id: task.id },
      });
      await publish(tx, {
        tenantId: task.tenantId,
        staffIds: [task.staffId],
        message: { kind: MessageKind.user, topic: `import.${kind}`, payload: { id: task.id, name: task.name, status: task.status } },
      });
    },
  });
  app.decorate('importRunner', importRunner);
  setImportWaker(() => importRunner.wake());
  app.addHook('onClose', () => importRunner.stop());
  const scheduler = startScheduler(app, database.db, { pollMs: options.schedulerPollMs ?? options.jobPollMs });
  app.decorate('scheduler', scheduler);
  // Operations (docs/architecture.md §2): the probes and the metrics at the root, outside /api/v1.
  const readiness = createReadiness({ db: database.db, migrations: migrationFiles(), jobs: [exportRunner, importRunner, scheduler] });
  app.decorate('readiness', readiness);
  registerHealthRoutes(app, readiness);
  registerMetricsRoute(app, metrics, {
    database,
    realtime,
    token: config.metricsToken,
    ledgerCheckMinutes: config.ledgerCheckMinutes,
    ledgerChecks: [
      { ledger: 'stock', differences: async (tx) => (await checkStockLedger(tx)).length },
      { ledger: 'money', differences: async (tx) => (await checkMoneyLedger(tx)).length },
      // the daily rollups re-derived from the documents (bi README "Rollups")
      { ledger: 'rollups', differences: async (tx) => (await checkRollups(tx)).length },
      // each customer's order periods (crowds) re-derived from the orders (oms README "Customer order periods")
      { ledger: 'customer_order_periods', differences: async (tx) => (await checkCustomerOrderPeriods(tx)).length },
    ],
  });

  const deps: AppDeps = { db: database.db };
  registerRealtimeRoutes(app, database.db, realtime, config.allowedOrigins);
  registerSystemModule(app, deps, { tokenLifetimeSeconds: config.tokenLifetimeSeconds, scryptCost: config.scryptCost });
  setGeocoder(config.geocoderUrl ? httpGeocoder(config.geocoderUrl) : null);
  registerCommonModule(app, deps, { sms: options.smsSender ?? logSmsSender(app), storage, imageAllowList: config.imageFetchAllowList });
  registerPmsModule(app, deps);
  registerCrmModule(app, deps);
  registerFmsModule(app, deps);
  registerWmsModule(app, deps);
  registerOmsModule(app, deps);
  registerLmsModule(app, deps);
  registerMarketingModule(app, deps);
  registerCmsModule(app, deps);
  registerBiModule(app, deps);
  if (config.testRoutes) registerTestRoutes(app, deps);
  if (!options.prepared) {
    await ensureAreas(database.db);
    await syncAllTenantMenus(database.db);
  }

  await serveWebApp(app, config.webDist, { storage: config.storage, tileUrls: () => allMapTileUrls(database.db) });
  return app;
}
