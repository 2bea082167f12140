'use client'

import { useMemo } from 'react'
import { Field } from '@/components/forms/FormParts'
import { fieldMarks, LeadFormShell } from '@/components/forms/LeadFormShell'
import { FullNameField, PhoneField, ProvinceField } from '@/components/forms/ContactFields'
import styles from '@/components/forms/Form.module.scss'
import type { FormLabels } from '@/components/forms/labels'
import { useLeadForm } from '@/components/forms/use-lead-form'
import type { CountryCode } from '@/lib/countries'
import { signUpSchema, type SignUpInput } from '@/forms/sign-up/schema'

/** A package the visitor may choose, as the select shows it (name, price and period, in the page's words). */
export type SignUpChoice = { id: number; label: string; service: 'satelite' | 'fibra' }

type Props = {
  country: CountryCode
  labels: FormLabels<'signUp' | 'leadFields' | 'optional'>
  packages: SignUpChoice[]
  /** The package the visitor came from (its card, page or column), chosen already. */
  chosen?: number
}

/**
 * The sign-up request: who to call, which package (grouped by service when the country sells more
 * than one), the province and, optionally, the address. The team calls back to arrange the rest.
 */
export function SignUpForm({ country, labels, packages, chosen }: Props) {
  const schema = useMemo(() => signUpSchema(country), [country])
  const defaultValues: SignUpInput = {
    clientName: '',
    clientPhone: '',
    package: chosen === undefined ? '' : String(chosen),
    province: '' as SignUpInput['province'],
    address: '',
    acceptTerms: false,
    website: '',
  }
  // After a success the form empties for a next request, keeping the package the page was opened with.
  const form = useLeadForm({ form: 'sign-up', schema, defaultValues, labels })
  const { methods, errorOf } = form
  const { register } = methods
  const { required, optional } = fieldMarks(labels)
  const services = (['satelite', 'fibra'] as const)
    .map((service) => ({ service, choices: packages.filter((p) => p.service === service) }))
    .filter((group) => group.choices.length > 0)
  const option = (choice: SignUpChoice) => (
    <option key={choice.id} value={String(choice.id)}>
      {choice.label}
    </option>
  )

  return (
    <LeadFormShell labels={labels} form={form} submitLabel={labels.signUp.submit}>
      <Field label={labels.signUp.package} hint={labels.signUp.packageHint} error={errorOf('package')} {...required}>
        <select {...register('package')}>
          <option value="">{labels.signUp.choosePackage}</option>
          {services.length > 1
            ? services.map((group) => (
                <optgroup
                  key={group.service}
                  label={group.service === 'fibra' ? labels.signUp.fibre : labels.signUp.satellite}
                >
                  {group.choices.map(option)}
                </optgroup>
              ))
            : packages.map(option)}
        </select>
      </Field>
      <div className={styles.row}>
        <FullNameField labels={labels} register={register('clientName')} error={errorOf('clientName')} />
        <PhoneField
          labels={labels}
          register={register('clientPhone')}
          error={errorOf('clientPhone')}
          country={country}
        />
      </div>
      <ProvinceField labels={labels} register={register('province')} error={errorOf('province')} country={country} />
      {/* One line of street and number: HTML allows the whole multi-line street-address only on a
          <textarea>, so a single-line input asks the browser for its first line. */}
      <Field label={optional(labels.signUp.address)} hint={labels.signUp.addressHint} error={errorOf('address')}>
        <input type="text" autoComplete="address-line1" maxLength={200} {...register('address')} />
      </Field>
    </LeadFormShell>
  )
}
