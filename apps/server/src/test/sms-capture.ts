import type { SmsSender } from '@/modules/common/sms';

export type SentCode = { phone: string; code: string; purpose: string; at: number };

/** Codes "sent" by the capturing sender, by phone, newest last. One per process: servers the harness starts here share it. */
const sent = new Map<string, SentCode[]>();

/**
 * The SMS sender the end-to-end harness gives the server it starts: records codes instead of sending them, so
 * a browser test can type the code a person would receive (read back through GET /_test/sms). Never used by
 * `npm start`, which logs codes (app.ts).
 */
export const captureSms: SmsSender = async (phone, code, purpose) => {
  const list = sent.get(phone) ?? [];
  list.push({ phone, code, purpose, at: Date.now() });
  sent.set(phone, list);
};

export function capturedCodes(phone: string): SentCode[] {
  return [...(sent.get(phone) ?? [])];
}
