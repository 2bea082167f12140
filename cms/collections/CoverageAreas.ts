import { editorialVersions } from './editorial-versions'
import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionConfig,
  FieldHook,
  PayloadRequest,
  TextField,
} from 'payload'
import { adminOrOwnCountry, createInOwnCountry, publishedOrOwnCountry, relationId } from '@/cms/access/rules'
import { countryField } from '@/cms/fields/country'
import { revalidateListing } from '@/cms/hooks/revalidate-listing'
import { importCoverageCsv, COVERAGE_IMPORT_CONTEXT } from '@/cms/hooks/coverage-import'
import { type Bilingual, optionsOf, sameInBoth } from '@/cms/i18n/options'
import { inAdminLanguage } from '@/cms/i18n/message'
import { COVERAGE_STATUSES, type CoverageStatus } from '@/lib/coverage/areas'
import { areaKey, NAME_LENGTH } from '@/lib/coverage/import'
import { ALL_PROVINCES } from '@/lib/forms/provinces'

const STATUS_LABELS: Record<CoverageStatus, Bilingual> = {
  available: { pt: 'Com fibra', en: 'Available' },
  soon: { pt: 'Brevemente (num mês)', en: 'Soon (in a month)' },
  'planned-not': { pt: 'Não planeado', en: 'Not planned' },
}

type AreaData = { province?: string; municipality?: string; neighbourhood?: string; country?: unknown }

/** Whether the import is writing (it has checked every row against the others and the CMS already). */
const importing = (req: PayloadRequest) => Boolean(req.context?.[COVERAGE_IMPORT_CONTEXT])

/**
 * A neighbourhood is one area per country, province and municipality, accents and case aside
 * ("Maianga" and "maianga" are the same place): a second one is refused on save, so the page's
 * result and the import's update always have one area to go to.
 */
const neighbourhoodField: TextField = {
  name: 'neighbourhood',
  label: { pt: 'Bairro', en: 'Neighbourhood' },
  type: 'text',
  required: true,
  minLength: NAME_LENGTH.min,
  maxLength: NAME_LENGTH.max,
  index: true,
  admin: {
    description: {
      pt: 'Como as pessoas o escrevem, com acentos (por exemplo "Talatona", "Morro Bento"): os visitantes pesquisam por ele.',
      en: 'As people write it, with accents (e.g. "Talatona", "Morro Bento"): visitors search for it.',
    },
  },
  validate: async (value, { req, data, id }) => {
    // A validate of one's own replaces Payload's required and length checks: they are made here.
    const length = typeof value === 'string' ? value.trim().length : 0
    if (length < NAME_LENGTH.min || length > NAME_LENGTH.max)
      return inAdminLanguage(req, {
        pt: `Escreva o bairro (${NAME_LENGTH.min} a ${NAME_LENGTH.max} caracteres).`,
        en: `Write the neighbourhood (${NAME_LENGTH.min} to ${NAME_LENGTH.max} characters).`,
      })
    const area = data as AreaData
    const country = relationId(area.country)
    if (importing(req) || country === null || !area.province || !area.municipality) return true
    const { docs } = await req.payload.find({
      collection: 'coverage-areas',
      where: { country: { equals: country } },
      select: { province: true, municipality: true, neighbourhood: true },
      draft: true,
      depth: 0,
      pagination: false,
      overrideAccess: true,
      req,
    })
    const key = areaKey({ province: area.province, municipality: area.municipality, neighbourhood: String(value) })
    const twin = docs.find((doc) => String(doc.id) !== String(id) && areaKey(doc) === key)
    return twin
      ? inAdminLanguage(req, {
          pt: `${twin.neighbourhood} (${twin.municipality}, ${twin.province}) já existe neste país: edite esse bairro.`,
          en: `${twin.neighbourhood} (${twin.municipality}, ${twin.province}) exists in this country already: edit that one.`,
        })
      : true
  },
}

/** A month is kept only for "soon": changing the status away from it leaves no stale month behind. */
const monthOnlyWhenSoon: FieldHook = ({ value, siblingData }) =>
  (siblingData as { status?: string }).status === 'soon' ? value : null

const revalidate = revalidateListing('coverage-areas')
/** The import expires the country's pages once, after its last row, instead of once per row. */
const revalidateUnlessImporting: CollectionAfterChangeHook & CollectionAfterDeleteHook = (args) =>
  importing(args.req) ? args.doc : revalidate(args as Parameters<typeof revalidate>[0])

