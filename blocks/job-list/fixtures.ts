import type { JobListing } from '@/lib/content/get-jobs'

/** Jobs as the query returns them, for stories and tests. */
export const jobsFixture: JobListing[] = [
  {
    id: 7,
    title: 'Técnico de Instalação Satélite',
    department: 'Operações Técnicas',
    location: 'Luanda',
    summary: 'Instala e mantém antenas e descodificadores em casa dos clientes.',
    closesAt: '2027-01-31T00:00:00.000Z',
  },
  {
    id: 8,
    title: 'Analista de Marketing Digital',
    department: 'Marketing',
    location: 'Luanda',
    summary: null,
    closesAt: null,
  },
]
