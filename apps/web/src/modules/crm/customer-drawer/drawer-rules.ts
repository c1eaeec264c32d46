import type { ListData } from '@tradewind/contract/common/envelope';
import type { MessageKey } from '@tradewind/contract/common/messages';
import { extensionOf, UPLOAD_MAX_BYTES, variantKey } from '@tradewind/contract/common/upload';
import { CUSTOMER_FILE_EXTENSIONS } from '@tradewind/contract/crm/file.schema';
import { VISIT_MAX_IMAGES } from '@tradewind/contract/crm/visit.schema';

/** What the upload checks need of a browser File (structural, so the rules run in node tests). */
export type FileLike = { name: string; size: number; type: string };

/**
 * The drawer's sections and the permission each needs to be seen (spec 001 §6). Without it the section
 * shows '暂无权限查看' in its place.
 */
export const SECTION_VIEW_PERMISSIONS = {
  account: 'fms:customer_account:detail',
  certification: 'crm:certification:info',
  visits: 'crm:visit:list',
  contacts: 'crm:user:list',
  addresses: 'crm:address:list',
  files: 'crm:file:list',
  paymentPlans: 'crm:payment_plan:list',
  logs: 'crm:logs:list',
} as const;

/** Follow-up and file lists load 20 at a time (spec 001 §9). */
export const DRAWER_PAGE_SIZE = 20;

const VISIT_IMAGE_EXTENSIONS = new Set(['jpg', 'jpeg', 'png']);
const VISIT_IMAGE_TYPES = new Set(['image/jpeg', 'image/png']);

/** A follow-up photo (spec 001 §5): JPG/PNG only, at most 5 MB. Answers the message key, or null. */
export function checkVisitImage(file: FileLike): MessageKey | null {
  const extension = extensionOf(file.name);
  // Pasted screenshots may come without a name: the type decides then.
  const extensionOk = extension === '' ? VISIT_IMAGE_TYPES.has(file.type) : VISIT_IMAGE_EXTENSIONS.has(extension);
  const typeOk = file.type === '' || VISIT_IMAGE_TYPES.has(file.type);
  if (!extensionOk || !typeOk) return 'crm.image_type';
  if (file.size > UPLOAD_MAX_BYTES) return 'crm.image_too_large';
  return null;
}

/**
 * Which of the chosen photos may start uploading next to the ones the form already holds (done or
 * running): past nine the rest are refused with '最多只能上传9张图片!' — nothing is silently dropped.
 */
export function admitVisitImages<T>(chosen: readonly T[], alreadyHeld: number): { admitted: T[]; tooMany: boolean } {
  const room = Math.max(0, VISIT_MAX_IMAGES - alreadyHeld);
  return { admitted: chosen.slice(0, room), tooMany: chosen.length > room };
}

/** A customer file (spec 001 §5): png, gif, jpeg, Word, Excel, PowerPoint, pdf, txt, zip; at most 5 MB. */
export function checkCustomerFile(file: FileLike): MessageKey | null {
  if (!(CUSTOMER_FILE_EXTENSIONS as readonly string[]).includes(extensionOf(file.name))) return 'upload.type_not_allowed';
  if (file.size > UPLOAD_MAX_BYTES) return 'upload.too_large';
  return null;
}

export const CUSTOMER_FILE_ACCEPT = CUSTOMER_FILE_EXTENSIONS.map((e) => `.${e}`).join(',');

/** 1536 → '1.5 KB'. */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${trim(bytes / 1024)} KB`;
  return `${trim(bytes / 1024 / 1024)} MB`;
}

function trim(value: number): string {
  return value.toFixed(1).replace(/\.0$/, '');
}

/** A follow-up's comma-joined image addresses as a list. */
export function splitImages(images: string | null | undefined): string[] {
  return (images ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/**
 * The 100x100 thumbnail of a photo (spec 001 §5); our own uploads have it beside the original, other
 * addresses are shown as they are.
 */
export function thumbnailOf(url: string): string {
  return /\/uploads\/[^?#]+\.(png|jpe?g|gif)$/i.test(url) && !/_\d+x\d+\.[a-z]+$/i.test(url) ? variantKey(url, 100) : url;
}

/** The next page of an infinite list, or undefined at its end (then the list says '没有更多数据了'). */
export function nextPageOf(last: ListData<unknown>): number | undefined {
  const { page, size, total } = last.pagination;
  return last.list.length > 0 && page * size < total ? page + 1 : undefined;
}

/** Choosing the owner the customer already has is refused before any call ('和原本销售一致，无需修改'). */
export function isSameSales(currentSalesId: number | null, chosen: number | null | undefined): boolean {
  return chosen !== null && chosen !== undefined && currentSalesId === chosen;
}
