import { z } from 'zod';

/** `POST /common/send_code`: how long the code holds and when another may be asked for, in seconds. */
export const SmsCodeSentSchema = z.object({ expires_in: z.number().int(), resend_in: z.number().int() });
