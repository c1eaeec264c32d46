import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from '../support/setup';
import { checkEveryPage } from './every-page-accessibility';

const env = useServerAndBrowser();

describe('accessibility of every page of the menu (axe-core, WCAG 2.1 A/AA: no critical, no serious)', () => {
  it('in en-US', async () => {
    const { pages, failures } = await checkEveryPage(env, 'en-US');
    // the first page of each module and the pages checked for clipping (every-page-accessibility.ts)
    expect(pages).toBeGreaterThan(10);
    expect(failures.join('\n\n')).toBe('');
  }, 300_000);
});
