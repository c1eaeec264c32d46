import { describe, expect, it } from 'vitest';
import { previewLocationPattern } from './location-pattern-preview';

describe('previewLocationPattern', () => {
  it('lists the codes of A-01..03-01..02 in order, zero padded as written', () => {
    expect(previewLocationPattern('A-01..03-01..02')).toEqual({ kind: 'codes', count: 6, shown: ['A-01-01', 'A-01-02', 'A-02-01', 'A-02-02', 'A-03-01', 'A-03-02'], more: 0 });
  });

  it('shows the first few of a large batch and counts the rest', () => {
    const preview = previewLocationPattern('A-01..10-01..05', 4);
    expect(preview).toEqual({ kind: 'codes', count: 50, shown: ['A-01-01', 'A-01-02', 'A-01-03', 'A-01-04'], more: 46 });
  });

  it('keeps the width the range start is written in (8..10 is not padded)', () => {
    expect(previewLocationPattern(' B8..10 ')).toMatchObject({ shown: ['B8', 'B9', 'B10'] });
  });

  it('a plain code is one location', () => {
    expect(previewLocationPattern('R-01')).toEqual({ kind: 'codes', count: 1, shown: ['R-01'], more: 0 });
  });

  it('nothing typed is empty, a reversed range or a bare .. is invalid', () => {
    expect(previewLocationPattern('  ')).toEqual({ kind: 'empty' });
    expect(previewLocationPattern('A-05..01')).toEqual({ kind: 'invalid' });
    expect(previewLocationPattern('A-..5')).toEqual({ kind: 'invalid' });
  });

  it('more than the batch limit is refused before the server is asked', () => {
    expect(previewLocationPattern('A-1..100-1..11')).toEqual({ kind: 'too_many', max: 1000 });
  });

  it('names a code the server would refuse: a space, a character outside the code alphabet, too long', () => {
    expect(previewLocationPattern('A 1..2')).toEqual({ kind: 'bad_code', code: 'A 1' });
    expect(previewLocationPattern('库-1..2')).toEqual({ kind: 'bad_code', code: '库-1' });
    expect(previewLocationPattern(`${'X'.repeat(30)}1..2`)).toEqual({ kind: 'bad_code', code: `${'X'.repeat(30)}1` });
  });
});
