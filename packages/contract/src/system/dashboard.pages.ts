import { modulePages } from '../common/pages';

/** The home menu group: the workplace every staff member has (no permission). */
export const dashboardPages = modulePages({ key: 'dashboard', title: { zh: '首页', en: 'Home' }, icon: 'HomeOutlined', sort: 0 }, [
  { key: 'dashboard.workplace', path: '/dashboard/workplace', title: { zh: '工作台', en: 'Workplace' }, sort: 0, icon: 'DesktopOutlined' },
]);
