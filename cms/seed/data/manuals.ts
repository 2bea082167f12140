import path from 'node:path'
import type { Payload, Where } from 'payload'
import type { CountryCode } from '@/lib/countries'
import type { Manual } from '@/cms/payload-types'

const documentsDir = path.resolve(process.cwd(), 'cms/seed/documents')

type Copy = [pt: string, en: string]
type SeedManual = { file: string; category: Manual['category']; title: Copy; description: Copy }

const decoderHd: SeedManual = {
  file: 'manual-descodificador-hd.pdf',
  category: 'descodificador',
  title: ['Descodificador ZAP HD', 'ZAP HD decoder'],
  description: [
    'Primeira instalação, pesquisa de canais, controlo parental e atualização do software.',
    'First set-up, channel search, parental control and software updates.',
  ],
}
const remote: SeedManual = {
  file: 'manual-comando.pdf',
  category: 'comando',
  title: ['Comando ZAP', 'ZAP remote control'],
  description: [
    'Todas as teclas explicadas, troca de pilhas e emparelhamento com o televisor.',
    'Every button explained, changing the batteries and pairing with your TV.',
  ],
}

/** Four manuals a country's customers need; fibre router and ZAP ON are Angola only. */
const seedManualData: Record<CountryCode, SeedManual[]> = {
  ao: [
    decoderHd,
    remote,
    {
      file: 'manual-router-wifi-6.pdf',
      category: 'router',
      title: ['Router Wi-Fi 6 ZAP Fibra', 'ZAP Fibre Wi-Fi 6 router'],
      description: [
        'Ligar o router, mudar o nome e a palavra-passe da rede e resolver quebras de sinal.',
        'Connecting the router, changing the network name and password, and fixing signal drops.',
      ],
    },
    {
      file: 'manual-app-zap-on.pdf',
      category: 'app',
      title: ['Aplicação ZAP ON', 'ZAP ON app'],
      description: [
        'Criar conta, ver canais em direto e registar até quatro dispositivos.',
        'Creating an account, watching live channels and registering up to four devices.',
      ],
    },
  ],
  mz: [
    decoderHd,
    remote,
    {
      file: 'manual-descodificador-pvr.pdf',
      category: 'descodificador',
      title: ['Descodificador ZAP PVR', 'ZAP PVR decoder'],
      description: [
        'Gravar programas, pausar a emissão em direto e gerir o disco.',
        'Recording programmes, pausing live TV and managing the disk.',
      ],
    },
    {
      file: 'manual-instalacao-antena.pdf',
      category: 'instalacao',
      title: ['Instalação da antena parabólica', 'Installing the satellite dish'],
      description: [
        'Onde fixar a antena, como a apontar e como verificar a qualidade do sinal.',
        'Where to mount the dish, how to point it and how to check the signal quality.',
      ],
    },
  ],
}

/** The PDF of a manual, uploaded once and shared by both countries (found by its Portuguese title). */
async function documentId(payload: Payload, manual: SeedManual): Promise<number> {
  const found = await payload.find({
    collection: 'documents',
    where: { title: { equals: manual.title[0] } },
    locale: 'pt',
    limit: 1,
    depth: 0,
  })
  if (found.docs[0]) return found.docs[0].id
  const created = await payload.create({
    collection: 'documents',
    locale: 'pt',
    data: { title: manual.title[0] },
    filePath: path.join(documentsDir, manual.file),
  })
  await payload.update({ collection: 'documents', id: created.id, locale: 'en', data: { title: manual.title[1] } })
  return created.id
}

/** Creates the country's seed manuals that are missing (found by Portuguese title), in both languages. */
export async function seedManuals(payload: Payload, code: CountryCode, countryId: number): Promise<void> {
  for (const manual of seedManualData[code]) {
    const where: Where = { and: [{ title: { equals: manual.title[0] } }, { country: { equals: countryId } }] }
    const found = await payload.find({
      collection: 'manuals',
      where,
      locale: 'pt',
      limit: 1,
      depth: 0,
      pagination: false,
    })
    if (found.docs[0]) continue
    const file = await documentId(payload, manual)
    const created = await payload.create({
      collection: 'manuals',
      locale: 'pt',
      data: {
        title: manual.title[0],
        description: manual.description[0],
        category: manual.category,
        file,
        country: countryId,
        _status: 'published',
      },
    })
    await payload.update({
      collection: 'manuals',
      id: created.id,
      locale: 'en',
      data: { title: manual.title[1], description: manual.description[1], _status: 'published' },
    })
  }
}
