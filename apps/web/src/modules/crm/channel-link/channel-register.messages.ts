import { crmMessages } from '@tradewind/contract/crm/crm.messages';
import { crmGoalLinkMessages } from '@tradewind/contract/crm/goal-link.messages';
import { crmLeadMessages } from '@tradewind/contract/crm/lead.messages';

/**
 * The public registration page's texts (zh-CN, en-US). It shows in the public frame, which loads none of
 * the modules' texts, so the page registers these itself — with the contract's refusals it checks in the
 * browser (the server's own answers come translated).
 */
export const channelRegisterMessages = {
  'crm_register.invited': { zh: '邀请您成为客户 · 服务门店：{store}', en: 'invites you to become a customer · store: {store}' },
  'crm_register.name': { zh: '您的姓名', en: 'Your name' },
  'crm_register.name_placeholder': { zh: '请输入联系人姓名', en: 'The contact’s name' },
  'crm_register.phone': { zh: '手机号', en: 'Mobile number' },
  'crm_register.phone_placeholder': { zh: '11 位手机号', en: '11-digit mobile number' },
  'crm_register.company': { zh: '公司 / 店铺名称（选填）', en: 'Company or shop (optional)' },
  'crm_register.company_placeholder': { zh: '不填则以您的姓名登记', en: 'Else your name is used' },
  'crm_register.submit': { zh: '提交注册', en: 'Register' },
  'crm_register.privacy': { zh: '提交即表示您同意 {company} 通过该手机号与您联系。', en: 'By registering you agree that {company} may contact you on this number.' },
  'crm_register.done_title': { zh: '注册成功', en: 'You are registered' },
  'crm_register.done_by': { zh: '{company} · {store}', en: '{company} · {store}' },
  'crm_register.invalid_title': { zh: '无法通过该链接注册', en: 'This link cannot register you' },
  'crm_register.invalid_hint': { zh: '请联系邀请您的业务员获取新的链接或二维码。', en: 'Please ask the person who invited you for a new link or QR code.' },
  'crm_register.no_code': { zh: '链接不完整，缺少邀请码。', en: 'The link is incomplete: its invitation code is missing.' },
  'crm_register.network': { zh: '网络异常，请稍后重试', en: 'The network failed, please try again' },
  // the name's refusals as the contract words them (ChannelRegisterSchema)
  'crm.lead_name_required': crmLeadMessages['crm.lead_name_required'],
  'crm.contact_name_length': crmMessages['crm.contact_name_length'],
  ...crmGoalLinkMessages,
} as const;
