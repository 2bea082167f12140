import type { TextFieldSingleValidation } from 'payload'
import { isValidPagePath } from '../../lib/routing/paths'
import { inAdminLanguage } from '../i18n/message'

function relationId(value: unknown): number | string | null {
  if (typeof value === 'number' || typeof value === 'string') return value
  if (value && typeof value === 'object' && 'id' in value) {
    const id = (value as { id: unknown }).id
    return typeof id === 'number' || typeof id === 'string' ? id : null
  }
  return null
}

/**
 * Page paths must be well formed and unique within one country and one language
 * (two countries may both have "/a-zap"; one country may not have it twice).
 */
export const uniquePagePath: TextFieldSingleValidation = async (value, { req, data, id }) => {
  if (typeof value !== 'string' || value === '') return inAdminLanguage(req, { pt: 'Indique o caminho da página, por exemplo /a-zap.', en: 'Enter the page path, e.g. /a-zap.' })
  if (!isValidPagePath(value)) {
    return inAdminLanguage(req, {
      pt: 'Caminho inválido: comece por "/", use só letras minúsculas, algarismos e hífenes, sem "/" no fim.',
      en: 'Invalid path: start with "/", use only lowercase letters, digits and hyphens, no "/" at the end.',
    })
  }
  const country = relationId((data as { country?: unknown } | undefined)?.country)
  if (country === null) return true
  const clash = await req.payload.find({
    collection: 'pages',
    where: {
      and: [
        { path: { equals: value } },
        { country: { equals: country } },
        ...(id !== undefined ? [{ id: { not_equals: id } }] : []),
      ],
    },
    locale: req.locale ?? undefined,
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: true,
    req,
  })
  return clash.docs.length > 0
    ? inAdminLanguage(req, {
        pt: `Já existe uma página com o caminho ${value} neste país e nesta língua.`,
        en: `A page with the path ${value} already exists in this country and language.`,
      })
    : true
}
