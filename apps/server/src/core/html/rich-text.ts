import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';

/**
 * Rich text from an editor (a product's description) made safe to show to other users: only plain
 * formatting, lists, quotes, tables, links and images are kept; scripts, styles, event handlers
 * (`on*=`), forms, frames and any `javascript:` / `data:` address are dropped, in whatever encoding
 * (DOMPurify on jsdom, as the upload module's SVG check).
 */
export const ALLOWED_TAGS = [
  'p', 'h1', 'h2', 'h3', 'h4', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'blockquote', 'a', 'img', 'br', 'hr',
  'table', 'thead', 'tbody', 'tr', 'th', 'td', 'span',
];
export const ALLOWED_ATTR = ['href', 'target', 'rel', 'src', 'alt', 'colspan', 'rowspan'];
const LINK = /^(?:https?:|mailto:)/i;

export type RichTextOptions = {
  /** whether an image address may stay (else the image is dropped); https addresses when not given */
  imageAllowed?: (src: string) => boolean;
};

const window = new JSDOM('').window;
const purify = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);
let imageAllowed: (src: string) => boolean = (src) => /^https:\/\//i.test(src);

purify.addHook('afterSanitizeAttributes', (node) => {
  const el = node as unknown as { tagName: string; getAttribute(n: string): string | null; setAttribute(n: string, v: string): void; removeAttribute(n: string): void; remove(): void };
  if (el.tagName === 'A') {
    const href = el.getAttribute('href');
    if (href !== null && !LINK.test(href.trim())) el.removeAttribute('href');
    if (el.getAttribute('target') === '_blank') el.setAttribute('rel', 'noopener noreferrer');
    else {
      el.removeAttribute('target');
      el.removeAttribute('rel');
    }
  }
  if (el.tagName === 'IMG') {
    const src = el.getAttribute('src')?.trim() ?? '';
    if (!src || !imageAllowed(src)) el.remove();
  }
});

/**
 * Images a tenant's rich text may show: any https address, or one of the tenant's own published uploads
 * (`…/uploads/{tenant}/{yyyymm}/{sha256}.{ext}`, served by this API under a relative path).
 */
export function tenantImages(tenantId: number): (src: string) => boolean {
  const own = new RegExp(`(^|/)uploads/${tenantId}/\\d{6}/[0-9a-f]{64}\\.(png|jpe?g|gif|webp)$`);
  return (src) => /^https:\/\//i.test(src) || (/^(https?:\/\/|\/)/i.test(src) && own.test(src));
}

/** The HTML with only the allowed tags and attributes. */
export function sanitizeRichText(html: string, options: RichTextOptions = {}): string {
  if (!html.trim()) return '';
  const previous = imageAllowed;
  if (options.imageAllowed) imageAllowed = options.imageAllowed;
  try {
    return purify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, ALLOW_DATA_ATTR: false, ALLOW_ARIA_ATTR: false, KEEP_CONTENT: true }).trim();
  } finally {
    imageAllowed = previous;
  }
}
