import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { fireEvent } from '@testing-library/react'
import { POPUP_CLOSED_KEY } from '@/components/popup/popup-state'
import { APP_BAND_ATTRIBUTE, APP_BAND_SCRIPT, APP_CLOSED_KEY } from './app-band-script.mjs'

beforeEach(() => sessionStorage.clear())

describe('the app band before hydration', () => {
  /** The band as the server sends it, followed by its script, run as the browser would. */
  function serverBand() {
    document.body.innerHTML = `<div data-app-promo=""><div role="dialog"><button type="button" data-app-close=""><span>×</span></button></div></div>`
    new Function(APP_BAND_SCRIPT)()
  }
  const marked = () => document.documentElement.hasAttribute(APP_BAND_ATTRIBUTE)
  afterEach(() => {
    document.documentElement.removeAttribute(APP_BAND_ATTRIBUTE)
    document.body.innerHTML = ''
  })

  it('keeps its room from the first paint unless it was closed in this visit', () => {
    serverBand()
    expect(marked()).toBe(true)
    document.documentElement.removeAttribute(APP_BAND_ATTRIBUTE)
    sessionStorage.setItem(POPUP_CLOSED_KEY, '1')
    serverBand()
    expect(marked()).toBe(false)
  })

  it('handles its × until React does: closed for the visit, its room given back', () => {
    serverBand()
    fireEvent.click(document.querySelector('[data-app-close] span')!)
    expect(marked()).toBe(false)
    expect(sessionStorage.getItem(POPUP_CLOSED_KEY)).toBe('1')
  })

  it('uses the key the component reads', () => {
    expect(APP_CLOSED_KEY).toBe(POPUP_CLOSED_KEY)
  })
})
