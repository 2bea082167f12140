'use client'
import { useField, useTranslation } from '@payloadcms/ui'
import type { TextFieldClientComponent } from 'payload'
import { COUNTRY_NAMES, isCountryCode, type CountryCode } from '@/lib/countries'

const NAMES_EN: Record<CountryCode, string> = { ao: 'Angola', mz: 'Mozambique' }

/**
 * In the sidebar, under the country: which country's site the form is laid out for. The value (the
 * document's country code, cms/fields/country-only.ts) stays in the form, where the conditions of
 * the fields only one country uses read it; this only says so.
 */
export const CountryFieldsNote: TextFieldClientComponent = ({ path }) => {
  const { value } = useField<string>({ path })
  const { i18n } = useTranslation()
  if (!isCountryCode(value)) return null
  const text =
    i18n.language === 'pt'
      ? `Mostra só os campos que o site de ${COUNTRY_NAMES[value]} usa.`
      : `Shows only the fields ${NAMES_EN[value]}'s site uses.`
  return (
    <p className="field-description" data-country-fields={value}>
      {text}
    </p>
  )
}
