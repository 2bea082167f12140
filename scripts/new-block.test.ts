import { describe, expect, it } from '@jest/globals'
import { spawnSync } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

// What `npm run new:block` refuses, run against a small copy of the files it reads and writes.
// (scripts/scaffolds-check.mjs proves, in the `npm test` stage "scaffolds", that what it writes works.)
const root = join(__dirname, '..')
const registryFiles = ['registry/block-configs.ts', 'registry/components.tsx', 'registry/block-meta.ts']

function project() {
  const dir = mkdtempSync(join(tmpdir(), 'zap-new-block-test-'))
  for (const file of registryFiles) cpSync(join(root, file), join(dir, file), { recursive: true })
  mkdirSync(join(dir, 'blocks/faq-list'), { recursive: true })
  mkdirSync(join(dir, 'public/admin/blocks'), { recursive: true })
  return dir
}

/** Every file under the copy with its content, to show that nothing changed. */
function snapshot(dir: string): Record<string, string> {
  const files: Record<string, string> = {}
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile())
      files[join(entry.parentPath, entry.name)] = readFileSync(join(entry.parentPath, entry.name), 'utf8')
  }
  return files
}

const newBlock = (dir: string, ...args: string[]) =>
  spawnSync(process.execPath, [join(root, 'scripts/new-block.mjs'), '--root', dir, ...args], { encoding: 'utf8' })

describe('npm run new:block', () => {
  it.each([
    ['no name', [], /give one block name/],
    ['two names', ['a-b', 'c-d'], /give one block name/],
    ['capitals', ['AwardList'], /"AwardList" is not a block name/],
    ['underscores', ['award_list'], /"award_list" is not a block name/],
    ['a leading digit', ['3d-list'], /"3d-list" is not a block name/],
    ['a path', ['../hero'], /is not a block name/],
    ['an existing folder', ['faq-list'], /blocks\/faq-list already exists/],
    ['a registered type without a folder', ['timeline'], /a block type "timeline" is already registered/],
  ])('refuses %s with a clear message and changes nothing', (_case, args, message) => {
    const dir = project()
    try {
      const before = snapshot(dir)
      const run = newBlock(dir, ...(args as string[]))
      expect(run.status).toBe(1)
      expect(run.stderr).toMatch(message)
      expect(snapshot(dir)).toEqual(before)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('writes the picker wording into the block’s own config.ts: 5 files to edit, the registries only point to them', () => {
    const dir = project()
    try {
      const before = snapshot(dir)
      const run = newBlock(dir, 'award-list')
      expect(run.status).toBe(0)
      const after = snapshot(dir)
      const written = Object.keys(after)
        .filter((file) => file.startsWith(join(dir, 'blocks/award-list/')))
        .map((file) => file.slice(join(dir, 'blocks/award-list/').length))
        .sort()
      expect(written).toEqual([
        'AwardList.module.scss',
        'AwardList.stories.tsx',
        'AwardList.test.tsx',
        'Component.tsx',
        'config.ts',
      ])
      const config = after[join(dir, 'blocks/award-list/config.ts')]!
      expect(config).toMatch(/^export const meta: BlockMeta = \{$/m)
      expect(config).toContain("name: { pt: 'Award list', en: 'Award list' }")
      expect(config).toContain("group: 'content'")
      // The picker's map gains an import and one line that names it, no wording.
      const metaFile = join(dir, 'registry/block-meta.ts')
      const added = after[metaFile]!.split('\n').filter((line) => !before[metaFile]!.split('\n').includes(line))
      expect(added).toEqual([
        "import { meta as awardListMeta } from '@/blocks/award-list/config'",
        '  awardList: awardListMeta,',
      ])
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('refuses when a registry file lost its "new-block:" line, before writing anything', () => {
    const dir = project()
    try {
      const meta = join(dir, 'registry/block-meta.ts')
      cpSync(join(root, 'registry/block-configs.ts'), meta)
      const before = snapshot(dir)
      const run = newBlock(dir, 'award-list')
      expect(run.status).toBe(1)
      expect(run.stderr).toMatch(
        /registry\/block-meta.ts must have exactly one line starting "\/\/ new-block: meta imports"/,
      )
      expect(snapshot(dir)).toEqual(before)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
