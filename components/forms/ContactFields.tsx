'use client'

import { useT } from '@/lib/i18n/client'
import type { UseFormRegisterReturn } from 'react-hook-form'
import type { CountryCode } from '@/lib/countries'
import { PROVINCES } from '@/lib/forms/provinces'
import { ChoiceField } from './ChoiceField'
import { Field } from './FormParts'

// The person's contact fields as the casting, coverage-survey and job forms ask for them
// (lib/forms/fields.ts), all required. Each takes react-hook-form's registration and its message.

type Props = { register: UseFormRegisterReturn; error?: string }

function useRequired() {
  const { t } = useT('common')
  return { t, required: { required: true, requiredLabel: t('forms.required') } }
}

export function FullNameField({ register, error }: Props) {
  const { t, required } = useRequired()
  return (
    <Field label={t('forms.leadFields.fullName')} error={error} {...required}>
      <input type="text" autoComplete="name" maxLength={120} {...register} />
    </Field>
  )
}

export function EmailField({ register, error }: Props) {
  const { t, required } = useRequired()
  return (
    <Field label={t('forms.leadFields.email')} hint={t('forms.leadFields.emailHint')} error={error} {...required}>
      <input type="email" autoComplete="email" inputMode="email" maxLength={254} {...register} />
    </Field>
  )
}

/** The hint gives the country's own number format. */
export function PhoneField({ register, error, country }: Props & { country: CountryCode }) {
  const { t, required } = useRequired()
  const hint = t(country === 'ao' ? 'forms.leadFields.phoneHintAo' : 'forms.leadFields.phoneHintMz')
  return (
    <Field label={t('forms.leadFields.phone')} hint={hint} error={error} {...required}>
      <input type="tel" autoComplete="tel" inputMode="tel" maxLength={25} {...register} />
    </Field>
  )
}

/** The country's provinces by name. */
export function ProvinceField({ register, error, country }: Props & { country: CountryCode }) {
  const { t } = useT('common')
  return (
    <ChoiceField
      label={t('forms.leadFields.province')}
      register={register}
      error={error}
      options={PROVINCES[country]}
      optionLabel={(name) => name}
      placeholder={t('forms.leadFields.chooseProvince')}
    />
  )
}
