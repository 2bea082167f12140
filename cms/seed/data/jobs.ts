import type { Payload, Where } from 'payload'
import type { CountryCode } from '@/lib/countries'

type Copy = { title: string; department: string; summary: string }
export type SeedJob = { location: string; closesAt: string; pt: Copy; en: Copy }

const installer = (location: string, closesAt: string): SeedJob => ({
  location,
  closesAt,
  pt: {
    title: 'Técnico de Instalação Satélite',
    department: 'Operações Técnicas',
    summary:
      'Instala e mantém antenas parabólicas e descodificadores em casa dos clientes, orienta o cliente na primeira utilização e regista cada intervenção. Procuramos formação técnica em eletricidade ou eletrónica e carta de condução.',
  },
  en: {
    title: 'Satellite Installation Technician',
    department: 'Technical Operations',
    summary:
      "Install and maintain satellite dishes and decoders in customers' homes, help customers get started and log every visit. We are looking for technical training in electricity or electronics and a driving licence.",
  },
})

const marketing = (location: string, closesAt: string): SeedJob => ({
  location,
  closesAt,
  pt: {
    title: 'Analista de Marketing Digital',
    department: 'Marketing',
    summary:
      'Planeia e acompanha as campanhas da ZAP nas redes sociais e na pesquisa, mede os resultados e propõe melhorias. Licenciatura em Marketing ou Comunicação e dois anos de experiência em meios digitais.',
  },
  en: {
    title: 'Digital Marketing Analyst',
    department: 'Marketing',
    summary:
      "Plan and track ZAP's social media and search campaigns, measure results and suggest improvements. A degree in Marketing or Communication and two years' experience in digital media.",
  },
})

const support = (location: string, closesAt: string): SeedJob => ({
  location,
  closesAt,
  pt: {
    title: 'Assistente de Apoio ao Cliente',
    department: 'Apoio ao Cliente',
    summary:
      'Atende clientes por telefone, WhatsApp e na loja: carregamentos, mudanças de pacote e pedidos de assistência técnica. Ensino secundário completo, boa comunicação e disponibilidade para turnos.',
  },
  en: {
    title: 'Customer Support Assistant',
    department: 'Customer Support',
    summary:
      'Help customers by phone, WhatsApp and in store with top-ups, package changes and technical support requests. Completed secondary school, good communication and availability for shifts.',
  },
})

/** Three open jobs per country, all closing in 2027. */
export const seedJobsData: Record<CountryCode, SeedJob[]> = {
  ao: [
    installer('Luanda', '2027-03-31T12:00:00.000Z'),
    marketing('Luanda (Talatona)', '2027-04-30T12:00:00.000Z'),
    support('Benguela', '2027-05-31T12:00:00.000Z'),
  ],
  mz: [
    installer('Maputo', '2027-03-31T12:00:00.000Z'),
    marketing('Maputo', '2027-04-30T12:00:00.000Z'),
    support('Matola', '2027-05-31T12:00:00.000Z'),
  ],
}

/** Creates the country's jobs that are missing (found by their Portuguese title), published in pt and en. */
export async function seedJobs(payload: Payload, code: CountryCode, countryId: number): Promise<void> {
  for (const job of seedJobsData[code]) {
    const where: Where = { and: [{ title: { equals: job.pt.title } }, { country: { equals: countryId } }] }
    const found = await payload.find({ collection: 'jobs', where, locale: 'pt', limit: 1, depth: 0, draft: true })
    if (found.docs[0]) continue
    const created = await payload.create({
      collection: 'jobs',
      locale: 'pt',
      draft: false,
      data: { ...job.pt, location: job.location, closesAt: job.closesAt, country: countryId, _status: 'published' },
    })
    await payload.update({
      collection: 'jobs',
      id: created.id,
      locale: 'en',
      draft: false,
      data: { ...job.en, _status: 'published' },
    })
  }
}
