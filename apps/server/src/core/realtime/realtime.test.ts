import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { EventType, FrameType } from '@tradewind/contract/common/realtime';
import { buildApp } from '@/app';
import { useTestApp, onPostgres, type TestTenant } from '@/test/test-app';

type Frame = { type: number; data: Record<string, unknown> };

/** A socket whose frames can be awaited one by one. */
function frames(ws: WebSocket) {
  const seen: Frame[] = [];
  const waiting: Array<{ test: (f: Frame) => boolean; resolve: (f: Frame) => void }> = [];
  ws.on('message', (raw) => {
    const frame = JSON.parse(String(raw)) as Frame;
    const at = waiting.findIndex((w) => w.test(frame));
    if (at >= 0) waiting.splice(at, 1)[0].resolve(frame);
    else seen.push(frame);
  });
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  return {
    send: (frame: unknown) => ws.send(JSON.stringify(frame)),
    next: (test: (f: Frame) => boolean = () => true, ms = 5000) =>
      new Promise<Frame>((resolve, reject) => {
        const at = seen.findIndex(test);
        if (at >= 0) return resolve(seen.splice(at, 1)[0]);
        const timer = setTimeout(() => reject(new Error('no such frame in time')), ms);
        waiting.push({ test, resolve: (f) => (clearTimeout(timer), resolve(f)) });
      }),
    closed,
  };
}

const t = useTestApp();
let second: FastifyInstance;
let tenant: TestTenant;

beforeAll(async () => {
  // Node B: its own pool and LISTEN connection on PostgreSQL; the same embedded database on PGlite.
  second = onPostgres ? await buildApp(t.config, { prepared: true, jobPollMs: 0 }) : await buildApp(t.config, { database: t.app.database, prepared: true, jobPollMs: 0 });
  tenant = await t.tenant({ isExperience: true });
});
afterAll(async () => {
  await second.close();
});

async function connect(app: FastifyInstance, token: string | null) {
  await app.ready(); // injectWS, unlike inject, does not start the app itself
  const ws = await app.injectWS('/api/v1/ws');
  const socket = frames(ws);
  if (token) {
    socket.send({ type: FrameType.auth, data: { token } });
    const ack = await socket.next();
    expect(ack).toMatchObject({ type: FrameType.ack, data: { event: EventType.online } });
  }
  return { ws, ...socket };
}

describe('realtime', () => {
  it('pushes a message created through one node to a socket on the other', async () => {
    const admin = await connect(second, tenant.tokens.admin);
    const res = await t.call('POST', '/common/upgrade_request', { token: tenant.tokens.clerk, body: { contact_name: '王', contact_phone: '13900000000' } });
    expect(res.code).toBe(200);
    const pushed = await admin.next((f) => f.type === FrameType.message);
    expect(pushed.data).toMatchObject({ kind: 1, topic: 'message.new', payload: { type: 'system' } });
    admin.ws.terminate();
  });

  it('does not push one person’s message to another', async () => {
    const clerk = await connect(second, tenant.tokens.clerk);
    await t.call('POST', '/common/upgrade_request', { token: tenant.tokens.clerk, body: { contact_name: '王', contact_phone: '13900000000' } });
    await expect(clerk.next((f) => f.type === FrameType.message, 800)).rejects.toThrow('no such frame');
    clerk.ws.terminate();
  });

  it('answers heartbeats and subscriptions, and refuses bad channels', async () => {
    const socket = await connect(t.app, tenant.tokens.nobody);
    socket.send({ type: FrameType.heartbeat, data: {} });
    expect((await socket.next()).type).toBe(FrameType.heartbeat);
    socket.send({ type: FrameType.event, data: { event: EventType.subscribe, channel: 'list:system.store' } });
    expect(await socket.next()).toEqual({ type: FrameType.ack, data: { event: EventType.subscribe, channel: 'list:system.store' } });
    socket.send({ type: FrameType.event, data: { event: EventType.subscribe, channel: 'bad channel!' } });
    expect((await socket.next()).type).toBe(FrameType.error);
    socket.ws.terminate();
  });

  it('closes a socket whose first frame is not a valid token', async () => {
    const socket = await connect(t.app, null);
    socket.send({ type: FrameType.auth, data: { token: 'x'.repeat(43) } });
    expect((await socket.next()).type).toBe(FrameType.error);
    expect(await socket.closed).toBe(4001);
    const noAuth = await connect(t.app, null);
    noAuth.send({ type: FrameType.heartbeat, data: {} });
    expect(await noAuth.closed).toBe(4001);
  });

  it('closes the sockets of a member who is disabled, on every node', async () => {
    const own = await t.tenant({});
    const socket = await connect(second, own.tokens.clerk);
    const res = await t.call('PUT', `/staff/${own.staff.clerk}/status`, { token: own.tokens.admin, body: { status: 0 } });
    expect(res.code).toBe(200);
    expect(await socket.closed).toBe(4001);
  });

  it('refuses a handshake from a foreign origin', async () => {
    await expect(t.app.injectWS('/api/v1/ws', { headers: { origin: 'http://evil.example' } })).rejects.toThrow();
  });
});
