import { describe, expect, it } from 'vitest';
import { messageTarget, registerMessageTargetOpener } from './message-target';

describe('messageTarget (spec 000 §2 target table)', () => {
  it('opens the table’s page with the id query', () => {
    expect(messageTarget({ target_type: 'order', target_id: 7 })).toEqual({ kind: 'page', path: '/oms/order/detail?id=7' });
    expect(messageTarget({ target_type: 'customer_user', target_id: 3 })).toEqual({ kind: 'page', path: '/crm/customer/list?id=3' });
    expect(messageTarget({ target_type: 'supplier', target_id: 9 })).toEqual({ kind: 'page', path: '/wms/purchase_order/detail?id=9' });
    expect(messageTarget({ target_type: 'line', target_id: 1 })).toEqual({ kind: 'page', path: '/lms/line/list?id=1' });
  });

  it('opens the export centre for export tasks', () => {
    expect(messageTarget({ target_type: 'export_task', target_id: 12 })).toEqual({ kind: 'exports' });
  });

  it('offers no view without a positive id or for an unknown type', () => {
    expect(messageTarget({ target_type: 'order', target_id: 0 })).toEqual({ kind: 'none' });
    expect(messageTarget({ target_type: null, target_id: 5 })).toEqual({ kind: 'none' });
    expect(messageTarget({ target_type: 'toString', target_id: 5 })).toEqual({ kind: 'none' });
    expect(messageTarget(undefined)).toEqual({ kind: 'none' });
  });

  it('lets a module open a target in place (the customer drawer) instead of on a page', () => {
    const opened: number[] = [];
    registerMessageTargetOpener('customer', (id) => opened.push(id));
    const target = messageTarget({ target_type: 'customer', target_id: 42 });
    expect(target.kind).toBe('open');
    if (target.kind === 'open') target.open();
    expect(opened).toEqual([42]);
    // the id rule still holds, and other types keep their page
    expect(messageTarget({ target_type: 'customer', target_id: -1 })).toEqual({ kind: 'none' });
    expect(messageTarget({ target_type: 'customer_user', target_id: 3 })).toEqual({ kind: 'page', path: '/crm/customer/list?id=3' });
  });
});
