import { describe, expect, it } from 'vitest';
import { workplaceFigures } from './workplace-figures';

describe('the workplace figures', () => {
  it('counts the exports running, not the download badge’s finished-and-not-downloaded ones', () => {
    // The walk-through's admin: 123 exports finished and never downloaded, none running.
    const [unread, running] = workplaceFigures({ un_read_num: 4 }, { in_progress: 0 });
    expect(running).toMatchObject({ key: 'running_exports', value: 0, opens: { drawer: 'exports', status: 1 } });
    expect(unread).toMatchObject({ key: 'unread_messages', value: 4, opens: { drawer: 'messages' } });
  });

  it('shows no number before its source answers', () => {
    expect(workplaceFigures(undefined, undefined).map((f) => f.value)).toEqual([null, null]);
  });
});
