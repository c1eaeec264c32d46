import type { z } from 'zod';
import type { CreateSpecSchema } from '@tradewind/contract/pms/spec.schema';
import { catalogueEntity } from '../../shared/api/catalogue.api';

export const specApi = catalogueEntity('spec', '/pms/specs');
export type SpecBody = z.input<typeof CreateSpecSchema>;
