import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';

/** WCAG 2.0 and 2.1, levels A and AA, plus axe's best practices: what the app is held to. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
const BLOCKING = new Set(['serious', 'critical']);

export interface AxeFinding {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

/** One line per finding, with the elements it names: what a failure message and the test output show. */
function describe(findings: readonly AxeFinding[]): string {
  return findings.map((f) => `[${f.impact}] ${f.id}: ${f.help}\n    ${f.targets.join('\n    ')}`).join('\n');
}

/**
 * Runs axe over what the page shows now. Serious and critical findings fail the test (softly, so one run reports
 * every screen; the elements are named);
 * moderate and minor ones are listed in the test output and as an annotation, so they are seen without failing.
 */
export async function expectNoSeriousAxeFindings(page: Page, where: string): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  const findings: AxeFinding[] = results.violations.map((v) => ({
    id: v.id,
    impact: v.impact ?? 'unknown',
    help: v.help,
    // The selector alone is often a generated class name: the element's opening tag says which control it is.
    targets: v.nodes.map((n) => `${n.target.join(' ')}  ${n.html.slice(0, 160)}`),
  }));
  const lesser = findings.filter((f) => !BLOCKING.has(f.impact));
  if (lesser.length > 0) {
    const text = describe(lesser);
    console.log(`axe, ${where}: ${lesser.length} moderate or minor\n${text}`);
    test.info().annotations.push({ type: 'axe (moderate or minor)', description: `${where}\n${text}` });
  }
  const blocking = findings.filter((f) => BLOCKING.has(f.impact));
  expect.soft(blocking, `serious or critical axe findings on ${where}:\n${describe(blocking)}`).toEqual([]);
}
