/**
 * Barcodes of SKUs (issue 15 §7): an EAN-13 or EAN-8 whose last digit is its check digit, or — when the
 * goods setting allows free codes — 1 to 32 letters, digits and `-`.
 */
export function eanCheckDigit(body: string): number {
  // weights 3, 1, 3 … from the right of the body
  let sum = 0;
  for (let i = 0; i < body.length; i += 1) {
    const digit = Number(body[body.length - 1 - i]);
    sum += i % 2 === 0 ? digit * 3 : digit;
  }
  return (10 - (sum % 10)) % 10;
}

export function isValidEan(code: string): boolean {
  if (!/^(\d{8}|\d{13})$/.test(code)) return false;
  return eanCheckDigit(code.slice(0, -1)) === Number(code.slice(-1));
}

export const FREE_BARCODE_PATTERN = /^[A-Za-z0-9-]{1,32}$/;

/** The message key for a barcode that is not acceptable, or null when it is. */
export function barcodeProblem(code: string, allowFree: boolean): string | null {
  if (isValidEan(code)) return null;
  if (allowFree) return FREE_BARCODE_PATTERN.test(code) ? null : 'pms.barcode_free_invalid';
  return /^(\d{8}|\d{13})$/.test(code) ? 'pms.barcode_check_digit' : 'pms.barcode_invalid';
}
