import http from 'node:http';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { readConfig } from '@/config';
import { openDatabase, queryRows } from '@/core/db/database';
import { withSystem } from '@/core/db/tenancy';
import { checkMoneyLedger } from '@/modules/fms/ledger/money-check';
import { checkStockLedger } from '@/modules/wms';
import { createBenchDb, serverVersion } from './lib/bench-db';
import { exitAfter } from './lib/deadline';
import { formatTable, machineLine, ms } from './lib/report';
import { percentile, positiveInt } from './lib/runs';
import { freePort, readyProbe, requireBuild, serverNode, signIn, type ServerNode } from './lib/server-node';

/**
 * The soak (issue 32 §6): two API nodes — the built server, each a process of its own — on one PostgreSQL
 * database, behind a round-robin proxy in this process, DURATION seconds of mixed traffic by CLIENTS
 * clients as the demo admin: orders taken and audited, goods received (warehousing entries audited),
 * audited orders waved, picked and shipped (sale outbounds audited), receipt notes made and audited. At
 * DURATION/2 the second node is killed (SIGKILL) and started again DOWN_SECONDS later. Afterwards every
 * document the API acknowledged (envelope code 200) must exist in the state it was acknowledged in or a
 * later one, and the stock and money re-sums must show no difference; else the bench exits non-zero.
 *
 * The proxy retries a request on the other node only when its node refused the connection (nothing was
 * sent); any other failure (a reset while the request was in flight) answers 502 and counts as an error.
 * Refusals for business reasons (409: not enough stock…) are counted apart from errors.
 */
const DURATION = positiveInt('DURATION', 600);
const CLIENTS = positiveInt('CLIENTS', 8);
const DOWN_SECONDS = positiveInt('DOWN_SECONDS', 15);
const WAVE_ORDERS = positiveInt('WAVE_ORDERS', 4);
const SKUS = positiveInt('SKUS', 30);
const SERVER_START_S = positiveInt('SERVER_START_S', 600);
const ADMIN = { account: 'admin', password: 'admin123' };

const log = (line: string) => process.stdout.write(`${line}\n`);
const hash = (n: number) => Math.imul(n ^ 0x9e3779b9, 0x85ebca6b) >>> 0;

requireBuild();
const benchDb = await createBenchDb();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tw-soak-'));
const nodes: ServerNode[] = [];
let proxy: http.Server | null = null;
const cleanup = async () => {
  proxy?.closeAllConnections();
  proxy?.close();
  await Promise.all(nodes.map((n) => n.stop()));
  fs.rmSync(dataDir, { recursive: true, force: true });
  await benchDb.drop();
};
const cancelDeadline = exitAfter(2 * SERVER_START_S + DURATION + 600, cleanup);
// a run stopped by hand still stops its nodes and drops its database
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void cleanup().finally(() => process.exit(1)));
const database = await openDatabase(readConfig({}, { databaseUrl: benchDb.url, logLevel: 'warn', webDist: null, seedDemo: false }));
database.pool?.on('error', () => undefined);
const db = database.db;

// ---------- what the clients saw ----------
type CallStats = { times: number[]; refused: number; errors: number };
const calls = new Map<string, CallStats>();
const stat = (kind: string) => {
  let s = calls.get(kind);
  if (!s) calls.set(kind, (s = { times: [], refused: 0, errors: 0 }));
  return s;
};
/** from the kill until the node answers again (performance.now()) */
const down = { from: Infinity, until: Infinity };
const whileDown = (t: number) => t >= down.from && t <= down.until;
const totals = { answered: 0, errors: 0, errorsDown: 0, refused: 0, refusedDown: 0 };
/** what the errors and refusals said, counted */
const problems = new Map<string, number>();
const note = (line: string) => problems.set(line, (problems.get(line) ?? 0) + 1);

/** Every document the API acknowledged: kind → id → the highest state it was acknowledged in. */
const KINDS = {
  order: 'oms_orders',
  warehousing_entry: 'wms_warehousing_entries',
  picking_list: 'wms_picking_lists',
  picking_task: 'wms_picking_tasks',
  outbound: 'wms_outbound_delivery_orders',
  receipt_note: 'fms_receipt_notes',
} as const;
type Kind = keyof typeof KINDS;
const acked = new Map<Kind, Map<number, number>>(Object.keys(KINDS).map((k) => [k as Kind, new Map()]));
const ack = (kind: Kind, id: number, status: number) => {
  const docs = acked.get(kind)!;
  docs.set(id, Math.max(docs.get(id) ?? status, status));
};

