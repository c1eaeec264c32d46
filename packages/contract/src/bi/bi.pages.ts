import { modulePages } from '../common/pages';

/**
 * The business-intelligence pages (spec 001 §2 /bi): five dashboards over the daily rollups and the data
 * screen, in the shell and full screen (the standalone `/common/screen_data/index`, spec 001 §2).
 */
export const biPages = modulePages({ key: 'bi', title: { zh: '数据分析', en: 'Analytics' }, icon: 'BarChartOutlined', sort: 80 }, [
  { key: 'bi.operation', path: '/bi/operation/index', title: { zh: '经营分析', en: 'Operations' }, permission: 'bi:operation:index', sort: 1, icon: 'LineChartOutlined',
    buttons: [['bi:operation:export', '导出经营数据']] },
  { key: 'bi.profit', path: '/bi/profit/index', title: { zh: '利润分析', en: 'Profit' }, permission: 'bi:profit:index', sort: 2, icon: 'MoneyCollectOutlined',
    buttons: [['bi:profit:export', '导出利润数据']] },
  { key: 'bi.goods', path: '/bi/goods/index', title: { zh: '商品分析', en: 'Goods analysis' }, permission: 'bi:goods:index', sort: 3, icon: 'AppstoreOutlined',
    buttons: [['bi:goods:export', '导出商品分析']] },
  { key: 'bi.goods_sales', path: '/bi/goods_sales/index', title: { zh: '商品销售', en: 'Goods sales' }, permission: 'bi:goods_sales:index', sort: 4, icon: 'ShoppingCartOutlined',
    buttons: [['bi:goods_sales:export', '导出商品销售']] },
  { key: 'bi.customer', path: '/bi/customer/index', title: { zh: '客户分析', en: 'Customer analysis' }, permission: 'bi:customer:index', sort: 5, icon: 'TeamOutlined',
    buttons: [['bi:customer:export', '导出客户分析']] },
  { key: 'bi.screen', path: '/bi/screen/index', title: { zh: '数据大屏', en: 'Data screen' }, permission: 'bi:screen:index', sort: 6, icon: 'DesktopOutlined' },
  // the same screen without the shell, for a wall display (spec 001 §2 "Standalone data screen")
  { key: 'bi.screen_data', path: '/common/screen_data/index', title: { zh: '数据大屏', en: 'Data screen' }, permission: 'bi:screen:index', menu: false, layout: 'screen' },
]);
