import { and, count, desc, eq, sql } from 'drizzle-orm';
import { translate } from '@tradewind/contract/common/messages';
import { formatDateTime } from '@tradewind/contract/common/time';
import type { PaginationQuery } from '@tradewind/contract/common/pagination';
import { CUSTOMER_FILE_EXTENSIONS, CUSTOMER_FILE_MAX_BYTES, type CreateCustomerFileInput, type CustomerFile, type UpdateCustomerFileInput } from '@tradewind/contract/crm/file.schema';
import { notDeleted } from '@/core/db/soft-delete';
import { paginate, type Page } from '@/core/http/pagination';
import { notFound } from '@/core/http/errors';
import type { RequestContext } from '@/core/http/request-context';
import type { FileStorage } from '@/core/storage/file-storage';
import { staff } from '@/modules/system/staff';
import { findVisibleCustomer } from '../customer/customer-access';
import { writeCustomerLog } from '../log/log.service';
import { customerFiles } from './file.table';
import { readStoredUpload } from './stored-upload';

type Row = typeof customerFiles.$inferSelect;

/** `url` holds the storage key (stable if the public files domain changes); full_url is made per answer. */
function toFile(ctx: RequestContext, storage: FileStorage, r: Row, creator: string | null): CustomerFile {
  return {
    id: r.id,
    customer_id: r.customerId,
    name: r.name,
    size: r.size,
    file_type: r.fileType,
    remark: r.remark,
    url: r.url,
    full_url: storage.publicUrl + r.url,
    created_by: r.createdBy,
    creator: creator ?? '',
    created_at: formatDateTime(r.createdAt, ctx.session.timeZone)!,
    updated_at: formatDateTime(r.updatedAt, ctx.session.timeZone)!,
  };
}

const live = notDeleted(customerFiles);
const log = (ctx: RequestContext, customerId: number, action: string, key: string, name: string) =>
  writeCustomerLog(ctx, customerId, action, translate(key, ctx.locale, { name }));

async function selectFiles(ctx: RequestContext, storage: FileStorage, where: ReturnType<typeof and>, page: Page) {
  const rows = await ctx.db
    .select({ file: customerFiles, creator: staff.name })
    .from(customerFiles)
    .leftJoin(staff, eq(staff.id, customerFiles.createdBy))
    .where(where)
    .orderBy(desc(customerFiles.createdAt), desc(customerFiles.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map((r) => toFile(ctx, storage, r.file, r.creator));
}

export async function listFiles(ctx: RequestContext, storage: FileStorage, customerId: number, query: PaginationQuery) {
  await findVisibleCustomer(ctx, customerId);
  const where = and(eq(customerFiles.customerId, customerId), live);
  return paginate(query, {
    rows: (page) => selectFiles(ctx, storage, where, page),
    total: ctx.db.select({ total: count() }).from(customerFiles).where(where),
  });
}

async function findFile(ctx: RequestContext, id: number): Promise<Row> {
  const [row] = await ctx.db
    .select()
    .from(customerFiles)
    .where(and(eq(customerFiles.id, id), live));
  if (!row) throw notFound();
  await findVisibleCustomer(ctx, row.customerId, { forUpdate: true });
  return row;
}

const one = async (ctx: RequestContext, storage: FileStorage, id: number) => (await selectFiles(ctx, storage, and(eq(customerFiles.id, id)), { limit: 1, offset: 0 }))[0];

/** Attaches an upload: type and size are read from storage (png, gif, jpeg, word, excel, ppt, pdf, txt, zip; ≤ 5 MB). */
export async function createFile(ctx: RequestContext, storage: FileStorage, input: CreateCustomerFileInput): Promise<CustomerFile> {
  const customer = await findVisibleCustomer(ctx, input.customer_id, { forUpdate: true });
  const stored = await readStoredUpload(ctx, storage, input.url, {
    field: 'url',
    extensions: CUSTOMER_FILE_EXTENSIONS,
    maxBytes: CUSTOMER_FILE_MAX_BYTES,
    typeKey: 'crm.file_type_not_allowed',
    sizeKey: 'crm.file_too_large',
    unknownKey: 'crm.upload_unknown',
  });
  const [row] = await ctx.db
    .insert(customerFiles)
    .values({
      tenantId: ctx.tenantId,
      customerId: customer.id,
      name: input.name,
      size: stored.size,
      fileType: stored.extension,
      url: stored.key,
      remark: input.remark,
      createdBy: ctx.staffId,
    })
    .returning({ id: customerFiles.id });
  await log(ctx, customer.id, 'file.create', 'crm.log_file_created', input.name);
  return one(ctx, storage, row.id);
}

export async function updateFile(ctx: RequestContext, storage: FileStorage, input: UpdateCustomerFileInput): Promise<CustomerFile> {
  const current = await findFile(ctx, input.id);
  await ctx.db.update(customerFiles).set({ name: input.name, remark: input.remark, updatedAt: sql`now()` }).where(eq(customerFiles.id, current.id));
  await log(ctx, current.customerId, 'file.update', 'crm.log_file_updated', input.name);
  return one(ctx, storage, current.id);
}

/** Detaches the file (soft delete). The stored object stays: uploads are named by content and may be shared. */
export async function deleteFile(ctx: RequestContext, id: number): Promise<null> {
  const current = await findFile(ctx, id);
  await ctx.db.update(customerFiles).set({ deletedAt: sql`now()`, updatedAt: sql`now()` }).where(eq(customerFiles.id, current.id));
  await log(ctx, current.customerId, 'file.delete', 'crm.log_file_deleted', current.name);
  return null;
}
