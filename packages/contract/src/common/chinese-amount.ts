const DIGITS = ['零', '壹', '贰', '叁', '肆', '伍', '陆', '柒', '捌', '玖'];
const SMALL = ['', '拾', '佰', '仟'];
const BIG = ['', '万', '亿', '万亿'];

/** Four digits (0–9999) in capitals, with 零 for inner gaps: 1005 → 壹仟零伍. */
function section(n: number): string {
  let out = '';
  let zero = false;
  for (let i = 3; i >= 0; i -= 1) {
    const d = Math.floor(n / 10 ** i) % 10;
    if (d === 0) {
      if (out) zero = true;
      continue;
    }
    if (zero) out += '零';
    zero = false;
    out += DIGITS[d] + SMALL[i];
  }
  return out;
}

/**
 * An amount in integer cents as written on Chinese invoices and orders (大写金额): 42943 → 肆佰贰拾玖元肆角叁分,
 * 100000 → 壹仟元整, 0 → 零元整, negatives prefixed 负. Up to 9,999,999,999,999,999 cents.
 */
export function amountInChineseCapitals(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`not an amount in cents: ${cents}`);
  if (cents < 0) return `负${amountInChineseCapitals(-cents)}`;
  const yuan = Math.floor(cents / 100);
  const jiao = Math.floor(cents / 10) % 10;
  const fen = cents % 10;
  let whole = '';
  let pendingZero = false;
  for (let i = BIG.length - 1; i >= 0; i -= 1) {
    const part = Math.floor(yuan / 10_000 ** i) % 10_000;
    if (part === 0) {
      if (whole) pendingZero = true;
      continue;
    }
    // a gap of a whole section, or a section below 1000 after a higher one, reads with 零
    if (whole && (pendingZero || part < 1000)) whole += '零';
    pendingZero = false;
    whole += section(part) + BIG[i];
  }
  const head = whole ? `${whole}元` : '';
  if (jiao === 0 && fen === 0) return `${head || '零元'}整`;
  let tail = '';
  if (jiao > 0) tail += `${DIGITS[jiao]}角`;
  else if (whole) tail += '零';
  if (fen > 0) tail += `${DIGITS[fen]}分`;
  return head + tail;
}
