import type { z } from 'zod';
import type { CreateUnitSchema } from '@tradewind/contract/pms/unit.schema';
import { catalogueEntity } from '../../shared/api/catalogue.api';

export const unitApi = catalogueEntity('unit_config', '/pms/unit_configs');
export type UnitBody = z.input<typeof CreateUnitSchema>;
