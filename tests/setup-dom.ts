import '@testing-library/jest-dom/jest-globals'
import { setProjectAnnotations } from '@storybook/react'
import preview from '@/.storybook/preview'

// Portable stories get the same global setup as Storybook itself.
setProjectAnnotations(preview)

// jsdom has no layout engine and so no matchMedia; components that ask it (the app popup) get no match.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList
}

// jsdom (26) has HTMLDialogElement but not its methods. This stand-in only toggles `open` and fires
// `close`, enough for components to render their open state; the real modal behaviour (inert page,
// Escape, focus return, top layer) is the browser's and is tested in Chromium (tests/e2e).
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.show = function show(this: HTMLDialogElement) {
    this.setAttribute('open', '')
  }
  HTMLDialogElement.prototype.showModal = HTMLDialogElement.prototype.show
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return
    this.removeAttribute('open')
    this.dispatchEvent(new Event('close'))
  }
}
