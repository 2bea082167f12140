/**
 * scripts/build-if-stale.mjs rebuilds the site only when a file it watches is newer than the build.
 * A folder the site's code imports from but that is missing from its list would let `npm start` and
 * `npm run cluster` serve an old build after that folder changed, with nothing to say so.
 */
import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

const root = path.resolve(__dirname, '..')

function watchedSources(): string[] {
  const script = `import(${JSON.stringify(path.join(root, 'scripts/build-if-stale.mjs'))}).then((m) => console.log(JSON.stringify(m.sources)))`
  return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' }))
}

/** Code files under `entry`; tests, stories and their fixtures left out (the build never includes them). */
function codeFiles(entry: string): string[] {
  const full = path.join(root, entry)
  if (!statSync(full).isDirectory()) return [entry]
  return readdirSync(full).flatMap((name) => {
    if (name === 'node_modules' || name.startsWith('.')) return []
    const child = path.join(entry, name)
    if (statSync(path.join(root, child)).isDirectory()) return codeFiles(child)
    if (
      !/\.(ts|tsx|mjs|js|scss)$/.test(name) ||
      /\.(test|stories)\.tsx?$|^fixtures\.ts$|test-support\.tsx?$/.test(name)
    ) {
      return []
    }
    return [child]
  })
}

/** Top-level folders reached from the build's entries through root imports ('@/x/…'). */
function importedFolders(): Set<string> {
  const folders = new Set<string>(['app', 'cms'])
  const pending = [...folders, 'proxy.ts', 'next.config.ts']
  while (pending.length) {
    for (const file of codeFiles(pending.pop()!)) {
      for (const [, folder] of readFileSync(path.join(root, file), 'utf8').matchAll(/['"]@\/([\w-]+)\//g)) {
        if (folder && !folders.has(folder)) {
          folders.add(folder)
          pending.push(folder)
        }
      }
    }
  }
  return folders
}

it('watches every folder the site is built from', () => {
  const sources = watchedSources()
  const missing = [...importedFolders()].filter((folder) => !sources.includes(folder)).sort()
  expect(missing).toEqual([])
})
