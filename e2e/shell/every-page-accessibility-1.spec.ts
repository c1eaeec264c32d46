import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from '../support/setup';
import { checkEveryPage } from './every-page-accessibility';

const env = useServerAndBrowser();

describe('accessibility of every page of the menu (axe-core, WCAG 2.1 A/AA: no critical, no serious)', () => {
  it('in zh-CN: the login page and the first part of the menu (every-page-accessibility-2.spec.ts has the rest)', async () => {
    const { pages, menuPages, failures } = await checkEveryPage(env, 'zh-CN', 1);
    expect(menuPages).toBeGreaterThan(50);
    expect(pages).toBeGreaterThan(menuPages / 3);
    expect(failures.join('\n\n')).toBe('');
  }, 300_000);
});
