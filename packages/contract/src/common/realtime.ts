/** The realtime protocol of spec 000 §9 / docs/architecture.md §6: JSON frames `{ type, data }` over /api/v1/ws. */
export const FrameType = { auth: 0, event: 1, message: 2, ack: 3, error: 4, heartbeat: 5 } as const;
export const EventType = { online: 0, offline: 1, subscribe: 2, unsubscribe: 3, joinRoom: 4, leaveRoom: 5 } as const;
export const MessageKind = { broadcast: 0, user: 1, group: 2 } as const;

export const HEARTBEAT_SECONDS = 20;
export const RECONNECT_ATTEMPTS = 5;

export type FrameTypeValue = (typeof FrameType)[keyof typeof FrameType];

export type Frame<T = unknown> = { type: FrameTypeValue; data: T };

/** What a type-2 frame carries: `topic` says what happened, `payload` the details. */
export type RealtimeMessage = {
  kind: (typeof MessageKind)[keyof typeof MessageKind];
  /** the channel (group) a group message went to */
  channel?: string;
  topic: 'message.new' | 'export.finished' | 'list.changed' | (string & {});
  payload: Record<string, unknown>;
};

/**
 * 'list.changed' (docs/architecture.md §6): a list's documents changed (audited, cancelled, signed …), sent
 * to the group channel `list:<list page key>` (`listChannel`), so pages showing them refetch. The payload
 * names the list and the ids, never the documents.
 */
export const LIST_CHANGED_TOPIC = 'list.changed';
export type ListChangedPayload = { list: string; ids: number[] };
/** The channel a list's changes go to: its list page's manifest key (`oms.order` → `list:oms.order`). */
export const listChannel = (list: string): string => `list:${list}`;
