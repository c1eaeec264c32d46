import { describe, expect, it } from 'vitest';
import { registerWebMessages } from '@/core/i18n/web-messages';
import { menuLabel, registerMenuTitles, registerModuleTitle } from './menu-label';

registerWebMessages({ 'route.test_orders': { zh: '订单列表', en: 'Orders' }, 'menu.test_oms': { zh: '订单管理', en: 'Orders and delivery' } });
registerModuleTitle('/oms', 'menu.test_oms');
registerMenuTitles([{ path: 'oms', children: [{ path: 'order/list', handle: { title: 'route.test_orders' } }] }]);

describe('menu labels', () => {
  it('shows the names from the menu tree in Chinese', () => {
    expect(menuLabel({ name: '订单列表', router: '/oms/order/list' }, 'zh-CN')).toBe('订单列表');
  });

  it("translates a built-in name through its page's route title, and a built-in module name", () => {
    expect(menuLabel({ name: '订单列表', router: '/oms/order/list/' }, 'en-US')).toBe('Orders');
    expect(menuLabel({ name: '订单管理', router: '/oms/' }, 'en-US')).toBe('Orders and delivery');
  });

  it('keeps a name the administrator chose, and items without a known page', () => {
    expect(menuLabel({ name: '我的订单', router: '/oms/order/list' }, 'en-US')).toBe('我的订单');
    expect(menuLabel({ name: '报表', router: '/bi/report' }, 'en-US')).toBe('报表');
    expect(menuLabel({ name: '分组', router: null }, 'en-US')).toBe('分组');
  });
});
