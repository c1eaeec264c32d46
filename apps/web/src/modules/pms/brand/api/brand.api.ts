import type { z } from 'zod';
import type { Brand, CreateBrandSchema } from '@tradewind/contract/pms/brand.schema';
import { catalogueEntity } from '../../shared/api/catalogue.api';

export const brandApi = catalogueEntity('brand', '/pms/brands');
export type BrandBody = z.input<typeof CreateBrandSchema>;

/** The brands for a picker (the first 100, as the list orders them). */
export const useBrandOptionsQuery = (enabled = true) => brandApi.useOptions<Brand>(enabled);
