import path from 'node:path'
import type { Payload, Where } from 'payload'
import { environment } from '@/lib/config/env'
import { COUNTRY_CODES, COUNTRY_NAMES, type CountryCode } from '@/lib/countries'
import { siteUrls } from '@/lib/routing/site-urls'
import { logger } from '@/server/logger.mjs'
import { seedCampaigns } from './data/campaigns'
import { seedJobs } from './data/jobs'
import { seedMovies } from './data/movies'
import { seedChannels } from './data/channels'
import { seedPackages } from './data/packages'
import { seedProgrammes } from './data/programmes'
import { seedMedia, seedPages } from './data/pages'
import { seedRedirects } from './data/redirects'
import { settingsData } from './data/settings'
import { seedStores } from './data/stores'
import { seedCoverageAreas } from './data/coverage-areas'
import { seedSellers } from './data/sellers'
import { seedFaqs } from './data/faqs'
import { seedManuals } from './data/manuals'
import { seedNews } from './data/news'
import { seedNovels } from './data/novels'
import { seedCinemaFilms } from './data/cinema-films'
import { seedHealthDemo } from './data/health-demo'
import { Settings } from '@/cms/collections/Settings'
import { localizedArrays, withRowIdsFrom } from './row-ids'

export const DEV_ADMIN = { email: 'admin@zap.local', password: 'zap-admin-dev' }
const imagesDir = path.resolve(process.cwd(), 'cms/seed/images')

/** Where the seed says what it did: the site's log (a JSON line each, as everything else it logs). */
export const seedLog = (line: string): void => logger.info(line)

/**
 * Creates what is missing and leaves what exists alone, so it is safe to run again and never
 * overwrites an editor's changes.
 */
export async function seed(payload: Payload, log: (line: string) => void = seedLog): Promise<void> {
  await seedAdmin(payload, log)
  const urls = siteUrls()
  const media = await seedMediaFiles(payload)
  for (const code of COUNTRY_CODES) {
    const countryId = await upsert(payload, 'countries', { code: { equals: code } }, () => ({
      code,
      name: COUNTRY_NAMES[code],
      siteUrl: urls[code].origin,
    }))
    const packages = await seedCountryPackages(payload, code, countryId)
    const channels = await seedChannels(payload, code, countryId, packages)
    await seedMovies(payload, code, countryId, channels, media)
    await seedJobs(payload, code, countryId)
    await seedCampaigns(payload, code, countryId, media)
    await seedCountryPages(payload, code, countryId, media, packages, channels)
    await seedCountrySettings(payload, code, countryId)
    await seedStores(payload, code, countryId)
    // Fibre is sold in Angola only: its coverage check finds its results in these (illustrative) areas.
    if (code === 'ao') await seedCoverageAreas(payload, code, countryId)
    await seedRedirects(payload, code, countryId)
    await seedSellers(payload, code, countryId)
    await seedFaqs(payload, code, countryId)
    await seedManuals(payload, code, countryId)
    await seedNews(payload, code, countryId, media)
    // After the novelas: ZAP Novelas' programmes name them.
    const novels = await seedNovels(payload, code, countryId, media)
    await seedProgrammes(payload, code, countryId, channels, novels)
    await seedCinemaFilms(payload, code, countryId, media)
    await seedHealthDemo(payload, code, countryId)
    log(`seed: ${COUNTRY_NAMES[code]} ready`)
  }
}

async function seedAdmin(payload: Payload, log: (line: string) => void) {
  const { totalDocs } = await payload.count({ collection: 'users' })
  if (totalDocs > 0) return
  const { ADMIN_EMAIL, ADMIN_PASSWORD } = environment()
  const email = ADMIN_EMAIL ?? DEV_ADMIN.email
  const password = ADMIN_PASSWORD ?? DEV_ADMIN.password
  await payload.create({ collection: 'users', data: { email, password, name: 'Administrator', role: 'admin' } })
  if (!ADMIN_PASSWORD) {
    log(
      `seed: created the development administrator ${email} / ${password}. Set ADMIN_EMAIL and ADMIN_PASSWORD in production.`,
    )
  } else {
    log(`seed: created the administrator ${email}`)
  }
}

type Slug = 'countries' | 'packages' | 'pages'

/** Finds one document by `where`, or creates it from `make()`; returns its id. */
async function upsert(
  payload: Payload,
  collection: Slug,
  where: Record<string, unknown>,
  make: () => Record<string, unknown>,
): Promise<number> {
  const found = await payload.find({
    collection,
    where,
    limit: 1,
    depth: 0,
    draft: true,
    pagination: false,
  } as Parameters<Payload['find']>[0])
  const existing = found.docs[0]
  if (existing) return existing.id as number
  // The seed knows its data matches the collection; Payload's per-collection data types are not indexable by a union slug.
  const created = await payload.create({ collection, data: make(), locale: 'pt' } as Parameters<Payload['create']>[0])
  return created.id as number
}

