/**
 * The tests run on the Node the project pins: the exact `node` package in dependencies, whose binary
 * npm puts first on PATH for `npm start`, `npm test` and `npx`. Node 20 is end of life; a machine
 * whose own Node is older must not quietly run the suite (or the site) on it instead.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'

const root = path.resolve(__dirname, '..')
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  engines: { node: string }
  dependencies: Record<string, string>
}
const pinned = pkg.dependencies.node ?? ''
const major = (version: string) => Number(version.replace(/^v/, '').split('.')[0])

describe('Node runtime', () => {
  it('pins one exact Node 24 LTS release as a dependency', () => {
    expect(pinned).toMatch(/^24\.\d+\.\d+$/)
  })

  it('declares the same major in engines and .nvmrc', () => {
    expect(pkg.engines.node).toBe(`${major(pinned)}.x`)
    expect(readFileSync(path.join(root, '.nvmrc'), 'utf8').trim()).toBe(pinned)
  })

  it('runs on the pinned major, not the machine’s own older Node', () => {
    expect(major(process.version)).toBe(major(pinned))
  })
})
