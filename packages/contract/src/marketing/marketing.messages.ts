import type { MessageEntry } from '../common/core-messages';
import { marketingActivityMessages } from './activity.messages';
import { marketingShopMessages } from './shop.messages';
import { templateMessages } from './template.messages';
import { couponMessages } from './coupon.messages';

/** Every text of the marketing module's contract, zh-CN and en-US; each part's own in its file. */
export const marketingMessages = {
  ...marketingActivityMessages,
  ...marketingShopMessages,
  ...templateMessages,
  ...couponMessages,
} as const satisfies Record<string, MessageEntry>;
