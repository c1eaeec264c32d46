import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { EventType, FrameType, HEARTBEAT_SECONDS } from '@tradewind/contract/common/realtime';
import { localeFromHeader, translate } from '@tradewind/contract/common/messages';
import { loadSession } from '@/core/auth/session';
import type { Db } from '@/core/db/database';
import { AppError } from '@/core/http/errors';
import { API_PREFIX } from '@/core/http/route';
import type { RealtimeHub, SocketClient } from './realtime-hub';

const AUTH_TIMEOUT_MS = 10_000;
const CHANNEL = /^[A-Za-z0-9_.:-]{1,64}$/;
const SUBSCRIBE_EVENTS = new Set<number>([EventType.subscribe, EventType.joinRoom]);
const UNSUBSCRIBE_EVENTS = new Set<number>([EventType.unsubscribe, EventType.leaveRoom]);

/** Browsers send Origin on the handshake: only the app's own origin (or a configured one) may connect. */
function originAllowed(req: FastifyRequest, allowed: readonly string[]): boolean {
  const origin = req.headers.origin;
  if (!origin) return true;
  try {
    const url = new URL(origin);
    return url.host === req.headers.host || allowed.includes(url.origin);
  } catch {
    return false;
  }
}

/**
 * GET /api/v1/ws: the first frame must be `{ type: 0, data: { token } }`; then heartbeats (type 5) every
 * 20 s, subscriptions (type 1 with event and channel) and server pushes (type 2). A socket that does not
 * authenticate in 10 s, misses three heartbeats, or whose session is revoked, is closed.
 */
export function registerRealtimeRoutes(app: FastifyInstance, db: Db, hub: RealtimeHub, allowedOrigins: readonly string[]): void {
  app.get(
    `${API_PREFIX}/ws`,
    {
      websocket: true,
      preValidation: async (req, reply) => {
        if (!originAllowed(req, allowedOrigins)) await reply.code(403).send({ code: 403, message: 'Forbidden', data: null });
      },
    },
    (socket: WebSocket, req: FastifyRequest) => {
      const locale = localeFromHeader(req.headers['accept-language']);
      let client: SocketClient | null = null;
      const send = (frame: unknown) => {
        if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(frame));
      };
      const fail = (message: string, code = 4000) => {
        send({ type: FrameType.error, data: { message } });
        socket.close(code, message.slice(0, 100));
      };
      let lastSeen = Date.now();
      const authTimer = setTimeout(() => !client && fail(translate('common.unauthorized', locale), 4001), AUTH_TIMEOUT_MS);
      const idleTimer = setInterval(() => {
        if (Date.now() - lastSeen > HEARTBEAT_SECONDS * 3 * 1000) socket.close(4002, 'heartbeat timeout');
      }, HEARTBEAT_SECONDS * 1000);
      authTimer.unref();
      idleTimer.unref();

      socket.on('message', async (raw) => {
        lastSeen = Date.now();
        let frame: { type?: number; data?: Record<string, unknown> };
        try {
          frame = JSON.parse(String(raw)) as typeof frame;
        } catch {
          return send({ type: FrameType.error, data: { message: translate('common.invalid_input', locale) } });
        }
        if (!client) {
          const token = frame.type === FrameType.auth ? frame.data?.token : undefined;
          if (typeof token !== 'string') return fail(translate('common.unauthorized', locale), 4001);
          try {
            const session = await db.transaction((tx) => loadSession(tx, token));
            client = { tenantId: session.tenantId, staffId: session.staffId, tokenId: session.tokenId, channels: new Set(), send, close: (code, reason) => socket.close(code, reason) };
            hub.add(client);
            clearTimeout(authTimer);
            return send({ type: FrameType.ack, data: { event: EventType.online, staff_id: session.staffId } });
          } catch (error) {
            return fail(translate(error instanceof AppError ? error.message : 'common.unauthorized', locale), 4001);
          }
        }
        if (frame.type === FrameType.heartbeat) return send({ type: FrameType.heartbeat, data: { time: Date.now() } });
        if (frame.type === FrameType.event) {
          const event = Number(frame.data?.event);
          const channel = frame.data?.channel;
          if (typeof channel !== 'string' || !CHANNEL.test(channel)) return send({ type: FrameType.error, data: { message: translate('validation.invalid', locale) } });
          if (SUBSCRIBE_EVENTS.has(event)) client.channels.add(channel);
          else if (UNSUBSCRIBE_EVENTS.has(event)) client.channels.delete(channel);
          else return send({ type: FrameType.error, data: { message: translate('validation.invalid', locale) } });
          return send({ type: FrameType.ack, data: { event, channel } });
        }
        return send({ type: FrameType.error, data: { message: translate('validation.invalid', locale) } });
      });
      socket.on('close', () => {
        clearTimeout(authTimer);
        clearInterval(idleTimer);
        if (client) hub.remove(client);
      });
    },
  );
}
