import { describe, expect, it } from 'vitest';
import { recordVisitIn, topVisits } from './visit-history';

describe('visit history', () => {
  it('counts visits per page and ranks by count, then recency', () => {
    let history = recordVisitIn([], { path: '/a', title: 'route.a' }, 1);
    history = recordVisitIn(history, { path: '/b', title: 'route.b' }, 2);
    history = recordVisitIn(history, { path: '/a', title: 'route.a' }, 3);
    history = recordVisitIn(history, { path: '/c', title: 'route.c' }, 4);
    expect(topVisits(history, 8).map((v) => [v.path, v.count])).toEqual([
      ['/a', 2],
      ['/c', 1],
      ['/b', 1],
    ]);
    expect(topVisits(history, 1).map((v) => v.path)).toEqual(['/a']);
  });
});
