import { describe, expect, it } from 'vitest';
import { crewConflictsOf } from './crew-conflicts';

const line = (id: number, status: number, driver: number, helpers: number[]) => ({ id, number: `LN-${id}`, name: null, status: status as 1, driver_id: driver, helper_ids: helpers });
const names: Record<number, string> = { 1: '李师傅', 2: '赵师傅', 3: '搬运小孙' };

describe('a crew on two lines of a day', () => {
  const day = [line(10, 1, 1, [3]), line(11, 2, 2, []), line(12, 0, 3, []), line(13, 3, 1, [])];
  it('names each picked worker on another planned or departed line, driver first', () => {
    expect(crewConflictsOf(day, { driver_id: 2, helper_ids: [3] }, null, (id) => names[id])).toEqual([
      { worker_id: 2, worker_name: '赵师傅', line_id: 11, line_number: 'LN-11', line_name: null },
      { worker_id: 3, worker_name: '搬运小孙', line_id: 10, line_number: 'LN-10', line_name: null },
    ]);
  });
  it('leaves out the line being edited, and cancelled or completed lines', () => {
    expect(crewConflictsOf(day, { driver_id: 1, helper_ids: [3] }, 10, (id) => names[id])).toEqual([]);
    expect(crewConflictsOf(day, { driver_id: undefined, helper_ids: undefined }, null, (id) => names[id])).toEqual([]);
  });
});
