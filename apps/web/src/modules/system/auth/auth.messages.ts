/**
 * Texts of the system module's own pages: registration, first-run wizard, scan login, personal
 * settings and the upgrade dialog. Registered from the module's index.ts. Validation and server
 * messages live in the contract (shared with the server), not here.
 */
export const systemMessages = {
  // route titles (the catalogue's Chinese titles; English in en-US)
  'route.register': { zh: '注册', en: 'Sign up' },
  'route.initialization': { zh: '初始化', en: 'Set up your company' },
  'route.scan_login': { zh: '扫码登录', en: 'Scan to log in' },
  'route.scan_confirm': { zh: '确认登录', en: 'Confirm login' },
  'route.setting': { zh: '个人设置', en: 'Personal settings' },

  // links between the public pages
  'login.to_register': { zh: '注册账号', en: 'Create an account' },
  'login.to_scan': { zh: '扫码登录', en: 'Scan to log in' },
  'login.to_login': { zh: '账号密码登录', en: 'Log in with a password' },
  'login.have_account': { zh: '已有账号？', en: 'Already have an account?' },
  'login.go_login': { zh: '去登录', en: 'Log in' },

  // register
  'register.title': { zh: '注册企业账号', en: 'Create a company account' },
  'register.subtitle': { zh: '免费试用 30 天', en: 'Free for 30 days' },
  'register.company': { zh: '企业名称', en: 'Company name' },
  'route.join': { zh: '加入企业', en: 'Join a company' },
  'join.title': { zh: '加入「{company}」', en: 'Join {company}' },
  'join.subtitle': { zh: '提交后由管理员审核，通过后即可登录', en: 'An administrator approves your request; then you can log in' },
  'join.subtitle_department': { zh: '加入部门：{department}。提交后由管理员审核', en: 'Department: {department}. An administrator approves your request' },
  'join.name': { zh: '您的姓名', en: 'Your name' },
  'join.submit': { zh: '申请加入', en: 'Ask to join' },
  'join.after_approval': { zh: '管理员审核通过后，请用手机号和密码登录', en: 'Once approved, log in with your mobile number and password' },
  'register.name': { zh: '您的姓名（选填）', en: 'Your name (optional)' },
  'register.phone': { zh: '手机号', en: 'Mobile number' },
  'register.code': { zh: '短信验证码', en: 'SMS code' },
  'register.send_code': { zh: '获取验证码', en: 'Get code' },
  'register.resend_in': { zh: '{seconds} 秒后重发', en: 'Resend in {seconds}s' },
  'register.password': { zh: '密码（6 到 32 位）', en: 'Password (6 to 32 characters)' },
  'register.confirm_password': { zh: '确认密码', en: 'Confirm password' },
  'register.submit': { zh: '注册并登录', en: 'Sign up and log in' },
  'form.confirm_password_required': { zh: '请再次输入密码', en: 'Please enter the password again' },
  'form.password_mismatch': { zh: '两次输入的密码不一致', en: 'The two passwords do not match' },

  // first-run wizard
  'init.title': { zh: '欢迎使用 Tradewind，先完成企业初始化', en: 'Welcome to Tradewind: set up your company first' },
  'init.step_company': { zh: '企业信息', en: 'Company' },
  'init.step_store': { zh: '首家门店', en: 'First store' },
  'init.step_confirm': { zh: '确认信息', en: 'Confirm' },
  'init.company': { zh: '企业名称', en: 'Company name' },
  'init.contact_name': { zh: '联系人', en: 'Contact person' },
  'init.contact_phone': { zh: '联系电话', en: 'Contact phone' },
  'init.industry': { zh: '所属行业', en: 'Industry' },
  'init.industry_placeholder': { zh: '选填，例如：食品批发', en: 'Optional, e.g. food wholesale' },
  'init.store_name': { zh: '门店名称', en: 'Store name' },
  'init.store_hint': { zh: '首家门店为总店，您将自动获得该门店的权限。', en: 'The first store is the master store; you are authorised for it.' },
  'init.area': { zh: '所在地区', en: 'Region' },
  'init.area_placeholder': { zh: '省 / 市 / 区', en: 'Province / city / district' },
  'init.address': { zh: '详细地址', en: 'Street address' },
  'init.previous': { zh: '上一步', en: 'Back' },
  'init.next': { zh: '下一步', en: 'Next' },
  'init.submit': { zh: '完成并进入工作台', en: 'Finish and open the workplace' },
  'init.confirm_title': { zh: '确认提交企业信息？', en: 'Submit the company details?' },
  'init.confirm_content': {
    zh: '提交后将创建总店「{store}」并进入工作台，之后可在系统设置中修改。',
    en: 'This creates the master store "{store}" and opens the workplace. You can change the details later in the system settings.',
  },
  'init.done': { zh: '初始化完成', en: 'Your company is set up' },
  'init.empty': { zh: '未填写', en: 'Not given' },
  'init.load_failed': { zh: '无法加载企业信息', en: 'The company details could not be loaded' },

  // scan login
  'scan.title': { zh: '扫码登录', en: 'Scan to log in' },
  'scan.hint': { zh: '请使用已登录 Tradewind 的手机或电脑扫描二维码，并在该设备上确认登录', en: 'Scan the code with a device already signed in to Tradewind and confirm there' },
  'scan.waiting': { zh: '等待扫码确认…', en: 'Waiting for confirmation…' },
  'scan.expired': { zh: '二维码已过期', en: 'The QR code has expired' },
  'scan.cancelled': { zh: '对方已取消本次登录', en: 'The login was cancelled on the other device' },
  'scan.confirmed': { zh: '已确认，正在登录…', en: 'Confirmed, logging in…' },
  'scan.refresh': { zh: '刷新二维码', en: 'Refresh the code' },
  'scan.expires_in': { zh: '{seconds} 秒后过期', en: 'Expires in {seconds}s' },
  'scan.create_failed': { zh: '无法获取二维码', en: 'The QR code could not be created' },

  // scan confirm
  'scan_confirm.title': { zh: '确认在新设备上登录？', en: 'Log in on a new device?' },
  'scan_confirm.subtitle': { zh: '确认后，该设备将以您的身份「{name}」登录。若不是您本人操作，请取消。', en: 'Once confirmed, that device signs in as you ({name}). If this was not you, cancel.' },
  'scan_confirm.ip': { zh: 'IP 地址', en: 'IP address' },
  'scan_confirm.device': { zh: '设备', en: 'Device' },
  'scan_confirm.created_at': { zh: '请求时间', en: 'Requested at' },
  'scan_confirm.expires_at': { zh: '失效时间', en: 'Expires at' },
  'scan_confirm.confirm': { zh: '确认登录', en: 'Confirm login' },
  'scan_confirm.cancel': { zh: '取消', en: 'Cancel' },
  'scan_confirm.confirmed': { zh: '已确认登录', en: 'Login confirmed' },
  'scan_confirm.confirmed_sub': { zh: '新设备将自动登录，您可以关闭此页面。', en: 'The other device signs in by itself; you can close this page.' },
  'scan_confirm.cancelled': { zh: '已取消本次登录', en: 'Login cancelled' },
  'scan_confirm.invalid': { zh: '无法确认登录', en: 'This login cannot be confirmed' },
  'scan_confirm.back_home': { zh: '返回工作台', en: 'Back to the workplace' },
  'scan_confirm.unknown_device': { zh: '未知设备', en: 'Unknown device' },

  // personal settings
  'setting.basic': { zh: '基本信息', en: 'Profile' },
  'setting.security': { zh: '修改密码', en: 'Change password' },
  'setting.avatar': { zh: '头像', en: 'Avatar' },
  'setting.avatar_hint': { zh: '点击上传，或点中此处后粘贴截图；JPG/PNG/GIF，不超过 5MB。保存后生效。', en: 'Click to upload, or click here and paste a screenshot; JPG/PNG/GIF up to 5MB. Takes effect when saved.' },
  'setting.name': { zh: '姓名', en: 'Name' },
  'setting.account': { zh: '账号', en: 'Account' },
  'setting.phone': { zh: '手机号', en: 'Mobile number' },
  'setting.language': { zh: '语言', en: 'Language' },
  'setting.save': { zh: '保存', en: 'Save' },
  'setting.saved': { zh: '个人信息已保存', en: 'Your profile was saved' },
  'setting.old_password': { zh: '原密码', en: 'Current password' },
  'setting.new_password': { zh: '新密码', en: 'New password' },
  'setting.confirm_password': { zh: '确认新密码', en: 'Confirm the new password' },
  'setting.change_password': { zh: '修改密码', en: 'Change password' },
  'setting.password_changed': { zh: '密码已修改，其他设备上的登录已退出', en: 'Password changed; your other sessions were logged out' },

  // upgrade dialog
  'upgrade.title': { zh: '升级为正式版', en: 'Upgrade to a paid edition' },
  'upgrade.intro': { zh: '留下联系方式，我们的顾问会尽快与您联系，为您开通正式版。', en: 'Leave your contact details and an adviser will contact you to set up the paid edition.' },
  'upgrade.contact_name': { zh: '联系人', en: 'Contact person' },
  'upgrade.contact_phone': { zh: '联系电话', en: 'Contact phone' },
  'upgrade.edition': { zh: '意向版本', en: 'Edition' },
  'upgrade.edition.standard': { zh: '标准版', en: 'Standard' },
  'upgrade.edition.professional': { zh: '专业版', en: 'Professional' },
  'upgrade.edition.enterprise': { zh: '企业版', en: 'Enterprise' },
  'upgrade.remark': { zh: '备注', en: 'Remark' },
  'upgrade.remark_placeholder': { zh: '门店数量、需求等（选填）', en: 'Number of stores, needs … (optional)' },
  'upgrade.submit': { zh: '提交申请', en: 'Send request' },
} as const satisfies Record<string, { zh: string; en: string }>;

export type SystemMessageKey = keyof typeof systemMessages;
