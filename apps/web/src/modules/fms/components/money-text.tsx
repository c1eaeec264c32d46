/** '20000.00' → '20,000.00', '-1234.5' → '-1,234.5': thousands marks on the digits of the API's text, never through a float. */
export function groupDigits(text: string): string {
  const negative = text.startsWith('-');
  const [whole, frac] = text.replace(/^[-+]/, '').split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${grouped}${frac === undefined ? '' : `.${frac}`}`;
}

/** A money cell: ¥ and the grouped amount, figures aligned. */
export const money = (v: string) => <span style={{ fontVariantNumeric: 'tabular-nums' }}>¥{groupDigits(v)}</span>;

/** Amount columns of a history: signed, green when it adds, red when it takes. */
export const signedMoney = (v: string) => (
  <span style={{ color: v.startsWith('-') ? '#cf1322' : '#389e0d', fontVariantNumeric: 'tabular-nums' }}>{v.startsWith('-') ? groupDigits(v) : `+${groupDigits(v)}`}</span>
);
