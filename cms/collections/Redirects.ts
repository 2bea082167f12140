import type { CollectionConfig, TextFieldSingleValidation } from 'payload'
import { externalTarget, isSitePath } from '@/lib/security/redirect-target'
import {
  adminField,
  adminOrOwnCountry,
  anyoneOrOwnCountry,
  createInOwnCountry,
  isAdminUser,
  userOf,
} from '@/cms/access/rules'
import { optionalCountryField } from '@/cms/fields/country'
import { revalidateRedirects } from '@/cms/hooks/revalidate-redirects'
import { inAdminLanguage } from '@/cms/i18n/message'

const MAX_PATH = 300

const publicPath: TextFieldSingleValidation = (value, { req }) =>
  (typeof value === 'string' && /^\/[^\s?#]*$/.test(value) && value.length <= MAX_PATH) ||
  inAdminLanguage(req, {
    pt: 'Um caminho que comece por /, sem ? nem #, por exemplo /pesquisa ou /en/search.',
    en: 'A path starting with /, without ? or #, e.g. /pesquisa or /en/search.',
  })

/**
 * Where a redirect sends visitors: a path on this site (lib/security/redirect-target.ts judges it on
 * every percent-decoding, so `//host`, `/\host` and `/%2F%2Fhost` are refused), or, on a redirect an
 * administrator marked external, an https address. An editor may keep such an address while editing
 * the redirect's other fields, but only an administrator may change it.
 */
const redirectTo: TextFieldSingleValidation = (value, { req, siblingData, previousValue }) => {
  if (typeof value !== 'string' || value.length > MAX_PATH)
    return inAdminLanguage(req, {
      pt: `Um caminho deste site, com no máximo ${MAX_PATH} caracteres, por exemplo /pesquisa.`,
      en: `A path on this site, at most ${MAX_PATH} characters, e.g. /pesquisa.`,
    })
  if (isSitePath(value))
    return (
      /^[^?#]*$/.test(value) ||
      inAdminLanguage(req, {
        pt: 'Um caminho sem ? nem # (os parâmetros do visitante são mantidos).',
        en: "A path without ? or # (the visitor's query string is kept).",
      })
    )
  if ((siblingData as { external?: unknown }).external !== true) {
    return inAdminLanguage(req, {
      pt: 'Um caminho deste site: uma / no início, sem //, \\ nem protocolo (codificados ou não), por exemplo /pesquisa. Só um administrador pode enviar para outro site, marcando "Vai para outro site".',
      en: 'A path on this site: one leading /, without //, \\ or a scheme (encoded or not), e.g. /pesquisa. Only an administrator may send a redirect to another site, by marking it external.',
    })
  }
  if (externalTarget(value) === null) {
    return inAdminLanguage(req, {
      pt: 'Um redirecionamento externo vai para um endereço https:// com anfitrião (sem utilizador nem palavra-passe).',
      en: 'An external redirect goes to an https:// address with a host (no user name or password).',
    })
  }
  const user = userOf(req)
  if (user && !isAdminUser(user) && value !== previousValue)
    return inAdminLanguage(req, {
      pt: 'Só um administrador pode mudar o destino de um redirecionamento externo.',
      en: 'Only an administrator may change where an external redirect goes.',
    })
  return true
}

/**
 * Legacy addresses of the old site and where they now live, served with 308 Permanent Redirect (Next's
 * permanent redirect; never 307). Effective on the next request after a save: a path with no page is
 * looked up here before the 404, and the query string is kept.
 */
export const Redirects: CollectionConfig = {
  slug: 'redirects',
  labels: {
    singular: { pt: 'Redirecionamento', en: 'Redirect' },
    plural: { pt: 'Redirecionamentos', en: 'Redirects' },
  },
  admin: { useAsTitle: 'from', defaultColumns: ['from', 'to', 'status', 'country'] },
  access: {
    read: anyoneOrOwnCountry,
    create: createInOwnCountry,
    update: adminOrOwnCountry,
    delete: adminOrOwnCountry,
  },
  hooks: { afterChange: [revalidateRedirects], afterDelete: [revalidateRedirects] },
  indexes: [{ fields: ['from', 'country'], unique: true }],
  fields: [
    {
      name: 'from',
      label: { pt: 'De (endereço antigo)', en: 'From (old address)' },
      type: 'text',
      required: true,
      index: true,
      validate: publicPath,
      admin: {
        description: {
          pt: 'Caminho público antigo, como os visitantes o escrevem (os ingleses começam por /en).',
          en: 'Old public path, as visitors type it (English ones start with /en).',
        },
      },
    },
    {
      name: 'to',
      label: { pt: 'Para', en: 'To' },
      type: 'text',
      required: true,
      validate: redirectTo,
      admin: {
        description: {
          pt: 'Caminho público para onde passa, por exemplo /apoio-ao-cliente/contactos.',
          en: 'Public path it moves to, e.g. /apoio-ao-cliente/contactos.',
        },
      },
    },
    {
      name: 'external',
      label: { pt: 'Vai para outro site', en: 'Goes to another site' },
      type: 'checkbox',
      defaultValue: false,
      // Sending visitors off the site is an administrator's decision.
      access: { create: adminField, update: adminField },
      admin: {
        position: 'sidebar',
        description: {
          pt: 'Só administradores: permite um endereço https:// em "Para".',
          en: 'Administrators only: allows an https:// address in "To".',
        },
      },
    },
    optionalCountryField({
      pt: 'Vazio = os dois países (só administradores).',
      en: 'Empty = both countries (administrators only).',
    }),
  ],
}