/**
 * Where ZAP Fibra reaches, per neighbourhood: what the coverage check on
 * /zap-fibra/pesquisa-de-cobertura shows at once (blocks/coverage-check). Editors keep it one by
 * one or import a CSV above the list (cms/hooks/coverage-import.ts).
 */
export const CoverageAreas: CollectionConfig = {
  slug: 'coverage-areas',
  labels: {
    singular: { pt: 'Área de cobertura', en: 'Coverage area' },
    plural: { pt: 'Cobertura de fibra', en: 'Fibre coverage' },
  },
  admin: {
    useAsTitle: 'neighbourhood',
    defaultColumns: ['neighbourhood', 'municipality', 'province', 'status', 'month', 'illustrative', 'country'],
    listSearchableFields: ['neighbourhood', 'municipality'],
    components: {
      beforeListTable: ['@/cms/components/coverage-import/CoverageImport#CoverageImport'],
    },
  },
  access: {
    read: publishedOrOwnCountry,
    create: createInOwnCountry,
    update: adminOrOwnCountry,
    delete: adminOrOwnCountry,
  },
  versions: editorialVersions,
  hooks: { afterChange: [revalidateUnlessImporting], afterDelete: [revalidateUnlessImporting] },
  defaultSort: 'neighbourhood',
  endpoints: [{ path: '/import', method: 'post', handler: importCoverageCsv }],
  fields: [
    {
      name: 'province',
      label: { pt: 'Província', en: 'Province' },
      type: 'select',
      required: true,
      options: sameInBoth(ALL_PROVINCES),
      index: true,
    },
    {
      name: 'municipality',
      label: { pt: 'Município', en: 'Municipality' },
      type: 'text',
      required: true,
      minLength: NAME_LENGTH.min,
      maxLength: NAME_LENGTH.max,
    },
    neighbourhoodField,
    {
      name: 'status',
      label: { pt: 'Estado', en: 'Status' },
      type: 'select',
      // PostgreSQL would name this field's enum "enum_coverage_areas_status", the name drafts give
      // their own `_status` enum (draft/published): the migration then failed. Its own name instead.
      enumName: ({ tableName }) => `enum_${tableName}_availability`,
      required: true,
      defaultValue: 'available',
      options: optionsOf(COVERAGE_STATUSES, STATUS_LABELS),
      admin: {
        description: {
          pt: 'Com fibra: mostra os pacotes para aderir. Brevemente: diz o mês e oferece "Avise-me". Não planeado: oferece o pedido de cobertura.',
          en: 'Available: shows the packages to sign up for. Soon: says the month and offers "Notify me". Not planned: offers the coverage request.',
        },
      },
    },
    {
      name: 'month',
      label: { pt: 'Mês em que chega', en: 'Month it arrives' },
      type: 'date',
      admin: {
        date: { pickerAppearance: 'monthOnly', displayFormat: 'MM/yyyy' },
        condition: (_data, siblingData) => (siblingData as { status?: string } | undefined)?.status === 'soon',
        description: {
          pt: 'Obrigatório quando o estado é "Brevemente": os visitantes leem "Chega a … em março de 2027".',
          en: 'Required when the status is "Soon": visitors read "Arrives in … in March 2027".',
        },
      },
      hooks: { beforeChange: [monthOnlyWhenSoon] },
      validate: (value: unknown, { req, siblingData }: { req: PayloadRequest; siblingData: { status?: string } }) =>
        siblingData?.status === 'soon' && !value
          ? inAdminLanguage(req, {
              pt: 'Indique o mês em que a fibra chega a este bairro.',
              en: 'Give the month fibre arrives in this neighbourhood.',
            })
          : true,
    },
    {
      name: 'illustrative',
      label: { pt: 'Ilustrativo', en: 'Illustrative' },
      type: 'checkbox',
      defaultValue: false,
      index: true,
      admin: {
        position: 'sidebar',
        description: {
          pt: 'Dado de exemplo, não confirmado pela equipa da rede: a Saúde dos conteúdos conta-os até serem substituídos. A importação por CSV desmarca-o.',
          en: 'Example data the network team has not confirmed: Content health counts them until they are replaced. A CSV import clears it.',
        },
      },
    },
    countryField,
  ],
}
