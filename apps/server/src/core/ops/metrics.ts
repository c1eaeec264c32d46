import { createHash, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { queryOne, queryRows, type Database, type Db } from '@/core/db/database';
import { withSystem } from '@/core/db/tenancy';
import { EXPORT_STALE_SECONDS } from '@/core/jobs/export-runner';

export const METRICS_URL = '/metrics';
/** The route label of a request no route matched (an unknown path, the web app's fallback): never the raw URL. */
export const UNMATCHED_ROUTE = 'unmatched';

/** A re-sum of a ledger (wms's stock, fms's money) counting the differences it finds; app.ts hands them in, as core imports no module. */
export type LedgerCheck = { ledger: string; differences(tx: Db): Promise<number> };

export type MetricsRouteOptions = {
  database: Database;
  realtime: { size(): number };
  /** METRICS_TOKEN: opens the route to other addresses than loopback */
  token: string | null;
  ledgerChecks: readonly LedgerCheck[];
  /** a scrape re-sums the ledgers when the last re-sum is older than this; 0: never */
  ledgerCheckMinutes: number;
};

// The process's own figures (CPU, memory, event loop lag, GC) once per process, whatever the number of apps
// in it (the test harness builds several): collectDefaultMetrics starts observers each time it is called.
let processRegistry: Registry | null = null;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/**
 * Counts every request by method, route pattern (the Fastify route's URL, `/api/v1/crm/customer/:id`, so the
 * labels stay few whatever the ids) and status code, with a latency histogram. Called before any route.
 */
export function instrumentRequests(app: FastifyInstance): Registry {
  const registry = new Registry();
  const labelNames = ['method', 'route', 'status_code'] as const;
  const requests = new Counter({ name: 'tradewind_http_requests_total', help: 'HTTP requests answered, by route pattern and status', labelNames, registers: [registry] });
  const duration = new Histogram({
    name: 'tradewind_http_request_duration_seconds',
    help: 'HTTP request latency, by route pattern and status',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 20],
    registers: [registry],
  });
  app.addHook('onResponse', async (req, reply) => {
    const labels = { method: req.method, route: req.routeOptions.url ?? UNMATCHED_ROUTE, status_code: String(reply.statusCode) };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
  });
  return registry;
}

/** 127.0.0.0/8 and ::1, also IPv4-mapped: the socket's own address, never a forwarded one. */
export function isLoopback(address: string | undefined): boolean {
  return address === '::1' || (address !== undefined && /^(::ffff:)?127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(address));
}

const digest = (text: string) => createHash('sha256').update(text).digest();

function mayScrape(req: FastifyRequest, token: string | null): boolean {
  if (isLoopback(req.socket.remoteAddress)) return true;
  const header = req.headers.authorization;
  if (!token || typeof header !== 'string' || !header.startsWith('Bearer ')) return false;
  return timingSafeEqual(digest(header.slice('Bearer '.length).trim()), digest(token));
}

/**
 * GET /metrics in the Prometheus text format (docs/architecture.md §2 "Operations"; docs/grafana-dashboard.json
 * reads it): the request figures, the database pool, the job queues, the realtime sockets and the last ledger
 * re-sums. Only from loopback or with the METRICS_TOKEN bearer; anyone else gets a bare 404.
 */
