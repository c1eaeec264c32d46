import type { LoginInput } from '@tradewind/contract/system/auth.schema';

export type LoginField = 'account' | 'password';
/** A field's refusal as the contract's message key, translated when shown (so it follows a language switch). */
export type LoginFieldErrors = Partial<Record<LoginField, string>>;

// The contract's schema (and zod with it) loads at the first check, not with the login page: the form
// still refuses exactly what the server refuses, with the same message (docs/architecture.md §8).
const loadLoginSchema = () => import('@tradewind/contract/system/auth.schema').then((contract) => contract.LoginSchema);

/** The message key the contract's `LoginSchema` refuses the field's value with, or undefined. */
export async function checkLoginField(field: LoginField, value: string): Promise<string | undefined> {
  const result = (await loadLoginSchema()).shape[field].safeParse(value);
  return result.success ? undefined : (result.error.issues[0]?.message ?? 'validation.invalid');
}

/** The values as the browser holds them (a password manager's autofill included), not as React last saw them. */
export function readLoginForm(data: FormData): LoginInput {
  return { account: String(data.get('account') ?? ''), password: String(data.get('password') ?? '') };
}
