import { z } from 'zod';
import { coordinateSchema, optionalIdSchema, optionalText } from './validation';

/** An area of the reference table (province, city, district), as `GET /areas/{id}` and `GET /area/{id}` answer. */
export const AreaSchema = z.object({
  id: z.number().int(),
  parent_id: z.number().int().describe('0 for a province'),
  name: z.string(),
  level: z.number().int().describe('1 province, 2 city, 3 district'),
  longitude: z.number().nullable(),
  latitude: z.number().nullable(),
});

/** `GET /area/{id}`: the area and the way down to it, province first. */
export const AreaWithPathSchema = AreaSchema.extend({ path: z.array(AreaSchema) });

/** `GET /common/get_address_by_location`: the district nearest the point, with its province and city. */
export const AddressByLocationSchema = z.object({
  province: AreaSchema,
  city: AreaSchema,
  area: AreaSchema,
  province_id: z.number().int(),
  city_id: z.number().int(),
  area_id: z.number().int(),
  area_string: z.string().describe('"省 市 区"'),
  longitude: z.number(),
  latitude: z.number(),
});

/**
 * A place as records answer it (stores, warehouses): the area picker's three levels with their names
 * joined, the street address and the map coordinates. Spread into a record's schema.
 */
export const placeFields = {
  province_id: z.number().int().nullable(),
  city_id: z.number().int().nullable(),
  area_id: z.number().int().nullable(),
  area_string: z.string().nullable(),
  address: z.string().nullable(),
  longitude: z.number().nullable(),
  latitude: z.number().nullable(),
};

/** A place as forms send it (the area picker, a street address of 200, a map pick). Spread into a body schema. */
export const placeBodyFields = {
  province_id: optionalIdSchema,
  city_id: optionalIdSchema,
  area_id: optionalIdSchema,
  address: optionalText(200),
  longitude: coordinateSchema(180, 'validation.longitude'),
  latitude: coordinateSchema(90, 'validation.latitude'),
};
