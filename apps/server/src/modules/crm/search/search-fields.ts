import { pinyin } from 'pinyin-pro';

const clean = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * The pinyin columns a customer's name is found by (`name_pinyin`, `name_initials`): lower case, no
 * spaces; letters and digits in the name are kept whole, so 'ABC超市' gives 'abcchaoshi' / 'abccs'.
 * Every write of a customer's name goes through here.
 */
export function customerSearchFields(name: string): { namePinyin: string; nameInitials: string } {
  const options = { toneType: 'none', type: 'array', nonZh: 'consecutive', v: true } as const;
  const full = pinyin(name, options).map(clean).join('');
  const initials = pinyin(name, { ...options, pattern: 'first' }).map(clean).join('');
  return { namePinyin: full.slice(0, 300), nameInitials: initials.slice(0, 60) };
}
