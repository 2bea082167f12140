// How bench:libraries weighs code: each entry bundled alone and minified by esbuild as a page's chunk
// would carry it (React and Next left out: every page has them anyway), then compressed the way a server
// would send it. Kept apart from the bench so its comparison reads as a list of concerns.
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import * as esbuild from 'esbuild'

const root = path.resolve(import.meta.dirname, '..', '..')
const require = createRequire(path.join(root, 'package.json'))

export const bytes = (n) => n.toLocaleString('en-US')
/** The installed version (the one esbuild resolves from the project's root). */
export const version = (name) =>
  JSON.parse(readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')).version
export const named = (name) => `${name}@${version(name)}`

/** A tracked file whose path ends with `suffix` (folders move; the file's own name does not). */
export function ourFile(suffix) {
  const files = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' }).split('\n')
  const found = files
    .filter((file) => file === suffix || file.endsWith(`/${suffix}`))
    .filter((file) => !file.startsWith('bench/'))
  if (found.length !== 1)
    throw new Error(
      `bench:libraries: expected one file ending in ${suffix}, found ${found.length ? found.join(', ') : 'none'}`,
    )
  return path.join(root, found[0])
}

export function sizes(code) {
  const buffer = Buffer.from(code)
  return {
    min: buffer.length,
    gzip: gzipSync(buffer, { level: 9 }).length,
    brotli: brotliCompressSync(buffer, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  }
}

/** Style modules are CSS, not JavaScript: an empty class map, as in the Jest setup. */
const stubStyles = {
  name: 'stub-styles',
  setup(build) {
    build.onResolve({ filter: /\.(s?css|sass)$/ }, (args) => ({ path: args.path, namespace: 'stub-styles' }))
    build.onLoad({ filter: /.*/, namespace: 'stub-styles' }, () => ({ contents: 'export default {}', loader: 'js' }))
  },
}

/** libphonenumber-js's metadata cut down to the countries the forms accept (Angola, Mozambique). */
export const aoMzMetadata = {
  name: 'ao-mz-metadata',
  setup(build) {
    build.onResolve({ filter: /^libphonenumber-js\/metadata\.min\.json$/ }, () => ({
      path: 'ao-mz',
      namespace: 'ao-mz-metadata',
    }))
    build.onLoad({ filter: /.*/, namespace: 'ao-mz-metadata' }, () => {
      const full = require('libphonenumber-js/metadata.min.json')
      const codes = { 244: full.country_calling_codes['244'], 258: full.country_calling_codes['258'] }
      return {
        contents: JSON.stringify({
          version: full.version,
          country_calling_codes: codes,
          countries: { AO: full.countries.AO, MZ: full.countries.MZ },
          nonGeographic: {},
        }),
        loader: 'json',
      }
    })
  },
}

/** One entry bundled alone, minified, as a page's chunk would carry it. */
export async function bundle(entry, { plugins = [], platform = 'browser', format = 'esm' } = {}) {
  const result = await esbuild.build({
    entryPoints: [entry],
    bundle: true,
    minify: true,
    write: false,
    format,
    platform,
    target: 'es2022',
    jsx: 'automatic',
    legalComments: 'none',
    logLevel: 'error',
    define: { 'process.env.NODE_ENV': '"production"' },
    external: ['react', 'react-dom', 'react/*', 'react-dom/*', 'scheduler', 'next', 'next/*'],
    plugins: [stubStyles, ...plugins],
    absWorkingDir: root,
  })
  return result.outputFiles[0].text
}
