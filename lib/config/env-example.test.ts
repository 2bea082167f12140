import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { ENV_VARIABLES } from './env-schema'

/**
 * .env.example documents every variable: those of the site's schema (lib/config/env-schema.ts: the
 * app, the production server, next.config.ts) and those the tooling reads (scripts, benchmarks,
 * tests). A variable added to the schema without a line there fails here, and so does a line for a
 * variable nothing reads.
 */
const root = path.resolve(__dirname, '..', '..')

/** Every `NAME=` line, commented out or not. */
function documented(): string[] {
  const text = readFileSync(path.join(root, '.env.example'), 'utf8')
  return [...text.matchAll(/^#?\s*([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1]!)
}

/**
 * The source of the tooling, which reads variables of its own: the scripts, the benchmarks, the test
 * suites, the runners' configs, and the server's tests (CACHE_HANDLER_UNDER_TEST). Not the production
 * server nor next.config.ts: they read the schema's variables (eslint.config.mjs refuses any other
 * read there), so a variable only they mention must be in the schema.
 */
function toolingSource(): string {
  const files = ['playwright.config.ts', 'jest.config.mjs']
  const walk = (dir: string, take: (name: string) => boolean): void => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const file = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(file, take)
      else if (take(entry.name)) files.push(file)
    }
  }
  for (const dir of ['scripts', 'bench', 'tests']) walk(dir, (name) => /\.(c?m?[jt]sx?|sh)$/.test(name))
  walk('server', (name) => /\.test\.ts$/.test(name))
  return files.map((file) => readFileSync(path.join(root, file), 'utf8')).join('\n')
}

describe('.env.example', () => {
  const names = documented()

  it('lists each variable once', () => {
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([])
  })

  it('lists every variable of the site’s schema', () => {
    expect(ENV_VARIABLES.filter((name) => !names.includes(name))).toEqual([])
  })

  it('lists nothing else than what the tooling reads', () => {
    const schema = new Set<string>(ENV_VARIABLES)
    const source = toolingSource()
    const unread = names.filter((name) => !schema.has(name) && !new RegExp(`\\b${name}\\b`).test(source))
    expect(unread).toEqual([])
  })
})
