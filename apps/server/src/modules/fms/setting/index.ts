export { paySettings } from './pay-setting.table';
export { registerPaySettingRoutes } from './pay-setting.routes';
export { assertAuditorNotMaker, assertQuickAllowed, readPayRules, type PayRules } from './pay-setting.service';
