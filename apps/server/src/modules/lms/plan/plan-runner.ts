import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { MessageKind } from '@tradewind/contract/common/realtime';
import { ROUTE_PLAN_PROGRESS_TOPIC, ROUTE_PLAN_STATUS as P } from '@tradewind/contract/lms/line.schema';
import { queryOne, queryRows, type Db } from '@/core/db/database';
import { createJobLoop, type JobLoop } from '@/core/jobs/job-loop';
import { LostClaim, taskClaims } from '@/core/jobs/task-claim';
import { withSystem, withTenant } from '@/core/db/tenancy';
import { publish } from '@/core/realtime/realtime-hub';
import { createRouteSolver } from '../routing/solve-in-worker';
import type { RouteSolver, RoutingOutput, SolveProgress } from '../routing/types';
import { buildPlanInput } from './plan.service';
import { routePlans } from './plan.table';
import { setPlanWaker } from './plan-waker';
import { instantSql, osrmWgs84Provider } from './route-timing';

/** A claim whose heartbeat is older than this belongs to a dead node and is taken over. */
export const PLAN_STALE_SECONDS = 30;
/** After this many claims a plan fails with a message instead of being tried again. */
export const PLAN_MAX_ATTEMPTS = 3;
const PROGRESS_EVERY_MS = 400;

type Log = { error(obj: unknown, msg: string): void; info(obj: unknown, msg: string): void };
type Claimed = typeof routePlans.$inferSelect;

export type PlanRunner = JobLoop & { readonly nodeId: string };

/**
 * The planning job (lms README "Lines, planning and the map"), on the export runner's loop and claims
 * (core/jobs `createJobLoop`, `taskClaims`): any node claims a solving plan with FOR UPDATE SKIP LOCKED,
 * solves it in a worker thread (the routing module's createRouteSolver), keeps progress and a heartbeat in
 * the row and pushes progress to the plan's creator (realtime topic lms.route_plan.progress), then writes
 * the proposal. A plan whose node died is taken over after PLAN_STALE_SECONDS and fails after
 * PLAN_MAX_ATTEMPTS; a plan discarded or sent back while solving stops its thread (the heartbeat finds the
 * claim gone). Stopping the node stops its solves and gives their plans back, for another node at once.
 */
