import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from '../support/setup';
import { checkEveryPage } from './every-page-accessibility';

const env = useServerAndBrowser();

describe('accessibility of every page of the menu (axe-core, WCAG 2.1 A/AA: no critical, no serious)', () => {
  it('in zh-CN', async () => {
    const { pages, failures } = await checkEveryPage(env, 'zh-CN');
    expect(pages).toBeGreaterThan(50);
    expect(failures.join('\n\n')).toBe('');
  }, 300_000);
});
