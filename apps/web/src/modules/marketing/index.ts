// The marketing module's public face: its texts, registered once the shell is up (app/module-texts.ts; its pages wait for them).
import { registerMessages } from '@tradewind/contract/common/core-messages';
import { marketingMessages } from '@tradewind/contract/marketing/marketing.messages';
import { registerWebMessages } from '@/core/i18n/web-messages';
import { activityMessages } from './activity/activity.messages';
import { templateMessages } from './template/template.messages';
import { couponMessages } from './coupon/coupon.messages';

registerMessages(marketingMessages);
registerWebMessages({ ...activityMessages, ...templateMessages, ...couponMessages });

export { marketingRoutes } from './marketing.routes';
