import { StaffListQuerySchema } from '@tradewind/contract/system/staff.schema';
import { keysetBatches } from '@/core/jobs/export-batches';
import { defineExporter } from '@/core/jobs/exporter';
import { countStaff, staffAfter } from './staff.service';

const DEPT_ROLE_NAMES = ['成员', '主管', '助理'];

/** The staff list's export: same filters, every matching member, in id order. */
export const staffExporter = defineExporter({
  key: 'system.staff',
  source: '员工列表',
  permission: 'system:staff:list',
  params: StaffListQuerySchema.omit({ page: true, page_size: true, sort: true, order: true }),
  columns: [
    { header: 'ID', key: 'id', width: 8 },
    { header: '姓名', key: 'name' },
    { header: '手机号', key: 'phone' },
    { header: '账号', key: 'account' },
    { header: '部门', key: 'department' },
    { header: '部门角色', key: 'dept_role', width: 10 },
    { header: '角色', key: 'roles', width: 24 },
    { header: '授权门店', key: 'stores', width: 30 },
    { header: '状态', key: 'status', width: 8 },
    { header: '审核', key: 'is_audit', width: 8 },
    { header: '创建时间', key: 'created_at', width: 20 },
    { header: '最后登录', key: 'last_login_at', width: 20 },
  ],
  count: countStaff,
  batch: keysetBatches(
    async (ctx, params, after, limit) =>
      (await staffAfter(ctx, params, after, limit)).map((s) => ({
        ...s,
        department: s.department?.name ?? '',
        dept_role: DEPT_ROLE_NAMES[s.dept_role] ?? '',
        roles: s.roles.map((r) => r.name).join('、'),
        stores: s.stores.map((x) => x.name).join('、'),
        status: s.status === 1 ? '启用' : '禁用',
        is_audit: s.is_audit === 1 ? '已审核' : '待审核',
      })),
    (row) => row.id,
  ),
});
