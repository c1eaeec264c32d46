import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/** axe-core's impact levels; the suite's goal is none of the two worst on any page it checks. */
export type AxeImpact = 'minor' | 'moderate' | 'serious' | 'critical';
export type AxeViolation = { id: string; impact: AxeImpact | null; help: string; nodes: { target: string[]; summary: string }[] };

const require = createRequire(import.meta.url);
let axeSource: Promise<string> | undefined;

/** axe-core's browser build from node_modules, read once per worker: injected into the page, no CDN. */
function loadAxe(): Promise<string> {
  axeSource ??= readFile(require.resolve('axe-core/axe.min.js'), 'utf8');
  return axeSource;
}

/** The rule sets of WCAG 2.1 levels A and AA, as axe-core tags them. */
export const WCAG21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] as const;

/**
 * Runs axe-core on the page as it is now (open drawers and dialogs included) and returns the violations
 * of the given impacts. `tags`: only the rules of those tags (e.g. WCAG21_AA); `rules`: only these rules (before `tags`); `within`: only the rendered
 * elements this selector matches and what they hold (hidden ones, such as the shell's kept-alive pages, are
 * not walked at all); `skip`: rule ids left out. Injected once per document: a later call on the same page reuses it.
 */
export async function axeViolations(
  page: Page,
  impacts: readonly AxeImpact[] = ['serious', 'critical'],
  options: { tags?: readonly string[]; rules?: readonly string[]; within?: string; skip?: readonly string[] } = {},
): Promise<AxeViolation[]> {
  // evaluated through the DevTools protocol, which the page's Content-Security-Policy does not govern (a
  // script tag of inline content would be refused by it, as it should be)
  if (!(await page.evaluate('typeof window.axe !== "undefined"'))) await page.evaluate(await loadAxe());
  // A string, evaluated in the page: this package compiles without the DOM types.
  const violations = (await page.evaluate(`(async () => {
    const within = ${JSON.stringify(options.within ?? null)};
    const context = within === null ? document : { include: [...document.querySelectorAll(within)].filter((el) => el.getClientRects().length > 0) };
    if (context !== document && context.include.length === 0) return [];
    const result = await window.axe.run(context, ${JSON.stringify({
      resultTypes: ['violations'],
      ...(options.rules ? { runOnly: { type: 'rule', values: options.rules } } : options.tags ? { runOnly: { type: 'tag', values: options.tags } } : {}),
      ...(options.skip ? { rules: Object.fromEntries(options.skip.map((id) => [id, { enabled: false }])) } : {}),
    })});
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target.map(String), summary: (n.failureSummary || '').replace(/\\s+/g, ' ') })),
    }));
  })()`)) as AxeViolation[];
  return violations.filter((v) => v.impact !== null && impacts.includes(v.impact));
}

/** One line per failing element: what a failed check prints, so the fix can start from the message. */
export function describeViolations(violations: readonly AxeViolation[]): string {
  return violations.flatMap((v) => v.nodes.map((n) => `${v.impact} ${v.id} (${v.help}): ${n.target.join(' ')} — ${n.summary}`)).join('\n');
}

/**
 * Fails when axe-core finds a critical or serious violation on the page: `await expectAccessible(page,
 * 'staff list en-US')` after the page (and whatever drawer the check is about) has rendered.
 */
export async function expectAccessible(page: Page, where: string): Promise<void> {
  const violations = await axeViolations(page);
  if (violations.length > 0) throw new Error(`axe-core: ${violations.length} rule(s) with critical or serious violations on ${where}:\n${describeViolations(violations)}`);
}
