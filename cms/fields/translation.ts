import type { CollectionConfig, CollectionSlug, Field, UIField } from 'payload'
import { keepEnglishCopyDraft, startEnglishEndpoint } from '@/cms/hooks/start-english'

/**
 * The translation prompts of a document with a Portuguese and an English version: "start the
 * English version from the Portuguese one" at the top of an empty English form, and "English
 * missing" in place of its status (cms/components/translation). The UI field stores nothing.
 */
const startEnglishField: UIField = {
  name: 'startEnglish',
  type: 'ui',
  admin: { components: { Field: '@/cms/components/translation/StartEnglish#StartEnglish' } },
}

const TRANSLATION_STATUS = '@/cms/components/translation/TranslationStatus#TranslationStatus'

const isLocalizedNamed = (field: Field, name: string): boolean =>
  'name' in field && field.name === name && 'localized' in field && field.localized === true

/**
 * Adds the prompts to a collection whose documents have drafts and whose title (`useAsTitle`) is
 * written per language: there an empty English title means nobody wrote the English version.
 * Other collections are returned as they are.
 */
export function withTranslationPrompts(collection: CollectionConfig): CollectionConfig {
  const titleField = collection.admin?.useAsTitle
  const drafts = typeof collection.versions === 'object' && Boolean(collection.versions.drafts)
  if (!drafts || !titleField || !collection.fields.some((field) => isLocalizedNamed(field, titleField)))
    return collection
  const components = collection.admin?.components
  return {
    ...collection,
    fields: [startEnglishField, ...collection.fields],
    // A collection of this config, so its slug is one of the generated CollectionSlug names.
    endpoints: [...(collection.endpoints || []), startEnglishEndpoint(collection.slug as CollectionSlug)],
    hooks: { ...collection.hooks, beforeChange: [...(collection.hooks?.beforeChange ?? []), keepEnglishCopyDraft] },
    admin: {
      ...collection.admin,
      components: {
        ...components,
        edit: {
          ...components?.edit,
          beforeDocumentControls: [...(components?.edit?.beforeDocumentControls ?? []), TRANSLATION_STATUS],
        },
      },
    },
  }
}
