import type { Preview } from '@storybook/nextjs-vite'
import { withLanguage } from '@/stories/in-language'
import '@/styles/global.scss'

const preview: Preview = {
  parameters: {
    layout: 'fullscreen',
    viewport: { defaultViewport: 'mobile1' },
  },
  // No initial value: each story opens in its own language and country until one is picked here.
  globalTypes: {
    locale: {
      description: 'Language of the page',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'pt', title: 'Português' },
          { value: 'en', title: 'English' },
        ],
        dynamicTitle: true,
      },
    },
    country: {
      description: 'Country of the site',
      toolbar: {
        title: 'Country',
        icon: 'location',
        items: [
          { value: 'ao', title: 'Angola' },
          { value: 'mz', title: 'Moçambique' },
        ],
        dynamicTitle: true,
      },
    },
  },
  decorators: [withLanguage],
}

export default preview
