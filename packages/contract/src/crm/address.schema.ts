import { z } from 'zod';
import { PaginationQuerySchema } from '../common/pagination';
import { dateTimeText, zeroOrOne } from '../common/response.schema';
import { idSchema, INT4_MAX, optionalIdSchema, phoneSchema, plainInt, plainNumber, requiredText } from '../common/validation';
import { locationSourceSchema } from '../common/location';
import { binaryFlag } from './contact.schema';

/** A delivery address of a customer; exactly one is the default while any exist. */
export const CustomerAddressSchema = z.object({
  id: z.number().int(),
  customer_id: z.number().int(),
  contact_name: z.string(),
  contact_phone: z.string(),
  province_id: z.number().int().nullable(),
  city_id: z.number().int().nullable(),
  area_id: z.number().int().nullable(),
  /** "省 市 区", made by the server from the ids */
  area_string: z.string().nullable().describe('"省 市 区", made by the server from the ids'),
  address: z.string(),
  longitude: z.string().nullable(),
  latitude: z.string().nullable(),
  /** pinned on the map, geocoded, or the district centre (approximate); null: no location */
  location_source: locationSourceSchema,
  is_default: zeroOrOne,
  created_at: dateTimeText,
  updated_at: dateTimeText,
});
export type CustomerAddress = z.infer<typeof CustomerAddressSchema>;

export const coordinate = (limit: number, key: string) =>
  z
    .union([z.literal('').transform(() => null), z.null(), plainNumber(z.number({ error: key }).min(-limit, key).max(limit, key))], { error: key })
    .optional()
    .transform((v) => (v === undefined || v === null ? null : v));

const addressFields = {
  contact_name: requiredText(30, 'crm.consignee_required', 'validation.name_too_long'),
  contact_phone: phoneSchema,
  province_id: plainInt(z.number({ error: 'crm.contact_area_required' }).int('crm.contact_area_required').positive('crm.contact_area_required').max(INT4_MAX, 'crm.contact_area_required')),
  city_id: optionalIdSchema,
  area_id: optionalIdSchema,
  address: requiredText(200, 'crm.address_required'),
  longitude: coordinate(180, 'validation.longitude'),
  latitude: coordinate(90, 'validation.latitude'),
  /** 1 makes it the customer's default (the previous default loses the flag) */
  is_default: binaryFlag('crm.flag_invalid').default(0),
};

/** A pin is both coordinates or neither (neither: the server places the address, crm README "Locations"). */
const pinIsAPair = (v: { longitude: number | null; latitude: number | null }, ctx: z.RefinementCtx) => {
  if ((v.longitude === null) !== (v.latitude === null)) ctx.addIssue({ code: 'custom', path: [v.longitude === null ? 'longitude' : 'latitude'], message: 'crm.address_point_pair' });
};

/** An address's own fields, without its customer: the customers' import checks a row's address before the customer exists. */
export const AddressFieldsSchema = z.object(addressFields).superRefine(pinIsAPair);
/** POST /crm/address */
export const CreateAddressSchema = z.object({ ...addressFields, customer_id: idSchema }).superRefine(pinIsAPair);
/** PUT /crm/address (the customer of an address never changes) */
export const UpdateAddressSchema = z.object({ ...addressFields, id: idSchema }).superRefine(pinIsAPair);
export type CreateAddressInput = z.infer<typeof CreateAddressSchema>;
export type UpdateAddressInput = z.infer<typeof UpdateAddressSchema>;

/** GET /crm/customer/{id}/addresses: default first, then newest. */
export const AddressListQuerySchema = PaginationQuerySchema;