export function registerMetricsRoute(app: FastifyInstance, registry: Registry, options: MetricsRouteOptions): void {
  const { database } = options;
  const registers = [registry];
  new Gauge({
    name: 'tradewind_db_pool_connections',
    help: 'database connections of this node: total, idle, and requests waiting for one (PGlite: one embedded session)',
    labelNames: ['state'],
    registers,
    collect() {
      const pool = database.pool;
      this.set({ state: 'total' }, pool ? pool.totalCount : 1);
      if (pool) {
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      }
    },
  });
  new Gauge({
    name: 'tradewind_db_pool_max',
    help: 'the most connections this node opens',
    registers,
    collect() {
      this.set(database.pool ? (database.pool.options.max ?? 10) : 1);
    },
  });
  new Gauge({
    name: 'tradewind_realtime_connections',
    help: 'realtime sockets connected to this node',
    registers,
    collect() {
      this.set(options.realtime.size());
    },
  });
  const exportTasks = new Gauge({ name: 'tradewind_export_tasks', help: 'export tasks in progress: waiting for a runner, or running (claimed, heartbeat fresh)', labelNames: ['state'], registers });
  const exportOldest = new Gauge({ name: 'tradewind_export_oldest_waiting_seconds', help: 'age of the oldest export task waiting for a runner (0: none)', registers });
  const scheduledDue = new Gauge({ name: 'tradewind_scheduled_tasks_due', help: 'scheduled tasks whose run is due and not yet claimed', registers });
  const scheduledOverdue = new Gauge({ name: 'tradewind_scheduled_task_overdue_seconds', help: 'how long the most overdue scheduled run has waited (0: none)', registers });
  const scheduledFailing = new Gauge({ name: 'tradewind_scheduled_task_failing', help: '1 when the scheduled task’s last run failed', labelNames: ['task'], registers });
  const ledgerDifferences = new Gauge({ name: 'tradewind_ledger_differences', help: 'differences the last ledger re-sum found (must be 0)', labelNames: ['ledger'], registers });
  const ledgerCheckedAt = new Gauge({ name: 'tradewind_ledger_check_timestamp_seconds', help: 'when the ledger was last re-summed (Unix time)', labelNames: ['ledger'], registers });
  const scrapeErrors = new Counter({ name: 'tradewind_metrics_collect_errors_total', help: 'scrapes whose database figures could not be read', registers });

  async function readQueues(): Promise<void> {
    await withSystem(database.db, async (tx) => {
      const exports = await queryOne<{ waiting: number; running: number; oldest: number }>(
        tx,
        sql`SELECT count(*) FILTER (WHERE waiting)::int AS waiting, count(*) FILTER (WHERE NOT waiting)::int AS running,
                   coalesce(extract(epoch FROM now() - min(created_at) FILTER (WHERE waiting)), 0)::float8 AS oldest
              FROM (SELECT created_at, (locked_at IS NULL OR locked_at < now() - make_interval(secs => ${EXPORT_STALE_SECONDS})) AS waiting
                      FROM export_tasks WHERE export_status = 1) t`,
      );
      exportTasks.set({ state: 'waiting' }, exports?.waiting ?? 0);
      exportTasks.set({ state: 'running' }, exports?.running ?? 0);
      exportOldest.set(Number(exports?.oldest ?? 0));
      const scheduled = await queryRows<{ name: string; overdue: number; failing: boolean }>(
        tx,
        sql`SELECT name, extract(epoch FROM now() - next_run_at)::float8 AS overdue, last_error IS NOT NULL AS failing FROM scheduled_tasks`,
      );
      const due = scheduled.filter((s) => Number(s.overdue) >= 0);
      scheduledDue.set(due.length);
      scheduledOverdue.set(Math.max(0, ...due.map((s) => Number(s.overdue))));
      scheduledFailing.reset();
      for (const s of scheduled) scheduledFailing.set({ task: s.name }, s.failing ? 1 : 0);
    });
  }

  // The re-sums read every ledger row: a scrape starts one only when the last is older than the setting; the
  // first waits for its figures, later ones answer with the last figures while a new re-sum runs.
  let ledgersTriedAt = 0;
  let resumming: Promise<void> | null = null;
  async function readLedgers(): Promise<void> {
    if (options.ledgerCheckMinutes <= 0 || options.ledgerChecks.length === 0) return;
    if (resumming === null && Date.now() - ledgersTriedAt >= options.ledgerCheckMinutes * 60_000) {
      const first = ledgersTriedAt === 0;
      ledgersTriedAt = Date.now();
      resumming = (async () => {
        for (const check of options.ledgerChecks) {
          const found = await withSystem(database.db, (tx) => check.differences(tx));
          ledgerDifferences.set({ ledger: check.ledger }, found);
          ledgerCheckedAt.set({ ledger: check.ledger }, Date.now() / 1000);
        }
      })()
        .catch((error) => app.log.error({ err: error }, 'ledger re-sum for the metrics failed'))
        .finally(() => {
          resumming = null;
        });
      if (first) await resumming;
    }
  }

  app.get(METRICS_URL, async (req, reply) => {
    if (!mayScrape(req, options.token)) return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
    await Promise.all([readQueues(), readLedgers()]).catch((error) => {
      scrapeErrors.inc();
      app.log.error({ err: error }, 'metrics: database figures not read');
    });
    const text = (await processMetrics().metrics()) + (await registry.metrics());
    return reply.type(registry.contentType).header('cache-control', 'no-store').send(text);
  });
}
