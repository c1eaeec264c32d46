import type { FastifyInstance } from 'fastify';
import { loadSession, type LoadedSession } from '@/core/auth/session';
import { hashToken } from '@/core/auth/token';
import { pipelines, transaction } from '@/core/db/database';
import { registerAuthenticatedRoute, type AppDeps, type Input, type RouteDef } from './route';

/** A read that writes nothing: a GET, never audited, no multipart. */
export type SpeculativeRouteDef<Q, B, P, R> = Omit<RouteDef<Q, B, P, R>, 'method' | 'audit' | 'action' | 'targetType' | 'multipart' | 'bodyLimit'> & {
  method: 'GET';
};

/**
 * Sessions this node loaded lately for speculative routes, by the token's hash (never the token itself):
 * a speculative call's first guess.
 */
const recent = new Map<string, LoadedSession>();
const RECENT_LIMIT = 10_000;

/**
 * Keeps what a token's session was when last loaded, or forgets it (`undefined`: the token was refused).
 * Only ever a guess: whatever is recalled is checked against the session loaded fresh in the same call.
 */
function rememberSession(token: string, session: LoadedSession | undefined): void {
  const key = hashToken(token);
  recent.delete(key);
  if (!session) return;
  recent.set(key, session);
  if (recent.size > RECENT_LIMIT) recent.delete(recent.keys().next().value as string);
}

function recallSession(token: string): LoadedSession | undefined {
  return recent.get(hashToken(token));
}

/** Whether two loads of a session grant exactly the same: who, which tenant, stores, rights and scope. */
function sameSession(a: LoadedSession, b: LoadedSession): boolean {
  return (
    a.tokenId === b.tokenId &&
    a.staffId === b.staffId &&
    a.tenantId === b.tenantId &&
    a.name === b.name &&
    a.deptId === b.deptId &&
    a.timeZone === b.timeZone &&
    a.isSuper === b.isSuper &&
    a.dataScope === b.dataScope &&
    a.contractEnded === b.contractEnded &&
    a.storeIds.join(',') === b.storeIds.join(',') &&
    a.permissions.size === b.permissions.size &&
    [...a.permissions].every((p) => b.permissions.has(p))
  );
}

/**
 * route() for a hot read (the global search), opt-in: its transaction is READ ONLY and the answer leaves
 * without waiting for the COMMIT's round trip; and on PostgreSQL, a call whose token this node saw lately
 * runs its handler at once on that session, so its statements follow the session statement down the
 * same pipeline — one round trip for both. The session statement enters the token's tenant whatever the
 * guess; the guess's answer is used only when the session loaded now is the very same, else the handler
 * runs again on it. Worth it only where a round trip is a large part of the call.
 */
export function speculativeRoute<Q = undefined, B = undefined, P = undefined, R = unknown>(
  app: FastifyInstance,
  deps: AppDeps,
  def: SpeculativeRouteDef<Q, B, P, R>,
): void {
  registerAuthenticatedRoute(app, def, (call) => {
    const admits = (session: LoadedSession) => {
      try {
        call.admit(session);
        return true;
      } catch {
        return false;
      }
    };
    return transaction(
      deps.db,
      async (tx) => {
        const loading = loadSession(tx, call.token, { enterTenant: true, genericPlans: def.genericPlans }).then(
          (session) => (rememberSession(call.token, session), session),
          (error: unknown) => {
            rememberSession(call.token, undefined);
            throw error;
          },
        );
        const guess = pipelines(deps.db) ? recallSession(call.token) : undefined;
        let guessed: Promise<R> | undefined;
        if (guess && admits(guess)) {
          const input = (() => {
            try {
              return call.readInput();
            } catch {
              return undefined; // refused below, after the session's own checks
            }
          })();
          guessed = input && (async () => def.handler(call.contextOf(tx, guess), input))(); // a throw becomes its rejection
          guessed?.catch(() => undefined); // awaited below; not an unhandled rejection meanwhile
        }
        // the guess's statements must be done before the transaction ends or runs anything else
        const settled = async () => {
          if (guessed) await guessed.catch(() => undefined);
        };
        let session: LoadedSession;
        let input: Input<Q, B, P>;
        try {
          session = await loading;
          call.admit(session);
          input = call.readInput();
        } catch (error) {
          await settled();
          throw error;
        }
        if (guessed && guess && sameSession(guess, session)) return guessed;
        await settled();
        return def.handler(call.contextOf(tx, session), input);
      },
      { readOnly: true },
    );
  });
}
