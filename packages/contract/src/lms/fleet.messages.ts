import type { MessageEntry } from '../common/core-messages';

/** The fleet part's texts (lms.messages.ts gathers them). */
export const fleetMessages = {
} as const satisfies Record<string, MessageEntry>;
