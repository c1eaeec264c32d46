import { z } from 'zod';
import { zeroOrOne } from '../common/response.schema';
import { flagSchema, idSchema, optionalIdSchema, optionalText, plainInt, textSchema } from '../common/validation';

export const MENU_TYPES = { module: 1, page: 2, button: 3 } as const;

/** A node of the full menu tree (system:menu:list, the role editor). */
export type MenuNode = {
  id: number;
  key: string;
  parent_id: number | null;
  type: 1 | 2 | 3;
  name: string;
  icon: string | null;
  router: string | null;
  is_show: 0 | 1;
  sort: number;
  permission: string | null;
  children: MenuNode[];
};
// Recursive: the type is spelled out and the schema held to it; its title names it in the API reference.
export const MenuNodeSchema: z.ZodType<MenuNode> = z.object({
  id: z.number().int(),
  key: z.string(),
  parent_id: z.number().int().nullable(),
  type: z.enum(MENU_TYPES).describe('1 module, 2 page, 3 button'),
  name: z.string(),
  icon: z.string().nullable(),
  router: z.string().nullable(),
  is_show: zeroOrOne,
  sort: z.number().int(),
  permission: z.string().nullable(),
  get children() {
    return z.array(MenuNodeSchema);
  },
}).meta({ title: 'MenuNode' });

const menuFields = {
  parent_id: optionalIdSchema,
  type: plainInt(z.number().int().min(1, 'validation.invalid').max(3, 'validation.invalid')),
  name: textSchema('validation.name_required').trim().min(1, 'validation.name_required').max(50, 'validation.name_too_long'),
  icon: optionalText(50),
  router: textSchema()
    .trim()
    .regex(/^\/[A-Za-z0-9_/-]*$/, 'validation.router_format')
    .max(200)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  is_show: flagSchema.default(1),
  sort: plainInt(z.number().int().min(0).max(9999)).default(0),
  permission: textSchema()
    .trim()
    .regex(/^[a-z_]+:[a-z_]+:[a-zA-Z_]+$/, 'validation.permission_format')
    .optional()
    .or(z.literal('').transform(() => undefined)),
};
export const CreateMenuSchema = z.object(menuFields);
export const UpdateMenuSchema = z.object({ ...menuFields, id: idSchema });
export type CreateMenuInput = z.infer<typeof CreateMenuSchema>;
export type UpdateMenuInput = z.infer<typeof UpdateMenuSchema>;
