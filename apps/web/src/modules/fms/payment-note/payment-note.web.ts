import type { RouteObject } from 'react-router';
import type { MessageEntry } from '@tradewind/contract/common/core-messages';

// PLACEHOLDER until this part lands (issue 20 part two): its pages and page texts register here.
export const paymentNoteWebMessages: Record<string, MessageEntry> = {};
export const paymentNoteRoutes: RouteObject[] = [];
