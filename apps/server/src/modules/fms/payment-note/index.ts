import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '@/core/http/route';

// PLACEHOLDER until this part lands (issue 20 part two): its routes register here.
export function registerPaymentNoteRoutes(_app: FastifyInstance, _deps: AppDeps): void {}
export { paymentNoteItems, paymentNotes } from './payment-note.table';
