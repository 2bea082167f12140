/**
 * bench/build-time.mjs: adds published Portuguese pages /bench/pagina-1 … /bench/pagina-$BENCH_PAGES
 * to Angola (those not there yet), each a heading, text, a list and an accordion, like an editor's page.
 * Run with `node scripts/task.mjs bench/lib/seed-pages.ts` (cms/seed/seed.ts creates pages the same way).
 */
import config from '@payload-config'
import { getPayload } from 'payload'
import { doc, h, p, ul } from '@/cms/seed/lexical'

const total = Number(process.env.BENCH_PAGES || 0)
const payload = await getPayload({ config })
const country = (await payload.find({ collection: 'countries', where: { code: { equals: 'ao' } }, limit: 1, depth: 0 }))
  .docs[0]
if (!country) throw new Error('seed-pages: seed the database first (no Angola)')
const existing = await payload.count({ collection: 'pages', where: { path: { like: '/bench/pagina-' } }, locale: 'pt' })

const since = Date.now()
for (let i = existing.totalDocs + 1; i <= total; i++) {
  await payload.create({
    collection: 'pages',
    locale: 'pt',
    draft: false,
    data: {
      title: `Página de teste ${i}`,
      path: `/bench/pagina-${i}`,
      country: country.id,
      _status: 'published',
      seo: {
        title: `Página de teste ${i} · ZAP`,
        description: `Página ${i} criada pelo teste de desempenho da compilação.`,
      },
      layout: [
        {
          blockType: 'richText',
          content: doc(
            h('h2', `Página de teste ${i}`),
            p(
              'A ZAP leva televisão por satélite, internet por fibra e cinema a milhares de famílias em Angola e Moçambique.',
            ),
            ul('Mais de 100 canais', 'Carregamentos por 30 dias', 'Apoio ao cliente todos os dias'),
          ),
        },
        {
          blockType: 'accordion',
          heading: 'Perguntas frequentes',
          items: [1, 2, 3].map((n) => ({
            title: `Pergunta ${n} da página ${i}`,
            body: doc(p(`Resposta ${n}: os preços e as condições podem mudar sem aviso.`)),
          })),
        },
      ],
    },
  })
}
const created = Math.max(0, total - existing.totalDocs)
console.log(
  `seed-pages: ${created} pages created in ${Date.now() - since} ms (${Math.max(total, existing.totalDocs)} bench pages in all)`,
)
console.log('task: done')
process.exit(0)
