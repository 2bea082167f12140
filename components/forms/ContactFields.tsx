'use client'

import type { UseFormRegisterReturn } from 'react-hook-form'
import type { CountryCode } from '@/lib/countries'
import { PROVINCES } from '@/lib/forms/provinces'
import { ChoiceField } from './ChoiceField'
import { Field } from './FormParts'
import type { FormLabels } from './labels'

// The person's contact fields as the casting, coverage-survey and job forms ask for them
// (lib/forms/fields.ts), all required. Each takes react-hook-form's registration and its message.

type Props = { register: UseFormRegisterReturn; error?: string; labels: FormLabels<'leadFields'> }

const required = (labels: FormLabels) => ({ required: true, requiredLabel: labels.required })

export function FullNameField({ register, error, labels }: Props) {
  return (
    <Field label={labels.leadFields.fullName} error={error} {...required(labels)}>
      <input type="text" autoComplete="name" maxLength={120} {...register} />
    </Field>
  )
}

export function EmailField({ register, error, labels }: Props) {
  return (
    <Field label={labels.leadFields.email} hint={labels.leadFields.emailHint} error={error} {...required(labels)}>
      <input type="email" autoComplete="email" inputMode="email" maxLength={254} {...register} />
    </Field>
  )
}

/** The hint gives the country's own number format. */
export function PhoneField({ register, error, country, labels }: Props & { country: CountryCode }) {
  const hint = country === 'ao' ? labels.leadFields.phoneHintAo : labels.leadFields.phoneHintMz
  return (
    <Field label={labels.leadFields.phone} hint={hint} error={error} {...required(labels)}>
      <input type="tel" autoComplete="tel" inputMode="tel" maxLength={25} {...register} />
    </Field>
  )
}

/** The country's provinces by name. */
export function ProvinceField({ register, error, country, labels }: Props & { country: CountryCode }) {
  return (
    <ChoiceField
      label={labels.leadFields.province}
      register={register}
      error={error}
      options={PROVINCES[country]}
      optionLabel={(name) => name}
      placeholder={labels.leadFields.chooseProvince}
      labels={labels}
    />
  )
}
