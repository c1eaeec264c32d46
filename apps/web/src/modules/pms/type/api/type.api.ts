import type { z } from 'zod';
import type { CreateGoodsTypeSchema } from '@tradewind/contract/pms/type.schema';
import { catalogueEntity } from '../../shared/api/catalogue.api';

export const typeApi = catalogueEntity('type', '/pms/types');
export type GoodsTypeBody = z.input<typeof CreateGoodsTypeSchema>;
