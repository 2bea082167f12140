import type { CountryCode } from '@/lib/countries'
import type { Locale } from '@/lib/locales'

/** How long the proxy reuses an answer: an item published or removed is known within this time. */
const TTL_MS = 1000
/** Answers kept at most: a crawl of made-up ids cannot grow the proxy's memory. */
const MAX_ENTRIES = 1000

const answers = new Map<string, { answers: boolean; at: number }>()
const inflight = new Map<string, Promise<boolean | null>>()

async function fetchAnswer(country: CountryCode, locale: Locale, path: string): Promise<boolean | null> {
  try {
    const query = new URLSearchParams({ country, locale, path })
    // The app's own route handler on loopback: the proxy must not load Payload itself.
    const response = await fetch(`http://127.0.0.1:${process.env.PORT || 3000}/api/site/param?${query}`, {
      cache: 'no-store',
      signal: AbortSignal.timeout(1500),
    })
    if (!response.ok) return null
    const body = (await response.json()) as { answers?: unknown }
    return typeof body.answers === 'boolean' ? body.answers : null
  } catch {
    return null
  }
}

/**
 * Whether the page that answers /path/{id} has something at this id (an article, a campaign, a
 * job…); null when that cannot be told: the page route then decides alone, as before.
 */
export async function itemAnswers(country: CountryCode, locale: Locale, path: string): Promise<boolean | null> {
  const key = `${country} ${locale} ${path}`
  const known = answers.get(key)
  if (known && Date.now() - known.at <= TTL_MS) return known.answers
  let pending = inflight.get(key)
  if (!pending) {
    pending = fetchAnswer(country, locale, path).finally(() => inflight.delete(key))
    inflight.set(key, pending)
  }
  const answer = await pending
  if (answer !== null) {
    answers.delete(key)
    answers.set(key, { answers: answer, at: Date.now() })
    // A Map keeps insertion order: the first key is the oldest answer.
    if (answers.size > MAX_ENTRIES) answers.delete(answers.keys().next().value as string)
  }
  return answer
}
