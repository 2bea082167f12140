import { afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { translatorFor } from '@/lib/i18n/translator'
import { MENU_SCRIPT } from '@/lib/ui/menu-script.mjs'
import { NovelasMenu } from './NovelasMenu'

jest.mock('next/navigation', () => ({ usePathname: () => '/tv/zap-channels/novelas' }))

// jsdom cannot load another document: links are followed by the browser tests (tests/e2e/novelas.spec.ts).
const stopNavigation = (event: MouseEvent) => event.preventDefault()
afterEach(() => document.removeEventListener('click', stopNavigation))
// The menu opens and closes by its buttons' invoker commands, which jsdom lacks: the page's inline
// script (layouts/Frame.tsx) does it there, as in any browser without them.
beforeAll(() => {
  new Function(MENU_SCRIPT)()
})

describe('novelas frame menu (home, who we are, novels, programming)', () => {
  it('opens by keyboard with its four links (Escape and focus return are the browser’s: tests/e2e/novelas.spec.ts)', async () => {
    const user = userEvent.setup()
    render(<NovelasMenu locale="pt" t={translatorFor('pt')} languageHref="/en/tv/zap-channels/novelas" />)
    const open = screen.getByRole('button', { name: 'Abrir o menu' })
    expect(screen.getByRole('link', { name: 'ZAP Novelas' })).toHaveAttribute('href', '/tv/zap-channels/novelas')
    await user.tab()
    expect(open).toHaveFocus()
    await user.keyboard('{Enter}')
    const dialog = screen.getByRole('dialog', { name: 'ZAP Novelas' })
    const links = within(within(dialog).getByRole('navigation', { name: 'ZAP Novelas' })).getAllByRole('link')
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Início', '/tv/zap-channels/novelas'],
      ['Quem somos', '/tv/zap-channels/novelas#who-we-are'],
      ['Novelas', '/tv/zap-channels/novelas/novels'],
      ['Programação', '/tv/zap-channels/novelas/programming'],
    ])
    for (const link of links) expect(link).not.toHaveAttribute('type')
  })

  it('closes when a link is followed, so "who we are" on the home is not left under the menu', async () => {
    document.addEventListener('click', stopNavigation)
    const user = userEvent.setup()
    render(<NovelasMenu locale="en" t={translatorFor('en')} languageHref="/tv/zap-channels/novelas/novels" />)
    await user.click(screen.getByRole('button', { name: 'Open the menu' }))
    const whoWeAre = within(screen.getByRole('dialog')).getByRole('link', { name: 'Who we are' })
    expect(whoWeAre).toHaveAttribute('href', '/en/tv/zap-channels/novelas#who-we-are')
    await user.click(whoWeAre)
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('offers the same page in the other language, as the other frames do', () => {
    render(<NovelasMenu locale="en" t={translatorFor('en')} languageHref="/tv/zap-channels/novelas/novels" />)
    const other = screen.getByRole('link', { name: /português/i })
    expect(other).toHaveAttribute('href', '/tv/zap-channels/novelas/novels')
    expect(other).toHaveAttribute('hreflang', 'pt')
  })
})
