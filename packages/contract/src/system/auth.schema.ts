import { z } from 'zod';
import { dateTimeText, zeroOrOne } from '../common/response.schema';
import { idSchema, phoneSchema, textSchema } from '../common/validation';
import { ScanTicketStatus } from './auth.constants';

/**
 * POST /auth/login — body `account` (a phone number or a username) and `password`, form-encoded or JSON;
 * `company_id` when the person chose a company. Answers `{ token, expires_in }` (the token goes in
 * `Authorization: Bearer`), or — when the account and password match in several companies and none was
 * chosen — `{ companies }` to choose from, then the same login again with `company_id`.
 */
export const LoginSchema = z.object({
  account: textSchema('validation.account_required').trim().min(1, 'validation.account_required').max(64, 'validation.text_too_long'),
  password: z.string({ error: 'validation.password_required' }).min(1, 'validation.password_required').max(128, 'validation.password_length'),
  company_id: idSchema.optional(),
});
export type LoginInput = z.infer<typeof LoginSchema>;

export const LoginResultSchema = z.object({ token: z.string(), expires_in: z.number().int().describe('seconds') });
export type LoginResult = z.infer<typeof LoginResultSchema>;

/** The companies whose staff member the typed account and password are (only shown after both match). */
export const LoginCompaniesSchema = z.object({ companies: z.array(z.object({ id: z.number().int(), name: z.string() })).min(2) });
export type LoginCompanies = z.infer<typeof LoginCompaniesSchema>;

export const LoginAnswerSchema = z.union([LoginResultSchema, LoginCompaniesSchema]);
export type LoginAnswer = z.infer<typeof LoginAnswerSchema>;

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
  name: textSchema().trim().min(1, 'validation.name_required').max(50, 'validation.name_too_long').optional(),
  // Absent leaves the avatar as it is; '' or null removes it.
  avatar: textSchema()
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
// Recursive: the type is spelled out and the schema held to it; its title names it in the API reference.
export const MenuItemSchema: z.ZodType<MenuItem> = z.object({
  id: z.number().int(),
  name: z.string(),
  icon: z.string().nullable(),
  router: z.string().nullable(),
  is_show: zeroOrOne,
  get children() {
    return z.array(MenuItemSchema);
  },
}).meta({ title: 'MenuItem' });

/** GET /auth/info */
export const AuthInfoSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  avatar: z.string().nullable(),
  account: z.string().nullable(),
  phone: z.string().nullable(),
  language: z.string(),
  menus: z.array(MenuItemSchema),
  permissions: z.array(z.string()),
  /** top-level module routers the user may open, e.g. ['/dashboard', '/system'] */
  auth_module: z.array(z.string()).describe("top-level module routers the user may open, e.g. ['/dashboard', '/system']"),
});
export type AuthInfo = z.infer<typeof AuthInfoSchema>;

/** POST /auth/register — a new trial tenant with its owner, signed in at once. */
export const RegisterSchema = z.object({
  company: textSchema('validation.company_required').trim().min(2, 'validation.company_length').max(50, 'validation.company_length'),
  name: textSchema().trim().max(50, 'validation.name_too_long').optional(),
  phone: phoneSchema,
  code: textSchema('validation.code_required').trim().regex(/^\d{6}$/, 'validation.code_required'),
  password: passwordSchema,
});
export type RegisterInput = z.infer<typeof RegisterSchema>;

export const ScanTicketSchema = z.object({
  ticket: textSchema('validation.invalid').trim().regex(/^[A-Za-z0-9_-]{20,100}$/, 'validation.invalid'),
});

/** POST /auth/scan_login/ticket */
export const ScanTicketCreatedSchema = z.object({ ticket: z.string(), expires_in: z.number().int().describe('seconds') });

/** GET /auth/scan_login/ticket: the token comes with status 1 (confirmed), once. */
export const ScanTicketPollSchema = LoginResultSchema.partial().extend({
  status: z.enum(ScanTicketStatus).describe('0 waiting, 1 confirmed, 2 used, 3 cancelled, 4 expired'),
});

/** GET /auth/scan_login/info: where the waiting page was opened, for the confirming person to check. */
export const ScanTicketInfoSchema = z.object({
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  created_at: dateTimeText.nullable(),
  expires_at: dateTimeText.nullable(),
});
