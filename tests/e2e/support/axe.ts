import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/** WCAG 2.0 and 2.1, levels A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

/**
 * The serious and critical WCAG A/AA violations axe-core finds on the page as it is now, one
 * readable line per element (rule, element, why), so a failure says what to fix.
 */
export async function seriousViolations(
  page: Page,
  configure: (builder: AxeBuilder) => AxeBuilder = (b) => b,
): Promise<string[]> {
  const results = await configure(new AxeBuilder({ page }).withTags(WCAG_TAGS)).analyze()
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) =>
      v.nodes.map(
        (node) =>
          `[${v.impact}] ${v.id}: ${v.help} — ${JSON.stringify(node.target)} ${node.html.slice(0, 160)}` +
          (node.failureSummary ? ` | ${node.failureSummary.replace(/\s+/g, ' ').slice(0, 240)}` : ''),
      ),
    )
}
