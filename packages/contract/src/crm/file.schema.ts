import { z } from 'zod';
import { PaginationQuerySchema } from '../common/pagination';
import { dateTimeText } from '../common/response.schema';
import { idSchema, intSchema, textSchema } from '../common/validation';

/** A customer file (spec 001 §3). `full_url` opens or downloads it. */
export const CustomerFileSchema = z.object({
  id: z.number().int(),
  customer_id: z.number().int(),
  name: z.string(),
  /** bytes, as stored (not as the client claimed) */
  size: z.number().int().describe('bytes, as stored (not as the client claimed)'),
  /** the stored file's extension: png, gif, jpg, jpeg, doc, docx, xls, xlsx, ppt, pptx, pdf, txt, zip */
  file_type: z.string().describe('the stored file’s extension'),
  remark: z.string().nullable(),
  /** the upload path `/api/v1/files/uploads/…` */
  url: z.string().describe('the upload path `/api/v1/files/uploads/…`'),
  full_url: z.string(),
  created_by: z.number().int(),
  /** the creator's name */
  creator: z.string().describe('the creator’s name'),
  created_at: dateTimeText,
  updated_at: dateTimeText,
});
export type CustomerFile = z.infer<typeof CustomerFileSchema>;

/** Spec 001 §5: png, gif, jpeg, word, excel, ppt, pdf, txt, zip; at most 5 MB; remark ≤ 200. */
export const CUSTOMER_FILE_EXTENSIONS = ['png', 'gif', 'jpg', 'jpeg', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'pdf', 'txt', 'zip'] as const;
export const CUSTOMER_FILE_MAX_BYTES = 5 * 1024 * 1024;

const remark = textSchema()
  .trim()
  .max(200, 'crm.remark_too_long')
  .nullable()
  .optional()
  .transform((v) => (v ? v : null));
const name = textSchema('crm.file_name_required').trim().min(1, 'crm.file_name_required').max(200, 'validation.text_too_long');

/**
 * POST /crm/file: a file already uploaded through `/upload/file` (type 'file'), named by its url or key.
 * `size` and `file_type` may be sent but the server takes both from the stored file.
 */
export const CreateCustomerFileSchema = z.object({
  customer_id: idSchema,
  name,
  url: textSchema('upload.file_required').trim().min(1, 'upload.file_required').max(500, 'crm.upload_unknown'),
  size: intSchema(0).optional(),
  file_type: textSchema().trim().max(20).optional(),
  remark,
});
export type CreateCustomerFileInput = z.infer<typeof CreateCustomerFileSchema>;
/** PUT /crm/file: rename or change the remark (the stored file never changes). */
export const UpdateCustomerFileSchema = z.object({ id: idSchema, name, remark });
export type UpdateCustomerFileInput = z.infer<typeof UpdateCustomerFileSchema>;
/** GET /crm/customer/{id}/files: newest first, page_size 20. */
export const CustomerFileListQuerySchema = PaginationQuerySchema;
