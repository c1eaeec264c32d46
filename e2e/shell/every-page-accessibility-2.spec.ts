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

  it('in zh-CN: the rest of the menu (every-page-accessibility-1.spec.ts has the first part)', async () => {
    const { pages, menuPages, failures } = await checkEveryPage(env, 'zh-CN', 2);
    expect(menuPages).toBeGreaterThan(50);
    expect(pages).toBeGreaterThan(0);
    expect(failures.join('\n\n')).toBe('');
  }, 300_000);
});