export function createPlanRunner(options: { db: Db; pollMs?: number; log?: Log; solver?: (routingUrl: string | null) => RouteSolver; nodeId?: string }): PlanRunner {
  const nodeId = options.nodeId ?? randomUUID();
  const { db } = options;
  const solverFor = options.solver ?? ((url: string | null) => createRouteSolver(url ? { matrixProvider: osrmWgs84Provider(url) } : {}));
  const active = new Set<AbortController>();
  const claims = taskClaims(db, nodeId, { table: routePlans, status: 'status', claimable: [P.solving], staleSeconds: PLAN_STALE_SECONDS });

  const push = (plan: Claimed, status: number, progress: number) =>
    plan.createdBy
      ? withSystem(db, (tx) =>
          publish(tx, { tenantId: plan.tenantId, staffIds: [plan.createdBy!], message: { kind: MessageKind.user, topic: ROUTE_PLAN_PROGRESS_TOPIC, payload: { id: plan.id, status, progress } } }),
        )
      : Promise.resolve();

  /** Progress and heartbeat in one write, pushed to the creator; false when the claim is gone. */
  const heartbeat = async (plan: Claimed, progress: number): Promise<boolean> => {
    try {
      await claims.heartbeat(plan, progress);
    } catch (error) {
      if (error instanceof LostClaim) return false;
      throw error;
    }
    await push(plan, P.solving, progress);
    return true;
  };

  const fail = async (plan: Claimed, error: string) => {
    if (await claims.finish(plan, { status: P.failed, error: error.slice(0, 500), lockedBy: null, updatedAt: new Date() })) await push(plan, P.failed, 0);
  };

  async function solve(plan: Claimed): Promise<void> {
    if (plan.attempts > PLAN_MAX_ATTEMPTS) return fail(plan, 'gave up after several tries');
    const { input, options: solveOptions, routingUrl } = await withTenant(db, plan.tenantId, (tx) => buildPlanInput(tx, plan.id));
    const controller = new AbortController();
    active.add(controller);
    let last = 0;
    let beating: Promise<unknown> = Promise.resolve();
    let lastProgress: SolveProgress | null = null;
    const onProgress = (p: SolveProgress) => {
      lastProgress = p;
      const now = Date.now();
      if (now - last < PROGRESS_EVERY_MS) return;
      last = now;
      const percent = Math.min(99, Math.round((p.elapsedMs / Math.max(1, solveOptions.timeLimitMs)) * 100));
      beating = beating.then(() => heartbeat(plan, percent)).then((alive) => {
        if (!alive) controller.abort(new Error('plan no longer solving'));
      });
    };
    let output: RoutingOutput;
    try {
      output = input.jobs.length === 0
        ? emptyOutput(input.jobs.length)
        : await solverFor(routingUrl).solve(input, solveOptions, onProgress, controller.signal);
    } catch (error) {
      if (controller.signal.aborted) return;
      throw error;
    } finally {
      active.delete(controller);
      await beating.catch(() => undefined);
    }
    if (output.code !== 0) return fail(plan, output.error ?? `solver code ${output.code}`);
    const written = await withTenant(db, plan.tenantId, (tx) => writeProposal(tx, plan.id, nodeId, input, output, (lastProgress as SolveProgress | null)?.iteration ?? 0));
    if (written) await push(plan, P.proposed, 100);
  }

  const loop = createJobLoop<Claimed>({
    name: 'route planning',
    pollMs: options.pollMs,
    log: options.log,
    claim: claims.claim,
    run: async (plan) => {
      try {
        await solve(plan);
      } catch (error) {
        options.log?.error({ err: error, plan: plan.id }, 'route planning failed');
        await fail(plan, error instanceof Error ? error.message : String(error)).catch(() => undefined);
      }
    },
    giveBack: claims.giveBack,
  });
  setPlanWaker(loop.wake);
  return {
    ...loop,
    nodeId,
    // a solve runs for seconds: stop it now and give its plan back rather than wait for it
    stop: () => {
      for (const c of active) c.abort(new Error('server stopping'));
      return loop.stop(0);
    },
  };
}

function emptyOutput(unassigned: number): RoutingOutput {
  return {
    code: 0,
    summary: { cost: 0, routes: 0, unassigned, delivery: [0, 0], distance: 0, duration: 0, service: 0, waiting_time: 0, computing_times: { loading: 0, solving: 0, routing: 0 } },
    unassigned: [],
    routes: [],
  };
}

/**
 * The solver's routes as the proposal: a proposed line per car that got stops (its earlier driver,
 * helpers and pre-line kept, else the car's usual driver), each stop's line, order, arrival and leg;
 * what no car took unassigned (and unlocked). False when the plan is no longer this node's to write.
 */
