import { beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import { fireEvent } from '@testing-library/react'
import { MENU_SCRIPT } from './menu-script.mjs'

/**
 * The script's own part in a browser without invoker commands or `closedby` (jsdom has neither, nor any
 * dialog behaviour: tests/setup-dom.ts gives its dialogs stand-in showModal and close that only set
 * `open`). What real Chromium does natively, Tab inside the menu, and all of it before hydration:
 * tests/e2e/phone-menu.spec.ts.
 */
beforeAll(() => {
  new Function(MENU_SCRIPT)()
})

beforeEach(() => {
  document.body.innerHTML = `
    <button type="button" id="open" commandfor="site-menu" command="show-modal"><span>☰</span></button>
    <dialog id="site-menu" data-menu="">
      <div id="body">
        <button type="button" id="close" commandfor="site-menu" command="close"><span>×</span></button>
        <a id="link" href="#who-we-are"><span>Quem somos</span></a>
      </div>
    </dialog>
    <button type="button" id="other-open" commandfor="other" command="show-modal">other</button>
    <dialog id="other"><a id="other-link" href="#x">x</a></dialog>`
})

const menu = () => document.getElementById('site-menu') as HTMLDialogElement
const click = (selector: string) => fireEvent.click(document.querySelector(selector)!)

describe('the phone menu script, where the browser lacks invoker commands and closedby', () => {
  it('runs here on the fallback path (the premise of the tests below)', () => {
    expect('commandForElement' in HTMLButtonElement.prototype).toBe(false)
    expect('closedBy' in HTMLDialogElement.prototype).toBe(false)
  })

  it('opens the menu from its button, also from a tap on the icon inside, and closes it from ×', () => {
    click('#open span')
    expect(menu().open).toBe(true)
    click('#close span')
    expect(menu().open).toBe(false)
  })

  it('closes the menu when a link inside it is followed', () => {
    click('#open')
    click('#link span')
    expect(menu().open).toBe(false)
  })

  it('closes the menu on a click on its backdrop (the dialog itself), not on a click inside it', () => {
    click('#open')
    click('#body')
    expect(menu().open).toBe(true)
    click('#site-menu')
    expect(menu().open).toBe(false)
  })

  it('leaves any other dialog to its own code', () => {
    click('#other-open')
    expect((document.getElementById('other') as HTMLDialogElement).open).toBe(false)
  })
})
