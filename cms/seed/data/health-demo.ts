import type { Payload } from 'payload'
import type { CountryCode } from '@/lib/countries'
import { doc, h, link, p } from '@/cms/seed/lexical'

/**
 * A draft page of Angola whose rich text links to a path with no page, so the content-health view
 * in /admin (/admin/content-health) has a broken link to show. A draft is never served, so the
 * public site keeps no dead link.
 */
export const HEALTH_DEMO = {
  key: 'health-demo',
  country: 'ao' as CountryCode,
  brokenHref: '/a-zap/pagina-antiga',
  pt: { title: 'Demonstração: saúde dos conteúdos', path: '/demo-saude-dos-conteudos' },
  en: { title: 'Demo: content health', path: '/content-health-demo' },
}

const layout = (locale: 'pt' | 'en') => [
  {
    blockType: 'richText' as const,
    content:
      locale === 'pt'
        ? doc(
            h('h2', 'Página de demonstração'),
            p('Este rascunho liga de propósito a ', link('uma página que já não existe', HEALTH_DEMO.brokenHref), '.'),
          )
        : doc(h('h2', 'Demo page'), p('This draft links to ', link('the ZAP', '/en/the-zap'), ', a page that exists.')),
  },
]

/** Creates the demo draft once (found again by its Portuguese path, drafts included). */
export async function seedHealthDemo(payload: Payload, code: CountryCode, countryId: number): Promise<void> {
  if (code !== HEALTH_DEMO.country) return
  const found = await payload.find({
    collection: 'pages',
    locale: 'pt',
    draft: true,
    limit: 1,
    depth: 0,
    pagination: false,
    where: { and: [{ path: { equals: HEALTH_DEMO.pt.path } }, { country: { equals: countryId } }] },
  })
  if (found.docs[0]) return
  const created = await payload.create({
    collection: 'pages',
    locale: 'pt',
    draft: true,
    data: { ...HEALTH_DEMO.pt, layout: layout('pt'), country: countryId, _status: 'draft' },
  })
  await payload.update({
    collection: 'pages',
    id: created.id,
    locale: 'en',
    draft: true,
    data: { ...HEALTH_DEMO.en, layout: layout('en'), _status: 'draft' },
  })
}
