import type { MessageEntry } from '../common/core-messages';

/** Texts of the finance module's money history part (issue 20 part two), zh-CN and en-US; spread into fms.messages.ts. */
export const moneyHistoryMessages = {
} as const satisfies Record<string, MessageEntry>;
