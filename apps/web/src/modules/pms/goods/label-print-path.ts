/** The label print page (print layout) for these SKUs: `/pms/goods/print_label?ids=1,2,3`. */
export const LABEL_PRINT_PATH = '/pms/goods/print_label';

export const labelPrintPath = (ids: readonly number[]): string => `${LABEL_PRINT_PATH}?ids=${ids.join(',')}`;

/** The page's `ids` read back: positive whole numbers, each once, at most `max`. */
export function readLabelIds(text: string | null, max = 100): number[] {
  const ids = (text ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => /^\d+$/.test(part))
    .map(Number)
    .filter((id) => id > 0);
  return [...new Set(ids)].slice(0, max);
}
