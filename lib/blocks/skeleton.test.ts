import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { spawnSync } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Block } from 'payload'
import { layoutBlocks } from '@/registry/block-configs'
import { blockSkeleton, fillTextFields, textFieldPaths } from './skeleton'

const root = join(__dirname, '..', '..')
const FILL = { text: '<script>alert(1)</script>', richText: { root: { type: 'root', children: [] } } }
const bySlug = (slug: string) => layoutBlocks.find((block) => block.slug === slug)!

/** Builds a block, fills its free text, and returns what was filled. */
function built(config: Block) {
  const { data, seedOnly } = blockSkeleton(config)
  return { data, seedOnly, filled: fillTextFields(config, data, FILL).sort() }
}

describe('a block built from its config (the e2e security spec’s block when the seed has none)', () => {
  // What `npm run new:block` writes, written into a scratch copy of the files it edits.
  let scaffold: Block
  let scratch: string
  beforeAll(async () => {
    scratch = mkdtempSync(join(tmpdir(), 'zap-skeleton-'))
    for (const file of ['registry/block-configs.ts', 'registry/components.tsx', 'registry/block-meta.ts'])
      cpSync(join(root, file), join(scratch, file))
    mkdirSync(join(scratch, 'public/admin/blocks'), { recursive: true })
    const run = spawnSync(process.execPath, [join(root, 'scripts/new-block.mjs'), '--root', scratch, 'award-list'], {
      encoding: 'utf8',
    })
    expect(run.stderr).toBe('')
    scaffold = ((await import(join(scratch, 'blocks/award-list/config.ts'))) as { AwardListBlock: Block })
      .AwardListBlock
  })
  afterAll(() => rmSync(scratch, { recursive: true, force: true }))

  it('the scaffold’s block needs nothing from the seed, and every free-text field of it gets the text', () => {
    const { data, seedOnly, filled } = built(scaffold)
    expect(seedOnly).toEqual([])
    expect(filled).toEqual(textFieldPaths(scaffold).sort())
    expect(filled).toEqual(['intro', 'items.text'])
    expect(data).toEqual({
      blockType: 'awardList',
      heading: null,
      intro: FILL.text,
      // A required array starts with one row; its required title gets a placeholder.
      items: [{ title: 'Texto', text: FILL.text }],
    })
  })

  it('every block type either gets every free-text field filled or names what only the seed can give', () => {
    for (const config of layoutBlocks) {
      const { seedOnly, filled } = built(config)
      if (seedOnly.length) continue
      expect([config.slug, filled]).toEqual([config.slug, textFieldPaths(config).sort()])
    }
  })

  it('names the required relations and validated texts that only a seeded block can fill', () => {
    expect(built(bySlug('hero')).seedOnly).toEqual(['slides.image'])
    expect(built(bySlug('mediaText')).seedOnly).toEqual(['image'])
    expect(built(bySlug('packageCarousel')).seedOnly).toEqual(['tabs.packages'])
    expect(built(bySlug('linkSections')).seedOnly).toEqual(['sections.links.href'])
    // An optional image or link is left empty, and the block can be built.
    expect(built(bySlug('timeline')).seedOnly).toEqual([])
    expect(built(bySlug('featureGrid')).seedOnly).toEqual([])
  })

  it('honours an array’s minimum rows, gives a required choice its first option and rich text a document', () => {
    const carousel = built(bySlug('serviceIcons')).data
    expect(carousel.items).toHaveLength(2)
    expect(built(bySlug('campaignList')).data.service).toEqual(expect.any(String))
    expect(built(bySlug('accordion')).data.items).toEqual([{ title: 'Texto', body: FILL.richText }])
    // A default stands as it is.
    expect(built(bySlug('newsList')).data.pageSize).toBe(9)
  })

  it('opens rows, collapsibles, unnamed groups and tabs, and walks named tabs, groups and nested blocks', () => {
    const config: Block = {
      slug: 'probe',
      fields: [
        { type: 'row', fields: [{ name: 'left', type: 'textarea' }] },
        { type: 'collapsible', label: 'More', fields: [{ name: 'note', type: 'code' }] },
        {
          type: 'tabs',
          tabs: [
            { label: 'Plain', fields: [{ name: 'plain', type: 'textarea' }] },
            { name: 'named', label: 'Named', fields: [{ name: 'body', type: 'richText' }] },
          ],
        },
        { name: 'cta', type: 'group', fields: [{ name: 'label', type: 'text', required: true, maxLength: 3 }] },
        {
          name: 'parts',
          type: 'blocks',
          required: true,
          blocks: [{ slug: 'part', fields: [{ name: 'words', type: 'textarea' }] }],
        },
        { name: 'photo', type: 'upload', relationTo: 'media' },
      ],
    }
    const { data, seedOnly, filled } = built(config)
    expect(seedOnly).toEqual([])
    expect(filled).toEqual(['left', 'named.body', 'note', 'parts.words', 'plain'])
    expect(textFieldPaths(config).sort()).toEqual(filled)
    expect(data).toEqual({
      blockType: 'probe',
      left: FILL.text,
      note: FILL.text,
      plain: FILL.text,
      named: { body: FILL.richText },
      cta: { label: 'Tex' },
      parts: [{ blockType: 'part', words: FILL.text }],
      photo: null,
    })
  })
})
