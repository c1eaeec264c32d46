import { describe, expect, it } from 'vitest';
import { demoTenantSpec } from './demo-seed';

describe('the demo tenant and its copies', () => {
  it('keeps `npm start`\'s demo staff exactly: admin, lina … with phones 13800000000–11', () => {
    const staff = demoTenantSpec().staff.map((s) => [s.account, s.phone]);
    expect(staff).toEqual([
      ['admin', '13800000000'],
      ['zhangwei', '13800000001'],
      ['lina', '13800000002'],
      ['wangfang', '13800000003'],
      ['liuyang', '13800000004'],
      ['chenjing', '13800000005'],
      ['yangqiang', '13800000006'],
      ['zhaolei', '13800000007'],
      ['huangmin', '13800000008'],
      ['zhoujie', '13800000009'],
      ['wugang', '13800000010'],
      ['xuli', '13800000011'],
    ]);
  });

  it('gives a copy prefixed accounts and phones of its own, the rest unchanged', () => {
    const demo = demoTenantSpec();
    const copy = demoTenantSpec({ accountPrefix: 't7_', phonePrefix: '136000007' });
    expect(copy.staff.map((s) => s.account)).toEqual(demo.staff.map((s) => `t7_${s.account}`));
    expect(copy.staff.map((s) => s.phone)).toEqual(demo.staff.map((_, i) => `136000007${String(i).padStart(2, '0')}`));
    expect({ ...copy, staff: [] }).toEqual({ ...demo, staff: [] });
    expect(copy.staff.map(({ account: _a, phone: _p, ...rest }) => rest)).toEqual(demo.staff.map(({ account: _a, phone: _p, ...rest }) => rest));
  });
});