async function seedMediaFiles(payload: Payload): Promise<Map<string, number>> {
  const ids = new Map<string, number>()
  for (const item of seedMedia) {
    // Found by its Portuguese alt text: the stored file name changes (hero-1.webp) when the file is already on disk.
    const found = await payload.find({
      collection: 'media',
      where: { alt: { equals: item.alt.pt } },
      locale: 'pt',
      limit: 1,
      depth: 0,
    })
    let id = found.docs[0]?.id
    if (id === undefined) {
      const created = await payload.create({
        collection: 'media',
        locale: 'pt',
        data: { alt: item.alt.pt },
        filePath: path.join(imagesDir, item.file),
      })
      await payload.update({ collection: 'media', id: created.id, locale: 'en', data: { alt: item.alt.en } })
      id = created.id
    }
    ids.set(item.key, id)
  }
  return ids
}

async function seedCountryPackages(
  payload: Payload,
  code: CountryCode,
  countryId: number,
): Promise<Map<string, number>> {
  const ids = new Map<string, number>()
  for (const pkg of seedPackages[code]) {
    const where: Where = { and: [{ name: { equals: pkg.name } }, { country: { equals: countryId } }] }
    const found = await payload.find({ collection: 'packages', where, limit: 1, depth: 0, draft: true })
    let id = found.docs[0]?.id
    if (id === undefined) {
      const { pt, en } = pkg
      const created = await payload.create({
        collection: 'packages',
        locale: 'pt',
        draft: false,
        data: {
          name: pkg.name,
          service: pkg.service,
          price: pkg.price,
          highlighted: pkg.highlighted ?? false,
          ctaAction: pkg.ctaAction,
          country: countryId,
          _status: 'published',
          period: pt.period,
          tagline: pt.tagline,
          ctaLabel: pt.ctaLabel,
          features: pt.features.map((text) => ({ text })),
        },
      })
      await payload.update({
        collection: 'packages',
        id: created.id,
        locale: 'en',
        draft: false,
        data: {
          period: en.period,
          tagline: en.tagline,
          ctaLabel: en.ctaLabel,
          features: en.features.map((text) => ({ text })),
          _status: 'published',
        },
      })
      id = created.id
    }
    ids.set(pkg.key, id)
  }
  return ids
}

async function seedCountryPages(
  payload: Payload,
  code: CountryCode,
  countryId: number,
  media: Map<string, number>,
  packages: Map<string, number>,
  channels: Map<string, number>,
) {
  const refs = {
    media: (key: string) => need(media, key, 'media'),
    pkg: (key: string) => need(packages, key, `${code} package`),
    channel: (key: string) => need(channels, key, `${code} channel`),
  }
  for (const page of seedPages(code)) {
    const where: Where = { and: [{ path: { equals: page.pt.path } }, { country: { equals: countryId } }] }
    const found = await payload.find({ collection: 'pages', where, locale: 'pt', limit: 1, depth: 0, draft: true })
    if (found.docs[0]) continue
    const created = await payload.create({
      collection: 'pages',
      locale: 'pt',
      draft: false,
      data: {
        title: page.pt.title,
        path: page.pt.path,
        seo: page.pt.seo,
        layout: page.pt.layout(refs),
        country: countryId,
        frame: page.frame ?? null,
        takesId: page.takesId ?? false,
        _status: 'published',
      },
    })
    await payload.update({
      collection: 'pages',
      id: created.id,
      locale: 'en',
      draft: false,
      data: {
        title: page.en.title,
        path: page.en.path,
        seo: page.en.seo,
        layout: page.en.layout(refs),
        _status: 'published',
      },
    })
  }
}

async function seedCountrySettings(payload: Payload, code: CountryCode, countryId: number) {
  const found = await payload.find({
    collection: 'settings',
    where: { country: { equals: countryId } },
    limit: 1,
    depth: 0,
  })
  if (found.docs[0]) return
  // Published at once: visitors read published settings only (they draw every page's menus and footer).
  const created = await payload.create({
    collection: 'settings',
    locale: 'pt',
    draft: false,
    data: { ...settingsData(code, 0), country: countryId, _status: 'published' },
  })
  // Menus are one list in both languages: the English labels and links go into the same rows.
  await payload.update({
    collection: 'settings',
    id: created.id,
    locale: 'en',
    draft: false,
    data: { ...withRowIdsFrom(created, settingsData(code, 1), localizedArrays(Settings.fields)), _status: 'published' },
  })
}

function need(map: Map<string, number>, key: string, what: string): number {
  const id = map.get(key)
  if (id === undefined) throw new Error(`seed: unknown ${what} "${key}"`)
  return id
}
