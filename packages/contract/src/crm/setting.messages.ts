/**
 * Texts of the customer settings (sources, follow-up types, the tenant's customer rules), the pool rules'
 * coming releases and invite rewards (zh-CN, en-US); part of crm/crm-all.messages.ts.
 */
export const crmSettingMessages = {
  // sources and follow-up types
  'crm.sort_invalid': { zh: '排序须为 0 到 9999 的整数', en: 'Sort must be a whole number from 0 to 9999' },
  'crm.source_not_found': { zh: '请选择有效的客户来源', en: 'Choose a valid customer source' },
  'crm.option_too_many': { zh: '选项数量已达上限', en: 'No more options can be added' },
  'crm.source_in_use': { zh: '仍有 {count} 个客户或线索使用该来源，无法删除（可以停用）', en: '{count} customers or leads still use this source, so it cannot be deleted (disable it instead)' },
  'crm.visit_type_in_use': { zh: '仍有 {count} 条跟进记录使用该类型，无法删除（可以停用）', en: '{count} follow-ups still use this type, so it cannot be deleted (disable it instead)' },
  // the tenant's customer rules
  'crm.default_sales_type_invalid': { zh: '请选择新客户的默认归属', en: 'Choose where new customers go' },
  'crm.type_required': { zh: '请选择客户类型', en: 'Please choose the customer type' },
  'crm.level_required': { zh: '请选择客户等级', en: 'Please choose the customer level' },
  'crm.cert_required_to_order': { zh: '该客户尚未通过认证，请先完成客户认证再下单', en: 'This customer is not certified yet: complete the certification before ordering' },
  // inviter
  'crm.inviter_self': { zh: '邀请人不能是客户自己', en: 'A customer cannot be its own inviter' },
  'crm.inviter_not_found': { zh: '邀请人不存在', en: 'The inviter does not exist' },
  'crm.inviter_locked': { zh: '已为该客户发放邀请奖励，邀请人不能再修改', en: 'An invite reward was given for this customer, so its inviter can no longer change' },
  'crm.field_inviter': { zh: '邀请人', en: 'inviter' },
  // invite rewards
  'crm.invite_trigger_1': { zh: '注册成为客户', en: 'Registration' },
  'crm.invite_trigger_2': { zh: '首单完成', en: 'First completed order' },
  'crm.invite_trigger_invalid': { zh: '请选择奖励触发条件', en: 'Choose what triggers the reward' },
  'crm.invite_reward_invalid': { zh: '奖励金额须为 0 到 100000，最多两位小数', en: 'A reward is 0 to 100,000 with at most two decimals' },
  'crm.invite_cap_invalid': { zh: '每人奖励上限须为 0 到 100000 的整数', en: 'The cap per inviter is a whole number from 0 to 100,000' },
  'crm.invite_reward_remark_inviter': { zh: '邀请「{name}」奖励（{trigger}）', en: 'Reward for inviting {name} ({trigger})' },
  'crm.invite_reward_remark_invitee': { zh: '受「{name}」邀请奖励（{trigger}）', en: 'Reward for joining on {name}\'s invite ({trigger})' },
  'crm.log_invite_reward': {
    zh: '邀请奖励（{trigger}）：邀请人「{inviter}」获得 {inviter_reward}，本客户获得 {invitee_reward}',
    en: 'Invite reward ({trigger}): inviter {inviter} got {inviter_reward}, this customer {invitee_reward}',
  },
  // the pool rules' coming releases
  'crm.upcoming_days_invalid': { zh: '天数须为 1 到 90 的整数', en: 'Days must be a whole number from 1 to 90' },
  // the export centre's crm.invites export
  'export.source.crm.invites': { zh: '邀请奖励', en: 'Invite rewards' },
  'export.column.crm.invites.id': { zh: 'ID', en: 'ID' },
  'export.column.crm.invites.inviter_name': { zh: '邀请人', en: 'Inviter' },
  'export.column.crm.invites.invitee_name': { zh: '被邀请人', en: 'Invitee' },
  'export.column.crm.invites.trigger_text': { zh: '触发条件', en: 'Trigger' },
  'export.column.crm.invites.inviter_reward': { zh: '邀请人奖励', en: 'Inviter reward' },
  'export.column.crm.invites.invitee_reward': { zh: '被邀请人奖励', en: 'Invitee reward' },
  'export.column.crm.invites.capped_text': { zh: '已达上限', en: 'Cap reached' },
  'export.column.crm.invites.created_at': { zh: '时间', en: 'Time' },
  // the export centre's crm.down_public_upcoming export
  'export.source.crm.down_public_upcoming': { zh: '即将掉入公海的客户', en: 'Customers about to drop into the pool' },
  'export.column.crm.down_public_upcoming.customer_id': { zh: '客户ID', en: 'Customer ID' },
  'export.column.crm.down_public_upcoming.customer_name': { zh: '客户名称', en: 'Customer' },
  'export.column.crm.down_public_upcoming.sales_name': { zh: '负责人', en: 'Owner' },
  'export.column.crm.down_public_upcoming.store_name': { zh: '门店', en: 'Store' },
  'export.column.crm.down_public_upcoming.level_text': { zh: '客户等级', en: 'Level' },
  'export.column.crm.down_public_upcoming.due_at': { zh: '预计掉入时间', en: 'Drops at' },
  'export.column.crm.down_public_upcoming.reason_text': { zh: '原因', en: 'Reason' },
  'export.column.crm.down_public_upcoming.last_visit_at': { zh: '最后跟进', en: 'Last follow-up' },
  'export.column.crm.down_public_upcoming.last_order_at': { zh: '最后下单', en: 'Last order' },
} as const;
