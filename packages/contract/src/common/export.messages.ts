import type { MessageEntry } from './core-messages';

/**
 * An export's source in the export centre, which also starts its file name (`Staff list_20261124093000.xlsx`),
 * by the exporter's key: `export.source.<key>`. The server makes them in the creator's language when the
 * export is asked for (core/jobs `exportSource`); an exporter without an entry keeps its own Chinese source.
 * Column headers likewise, when the export runs (`exportHeader`).
 */
export const exportMessages = {
  'export.source.system.staff': { zh: '员工列表', en: 'Staff list' },
  'export.source.system.action_log': { zh: '操作日志', en: 'Action log' },
  'export.source.crm.customer': { zh: '客户列表', en: 'Customer list' },
  // the file's column headers: `export.column.<exporter key>.<column key>` (else the column's own header)
  'export.column.system.staff.name': { zh: '姓名', en: 'Name' },
  'export.column.system.staff.phone': { zh: '手机号', en: 'Mobile' },
  'export.column.system.staff.account': { zh: '账号', en: 'Account' },
  'export.column.system.staff.department': { zh: '部门', en: 'Department' },
  'export.column.system.staff.dept_role': { zh: '部门角色', en: 'Department role' },
  'export.column.system.staff.roles': { zh: '角色', en: 'Roles' },
  'export.column.system.staff.stores': { zh: '授权门店', en: 'Authorised stores' },
  'export.column.system.staff.status': { zh: '状态', en: 'Status' },
  'export.column.system.staff.is_audit': { zh: '审核', en: 'Approved' },
  'export.column.system.staff.created_at': { zh: '创建时间', en: 'Created at' },
  'export.column.system.staff.last_login_at': { zh: '最后登录', en: 'Last login' },
  'export.column.system.action_log.created_at': { zh: '时间', en: 'Time' },
  'export.column.system.action_log.staff_name': { zh: '员工', en: 'Staff' },
  'export.column.system.action_log.store_name': { zh: '门店', en: 'Store' },
  'export.column.system.action_log.module': { zh: '模块', en: 'Module' },
  'export.column.system.action_log.action': { zh: '操作', en: 'Action' },
  'export.column.system.action_log.method': { zh: '请求', en: 'Method' },
  'export.column.system.action_log.path': { zh: '路径', en: 'Path' },
  'export.column.system.action_log.target_type': { zh: '对象类型', en: 'Target type' },
  'export.column.system.action_log.target_id': { zh: '对象编号', en: 'Target ID' },
  'export.column.crm.customer.name': { zh: '客户名称', en: 'Customer name' },
  'export.column.crm.customer.phone': { zh: '手机号', en: 'Mobile' },
  'export.column.crm.customer.status': { zh: '状态', en: 'Status' },
  'export.column.crm.customer.type_text': { zh: '客户类型', en: 'Customer type' },
  'export.column.crm.customer.level_text': { zh: '客户等级', en: 'Customer level' },
  'export.column.crm.customer.source_text': { zh: '客户来源', en: 'Customer source' },
  'export.column.crm.customer.sales_type': { zh: '归属', en: 'Ownership' },
  'export.column.crm.customer.sales_name': { zh: '销售', en: 'Sales rep' },
  'export.column.crm.customer.store_name': { zh: '门店', en: 'Store' },
  'export.column.crm.customer.is_cert': { zh: '认证', en: 'Certified' },
  'export.column.crm.customer.account_period_name': { zh: '账期', en: 'Account period' },
  'export.column.crm.customer.payment_amount': { zh: '授信额度', en: 'Credit limit' },
  'export.column.crm.customer.area_string': { zh: '地区', en: 'Area' },
  'export.column.crm.customer.address': { zh: '详细地址', en: 'Address' },
  'export.column.crm.customer.last_visit_at': { zh: '最后跟进', en: 'Last follow-up' },
  'export.column.crm.customer.created_by_name': { zh: '创建人', en: 'Created by' },
  'export.column.crm.customer.created_at': { zh: '创建时间', en: 'Created at' },
} as const satisfies Record<string, MessageEntry>;
