/**
 * A volume as pages and prints show it: m³ to at most three decimals (the API keeps six, so that small
 * goods add up exactly), rounded half up on the text, never through a float; trailing zeros dropped
 * ('0.012500' → '0.013', '1.500000' → '1.5', '12.000' → '12'). Text that is no number is shown as it is.
 */
export function formatVolume(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '0';
  const text = typeof value === 'number' ? value.toFixed(6) : value.trim();
  const m = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text);
  if (!m) return text;
  const [, sign, whole, frac = ''] = m;
  let thousandths = BigInt(whole) * 1000n + BigInt((frac + '000').slice(0, 3));
  if (Number(frac[3] ?? '0') >= 5) thousandths += 1n;
  const intPart = thousandths / 1000n;
  const fracPart = String(thousandths % 1000n).padStart(3, '0').replace(/0+$/, '');
  const shown = fracPart ? `${intPart}.${fracPart}` : String(intPart);
  return sign && thousandths !== 0n ? `-${shown}` : shown;
}
