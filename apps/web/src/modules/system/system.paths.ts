/** Paths of the system module's own pages, for links and redirects. */
export const REGISTER_PATH = '/user/register';
export const INITIALIZATION_PATH = '/user/initialization';
export const SCAN_LOGIN_PATH = '/user/scan_login';
export const SCAN_CONFIRM_PATH = '/user/scan_confirm';
export const SETTING_PATH = '/user/setting';
