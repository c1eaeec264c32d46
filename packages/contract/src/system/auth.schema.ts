import { z } from 'zod';
import { phoneSchema } from '../common/validation';

/**
 * POST /auth/login — body `account` (a phone number or a username) and `password`,
 * form-encoded or JSON. Answers `{ token, expires_in }`; the token goes in `Authorization: Bearer`.
 */
export const LoginSchema = z.object({
  account: z.string({ error: 'validation.account_required' }).trim().min(1, 'validation.account_required').max(64, 'validation.text_too_long'),
  password: z.string({ error: 'validation.password_required' }).min(1, 'validation.password_required').max(128, 'validation.password_length'),
});
export type LoginInput = z.infer<typeof LoginSchema>;

export type LoginResult = { token: string; expires_in: number };

export const passwordSchema = z
  .string({ error: 'validation.password_required' })
  .min(6, 'validation.password_length')
  .max(32, 'validation.password_length');

/** PUT /auth/password */
export const ChangePasswordSchema = z.object({
  old_password: z.string({ error: 'validation.password_required' }).min(1, 'validation.password_required'),
  password: passwordSchema,
});
export type ChangePasswordInput = z.infer<typeof ChangePasswordSchema>;

/** PUT /auth/info — what a person may change about themselves. */
export const UpdateInfoSchema = z.object({
  name: z.string().trim().min(1, 'validation.name_required').max(50, 'validation.name_too_long').optional(),
  // Absent leaves the avatar as it is; '' or null removes it.
  avatar: z
    .string()
    .trim()
    .max(500, 'validation.text_too_long')
    .nullable()
    .optional()
    .transform((v) => (v === '' ? null : v)),
  language: z.enum(['zh-CN', 'en-US'], { error: 'validation.invalid' }).optional(),
});
export type UpdateInfoInput = z.infer<typeof UpdateInfoSchema>;

export type MenuItem = {
  id: number;
  name: string;
  icon: string | null;
  router: string | null;
  is_show: 0 | 1;
  children: MenuItem[];
};

/** GET /auth/info */
export type AuthInfo = {
  id: number;
  name: string;
  avatar: string | null;
  account: string | null;
  phone: string | null;
  language: string;
  menus: MenuItem[];
  permissions: string[];
  /** top-level module routers the user may open, e.g. ['/dashboard', '/system'] */
  auth_module: string[];
};

/** POST /auth/register — a new trial tenant with its owner, signed in at once. */
export const RegisterSchema = z.object({
  company: z.string({ error: 'validation.company_required' }).trim().min(2, 'validation.company_length').max(50, 'validation.company_length'),
  name: z.string().trim().max(50, 'validation.name_too_long').optional(),
  phone: phoneSchema,
  code: z.string({ error: 'validation.code_required' }).trim().regex(/^\d{6}$/, 'validation.code_required'),
  password: passwordSchema,
});
export type RegisterInput = z.infer<typeof RegisterSchema>;

/** Scan login ticket states, as the waiting page sees them. */
export const ScanTicketStatus = { waiting: 0, confirmed: 1, used: 2, cancelled: 3, expired: 4 } as const;
export type ScanTicketStatusValue = (typeof ScanTicketStatus)[keyof typeof ScanTicketStatus];

export const ScanTicketSchema = z.object({
  ticket: z.string({ error: 'validation.invalid' }).trim().regex(/^[A-Za-z0-9_-]{20,100}$/, 'validation.invalid'),
});
