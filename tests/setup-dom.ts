import '@testing-library/jest-dom/jest-globals'
import { setProjectAnnotations } from '@storybook/react'
import preview from '../.storybook/preview'

// Portable stories get the same global setup as Storybook itself.
setProjectAnnotations(preview)

// jsdom has no layout engine and so no matchMedia; Swiper asks it for breakpoints. Nothing matches.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false, media: query, onchange: null,
      addEventListener: () => undefined, removeEventListener: () => undefined,
      addListener: () => undefined, removeListener: () => undefined, dispatchEvent: () => false,
    }) as MediaQueryList
}
