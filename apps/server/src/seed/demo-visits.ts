import type { CreateVisitInput, Visit } from '@tradewind/contract/crm/visit.schema';
import type { RequestContext } from '@/core/http/request-context';
import type { FileStorage } from '@/core/storage/file-storage';
import { createVisit } from '@/modules/crm/visit/visit.service';

/** Follow-ups here carry no images: storage is never read (readImages reads only what is named). */
const NO_STORAGE = {} as FileStorage;

/**
 * A demo follow-up of a customer or a lead, made through the follow-up service: what the seed names, the
 * rest (photos, contact, next visit, place) left blank.
 */
export function createDemoVisit(ctx: RequestContext, visit: Pick<CreateVisitInput, 'content' | 'visit_type' | 'type'> & Partial<CreateVisitInput>): Promise<Visit> {
  return createVisit(ctx, NO_STORAGE, { customer_id: null, lead_id: null, images: [], user_id: null, next_visit_time: null, address: null, longitude: null, latitude: null, ...visit });
}
