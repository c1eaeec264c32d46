import { describe, expect, it } from 'vitest';
import { applySelection, deptSubtree, removeSelected } from './employee-selection';

const e = (id: number) => ({ id, name: `e${id}` });

describe('applySelection', () => {
  it('keeps picks from other pages and adds this page’s rows', () => {
    const result = applySelection([e(1), e(2)], [1, 2, 21, 22], [e(21), e(22)]);
    expect(result).toEqual({ ok: true, selected: [e(1), e(2), e(21), e(22)] });
  });

  it('drops unchecked ids', () => {
    expect(applySelection([e(1), e(2), e(3)], [1, 3], [])).toEqual({ ok: true, selected: [e(1), e(3)] });
  });

  it('refuses going over the limit, as a whole', () => {
    expect(applySelection([e(1), e(2)], [1, 2, 3], [e(3)], 2)).toEqual({ ok: false, max: 2 });
    expect(applySelection([e(1)], [1, 2, 3, 4], [e(2), e(3), e(4)], 3)).toEqual({ ok: false, max: 3 });
    expect(applySelection([e(1)], [1, 2], [e(2)], 2)).toEqual({ ok: true, selected: [e(1), e(2)] });
  });

  it('is unlimited by default and always allows unchecking', () => {
    const many = Array.from({ length: 50 }, (_, i) => e(i + 1));
    expect(applySelection([], many.map((m) => m.id), many).ok).toBe(true);
    expect(applySelection([e(1), e(2), e(3)], [1], [], 2)).toEqual({ ok: true, selected: [e(1)] });
  });

  it('removes one pick from the popover', () => {
    expect(removeSelected([e(1), e(2)], 1)).toEqual([e(2)]);
  });
});

describe('deptSubtree', () => {
  it('collects a department and everything below it', () => {
    const tree = [{ id: 1, children: [{ id: 2, children: [{ id: 3, children: [] }] }, { id: 4, children: [] }] }];
    expect([...deptSubtree(tree, 2)].sort()).toEqual([2, 3]);
    expect([...deptSubtree(tree, 1)].sort()).toEqual([1, 2, 3, 4]);
    expect(deptSubtree(tree, 9).size).toBe(0);
  });
});
