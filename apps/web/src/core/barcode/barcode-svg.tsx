import { useMemo } from 'react';
import { code128, drawingSVG, ean13, ean8 } from 'bwip-js/browser';
import { labelBarcodeOf, type LabelBarcode } from './label-barcode';

// only the three symbologies a label uses, so the page does not carry bwip-js's hundred others
const DRAW: Record<LabelBarcode['bcid'], typeof code128> = { ean13, ean8, code128 };

/** A SKU's barcode drawn as SVG by bwip-js (EAN-13 / EAN-8, else Code 128 of the barcode or the SKU code). */
export function BarcodeSvg({ sku, className }: { sku: { barcode: string | null; code: string }; className?: string }) {
  const { bcid, text } = labelBarcodeOf(sku);
  const svg = useMemo(() => {
    try {
      // EAN lays out its own digits under the bars; Code 128 gets its text centred below
      const layout = bcid === 'code128' ? { textxalign: 'center' as const, textyoffset: 1 } : {};
      return DRAW[bcid]({ bcid, text, height: 12, includetext: true, ...layout }, drawingSVG());
    } catch {
      // a code bwip-js cannot draw in Code 128 (never a code the server took): the text alone
      return null;
    }
  }, [bcid, text]);
  if (!svg) return <div className={className}>{text}</div>;
  // bwip-js's own SVG markup, built from the code alone
  return <div className={className} data-barcode={bcid} role="img" aria-label={text} dangerouslySetInnerHTML={{ __html: svg }} />;
}
