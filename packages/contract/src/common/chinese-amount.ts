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

const ONES = ['Zero', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten', 'Eleven', 'Twelve', 'Thirteen', 'Fourteen', 'Fifteen', 'Sixteen', 'Seventeen', 'Eighteen', 'Nineteen'];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];
const SCALES = ['', 'Thousand', 'Million', 'Billion', 'Trillion'];

/** 1–999 in English words: 305 → Three Hundred Five, 42 → Forty-Two. */
function hundreds(n: number): string {
  const words: string[] = [];
  if (n >= 100) words.push(`${ONES[Math.floor(n / 100)]} Hundred`);
  const rest = n % 100;
  if (rest >= 20) words.push(TENS[Math.floor(rest / 10)] + (rest % 10 ? `-${ONES[rest % 10]}` : ''));
  else if (rest > 0) words.push(ONES[rest]);
  return words.join(' ');
}

/** A whole number in English words, by thousands: 1234 → One Thousand Two Hundred Thirty-Four. */
function englishWords(n: number): string {
  if (n === 0) return ONES[0];
  const groups: string[] = [];
  for (let i = 0; n > 0; i += 1, n = Math.floor(n / 1000)) {
    const part = n % 1000;
    if (part) groups.unshift(`${hundreds(part)}${SCALES[i] ? ` ${SCALES[i]}` : ''}`);
  }
  return groups.join(' ');
}

/**
 * An amount in integer cents in English words, as English invoices and cheques write it:
 * 123456 → One Thousand Two Hundred Thirty-Four Yuan and Fifty-Six Fen Only, 100000 → One Thousand Yuan
 * Only, 5 → Five Fen Only, 0 → Zero Yuan Only, negatives prefixed Minus.
 */
export function amountInEnglishWords(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`not an amount in cents: ${cents}`);
  if (cents < 0) return `Minus ${amountInEnglishWords(-cents)}`;
  const yuan = Math.floor(cents / 100);
  const fen = cents % 100;
  if (fen === 0) return `${englishWords(yuan)} Yuan Only`;
  const tail = `${englishWords(fen)} Fen Only`;
  return yuan ? `${englishWords(yuan)} Yuan and ${tail}` : tail;
}

/** The amount in words of a print's locale: Chinese capitals (大写) in Chinese, English words in English. */
export function amountInWords(cents: number, locale: 'zh-CN' | 'en-US'): string {
  return locale === 'en-US' ? amountInEnglishWords(cents) : amountInChineseCapitals(cents);
}
