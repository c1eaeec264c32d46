import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { phoneSchema } from '@tradewind/contract/common/validation';
import { SmsCodeSentSchema } from '@tradewind/contract/common/sms.schema';
import { publicRoute, type AppDeps } from '@/core/http/route';
import { sendCode, type SmsSender } from './sms.service';

export const SMS_PURPOSES = ['register', 'join', 'login', 'reset_password'] as const;

const SendCodeSchema = z.object({
  phone: phoneSchema,
  purpose: z.enum(SMS_PURPOSES, { error: 'validation.invalid' }).default('register'),
});

export function registerSmsRoutes(app: FastifyInstance, deps: AppDeps, send: SmsSender): void {
  publicRoute(app, deps, {
    method: 'POST',
    url: '/common/send_code',
    body: SendCodeSchema,
    successMessage: 'sms.sent',
    response: SmsCodeSentSchema,
    handler: (ctx, { body }) => sendCode(ctx, body.phone, body.purpose, send),
  });
}
