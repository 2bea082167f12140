import type { Preview } from '@storybook/nextjs-vite'
import '@/styles/global.scss'

const preview: Preview = {
  parameters: {
    layout: 'fullscreen',
    viewport: { defaultViewport: 'mobile1' },
  },
}

export default preview
