import type { CustomerAddress } from '@tradewind/contract/crm/address.schema';
import { fromPin, toPin } from '@/core/form/converters';
import type { AddressBody } from './api/customer-detail.api';
import { addressText as formatAddress } from '@tradewind/contract/common/address';

/** '省 市 区 street', as lists and pickers show an address. */
export const addressText = (a: Pick<CustomerAddress, 'area_string' | 'address'>): string => formatAddress(a.area_string, a.address);

/**
 * The PUT body that saves an address as it is, with `changes` (the list's 'make default'): its pin goes
 * back only when it is one — a district centre is left to the server, so the address stays approximate
 * rather than turning into a pin nobody placed.
 */
export function addressBodyOf(a: CustomerAddress, changes: Partial<AddressBody> = {}): AddressBody {
  return {
    contact_name: a.contact_name,
    contact_phone: a.contact_phone,
    province_id: a.province_id ?? 0,
    city_id: a.city_id,
    area_id: a.area_id,
    address: a.address,
    ...fromPin(toPin(a)),
    is_default: a.is_default,
    ...changes,
  };
}
