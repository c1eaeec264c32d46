import type { MessageEntry } from '../common/core-messages';

/** The line part's texts (lms.messages.ts gathers them). */
export const lineMessages = {
} as const satisfies Record<string, MessageEntry>;
