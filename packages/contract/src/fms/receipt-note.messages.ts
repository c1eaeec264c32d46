import type { MessageEntry } from '../common/core-messages';

/** Texts of the finance module's receipt note part (issue 20 part two), zh-CN and en-US; spread into fms.messages.ts. */
export const receiptNoteMessages = {
} as const satisfies Record<string, MessageEntry>;