async function writeProposal(tx: Db, planId: number, nodeId: string, input: unknown, output: RoutingOutput, iterations: number): Promise<boolean> {
  const plan = await queryOne<{ status: number; locked_by: string | null; plan_date: string; time_zone: string }>(
    tx,
    sql`SELECT p.status, p.locked_by, p.plan_date::text AS plan_date, t.time_zone FROM lms_route_plans AS p JOIN tenants AS t ON t.id = p.tenant_id WHERE p.id = ${planId} FOR UPDATE OF p`,
  );
  if (!plan || plan.status !== P.solving || plan.locked_by !== nodeId) return false;
  const day = instantSql(plan.plan_date, 0, plan.time_zone);
  const existing = await queryRows<{ id: number; car_id: number }>(tx, sql`SELECT id, car_id FROM lms_route_plan_lines WHERE plan_id = ${planId}`);
  const byCar = new Map(existing.map((l) => [l.car_id, l.id]));
  await tx.execute(sql`UPDATE lms_route_plan_stops SET plan_line_id = NULL, seq = 0, planned_arrival = NULL, distance_m = 0, duration_s = 0, waiting_s = 0 WHERE plan_id = ${planId}`);
  const used = new Set<number>();
  for (const [sort, route] of output.routes.entries()) {
    let lineId = byCar.get(route.vehicle);
    if (lineId === undefined) {
      const row = await queryOne<{ id: number }>(
        tx,
        sql`INSERT INTO lms_route_plan_lines (tenant_id, plan_id, car_id, driver_id, sort)
            SELECT c.tenant_id, ${planId}::int, c.id, c.default_driver_id, ${sort}::int FROM lms_cars AS c WHERE c.id = ${route.vehicle} RETURNING id`,
      );
      lineId = row!.id;
    } else {
      await tx.execute(sql`UPDATE lms_route_plan_lines SET sort = ${sort} WHERE id = ${lineId}`);
    }
    used.add(lineId);
    const start = route.steps.find((s) => s.type === 'start');
    const end = route.steps.find((s) => s.type === 'end');
    const jobs = route.steps.filter((s) => s.type === 'job');
    const values = jobs.map((s, i) => {
      const prev = i === 0 ? start : jobs[i - 1];
      return sql`(${s.id!}::int, ${i + 1}::int, ${Math.round(s.arrival)}::int, ${Math.round(s.distance - (prev?.distance ?? 0))}::int, ${Math.round(s.duration - (prev?.duration ?? 0))}::int, ${Math.round(s.waiting_time)}::int)`;
    });
    if (values.length) {
      await tx.execute(sql`UPDATE lms_route_plan_stops AS s SET plan_line_id = ${lineId}, seq = v.seq, planned_arrival = ${day} + make_interval(secs => v.arrival),
          distance_m = v.distance, duration_s = v.duration, waiting_s = v.waiting
        FROM (VALUES ${sql.join(values, sql`, `)}) AS v(id, seq, arrival, distance, duration, waiting) WHERE s.plan_id = ${planId} AND s.logistics_order_id = v.id`);
    }
    const leave = start?.arrival ?? jobs[0]?.arrival ?? 0;
    const back = end?.arrival ?? (jobs.length ? jobs[jobs.length - 1].arrival + jobs[jobs.length - 1].waiting_time + jobs[jobs.length - 1].service : leave);
    await tx.execute(sql`UPDATE lms_route_plan_lines AS pl SET stop_count = t.n, total_pieces = t.pieces, total_weight = t.weight, total_volume = t.volume,
        distance_m = ${Math.round(route.distance)}, duration_s = ${Math.round(back - leave)}, planned_start = ${day} + make_interval(secs => ${Math.round(leave)})
      FROM (SELECT count(*)::int AS n, coalesce(sum(o.pieces), 0) AS pieces, coalesce(sum(o.weight), 0) AS weight, coalesce(sum(o.volume), 0) AS volume
              FROM lms_route_plan_stops AS s JOIN lms_logistics_orders AS o ON o.id = s.logistics_order_id WHERE s.plan_line_id = ${lineId}) AS t
      WHERE pl.id = ${lineId}`);
  }
  const unused = existing.filter((l) => !used.has(l.id)).map((l) => l.id);
  if (unused.length) await tx.execute(sql`DELETE FROM lms_route_plan_lines WHERE id = ANY(${`{${unused.join(',')}}`}::int[])`);
  await tx.execute(sql`UPDATE lms_route_plan_stops SET locked = 0 WHERE plan_id = ${planId} AND plan_line_id IS NULL`);
  await tx.execute(sql`UPDATE lms_route_plans AS p SET status = ${P.proposed}, progress = 100, input = ${JSON.stringify(input)}::jsonb, output = ${JSON.stringify(output)}::jsonb,
      distance_m = coalesce((SELECT sum(distance_m) FROM lms_route_plan_lines WHERE plan_id = p.id), 0)::int,
      duration_s = coalesce((SELECT sum(duration_s) FROM lms_route_plan_lines WHERE plan_id = p.id), 0)::int,
      unassigned_count = (SELECT count(*) FROM lms_route_plan_stops WHERE plan_id = p.id AND plan_line_id IS NULL)::int,
      iterations = ${iterations}, solved_at = now(), locked_by = NULL, locked_at = NULL, version = version + 1, updated_at = now()
    WHERE p.id = ${planId}`);
  return true;
}