// ---------- the proxy ----------
const proxyStats = { retried: 0, failed: 0, sent: [0, 0] };
function startProxy(targets: ServerNode[]): Promise<number> {
  const agents = targets.map(() => new http.Agent({ keepAlive: true, maxSockets: 64 }));
  let turn = 0;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const first = turn++ % targets.length;
      const forward = (index: number, retry: boolean) => {
        const target = targets[index];
        const out = http.request({ host: '127.0.0.1', port: target.port, method: req.method, path: req.url, headers: req.headers, agent: agents[index] }, (answer) => {
          proxyStats.sent[index] += 1;
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        });
        out.setTimeout(60_000, () => out.destroy(new Error('no answer in 60 s')));
        out.on('error', (error: NodeJS.ErrnoException) => {
          // refused: nothing reached that node, so the other may take it; anything else may have been half-done
          if (error.code === 'ECONNREFUSED' && retry) {
            proxyStats.retried += 1;
            forward((index + 1) % targets.length, false);
            return;
          }
          proxyStats.failed += 1;
          if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
          res.end(`proxy: ${target.name}: ${error.code ?? error.message}`);
        });
        out.end(body);
      };
      forward(first, true);
    });
  });
  proxy = server;
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port)));
}

try {
  // ---------- two nodes on one database, the first seeds the demo tenant ----------
  const ports = [await freePort(), await freePort()];
  const env = { DATABASE_URL: benchDb.url, DATA_DIR: dataDir, SCRYPT_COST: '1024' };
  const ready = readyProbe(ADMIN);
  nodes.push(serverNode({ name: 'node 1', port: ports[0], env: { ...env, SEED_DEMO: '1' }, ready, startSeconds: SERVER_START_S }));
  nodes.push(serverNode({ name: 'node 2', port: ports[1], env: { ...env, SEED_DEMO: '0' }, ready, startSeconds: SERVER_START_S }));
  const started = performance.now();
  await nodes[0].start();
  log(`soak: node 1 up with the demo tenant in ${((performance.now() - started) / 1000).toFixed(0)} s (${benchDb.name})`);
  await nodes[1].start();
  const proxyPort = await startProxy(nodes);
  const base = `http://127.0.0.1:${proxyPort}/api/v1`;

  // ---------- the demo's master store, its warehouse, customers with a contact and an address, SKUs ----------
  const [place] = await withSystem(db, (tx) =>
    queryRows<{ store_id: number; warehouse_id: number; admin_id: number; payment_config_id: number }>(
      tx,
      sql`SELECT s.id AS store_id, w.id AS warehouse_id, (SELECT id FROM staff WHERE account = ${ADMIN.account}) AS admin_id,
                 (SELECT id FROM fms_payment_configs p WHERE p.tenant_id = s.tenant_id AND p.status = 1 AND p.kind <> 5 AND p.deleted_at IS NULL ORDER BY p.id LIMIT 1) AS payment_config_id
            FROM stores s JOIN wms_warehouses w ON w.store_id = s.id AND w.status = 1
           WHERE s.is_master = 1 ORDER BY (SELECT count(*) FROM wms_stock_totals t WHERE t.warehouse_id = w.id) DESC, w.id LIMIT 1`,
    ),
  );
  if (!place?.payment_config_id) throw new Error('the demo tenant has no master store warehouse or no payment method');
  const customers = await withSystem(db, (tx) =>
    queryRows<{ id: number; contact: number }>(
      tx,
      sql`SELECT c.id, min(u.id) AS contact FROM crm_customers c
            JOIN crm_customer_users u ON u.customer_id = c.id AND u.deleted_at IS NULL
           WHERE c.store_id = ${place.store_id}::int AND c.status = 1
             AND EXISTS (SELECT 1 FROM crm_customer_addresses a WHERE a.customer_id = c.id AND a.deleted_at IS NULL)
           GROUP BY c.id ORDER BY c.id`,
    ),
  );
  const skus = await withSystem(db, (tx) =>
    queryRows<{ id: number; unit_id: number; price: string }>(
      tx,
      sql`SELECT s.id, s.unit_id, s.sale_price::text AS price FROM pms_skus s JOIN pms_spus p ON p.id = s.spu_id
            JOIN wms_stock_totals t ON t.sku_id = s.id AND t.warehouse_id = ${place.warehouse_id}::int
           WHERE s.status = 1 AND p.status = 2 AND s.sale_price >= 1 AND t.on_hand - t.reserved > 0
           ORDER BY t.on_hand - t.reserved DESC, s.id LIMIT ${SKUS}::int`,
    ),
  );
  if (customers.length === 0 || skus.length < 4) throw new Error(`the demo has ${customers.length} usable customers and ${skus.length} SKUs in stock`);
  const headers = await signIn(base, ADMIN.account, ADMIN.password, place.store_id);

  // ---------- one call through the proxy ----------
  type Envelope<T> = { code: number; message: string; data: T };
  type Doc = { id: number; status: number };
  const api = async <T = Doc>(kind: string, method: string, url: string, body?: unknown): Promise<Envelope<T> | null> => {
    const s = stat(kind);
    const t0 = performance.now();
    let envelope: Envelope<T> | null = null;
    let problem: string | null = null;
    try {
      const res = await fetch(`${base}${url}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
      const text = await res.text();
      if (res.status === 502) problem = text;
      else envelope = JSON.parse(text) as Envelope<T>;
    } catch (error) {
      problem = `${(error as Error).message} ${((error as Error).cause as Error | undefined)?.message ?? ''}`.trim();
    }
    const t1 = performance.now();
    if (envelope) {
      totals.answered += 1;
      s.times.push(t1 - t0);
      if (envelope.code === 200) return envelope;
      if (envelope.code === 409) {
        s.refused += 1;
        totals.refused += 1;
        if (whileDown(t1)) totals.refusedDown += 1;
        note(`${kind}: refused ${envelope.code} ${envelope.message}`);
        return null;
      }
      problem = `${envelope.code} ${envelope.message}`;
    }
    s.errors += 1;
    totals.errors += 1;
    if (whileDown(t1)) totals.errorsDown += 1;
    note(`${kind}: ${problem}${whileDown(t1) ? ' (node down)' : ''}`);
    return null;
  };

  // Stock for the run: one entry of every SKU in the pool (the receipts that follow keep it topped up).
  const options = await api<{ today: string }>('receipt options', 'GET', '/fms/receipt_note/options');
  if (!options) throw new Error('GET /fms/receipt_note/options failed');
  const today = options.data.today;
  const deliveryDate = new Date(Date.parse(`${today}T00:00:00Z`) + 2 * 86_400_000).toISOString().slice(0, 10);
  const line = (sku: (typeof skus)[number], qty: number) => ({ sku_id: sku.id, unit_id: sku.unit_id, qty, price: (Number(sku.price) * 0.6).toFixed(2) });
  const receive = async (lines: Array<ReturnType<typeof line>>) => {
    const entry = await api('entry create', 'POST', '/wms/warehousing_entry', { type: 6, warehouse_id: place.warehouse_id, remark: 'soak', lines });
    if (!entry) return;
    ack('warehousing_entry', entry.data.id, entry.data.status);
    if (entry.data.status !== 0) return;
    const audited = await api('entry audit', 'PUT', `/wms/warehousing_entry/${entry.data.id}/audit`, {});
    if (audited) ack('warehousing_entry', entry.data.id, audited.data.status);
  };
  await receive(skus.map((k) => line(k, 20_000)));
  log(`soak: ${customers.length} customers, ${skus.length} SKUs of warehouse ${place.warehouse_id}, orders for ${deliveryDate}; ${CLIENTS} clients for ${DURATION} s`);

  // ---------- the traffic ----------
  const takeOrder = async (seed: number): Promise<number | null> => {
    const customer = customers[hash(seed) % customers.length];
    const count = 2 + (hash(seed + 1) % 3);
    const items = new Map<number, { sku_id: number; qty: number }>();
    for (let k = 0; k < count; k += 1) {
      const sku = skus[hash(seed * 31 + k) % skus.length];
      // about ¥40 a line at list price, so the order passes the minimum order amount whatever the customer's price
      items.set(sku.id, { sku_id: sku.id, qty: Math.min(20, Math.max(1, Math.ceil(40 / Number(sku.price)))) });
    }
    const made = await api('order create', 'POST', '/oms/order', {
      customer_id: customer.id,
      customer_user_id: customer.contact,
      warehouse_id: place.warehouse_id,
      delivery_date: deliveryDate,
      pay_type: 1,
      items: [...items.values()],
    });
    if (!made) return null;
    ack('order', made.data.id, made.data.status);
    if (made.data.status !== 1) return made.data.status === 2 ? made.data.id : null;
    const audited = await api('order audit', 'PUT', `/oms/order/${made.data.id}/audit`, {});
    if (!audited) return null;
    ack('order', made.data.id, audited.data.status);
    return made.data.id;
  };
  const pickAndShip = async (orderIds: number[]) => {
    const wave = await api<Doc & { items: Array<{ id: number }> }>('wave create', 'POST', '/wms/picking_list', { warehouse_id: place.warehouse_id, delivery_date: deliveryDate, order_ids: orderIds });
    if (!wave) return;
    ack('picking_list', wave.data.id, wave.data.status);
    const task = await api<Doc & { items: Array<{ id: number; qty: string }> }>('task create', 'POST', '/wms/picking_task', { list_id: wave.data.id, picker_id: place.admin_id, item_ids: wave.data.items.map((i) => i.id) });
    if (!task) return;
    ack('picking_task', task.data.id, task.data.status);
    const lines = task.data.items.map((i) => ({ item_id: i.id, picked_qty: i.qty }));
    const confirmed = await api('task confirm', 'PUT', `/wms/picking_task/${task.data.id}/confirm`, { lines });
    if (!confirmed) return;
    ack('picking_task', task.data.id, confirmed.data.status);
    const finished = await api('task finish', 'PUT', `/wms/picking_task/${task.data.id}/finish`, {});
    if (!finished) return;
    ack('picking_task', task.data.id, finished.data.status);
    const outbounds = await api<{ ids: number[] }>('wave outbounds', 'POST', `/wms/picking_list/${wave.data.id}/outbound`, {});
    if (!outbounds) return;
    for (const id of outbounds.data.ids) {
      ack('outbound', id, 0);
      const audited = await api('outbound audit', 'PUT', `/wms/outbound_delivery_order/${id}/audit`, {});
      if (audited) ack('outbound', id, audited.data.status);
    }
  };
  const receipt = async (seed: number) => {
    const customer = customers[hash(seed + 7) % customers.length];
    const made = await api('receipt create', 'POST', '/fms/receipt_note', {
      customer_id: customer.id,
      payment_config_id: place.payment_config_id,
      amount: `${20 + (hash(seed) % 500)}.50`,
      receipt_date: today,
      attachments: [],
      remark: 'soak',
      items: [],
    });
    if (!made) return;
    ack('receipt_note', made.data.id, made.data.status);
    if (made.data.status !== 0) return;
    const audited = await api('receipt audit', 'PUT', `/fms/receipt_note/${made.data.id}/audit`, {});
    if (audited) ack('receipt_note', made.data.id, audited.data.status);
  };

  const runStart = performance.now();
  const endAt = runStart + DURATION * 1000;
  const client = async (c: number) => {
    const audited: number[] = [];
    for (let i = 0; performance.now() < endAt; i += 1) {
      const seed = c * 1_000_003 + i;
      const order = await takeOrder(seed);
      if (order !== null) audited.push(order);
      if (i % 2 === 1) await receipt(seed);
      if (i % 3 === 2) await receive([0, 1, 2].map((k) => line(skus[hash(seed * 13 + k) % skus.length], 60)));
      if (audited.length >= WAVE_ORDERS) await pickAndShip(audited.splice(0));
    }
  };
  const restart = (async () => {
    await new Promise((resolve) => setTimeout(resolve, (DURATION / 2) * 1000));
    const victim = nodes[1];
    down.from = performance.now();
    await victim.kill('SIGKILL');
    log(`soak: ${victim.name} killed (SIGKILL) at ${((down.from - runStart) / 1000).toFixed(0)} s`);
    await new Promise((resolve) => setTimeout(resolve, DOWN_SECONDS * 1000));
    await victim.start();
    down.until = performance.now();
    log(`soak: ${victim.name} answering again after ${((down.until - down.from) / 1000).toFixed(1)} s`);
  })();
  const progress = setInterval(() => {
    const docs = [...acked.values()].reduce((n, m) => n + m.size, 0);
    log(`soak: ${((performance.now() - runStart) / 1000).toFixed(0)} s, ${totals.answered} answers, ${docs} documents, ${totals.errors} errors, ${totals.refused} refused, load ${os.loadavg()[0].toFixed(1)}`);
  }, 60_000);
  await Promise.all(Array.from({ length: CLIENTS }, (_, c) => client(c)));
  const seconds = (performance.now() - runStart) / 1000;
  clearInterval(progress);
  await restart;
  const downSeconds = (down.until - down.from) / 1000;

  // ---------- afterwards: every acknowledged document, both re-sums ----------
  type Check = { kind: Kind; acknowledged: number; missing: number; behind: number };
  const checks: Check[] = [];
  for (const [kind, docs] of acked) {
    const ids = [...docs.keys()];
    const found = ids.length
      ? await withSystem(db, (tx) => queryRows<{ id: number; status: number }>(tx, sql`SELECT id, status FROM ${sql.identifier(KINDS[kind])} WHERE id = ANY(${`{${ids.join(',')}}`}::int[])`))
      : [];
    const now = new Map(found.map((r) => [Number(r.id), Number(r.status)]));
    let missing = 0;
    let behind = 0;
    for (const [id, status] of docs) {
      const current = now.get(id);
      if (current === undefined) missing += 1;
      else if (current < status) behind += 1;
    }
    checks.push({ kind, acknowledged: ids.length, missing, behind });
  }
  const lost = checks.reduce((n, c) => n + c.missing + c.behind, 0);
  const stockDiff = await withSystem(db, (tx) => checkStockLedger(tx));
  const moneyDiff = await withSystem(db, (tx) => checkMoneyLedger(tx));

  const callRows = [...calls.entries()].filter(([kind]) => kind !== 'receipt options').map(([kind, s]) => ({ kind, s, sorted: [...s.times].sort((a, b) => a - b) }));
  log(
    [
      '',
      machineLine(await serverVersion(benchDb.url)),
      `load average at the end (1/5/15 min): ${os.loadavg().map((l) => l.toFixed(1)).join(' / ')} on ${os.cpus().length} cores`,
      `two nodes (the built server, PG_POOL_MAX=${process.env.PG_POOL_MAX ?? 10} each) behind a round-robin proxy; ${CLIENTS} clients for ${seconds.toFixed(0)} s as the demo admin;` +
        ` node 2 killed (SIGKILL) at ${DURATION / 2} s, answering again ${downSeconds.toFixed(1)} s later`,
      '',
      formatTable(
        [
          { title: 'call', value: (r: (typeof callRows)[number]) => r.kind, align: 'left' },
          { title: 'answered', value: (r) => String(r.s.times.length) },
          { title: 'p50', value: (r) => ms(percentile(r.sorted, 50)) },
          { title: 'p95', value: (r) => ms(percentile(r.sorted, 95)) },
          { title: 'refused (409)', value: (r) => String(r.s.refused) },
          { title: 'errors', value: (r) => String(r.s.errors) },
        ],
        callRows,
      ),
      '',
      formatTable(
        [
          { title: 'document', value: (r: Check) => r.kind, align: 'left' },
          { title: 'acknowledged', value: (r) => String(r.acknowledged) },
          { title: 'missing', value: (r) => String(r.missing) },
          { title: 'in an earlier state', value: (r) => String(r.behind) },
        ],
        checks,
      ),
      '',
      `requests: ${totals.answered} answered = ${(totals.answered / seconds).toFixed(1)} req/s; errors ${totals.errors} (${totals.errorsDown} while node 2 was down), refused (409) ${totals.refused} (${totals.refusedDown} while down)`,
      `proxy: sent to node 1 ${proxyStats.sent[0]}, node 2 ${proxyStats.sent[1]}; ${proxyStats.retried} refused connections retried on the other node, ${proxyStats.failed} failed (502)`,
      `lost: ${lost}; stock re-sum: ${stockDiff.length} differences; money re-sum: ${moneyDiff.length} differences`,
      ...(problems.size ? ['errors and refusals:', ...[...problems].sort((a, b) => b[1] - a[1]).map(([line, n]) => `  ${String(n).padStart(5)}  ${line}`)] : []),
      '',
    ].join('\n'),
  );
  if (lost > 0) throw new Error(`${lost} acknowledged documents are missing or in an earlier state`);
  if (stockDiff.length) throw new Error(`the stock re-sum found ${stockDiff.length} differences: ${JSON.stringify(stockDiff.slice(0, 5))}`);
  if (moneyDiff.length) throw new Error(`the money re-sum found ${moneyDiff.length} differences: ${JSON.stringify(moneyDiff.slice(0, 5))}`);
} finally {
  cancelDeadline();
  await database.close().catch(() => undefined);
  await cleanup();
}
