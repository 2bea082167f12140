import { describe, expect, it } from '@jest/globals'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { getTranslation } from '@payloadcms/translations'
import type { I18nClient } from '@payloadcms/translations'
import { layoutBlocks } from './block-configs'

const root = join(__dirname, '..')
/** A block's folder under blocks/: its slug in kebab case (faqList -> faq-list). */
const blockFolder = (slug: string) => slug.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)
const inAdmin = (language: 'pt' | 'en') => ({ language, fallbackLanguage: 'en' }) as unknown as I18nClient

/** The picker's search as Payload 3.90 runs it: the card's name in the admin's language contains the typed text. */
const search = (term: string, language: 'pt' | 'en') =>
  layoutBlocks
    .filter((block) =>
      (getTranslation(block.labels?.singular ?? '', inAdmin(language)) as string)
        .toLowerCase()
        .includes(term.toLowerCase()),
    )
    .map((block) => block.slug)

describe('the block picker', () => {
  it.each(layoutBlocks.map((block) => [block.slug, block] as const))(
    '%s has a story, a picture drawn from it, a group and a description',
    (slug, block) => {
      const folder = join(root, 'blocks', blockFolder(slug))
      expect(readdirSync(folder).filter((file) => file.endsWith('.stories.tsx'))).not.toHaveLength(0)

      const thumbnail = block.admin?.images?.thumbnail
      const url = typeof thumbnail === 'string' ? thumbnail : thumbnail?.url
      expect(url).toBe(`/admin/blocks/${blockFolder(slug)}.webp`)
      const file = join(root, 'public', url!)
      expect(existsSync(file)).toBe(true)
      // A real WebP picture, small enough for a drawer of 35 cards.
      const bytes = readFileSync(file)
      expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF')
      expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP')
      expect(bytes.length).toBeLessThan(20_000)

      expect(block.admin?.group).toEqual({ pt: expect.any(String), en: expect.any(String) })
      const description = (block.admin?.custom as { description?: { pt?: string; en?: string } } | undefined)
        ?.description
      expect(description?.pt).toMatch(/\S/)
      expect(description?.en).toMatch(/\S/)
      expect(description?.pt).not.toBe(description?.en)
    },
  )

  it('has a picture for no block that is gone', () => {
    const pictures = readdirSync(join(root, 'public/admin/blocks')).sort()
    expect(pictures).toEqual(layoutBlocks.map((block) => `${blockFolder(block.slug)}.webp`).sort())
  })

  it('finds the FAQ block by its Portuguese name in either admin language, and by its English one', () => {
    expect(search('perguntas', 'pt')).toEqual(['faqList'])
    expect(search('perguntas', 'en')).toEqual(['faqList'])
    expect(search('faq', 'en')).toEqual(['faqList'])
  })
})
