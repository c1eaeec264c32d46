import type { MessageEntry } from '../common/core-messages';

/** Every text of the content module's contract, zh-CN and en-US; each part's own in its file. */
export const cmsMessages = {
} as const satisfies Record<string, MessageEntry>;
