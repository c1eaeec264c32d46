import { groupDigits } from '@tradewind/contract/common/money';

/** A money cell: ¥ and the grouped amount, figures aligned. */
export const money = (v: string) => <span style={{ fontVariantNumeric: 'tabular-nums' }}>¥{groupDigits(v)}</span>;

/** Amount columns of a history: signed, green when it adds, red when it takes. */
export const signedMoney = (v: string) => (
  <span style={{ color: v.startsWith('-') ? '#cf1322' : '#237804', fontVariantNumeric: 'tabular-nums' }}>{v.startsWith('-') ? groupDigits(v) : `+${groupDigits(v)}`}</span>
);
