import type { Locator, Page } from '@playwright/test'

/**
 * A native popover's state as the page has it: open (`:popover-open`) or not. Its opener carries no
 * aria-expanded of its own; the browser exposes the state to assistive technology (`axExpanded`).
 */
export const popoverOpen = (popover: Locator) => popover.evaluate((element) => element.matches(':popover-open'))

/** The popover a button opens (its `popovertarget`). */
export async function popoverOf(page: Page, opener: Locator): Promise<Locator> {
  const id = await opener.getAttribute('popovertarget')
  if (!id) throw new Error('the button opens no popover (no popovertarget)')
  return page.locator(`[id="${id}"]`)
}

/**
 * Whether Chromium's accessibility tree, which screen readers read, says the element is expanded:
 * for a popover's opener the browser derives it from the popover's state.
 */
export async function axExpanded(page: Page, element: Locator): Promise<boolean | undefined> {
  const probe = 'data-ax-probe'
  await element.evaluate((el, name) => el.setAttribute(name, ''), probe)
  const cdp = await page.context().newCDPSession(page)
  try {
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 })
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: `[${probe}]` })
    const { nodes } = await cdp.send('Accessibility.getPartialAXTree', { nodeId, fetchRelatives: false })
    const expanded = nodes[0]?.properties?.find((property) => property.name === 'expanded')
    return expanded ? Boolean(expanded.value.value) : undefined
  } finally {
    await cdp.detach()
    await element.evaluate((el, name) => el.removeAttribute(name), probe)
  }
}
