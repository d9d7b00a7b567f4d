import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

// axe-core, the accessibility engine behind most audit tools, run inside the
// page: WCAG 2.1 A and AA rules, on what the page shows at that moment. It is
// evaluated through the debugging protocol rather than added as a <script>:
// the app's Content-Security-Policy (script-src 'self') rightly refuses a
// script tag of ours, and the audit must see the page under its real policy.
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AccessibilityViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

interface AxeResult {
  violations: { id: string; impact?: string | null; help: string; nodes: { target: unknown[] }[] }[];
}

/** The WCAG A/AA violations axe finds on the page as it is now. */
export async function accessibilityViolations(page: Page): Promise<AccessibilityViolation[]> {
  await page.evaluate(AXE_SOURCE);
  const result = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<AxeResult> } }).axe;
    return axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
  });
  return result.violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact ?? null,
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.map(String).join(' ')),
  }));
}

/** A readable list for an assertion message. */
export function describeViolations(violations: AccessibilityViolation[]): string {
  return violations.map((violation) => `${violation.id} (${violation.impact}): ${violation.help}\n    ${violation.targets.slice(0, 5).join('\n    ')}`).join('\n');
}
