import { describe, expect, it } from 'vitest';
import { logLineText, type DocumentLogLine } from './document-log';

const line = (over: Partial<DocumentLogLine>): DocumentLogLine => ({ id: 1, action: 'audit', to_status: 2, remark: null, staff_name: '黄敏', created_at: '2026-11-24 10:00:00', ...over });
const words = { action: (l: DocumentLogLine) => `did ${l.action}`, system: '系统' };

describe('logLineText', () => {
  it('reads when · who · what, with the state it led to where the document shows it, and the remark', () => {
    expect(logLineText(line({}), words)).toBe('2026-11-24 10:00:00 · 黄敏 · did audit');
    expect(logLineText(line({ remark: '复核无误' }), { ...words, status: (l) => `state ${l.to_status}` })).toBe('2026-11-24 10:00:00 · 黄敏 · did audit → state 2 · 复核无误');
  });

  it('names the system for a line no person wrote', () => {
    expect(logLineText(line({ staff_name: null, action: 'pay', remark: 'FK-1' }), words)).toBe('2026-11-24 10:00:00 · 系统 · did pay · FK-1');
  });
});
