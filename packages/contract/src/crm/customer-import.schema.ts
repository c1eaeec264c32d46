import { z } from 'zod';
import { idSchema, textSchema } from '../common/validation';
import { CreateContactSchema } from './contact.schema';
import { CreateCustomerSchema } from './customer.schema';

const SEXES: Record<string, 0 | 1 | 2> = { 男: 1, 女: 2, 未知: 0, male: 1, female: 2, unknown: 0 };

const nameText = (max: number, key: string) => textSchema(key).trim().max(max, key).optional();

/**
 * A row of the customers' import file (docs/imports.md "Customers"), its cells as text. The fields the
 * customer form has are the form's own schemas (CreateCustomerSchema), so a file, the form and the API
 * refuse the same input with the same message; references are named in words — a type, a level, an
 * owner's account or name, an area '浙江省 杭州市 西湖区' — and the import looks them up. A customer's
 * further rows are its further contacts: their mobile and remark are the contact form's own fields
 * (CreateContactSchema), and the import parses each such contact with that form's schema.
 */
export const CustomerImportRowSchema = z.object({
  /** the customer's ID: updates that customer (else the phone finds it, else a new one) */
  id: idSchema.optional(),
  name: CreateCustomerSchema.shape.name,
  phone: CreateCustomerSchema.shape.phone,
  contact_name: CreateCustomerSchema.shape.contact_name,
  /** a further row's contact: its mobile (finds it among the customer's contacts) */
  contact_phone: CreateContactSchema.shape.phone.optional(),
  /** the contact's remark (the position: 采购, 仓管); on a customer's first row the main contact's */
  contact_remark: CreateContactSchema.shape.remark,
  type: nameText(30, 'crm.type_not_found'),
  level: nameText(30, 'crm.level_not_found'),
  /** a staff account or name; empty: the customer goes to the public pool */
  owner: nameText(64, 'crm.sales_not_active'),
  sex: textSchema('validation.invalid')
    .trim()
    .transform((v, ctx) => {
      const sex = SEXES[v.toLowerCase()];
      if (sex === undefined) {
        ctx.addIssue({ code: 'custom', message: 'validation.invalid' });
        return z.NEVER;
      }
      return sex;
    })
    .optional(),
  weixin: CreateCustomerSchema.shape.weixin,
  qq: CreateCustomerSchema.shape.qq,
  email: CreateCustomerSchema.shape.email,
  /** '省 市 区' */
  area: nameText(100, 'area.not_found'),
  address: CreateCustomerSchema.shape.address,
  remark: CreateCustomerSchema.shape.remark,
});
export type CustomerImportRow = z.infer<typeof CustomerImportRowSchema>;
