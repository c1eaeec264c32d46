import { z } from 'zod';
import { dateTimeText } from './response.schema';

/** A drawn delivery area (`GET`/`POST /map_area`): its outline as [longitude, latitude] points. */
export const MapAreaSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  store_id: z.number().int().nullable(),
  color: z.string().nullable(),
  points: z.array(z.tuple([z.number(), z.number()])).describe('[longitude, latitude] pairs'),
  remark: z.string().nullable(),
  updated_at: dateTimeText,
});
