import type { z } from 'zod';
import type { CreateBrandSchema } from '@tradewind/contract/pms/brand.schema';
import { catalogueEntity } from '../../shared/api/catalogue.api';

export const brandApi = catalogueEntity('brand', '/pms/brands');
export type BrandBody = z.input<typeof CreateBrandSchema>;
