import config from '@payload-config'
import { getPayload } from 'payload'
import type { Faq } from '@/cms/payload-types'
import type { CountryCode } from '@/lib/countries'
import type { Locale } from '@/lib/locales'
import { cachedOrDraft } from '@/lib/preview/cached-or-draft'
import { readAs } from '@/lib/preview/read-as'
import { plainText } from '@/lib/text/plain-text'
import { tags } from './tags'

export type FaqCategory = Faq['category']

/** One question as the FAQ block shows it: the rich answer to render, and its plain text to search. */
export type FaqEntry = { id: string; question: string; category: FaqCategory; answer: unknown; answerText: string }

/** Safety bound: a country has tens of questions, not thousands. */
const MAX_FAQS = 500

/** A country's FAQs in one language, by their order; cached until an editor changes one. */
export function getFaqs(country: CountryCode, locale: Locale): Promise<FaqEntry[]> {
  const load = cachedOrDraft(
    async (previewer): Promise<FaqEntry[]> => {
      const payload = await getPayload({ config })
      const { docs } = await payload.find({
        collection: 'faqs',
        where: { 'country.code': { equals: country } },
        locale,
        fallbackLocale: 'pt',
        depth: 0,
        limit: MAX_FAQS,
        pagination: false,
        sort: ['order', 'id'],
        ...readAs(previewer),
      })
      return docs.map((doc) => ({
        id: String(doc.id),
        question: doc.question,
        category: doc.category,
        answer: doc.answer,
        answerText: plainText(doc.answer),
      }))
    },
    ['faqs', country, locale],
    { tags: [tags.listing('faqs', country)] },
  )
  return load()
}
