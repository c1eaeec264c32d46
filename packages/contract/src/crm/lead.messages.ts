/** Texts of leads (线索): states, rejections, log lines, messages (zh-CN, en-US); part of crm/crm-all.messages.ts. */
export const crmLeadMessages = {
  'crm.lead_status_1': { zh: '待跟进', en: 'New' },
  'crm.lead_status_2': { zh: '跟进中', en: 'Following up' },
  'crm.lead_status_3': { zh: '已转化', en: 'Transformed' },
  'crm.lead_pool': { zh: '线索池', en: 'Lead pool' },
  // validation
  'crm.lead_name_required': { zh: '请输入联系人', en: 'Please enter the contact' },
  'crm.lead_source_required': { zh: '请选择线索来源', en: 'Please choose the source' },
  'crm.lead_credit_invalid': { zh: '请输入正确的统一社会信用代码', en: 'Please enter a correct unified social credit code' },
  'crm.lead_mode_invalid': { zh: '请选择转化方式', en: 'Choose how to transform' },
  'crm.visit_target_required': { zh: '请选择跟进的客户或线索', en: 'Choose the customer or lead followed up' },
  'crm.lead_merge_customer_required': { zh: '请选择要合并的客户', en: 'Choose the customer to merge into' },
  // rejections
  'crm.lead_transformed': { zh: '线索已转化为客户，不能再修改', en: 'The lead has been transformed into a customer and can no longer change' },
  'crm.lead_not_in_pool': { zh: '该线索不在线索池中', en: 'This lead is not in the lead pool' },
  'crm.lead_in_pool': { zh: '该线索已在线索池中', en: 'This lead is already in the lead pool' },
  'crm.lead_has_duplicates': {
    zh: '发现 {count} 个疑似重复的客户，请选择合并到已有客户或确认新建',
    en: '{count} possible duplicate customers found: merge into one of them or confirm creating a new one',
  },
  'crm.lead_merge_not_duplicate': { zh: '该客户与线索的手机号、信用代码、公司名称都不相同', en: 'This customer shares no phone, credit code or company name with the lead' },
  'crm.lead_phone_taken_by_customer': { zh: '该手机号已有客户使用，请合并到该客户', en: 'A customer already has this phone: merge into it' },
  // the fields a merge fills (customer log and the dialog)
  'crm.lead_field_source': { zh: '来源', en: 'source' },
  'crm.lead_field_weixin': { zh: '微信', en: 'WeChat' },
  'crm.lead_field_email': { zh: '邮箱', en: 'email' },
  'crm.lead_field_address': { zh: '详细地址', en: 'address' },
  'crm.lead_field_remark': { zh: '备注', en: 'remark' },
  // customer log
  'crm.log_lead_cert_submitted': { zh: '按线索「{lead}」（#{id}）的统一社会信用代码提交企业认证「{name}」，待补充营业执照并审核', en: 'Submitted the enterprise certification “{name}” from the credit code of the lead “{lead}” (#{id}); the licence and the audit are to follow' },
  'crm.log_lead_created_customer': { zh: '由线索「{lead}」（#{id}）转化新建', en: 'Created from the lead “{lead}” (#{id})' },
  'crm.log_lead_merged': { zh: '合并线索「{lead}」（#{id}），补充了：{fields}', en: 'Merged the lead “{lead}” (#{id}), filled: {fields}' },
  'crm.log_lead_merged_nothing': { zh: '合并线索「{lead}」（#{id}），无空白字段需补充', en: 'Merged the lead “{lead}” (#{id}); no empty field to fill' },
  // messages to a new owner
  'crm.msg_lead_assigned_title': { zh: '新线索分配', en: 'Lead assigned to you' },
  'crm.msg_lead_assigned_content': { zh: '线索「{name}」已分配给您', en: 'The lead “{name}” has been assigned to you' },
  // export
  'export.source.crm.leads': { zh: '线索列表', en: 'Leads' },
  'export.column.crm.leads.id': { zh: 'ID', en: 'ID' },
  'export.column.crm.leads.name': { zh: '联系人', en: 'Contact' },
  'export.column.crm.leads.company': { zh: '公司名称', en: 'Company' },
  'export.column.crm.leads.phone': { zh: '手机号', en: 'Mobile' },
  'export.column.crm.leads.credit_number': { zh: '统一社会信用代码', en: 'Unified social credit code' },
  'export.column.crm.leads.source_text': { zh: '来源', en: 'Source' },
  'export.column.crm.leads.status_text': { zh: '状态', en: 'Status' },
  'export.column.crm.leads.sales_name': { zh: '负责人', en: 'Owner' },
  'export.column.crm.leads.store_name': { zh: '门店', en: 'Store' },
  'export.column.crm.leads.last_visit_at': { zh: '最后跟进', en: 'Last follow-up' },
  'export.column.crm.leads.customer_name': { zh: '转化客户', en: 'Customer' },
  'export.column.crm.leads.created_by_name': { zh: '创建人', en: 'Created by' },
  'export.column.crm.leads.created_at': { zh: '创建时间', en: 'Created at' },
} as const;
