import { fileURLToPath } from 'node:url'
import type { StorybookConfig } from '@storybook/nextjs-vite'
import { mergeConfig } from 'vite'
import { storyGlobs } from './stories'

const root = fileURLToPath(new URL('..', import.meta.url))

const config: StorybookConfig = {
  stories: storyGlobs,
  framework: { name: '@storybook/nextjs-vite', options: {} },
  staticDirs: ['../public', { from: '../cms/seed/images', to: '/seed' }],
  core: { disableTelemetry: true },
  // Root imports ('@/lib/…'): the framework resolves tsconfig's paths for scripts only; an alias also
  // reaches Sass's `@use '@/styles/…'`, which Vite resolves through its aliases.
  viteFinal: (vite) => mergeConfig(vite, { resolve: { alias: [{ find: /^@\//, replacement: root }] } }),
}

export default config
