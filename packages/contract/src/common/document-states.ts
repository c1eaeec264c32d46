import type { PermissionRule } from './permission';

/**
 * A document's states and the actions that move it between them, declared once beside its schema: the
 * server's `transition()` checks the from-state against it, the web's action buttons are offered from it.
 *
 * - `from`: the states the action starts from (any other answers 409 with the document's message);
 * - `to`: the state it leads to — the same state for an edit, null for a delete, a list when the service
 *   picks one (a receipt that leaves a transfer partly received or received);
 * - `permission`: what the user needs to be offered the action (the route checks it too).
 */
export type StateAction<S extends number = number> = {
  readonly from: readonly S[];
  readonly to: S | readonly S[] | null;
  readonly permission?: PermissionRule;
};

export type DocumentStates<S extends number = number, A extends string = string> = {
  /** every state, in the order the list's tabs show them */
  readonly states: readonly S[];
  readonly actions: { readonly [K in A]: StateAction<S> };
};

/** Declares a document's states (typed as written: the states, the action names and their permissions stay literal). */
export function defineStates<const S extends number, const P extends Record<string, StateAction<NoInfer<S>>>>(machine: { states: readonly S[]; actions: P }): { readonly states: readonly S[]; readonly actions: P } {
  return machine;
}

export type ActionOf<M> = M extends { actions: infer P } ? keyof P & string : never;
export type StateOf<M> = M extends { states: readonly (infer S)[] } ? S : never;

/** Whether `action` starts from `status`. */
export function startsFrom<A extends string>(machine: DocumentStates<number, A>, action: A, status: number): boolean {
  return (machine.actions[action].from as readonly number[]).includes(status);
}

/** The states an action may lead to (none for a delete). */
export function targetsOf<A extends string>(machine: DocumentStates<number, A>, action: A): readonly number[] {
  const to = machine.actions[action].to;
  return to === null ? [] : typeof to === 'number' ? [to] : to;
}

/**
 * The actions a document in `status` offers, in the declaration's order: those that start from it and whose
 * permission `can` grants (without `can`: by state only).
 */
export function allowedActions<A extends string>(machine: DocumentStates<number, A>, status: number, can?: (permission: PermissionRule) => boolean): A[] {
  return (Object.keys(machine.actions) as A[]).filter((a) => {
    const { permission } = machine.actions[a];
    return startsFrom(machine, a, status) && (!can || permission === undefined || can(permission));
  });
}

/** The same as a set of flags (`{ audit: true, delete: false }`), handy for a component's JSX. */
export function actionFlags<A extends string>(machine: DocumentStates<number, A>, status: number, can?: (permission: PermissionRule) => boolean): Record<A, boolean> {
  const allowed = new Set(allowedActions(machine, status, can));
  return Object.fromEntries((Object.keys(machine.actions) as A[]).map((a) => [a, allowed.has(a)])) as Record<A, boolean>;
}
