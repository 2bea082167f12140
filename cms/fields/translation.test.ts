import type { CollectionConfig } from 'payload'
import { englishMissing } from '@/cms/components/translation/english-missing'
import { withTranslationPrompts } from './translation'

const collection = (overrides: Partial<CollectionConfig>): CollectionConfig => ({
  slug: 'things',
  admin: { useAsTitle: 'title' },
  versions: { drafts: true },
  fields: [{ name: 'title', type: 'text', localized: true }],
  ...overrides,
})

describe('translation prompts', () => {
  it('go to a collection with drafts whose title is written per language: the button first, the status beside the buttons', () => {
    const result = withTranslationPrompts(collection({}))
    expect(result.fields[0]).toMatchObject({ name: 'startEnglish', type: 'ui' })
    expect(result.admin?.components?.edit?.beforeDocumentControls).toEqual([
      '@/cms/components/translation/TranslationStatus#TranslationStatus',
    ])
    expect(result.endpoints).toEqual([expect.objectContaining({ path: '/:id/start-english', method: 'post' })])
    expect(result.hooks?.beforeChange).toHaveLength(1)
  })

  it('keep the copy an English draft whatever status the Portuguese version had, and nothing else', () => {
    const hook = withTranslationPrompts(collection({})).hooks!.beforeChange![0]!
    const call = (context: Record<string, unknown>) =>
      hook({
        data: { title: 'x', _status: 'published' },
        req: { context } as never,
        collection: {} as never,
        context,
        operation: 'update',
        originalDoc: {},
      })
    expect(call({ startingEnglish: true })).toEqual({ title: 'x', _status: 'draft' })
    expect(call({})).toEqual({ title: 'x', _status: 'published' })
  })

  it('leave alone a collection whose title is the same in both languages, or that has no drafts', () => {
    const sameTitle = collection({ fields: [{ name: 'title', type: 'text' }] })
    const noDrafts = collection({ versions: undefined })
    expect(withTranslationPrompts(sameTitle)).toBe(sameTitle)
    expect(withTranslationPrompts(noDrafts)).toBe(noDrafts)
  })

  it('keep the collection’s own edit components', () => {
    const result = withTranslationPrompts(
      collection({
        admin: { useAsTitle: 'title', components: { edit: { SaveButton: '/x#Y', beforeDocumentControls: ['/a#B'] } } },
      }),
    )
    expect(result.admin?.components?.edit).toMatchObject({
      SaveButton: '/x#Y',
      beforeDocumentControls: ['/a#B', expect.stringContaining('TranslationStatus')],
    })
  })

  it('count an English title that is empty or blank as missing', () => {
    expect(englishMissing({ title: '' }, 'title')).toBe(true)
    expect(englishMissing({ title: '   ' }, 'title')).toBe(true)
    expect(englishMissing({}, 'title')).toBe(true)
    expect(englishMissing(undefined, 'title')).toBe(true)
    expect(englishMissing({ title: 'About ZAP' }, 'title')).toBe(false)
    expect(englishMissing({ question: 'Why?' }, 'question')).toBe(false)
  })
})
