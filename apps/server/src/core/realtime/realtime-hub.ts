import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { FrameType, MessageKind, type RealtimeMessage } from '@tradewind/contract/common/realtime';
import type { Database, Db } from '@/core/db/database';

export const REALTIME_CHANNEL = 'tw_realtime';

/**
 * One event for the sockets of a tenant: to some staff (kind user), to subscribers of a channel (kind
 * group) or to everyone (kind broadcast). `close` ends sockets instead (sessions revoked).
 */
export type RealtimeEnvelope = {
  tenantId: number;
  staffIds?: number[];
  channel?: string;
  message?: RealtimeMessage;
  close?: { staffId: number; tokenId?: number; exceptTokenId?: number };
};

/**
 * Publishes inside the caller's transaction with pg_notify: PostgreSQL delivers it at commit to every node
 * that LISTENs (so an event never announces a change that rolled back), and PGlite does the same in-process.
 */
export async function publish(tx: Db, envelope: RealtimeEnvelope): Promise<void> {
  const text = JSON.stringify(envelope);
  // NOTIFY payloads are capped at 8000 bytes: events carry ids and counts, never documents.
  if (text.length > 7900) throw new Error('realtime payload too large');
  await tx.execute(sql`SELECT pg_notify(${REALTIME_CHANNEL}, ${text})`);
}

export type SocketClient = {
  tenantId: number;
  staffId: number;
  tokenId: number;
  channels: Set<string>;
  send(frame: unknown): void;
  close(code: number, reason: string): void;
};

export type RealtimeHub = {
  add(client: SocketClient): void;
  remove(client: SocketClient): void;
  /** sockets connected to this node (tests and metrics) */
  size(): number;
  close(): Promise<void>;
};

/** Delivers notifications from the database to this node's sockets. */
export async function createRealtimeHub(app: FastifyInstance, database: Database, databaseUrl: string | null): Promise<RealtimeHub> {
  const clients = new Set<SocketClient>();

  const deliver = (text: string) => {
    let envelope: RealtimeEnvelope;
    try {
      envelope = JSON.parse(text) as RealtimeEnvelope;
    } catch {
      return;
    }
    for (const client of clients) {
      if (client.tenantId !== envelope.tenantId) continue;
      if (envelope.close) {
        const { staffId, tokenId, exceptTokenId } = envelope.close;
        if (client.staffId === staffId && (tokenId === undefined || client.tokenId === tokenId) && client.tokenId !== exceptTokenId) {
          client.close(4001, 'session ended');
        }
        continue;
      }
      const message = envelope.message;
      if (!message) continue;
      const forUser = message.kind === MessageKind.user && envelope.staffIds?.includes(client.staffId);
      const forGroup = message.kind === MessageKind.group && envelope.channel && client.channels.has(envelope.channel);
      if (forUser || forGroup || message.kind === MessageKind.broadcast) client.send({ type: FrameType.message, data: message });
    }
  };

  let stopListening: () => Promise<void>;
  if (database.pglite) {
    const unsubscribe = await database.pglite.listen(REALTIME_CHANNEL, deliver);
    stopListening = unsubscribe;
  } else {
    // A connection of its own: LISTEN holds it for the node's lifetime, outside the request pool.
    const listener = new pg.Client({ connectionString: databaseUrl! });
    listener.on('error', (error) => app.log.warn({ err: error }, 'realtime listener lost its connection'));
    await listener.connect();
    listener.on('notification', (n) => {
      if (n.channel === REALTIME_CHANNEL && n.payload) deliver(n.payload);
    });
    await listener.query(`LISTEN ${REALTIME_CHANNEL}`);
    stopListening = () => listener.end();
  }

  return {
    add: (client) => void clients.add(client),
    remove: (client) => void clients.delete(client),
    size: () => clients.size,
    close: async () => {
      for (const client of clients) client.close(1001, 'server closing');
      clients.clear();
      await stopListening();
    },
  };
}
