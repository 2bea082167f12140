import type { GlobalConfig, NumberField } from 'payload'
import { adminOnly } from '@/cms/access/rules'
import { leadFormCollections } from '@/cms/collections/leads/lead-forms'
import { inAdminLanguage } from '@/cms/i18n/message'
import {
  MAX_RETENTION_MONTHS,
  RETAINED_COLLECTIONS,
  RETENTION_DEFAULTS,
  type RetainedCollection,
  retentionField,
} from '@/lib/privacy/retention'

/** The admin group of everything about personal data: these settings and the erasure records. */
export const PRIVACY_GROUP = { pt: 'Privacidade', en: 'Privacy' }

/** Each period's label where the collection's own name says too little; others take the collection's plural name. */
const LABELS: Partial<Record<RetainedCollection, { pt: string; en: string }>> = {
  'callback-requests': { pt: 'Pedidos "Ligue-me" e de adesão (meses)', en: 'Call-back and sign-up requests (months)' },
  'coverage-requests': { pt: 'Pedidos de cobertura (meses)', en: 'Coverage requests (months)' },
  'job-applications': {
    pt: 'Candidaturas a emprego e os seus CV (meses)',
    en: 'Job applications and their CVs (months)',
  },
  'casting-applications': { pt: 'Candidaturas ao casting (meses)', en: 'Casting applications (months)' },
  'newsletter-subscriptions': { pt: 'Inscrições na newsletter (meses)', en: 'Newsletter subscriptions (months)' },
}

/** A lead collection's plural name in both languages, with "(months)". */
function collectionLabel(collection: RetainedCollection): { pt: string; en: string } {
  const plural = leadFormCollections.find((config) => config.slug === collection)?.labels?.plural
  const named = (language: 'pt' | 'en') =>
    typeof plural === 'object' && plural !== null && language in plural
      ? String((plural as Record<string, unknown>)[language])
      : collection
  return { pt: `${named('pt')} (meses)`, en: `${named('en')} (months)` }
}

function periodField(collection: RetainedCollection): NumberField {
  const fallback = RETENTION_DEFAULTS[collection]
  return {
    name: retentionField(collection),
    label: LABELS[collection] ?? collectionLabel(collection),
    type: 'number',
    min: 1,
    max: MAX_RETENTION_MONTHS,
    // A period that is not set keeps rows until the person withdraws: only the newsletter's may be empty.
    required: fallback !== null,
    defaultValue: fallback ?? undefined,
    admin: {
      step: 1,
      description:
        fallback === null
          ? {
              pt: 'Vazio: até a pessoa cancelar a subscrição (a ligação em cada newsletter).',
              en: 'Empty: until the person unsubscribes (the link in every newsletter).',
            }
          : undefined,
    },
    validate: (value: number | null | undefined, { req }) =>
      value === null || value === undefined || Number.isInteger(value)
        ? true
        : inAdminLanguage(req, { pt: 'Indique um número inteiro de meses.', en: 'Enter a whole number of months.' }),
  }
}

/**
 * Privacy: how long each kind of lead is kept, in months after its last change. Administrators
 * only (editors neither see nor read it). A daily job deletes what is older in both countries
 * (cms/jobs/retention.ts); a period left at its default is the one the privacy policy states.
 */
export const PrivacySettings: GlobalConfig = {
  slug: 'privacy-settings',
  label: { pt: 'Privacidade', en: 'Privacy' },
  admin: { group: PRIVACY_GROUP },
  access: { read: adminOnly, update: adminOnly },
  fields: [
    {
      name: 'retention',
      label: { pt: 'Prazos de conservação', en: 'Retention periods' },
      type: 'group',
      admin: {
        description: {
          pt: 'Cada pedido é apagado, nos dois países, este número de meses depois da última alteração (com o CV de uma candidatura), todos os dias às 03:00. Se mudar um prazo, mude também o texto da Política de privacidade de cada país.',
          en: 'Each request is deleted, in both countries, this many months after its last change (a job application with its CV), every day at 03:00. If you change a period, change each country’s Privacy policy page to match.',
        },
      },
      fields: RETAINED_COLLECTIONS.map(periodField),
    },
  ],
}
