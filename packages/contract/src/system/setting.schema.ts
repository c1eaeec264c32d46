import { z } from 'zod';
import { zeroOrOne } from '../common/response.schema';
import { optionalText, plainInt, textSchema } from '../common/validation';
import { DEFAULT_TITLE_SUFFIX } from './setting.constants';

/** The company's own settings (/system/setting/system), read by the shell and the server alike. */
export const SystemSettingSchema = z.object({
  company_name: z.string(),
  logo: z.string().nullable(),
  title_suffix: z.string(),
  time_zone: z.string(),
  default_language: z.enum(['zh-CN', 'en-US']),
  password_min_length: z.number().int(),
  /** 1: passwords need letters and digits */
  password_complexity: zeroOrOne.describe('1: passwords need letters and digits'),
  /** lifetime of new sessions in days (1–81); null: the token lifetime of 7,000,000 s */
  session_lifetime_days: z.number().int().nullable().describe('lifetime of new sessions in days (1–81); null: the token lifetime of 7,000,000 s'),
});
export type SystemSetting = z.infer<typeof SystemSettingSchema>;

export const UpdateSystemSettingSchema = z.object({
  company_name: textSchema('validation.company_required').trim().min(2, 'validation.company_length').max(50, 'validation.company_length'),
  logo: optionalText(500),
  title_suffix: textSchema().trim().min(1, 'validation.required').max(30, 'validation.text_too_long').default(DEFAULT_TITLE_SUFFIX),
  time_zone: textSchema()
    .trim()
    .refine((tz) => {
      try {
        new Intl.DateTimeFormat('en', { timeZone: tz });
        return true;
      } catch {
        return false;
      }
    }, 'validation.time_zone'),
  default_language: z.enum(['zh-CN', 'en-US'], { error: 'validation.invalid' }),
  password_min_length: plainInt(z.number().int().min(6, 'validation.password_policy_range').max(32, 'validation.password_policy_range')),
  password_complexity: plainInt(z.number().int().min(0).max(1)).default(0),
  session_lifetime_days: z
    .union([z.literal('').transform(() => null), z.null(), plainInt(z.number().int().min(1, 'validation.session_lifetime_range').max(81, 'validation.session_lifetime_range'))])
    .default(null),
});
export type UpdateSystemSettingInput = z.infer<typeof UpdateSystemSettingSchema>;
