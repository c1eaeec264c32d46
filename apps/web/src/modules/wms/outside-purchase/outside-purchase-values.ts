import dayjs, { type Dayjs } from 'dayjs';
import type { OutsidePurchaseDetail } from '@tradewind/contract/wms/outside-purchase.schema';

/** The outside purchase's own header fields as the form holds them. */
export type OutsideHeaderValues = {
  seller_name?: string;
  seller_place?: string;
  buyer_id?: number | null;
  purchase_date?: Dayjs | null;
  photos?: string[];
};

type Saved = Partial<Pick<OutsidePurchaseDetail, 'seller_name' | 'seller_place' | 'buyer_id' | 'purchase_date' | 'photos'>>;

/** A saved order's header for the form; a new one is bought today by the one entering it, with no photos yet. */
export const outsideFormValues = (doc: Saved | undefined, today: Dayjs = dayjs()): OutsideHeaderValues => ({
  seller_name: doc?.seller_name ?? '',
  seller_place: doc?.seller_place ?? '',
  // StaffSelect's empty value is undefined (null would be looked up as an id)
  buyer_id: doc?.buyer_id ?? undefined,
  purchase_date: doc?.purchase_date ? dayjs(doc.purchase_date) : today,
  photos: doc?.photos ?? [],
});

/** The header as the API takes it: the day as YYYY-MM-DD, empty texts and buyer as none (the server fills the buyer with the caller). */
export const outsideBody = (v: OutsideHeaderValues) => ({
  seller_name: v.seller_name?.trim() ?? '',
  seller_place: v.seller_place?.trim() || null,
  buyer_id: v.buyer_id ?? null,
  purchase_date: v.purchase_date?.format('YYYY-MM-DD') ?? '',
  photos: v.photos ?? [],
});
