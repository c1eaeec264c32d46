import type { MessageEntry } from '../common/core-messages';
import { marketingActivityMessages } from './activity.messages';

/** Every text of the marketing module's contract, zh-CN and en-US; each part's own in its file. */
export const marketingMessages = {
  ...marketingActivityMessages,
} as const satisfies Record<string, MessageEntry>;
