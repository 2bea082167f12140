import type { StorybookConfig } from '@storybook/nextjs-vite'

const config: StorybookConfig = {
  stories: ['../blocks/**/*.stories.tsx', '../layouts/**/*.stories.tsx'],
  framework: { name: '@storybook/nextjs-vite', options: {} },
  staticDirs: ['../public', { from: '../cms/seed/images', to: '/seed' }],
  core: { disableTelemetry: true },
}

export default config
