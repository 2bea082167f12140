import nextJest from 'next/jest.js'
import { JEST_IGNORED, JEST_PATTERNS } from './scripts/test-suites.mjs'

const createJestConfig = nextJest({ dir: './' })

// Packages published as ES modules only; Jest must transform them like our own code.
const esmPackages = [
  '@payloadcms',
  'payload',
  'next-i18next',
  'storybook',
  '@storybook',
  'uuid',
  'jose',
  'dequal',
  '@radix-ui',
  // Beasties' HTML and selector packages (server/critical-css.mjs).
  'css-select',
  'css-what',
  'nth-check',
  'boolbase',
  'htmlparser2',
  'domhandler',
  'domutils',
  'dom-serializer',
  'entities',
  'domelementtype',
].join('|')

const shared = {
  moduleNameMapper: {
    // Blocks' lazy island wrappers (X.lazy.tsx, next/dynamic) resolve to the island itself, so tests
    // render synchronously as before; the lazy loading is exercised in the browser (e2e, bench).
    '^(\\.{1,2}/.*)\\.lazy$': '$1',
    '^@/(.*)\\.lazy$': '<rootDir>/$1',
    '^@/(.*)$': '<rootDir>/$1',
    '^@payload-config$': '<rootDir>/cms/payload.config.ts',
  },
  // The other runners' folders (scripts/test-suites.mjs says which runner runs which file).
  testPathIgnorePatterns: JEST_IGNORED.map((dir) => `<rootDir>/${dir}/`),
  // A form test that types into every field takes 1-1.4 s alone and ran past Jest's 5 s default
  // with the browser tests running beside it (load 10 on two cores): a limit for hangs, not speed.
  testTimeout: 20_000,
}

async function project(name, options) {
  const config = await createJestConfig({ ...shared, ...options })()
  config.transformIgnorePatterns = [`/node_modules/(?!(${esmPackages})/)`, '^.+\\.module\\.(css|sass|scss)$']
  return { displayName: name, ...config }
}

export default async function config() {
  return {
    projects: [
      await project('node', { testEnvironment: 'node', testMatch: [`<rootDir>/${JEST_PATTERNS.node}`] }),
      await project('dom', {
        testEnvironment: 'jsdom',
        testMatch: [`<rootDir>/${JEST_PATTERNS.dom}`],
        setupFilesAfterEnv: ['<rootDir>/tests/setup-dom.ts'],
      }),
    ],
  }
}
