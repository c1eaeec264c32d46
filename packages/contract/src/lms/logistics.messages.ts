import type { MessageEntry } from '../common/core-messages';

/** The logistics part's texts (lms.messages.ts gathers them). */
export const logisticsMessages = {
} as const satisfies Record<string, MessageEntry>;
