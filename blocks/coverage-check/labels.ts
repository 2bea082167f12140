import type { Plural, Template } from '@/lib/i18n/labels'
import { pluralForms } from '@/lib/i18n/server-labels'
import type { BlockContext } from '@/registry/types'

/** The check's strings in the page's language (coverageCheck.* in locales/*). */
export type CoverageCheckLabels = {
  /** The search landmark's name. */
  form: string
  /** The field's label. */
  field: string
  hint: string
  submit: string
  /** The suggestions list's name. */
  suggestions: string
  /** "{{count}} bairros encontrados" and its other forms. */
  found: Plural
  /** "Nenhum bairro tem «{{query}}» no nome…" */
  none: Template
  /** "{{municipality}}, {{province}}" */
  place: Template
  /** "Há fibra em {{name}}" */
  available: Template
  availableText: string
  /** "Chega a {{name}} em {{month}}" */
  soon: Template
  soonText: string
  notify: string
  /** "Ainda não há fibra prevista em {{name}}" */
  plannedNot: Template
  plannedNotText: string
  request: string
  /** "Há mais de um bairro chamado «{{query}}»" */
  choose: Template
  chooseText: string
  /** "Não encontrámos «{{query}}»" */
  unknown: Template
  closest: string
  unknownText: string
  requestCheck: string
}

/**
 * The check's strings in the page's language, resolved on the server so the browser gets only these
 * (lib/i18n/labels.ts); templates keep their {{names}} for the island to fill.
 */
export function coverageCheckLabels({ t, locale }: Pick<BlockContext, 't' | 'locale'>): CoverageCheckLabels {
  const name = { name: '{{name}}' }
  const query = { query: '{{query}}' }
  return {
    form: t('coverageCheck.form'),
    field: t('coverageCheck.field'),
    hint: t('coverageCheck.hint'),
    submit: t('coverageCheck.submit'),
    suggestions: t('coverageCheck.suggestions'),
    found: pluralForms(locale, 'coverageCheck.found'),
    none: t('coverageCheck.none', query),
    place: t('coverageCheck.place', { municipality: '{{municipality}}', province: '{{province}}' }),
    available: t('coverageCheck.available', name),
    availableText: t('coverageCheck.availableText'),
    soon: t('coverageCheck.soon', { ...name, month: '{{month}}' }),
    soonText: t('coverageCheck.soonText'),
    notify: t('coverageCheck.notify'),
    plannedNot: t('coverageCheck.plannedNot', name),
    plannedNotText: t('coverageCheck.plannedNotText'),
    request: t('coverageCheck.request'),
    choose: t('coverageCheck.choose', query),
    chooseText: t('coverageCheck.chooseText'),
    unknown: t('coverageCheck.unknown', query),
    closest: t('coverageCheck.closest'),
    unknownText: t('coverageCheck.unknownText'),
    requestCheck: t('coverageCheck.requestCheck'),
  }
}
