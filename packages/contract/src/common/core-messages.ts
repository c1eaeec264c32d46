/**
 * The texts every module shares (generic, validation, sign-in, staff, stores, exports, uploads …) in both
 * locales, and `translate` over them plus the texts a module registers when it loads. Zod schemas and
 * server errors carry a key; the server answers in the request's locale and forms translate the same key,
 * so both sides show the same text. Texts the spec gives appear verbatim in their locale.
 *
 * A module's own texts live beside its schemas (`crm/*.messages.ts`) and load with the module:
 * `messages.ts` registers every module's for the server (which translates any key), and the web app
 * registers a module's from its index.ts, so the login page does not download the crm texts.
 */
export const LOCALES = ['zh-CN', 'en-US'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'zh-CN';

export type MessageEntry = { zh: string; en: string };

export const coreMessages = {
  // generic
  'common.ok': { zh: '操作成功', en: 'OK' },
  'common.delete_succeeded': { zh: '删除成功', en: 'Delete succeeded' },
  'common.invalid_input': { zh: '提交的数据有误', en: 'The submitted data is invalid' },
  'common.not_found': { zh: '记录不存在', en: 'The record does not exist' },
  // the company's public key of the ordering app's public reads, unknown or altered
  'common.shop_key_invalid': { zh: '店铺标识无效', en: 'Unknown shop key' },
  'common.route_not_found': { zh: '接口不存在', en: 'No such API route' },
  'common.server_error': { zh: '服务器开小差了，请稍后再试', en: 'Server error, please try again later' },
  'common.too_many_requests': { zh: '操作太频繁，请稍后再试', en: 'Too many requests, please try again later' },
  'common.no_operation_permission': { zh: '您没有该操作的权限', en: 'You do not have permission for this operation' },
  'common.no_view_permission': { zh: '您没有查看该页面的权限', en: 'You do not have permission to view this page' },
  'common.unauthorized': { zh: '登录已失效，请重新登录', en: 'Unauthorized - Authorization verification failed' },
  'common.session_ended': { zh: '您的登录已被结束，请重新登录', en: 'Your session was ended, please log in again' },
  'common.store_not_authorised': {
    zh: '您没有查看当前门店的权限，请联系管理员',
    en: 'You have no permission to view the current store, please contact the administrator',
  },
  'common.contract_ended': { zh: '您的服务合同已到期，请联系我们续约', en: 'Your contract has ended, please contact us to renew it' },
  'common.unsupported_media_type': { zh: '不支持的请求格式', en: 'Unsupported request format' },
  'common.duplicate': { zh: '该记录已存在，请勿重复提交', en: 'This record already exists' },
  'common.body_too_large': { zh: '提交的内容过大', en: 'The request body is too large' },
  'common.database_unavailable': { zh: '数据库暂时无法连接，请稍后再试', en: 'The database is briefly unavailable, please try again shortly' },
  // validation
  'validation.required': { zh: '此项为必填项', en: 'This field is required' },
  'validation.invalid': { zh: '格式不正确', en: 'Invalid value' },
  'validation.page_min': { zh: '页码最小为 1', en: 'Page starts at 1' },
  'validation.page_size_min': { zh: '每页条数最小为 1', en: 'Page size must be at least 1' },
  'validation.id': { zh: '请提供有效的编号', en: 'A valid id is required' },
  'validation.name_required': { zh: '请输入名称', en: 'Please enter a name' },
  'validation.name_too_long': { zh: '名称不能超过 50 个字符', en: 'The name cannot exceed 50 characters' },
  'validation.phone_required': { zh: '请输入手机号', en: 'Please enter a mobile number' },
  'validation.phone_invalid': { zh: '请输入正确的手机号', en: 'Please enter a correct mobile number' },
  'validation.account_required': { zh: '请输入账号', en: 'Please enter your account' },
  'validation.password_required': { zh: '请输入密码', en: 'Please enter your password' },
  'validation.password_length': { zh: '密码长度在 6 到 32 个字符', en: 'The password must be 6 to 32 characters' },
  'validation.text_too_long': { zh: '内容过长', en: 'The text is too long' },
  'validation.text_unsafe': { zh: '内容含有无效字符', en: 'The text contains an invalid character' },
  'validation.int_range': { zh: '请输入有效范围内的整数', en: 'Please enter a whole number within range' },
  'validation.money_range': { zh: '金额超出范围', en: 'The amount is out of range' },
  'validation.money_too_large': { zh: '金额不能超过 999,999,999,999.99', en: 'An amount must not exceed 999,999,999,999.99' },
  'validation.qty_too_large': { zh: '数量不能超过 99,999,999.999', en: 'Quantity must not exceed 99,999,999.999' },
  'validation.base_qty_too_large': { zh: '换算为基本单位后数量不能超过 99,999,999,999.999', en: 'In base units the quantity must not exceed 99,999,999,999.999' },
  'validation.line_amount_too_large': { zh: '金额（数量 × 单价）不能超过 999,999,999,999.99', en: 'The amount (quantity × price) must not exceed 999,999,999,999.99' },
  'validation.total_amount_too_large': { zh: '单据合计金额不能超过 999,999,999,999.99', en: 'The total amount must not exceed 999,999,999,999.99' },
  'validation.out_of_range': { zh: '数值超出允许范围，请检查数量和金额', en: 'A number is out of range: please check the quantities and amounts' },
  'validation.flag_invalid': { zh: '只能选择是或否', en: 'Choose yes or no' },
  'validation.date_invalid': { zh: '请输入有效的日期', en: 'Please enter a valid date' },
  'validation.code_required': { zh: '请输入验证码', en: 'Please enter the verification code' },
  'validation.latitude': { zh: '纬度应在 -90 到 90 之间', en: 'Latitude must be between -90 and 90' },
  'validation.longitude': { zh: '经度应在 -180 到 180 之间', en: 'Longitude must be between -180 and 180' },
  'validation.points': { zh: '区域至少需要 3 个坐标点', en: 'An area needs at least 3 points' },
  'validation.permission_required': { zh: '请提供权限标识', en: 'A permission is required' },
  'validation.company_required': { zh: '请输入企业名称', en: 'Please enter the company name' },
  'validation.company_length': { zh: '企业名称长度在 2 到 50 个字符', en: 'The company name must be 2 to 50 characters' },
  'validation.contact_required': { zh: '请输入联系人', en: 'Please enter a contact person' },
  'validation.store_name_required': { zh: '请输入门店名称', en: 'Please enter the store name' },
  'validation.account_format': { zh: '账号以字母开头，3 到 32 位字母、数字、下划线或点', en: 'The account starts with a letter: 3 to 32 letters, digits, _ or .' },
  'validation.router_format': { zh: '路由以 / 开头，只含字母、数字、_、- 和 /', en: 'A route starts with / and holds letters, digits, _, - and /' },
  'validation.permission_format': { zh: '权限标识格式为 模块:对象:操作', en: 'A permission reads module:entity:action' },
  'validation.time_zone': { zh: '请选择有效的时区', en: 'Please choose a valid time zone' },
  'validation.password_policy_range': { zh: '密码最小长度在 6 到 32 之间', en: 'The minimum password length is 6 to 32' },
  'validation.session_lifetime_range': { zh: '登录有效期在 1 到 81 天之间', en: 'Sessions last 1 to 81 days' },
  'validation.password_weak': { zh: '密码至少 {min} 位，且需同时包含字母和数字', en: 'The password needs at least {min} characters with both letters and digits' },
  'validation.password_short': { zh: '密码至少 {min} 位', en: 'The password needs at least {min} characters' },
  'validation.message_ids': { zh: '请选择消息', en: 'Please choose messages' },
  'validation.message_unknown': { zh: '找不到 id 为 {ids} 的消息', en: 'No message with id {ids}' },
  'validation.ids_unknown': { zh: '找不到 id 为 {ids} 的记录', en: 'No record with id {ids}' },
  // auth
  'auth.bad_credentials': { zh: '账号或密码错误', en: 'Wrong account or password' },
  'auth.account_disabled': { zh: '账号已被禁用，请联系管理员', en: 'This account is disabled, please contact the administrator' },
  'auth.too_many_attempts': { zh: '登录失败次数过多，请 {minutes} 分钟后再试', en: 'Too many failed logins, please try again in {minutes} min' },
  'auth.old_password_wrong': { zh: '原密码不正确', en: 'The current password is wrong' },
  'auth.password_same': { zh: '新密码不能与原密码相同', en: 'The new password must differ from the current one' },
  'auth.logged_out': { zh: '已退出登录', en: 'Logged out' },
  'auth.scan_ticket_invalid': { zh: '二维码已失效，请刷新后重新扫码', en: 'The QR code has expired, please refresh it and scan again' },
  'tenant.already_initialized': { zh: '企业已完成初始化', en: 'The company has already been set up' },
  'tenant.owner_only': { zh: '只有企业创建者可以完成初始化', en: 'Only the company owner can finish the setup' },
  'tenant.not_experience': { zh: '当前已是正式版，无需升级', en: 'This account is already a paid edition' },
  'tenant.upgrade_requested': { zh: '升级申请已提交，我们会尽快联系您', en: 'Your upgrade request was sent, we will contact you soon' },
  'message.upgrade_title': { zh: '企业升级申请', en: 'Upgrade request' },
  'auth.pending_audit': { zh: '账号正在等待管理员审核', en: 'This account is waiting for an administrator’s approval' },
  'staff.phone_taken': { zh: '本公司已有员工使用该手机号', en: 'A colleague in this company already uses this mobile number' },
  'staff.account_taken': { zh: '本公司已有员工使用该账号', en: 'A colleague in this company already uses this account name' },
  'staff.not_self': { zh: '不能对自己执行此操作', en: 'You cannot do this to your own account' },
  'staff.owner_protected': { zh: '不能禁用或删除企业创建者', en: 'The company owner cannot be disabled or deleted' },
  'staff.invite_invalid': { zh: '邀请链接无效或已过期', en: 'The invite link is invalid or has expired' },
  'staff.join_submitted': { zh: '申请已提交，请等待管理员审核', en: 'Your request was sent: please wait for an administrator to approve it' },
  'message.join_title': { zh: '新员工申请加入', en: 'A new member asks to join' },
  'staff.not_pending': { zh: '该员工不在待审核状态', en: 'This staff member is not waiting for approval' },
  'dept.has_children': { zh: '该部门下还有子部门，无法删除', en: 'The department has sub-departments and cannot be deleted' },
  'dept.has_staff': { zh: '该部门下还有员工，无法删除', en: 'The department still has staff and cannot be deleted' },
  'dept.cycle': { zh: '不能把部门移动到它自己或它的下级部门下', en: 'A department cannot move under itself or one of its sub-departments' },
  'role.name_taken': { zh: '角色名称已存在', en: 'A role with this name already exists' },
  'role.in_use': { zh: '该角色下还有员工，请先选择转移到的角色', en: 'Staff still hold this role: choose a role to move them to first' },
  'role.super_locked': { zh: '超级管理员角色不能修改或删除', en: 'The super administrator role cannot be changed or deleted' },
  'role.unknown_permission': { zh: '包含不存在的权限：{permission}', en: 'Unknown permission: {permission}' },
  'menu.has_children': { zh: '该菜单下还有子菜单，无法删除', en: 'The menu has children and cannot be deleted' },
  'menu.bad_parent': { zh: '上级菜单类型不正确', en: 'The parent menu has the wrong type' },
  // sms codes
  'sms.sent': { zh: '验证码已发送', en: 'The verification code was sent' },
  'sms.too_frequent': { zh: '验证码发送太频繁，请稍后再试', en: 'Codes are sent too often, please try again later' },
  'sms.code_wrong': { zh: '验证码错误或已过期', en: 'The verification code is wrong or has expired' },
  // stores
  'store.name_taken': { zh: '门店名称已存在', en: 'A store with this name already exists' },
  'store.master_required': { zh: '至少需要保留一个总店', en: 'At least one master store is required' },
  'store.has_data': { zh: '门店下还有数据，无法删除', en: 'The store still holds data and cannot be deleted' },
  'store.last_store': { zh: '至少需要保留一个门店', en: 'At least one store is required' },
  // exports
  'export.started': { zh: '导出任务已创建，请到下载中心查看', en: 'The export has started: see the download centre' },
  'export.completed_title': { zh: '导出完成', en: 'New export completed' },
  'export.completed_content': { zh: '{name} 已导出完成，可以下载了', en: '{name} is finished and can be downloaded' },
  'export.failed': { zh: '导出失败，请稍后重试', en: 'The export failed, please try again later' },
  'export.gave_up': { zh: '导出多次中断，已停止', en: 'The export was interrupted too often and was stopped' },
  /** the first cell of an export's totals row (exporter.ts exportTotals) */
  'export.totals': { zh: '合计', en: 'Total' },
  'export.unknown': { zh: '不支持的导出类型', en: 'Unknown export type' },
  'export.creator_gone': { zh: '导出人已被禁用或删除', en: 'The person who asked for the export was disabled or removed' },
  'export.not_ready': { zh: '文件尚未生成，无法下载', en: 'The file is not ready for download' },
  'export.link_expired': { zh: '下载链接已失效', en: 'The download link has expired' },
  // uploads (spec 000 §5, 001 §5)
  'upload.too_large': { zh: '上传文件大小不能超过 5MB!', en: 'Uploaded file size cannot exceed 5MB!' },
  'upload.type_not_allowed': { zh: '文件类型不允许!', en: 'File type not allowed!' },
  'upload.image_type': { zh: '上传图片只能是 JPG/PNG 格式!', en: 'Uploaded image can only be JPG/PNG format!' },
  'upload.image_too_large': { zh: '上传图片大小不能超过 5MB!', en: 'Uploaded image size cannot exceed 5MB!' },
  'upload.failed': { zh: '文件上传失败', en: 'Upload failed' },
  'upload.paste_not_image': { zh: '请复制正确的图片或截图', en: 'Please copy a correct image or screenshot' },
  'upload.policy_invalid': { zh: '上传凭证无效或已过期', en: 'The upload policy is invalid or has expired' },
  'upload.name_mismatch': { zh: '文件名与文件内容不符', en: 'The file name does not match its content' },
  'upload.file_required': { zh: '请选择文件', en: 'Please choose a file' },
  'upload.url_refused': { zh: '不允许读取该地址', en: 'This address may not be fetched' },
  'upload.url_failed': { zh: '读取图片失败', en: 'The image could not be read' },
  'upload.not_own': { zh: '文件不存在或不是本公司上传的，请重新上传', en: 'The file is not one of this company’s uploads; please upload it again' },
  'upload.image_not_own': { zh: '图片不存在或不是本公司上传的，请重新上传', en: 'The image is not one of this company’s uploads; please upload it again' },
  // areas
  'area.not_found': { zh: '地区不存在', en: 'No such area' },
  'area.no_location': { zh: '无法识别该位置', en: 'No area found for this location' },
  'location.approximate': { zh: '位置为区县中心（近似）', en: 'Approximate (district centre)' },
  'location.none': { zh: '无位置（排线时列为无法排线）', en: 'No location (planning lists it as unroutable)' },
  'location.pinned': { zh: '已在地图上标注', en: 'Pinned on the map' },
} as const satisfies Record<string, MessageEntry>;

const moduleMessages = new Map<string, MessageEntry>();

/** Makes a module's texts known to `translate` (and `isKnownMessage`); called when the module loads. */
export function registerMessages(entries: Record<string, MessageEntry>): void {
  for (const [key, entry] of Object.entries(entries)) moduleMessages.set(key, entry);
}

function entryOf(key: string): MessageEntry | undefined {
  return Object.prototype.hasOwnProperty.call(coreMessages, key) ? coreMessages[key as keyof typeof coreMessages] : moduleMessages.get(key);
}

/** Whether `key` is a shared text or one of a loaded module's. */
export function isKnownMessage(key: string): boolean {
  return entryOf(key) !== undefined;
}

/** Translates a message key; any other text passes through unchanged. `{name}` placeholders are filled. */
export function translate(key: string, locale: Locale = DEFAULT_LOCALE, params?: Record<string, string | number>): string {
  const entry = entryOf(key);
  let text = entry ? (locale === 'en-US' ? entry.en : entry.zh) : key;
  if (params) for (const [k, v] of Object.entries(params)) text = text.replaceAll(`{${k}}`, String(v));
  return text;
}

/** The locale of an Accept-Language header: English when it prefers English, Chinese otherwise. */
export function localeFromHeader(header: string | undefined | null): Locale {
  return header && /^\s*en\b/i.test(header) ? 'en-US' : 'zh-CN';
}
