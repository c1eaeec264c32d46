import { describe, expect, it } from 'vitest';
import { todoView } from './todo-view';

const todo = (count: number) => ({ key: 'oms.order_audit', title: '待审核订单', count, path: '/oms/order/list?status=1' });

describe('a to-do in the panel', () => {
  it('stands out while work waits, and is greyed at zero', () => {
    expect(todoView(todo(5))).toEqual({ waiting: true, countText: '5' });
    expect(todoView(todo(0))).toEqual({ waiting: false, countText: '0' });
  });

  it('shows the server’s capped count as 999+', () => {
    expect(todoView(todo(999)).countText).toBe('999');
    expect(todoView(todo(1000)).countText).toBe('999+');
  });
});
