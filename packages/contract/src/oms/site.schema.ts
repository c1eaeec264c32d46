import { z } from 'zod';
import { PaginationQuerySchema } from '../common/pagination';
import { listOf } from '../common/response.schema';
import { coordinateSchema, idSchema, optionalIdSchema, optionalText, plainInt, plainNumber, requiredText, textSchema } from '../common/validation';
import { polygonInputSchema, type LngLat } from './site-geometry';

/**
 * Sites (站点, docs/trading-model.md §4, /oms/setting/index, add_site, edit_site): pick-up points (type 1, a place on
 * the map) and delivery areas (type 2, a polygon on the map), each with a default line — lines come with
 * logistics, so `default_line_id` is a plain number until then (no foreign key, README).
 */
export const SITE_TYPES = [1, 2] as const;
export const SITE_TYPE = { pickup: 1, area: 2 } as const;

/** [lng, lat] pairs, from JSON or a form's JSON text; checked and closed by checkPolygon (site-geometry.ts). */
const PolygonInputSchema = polygonInputSchema('oms.site_polygon_invalid');

const tileUrl = textSchema()
  .trim()
  .max(300, 'validation.text_too_long')
  .refine((v) => v === '' || (/^https?:\/\/\S+$/.test(v) && v.includes('{z}') && v.includes('{x}') && v.includes('{y}')), 'oms.site_tile_url_invalid');

export const SiteInputSchema = z
  .object({
    name: requiredText(50, 'oms.site_name_required'),
    code: requiredText(30, 'oms.site_code_required').regex(/^[A-Za-z0-9_-]+$/, 'oms.site_code_invalid'),
    type: plainNumber(z.number({ error: 'oms.site_type_invalid' }).pipe(z.literal(SITE_TYPES, { error: 'oms.site_type_invalid' }))),
    address: optionalText(200),
    longitude: coordinateSchema(180, 'oms.site_longitude_invalid'),
    latitude: coordinateSchema(90, 'oms.site_latitude_invalid'),
    polygon: PolygonInputSchema.optional().transform((v) => v ?? null),
    /** the line a delivery here goes on by default (logistics' lines; no foreign key until they exist) */
    default_line_id: optionalIdSchema,
    contact_name: optionalText(30),
    contact_phone: optionalText(20),
    status: plainNumber(z.number().pipe(z.literal([0, 1], { error: 'validation.invalid' }))).default(1),
    sort: plainInt(z.number().int('validation.int_range').min(0, 'validation.int_range').max(9999, 'validation.int_range')).default(0),
    remark: optionalText(200),
  })
  .superRefine((v, ctx) => {
    const hasLng = v.longitude !== undefined && v.longitude !== null;
    const hasLat = v.latitude !== undefined && v.latitude !== null;
    if (hasLng !== hasLat) ctx.addIssue({ code: 'custom', path: [hasLng ? 'latitude' : 'longitude'], message: 'oms.site_location_half' });
    if (v.type === SITE_TYPE.pickup && !hasLng && !hasLat) ctx.addIssue({ code: 'custom', path: ['longitude'], message: 'oms.site_location_required' });
    if (v.type === SITE_TYPE.area && v.polygon === null) ctx.addIssue({ code: 'custom', path: ['polygon'], message: 'oms.site_polygon_required' });
  });
export type SiteInput = z.infer<typeof SiteInputSchema>;
export const CreateSiteSchema = SiteInputSchema;
export const UpdateSiteSchema = z.intersection(z.object({ id: idSchema }), SiteInputSchema);
export type UpdateSiteInput = z.infer<typeof UpdateSiteSchema>;

export const SiteStatusSchema = z.object({ status: plainNumber(z.number().pipe(z.literal([0, 1], { error: 'validation.invalid' }))) });

export const SiteListQuerySchema = PaginationQuerySchema.extend({
  /** name, code or address */
  keyword: optionalText(50),
  type: plainNumber(z.number().pipe(z.literal(SITE_TYPES, { error: 'oms.site_type_invalid' }))).optional(),
  status: plainNumber(z.number().pipe(z.literal([0, 1], { error: 'validation.invalid' }))).optional(),
});
export type SiteListQuery = z.infer<typeof SiteListQuerySchema>;

const LngLatSchema = z.tuple([z.number(), z.number()]) satisfies z.ZodType<LngLat>;

export const SiteSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  type: z.number().int(),
  address: z.string().nullable(),
  longitude: z.string().nullable(),
  latitude: z.string().nullable(),
  /** the closed ring ([lng, lat], first point repeated last) or null */
  polygon: z.array(LngLatSchema).nullable(),
  default_line_id: z.number().int().nullable(),
  contact_name: z.string().nullable(),
  contact_phone: z.string().nullable(),
  status: z.number().int(),
  sort: z.number().int(),
  remark: z.string().nullable(),
  created_by_name: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Site = z.infer<typeof SiteSchema>;
export const SiteListSchema = listOf(SiteSchema);

/** The map's tiles (`map_tile_url`, e.g. `https://tiles.example/{z}/{x}/{y}.png`); empty: a plain coordinate canvas. Logistics' line maps read it too. */
export const MapSettingSchema = z.object({ map_tile_url: z.string() });
export type MapSetting = z.infer<typeof MapSettingSchema>;
export const UpdateMapSettingSchema = z.object({ map_tile_url: tileUrl.optional().transform((v) => v ?? '') });

/** The site a point falls in (siteForPoint, for logistics). */
export type SiteForPoint = { id: number; name: string; code: string; type: number; default_line_id: number | null };
