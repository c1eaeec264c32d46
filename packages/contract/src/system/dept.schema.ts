import { z } from 'zod';
import { idSchema, optionalIdSchema, plainInt, textSchema } from '../common/validation';

export type Department = { id: number; name: string; parent_id: number | null; sort: number; staff_count: number; children: Department[] };
// Recursive: the type is spelled out and the schema held to it; its title names it in the API reference.
export const DepartmentSchema: z.ZodType<Department> = z.object({
  id: z.number().int(),
  name: z.string(),
  parent_id: z.number().int().nullable(),
  sort: z.number().int(),
  staff_count: z.number().int(),
  get children() {
    return z.array(DepartmentSchema);
  },
}).meta({ title: 'Department' });

const deptFields = {
  name: textSchema('validation.name_required').trim().min(1, 'validation.name_required').max(50, 'validation.name_too_long'),
  parent_id: optionalIdSchema,
  sort: plainInt(z.number().int().min(0).max(9999)).default(0),
};
export const CreateDeptSchema = z.object(deptFields);
export const UpdateDeptSchema = z.object({ ...deptFields, id: idSchema });
export type CreateDeptInput = z.infer<typeof CreateDeptSchema>;
export type UpdateDeptInput = z.infer<typeof UpdateDeptSchema>;
