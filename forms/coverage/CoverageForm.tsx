'use client'

import { useEffect, useMemo } from 'react'
import { Field } from '@/components/forms/FormParts'
import { fieldMarks, LeadFormShell } from '@/components/forms/LeadFormShell'
import { ChoiceField } from '@/components/forms/ChoiceField'
import { EmailField, FullNameField, PhoneField, ProvinceField } from '@/components/forms/ContactFields'
import styles from '@/components/forms/Form.module.scss'
import type { FormLabels } from '@/components/forms/labels'
import { useLeadForm } from '@/components/forms/use-lead-form'
import type { CountryCode } from '@/lib/countries'
import { PROVINCES } from '@/lib/forms/provinces'
import { useCoveragePrefill } from '@/forms/coverage/prefill'
import {
  CONTACT_TIMES,
  coverageSchema,
  type CoverageInput,
  FIBRE_INTERESTS,
  PROPERTY_TYPES,
} from '@/forms/coverage/schema'

/**
 * Fibre coverage survey: the address precisely enough for the sales team to check the network,
 * the kind of building, what the person wants and when to call them.
 */
export function CoverageForm({ country, labels }: { country: CountryCode; labels: FormLabels<'coverage' | 'leadFields' | 'optional'> }) {
  const schema = useMemo(() => coverageSchema(country), [country])
  const defaultValues: CoverageInput = {
    fullName: '',
    phone: '',
    email: '',
    province: '' as CoverageInput['province'],
    municipality: '',
    neighbourhood: '',
    address: '',
    landmark: '',
    propertyType: '' as CoverageInput['propertyType'],
    interest: '' as CoverageInput['interest'],
    contactTime: '' as CoverageInput['contactTime'],
    acceptTerms: false,
    website: '',
  }
  const form = useLeadForm({
    form: 'coverage',
    schema,
    defaultValues,
    labels,
  })
  const { methods, errorOf } = form
  const { register, setValue } = methods

  // The place of the coverage check's result on this page ("Avise-me"), filled in as if typed.
  const prefill = useCoveragePrefill((state) => state.prefill)
  const setHosted = useCoveragePrefill((state) => state.setHosted)
  useEffect(() => {
    setHosted(true)
    return () => setHosted(false)
  }, [setHosted])
  useEffect(() => {
    if (!prefill) return
    const filled = { shouldDirty: true } as const
    const province = (PROVINCES[country] as readonly string[]).includes(prefill.province ?? '')
      ? (prefill.province as CoverageInput['province'])
      : undefined
    if (province) setValue('province', province, filled)
    if (prefill.municipality) setValue('municipality', prefill.municipality, filled)
    setValue('neighbourhood', prefill.neighbourhood, filled)
  }, [prefill, setValue, country])
  const { required, optional } = fieldMarks(labels)

  return (
    <LeadFormShell
      labels={labels}
      form={form}
      submitLabel={labels.coverage.submit}
    >
      <FullNameField labels={labels} register={register('fullName')} error={errorOf('fullName')} />
      <div className={styles.row}>
        <PhoneField labels={labels} register={register('phone')} error={errorOf('phone')} country={country} />
        <EmailField labels={labels} register={register('email')} error={errorOf('email')} />
      </div>
      <div className={styles.row}>
        <ProvinceField labels={labels} register={register('province')} error={errorOf('province')} country={country} />
        <Field label={labels.coverage.municipality} error={errorOf('municipality')} {...required}>
          <input type="text" autoComplete="address-level2" maxLength={80} {...register('municipality')} />
        </Field>
      </div>
      <div className={styles.row}>
        <Field label={labels.coverage.neighbourhood} error={errorOf('neighbourhood')} {...required}>
          <input type="text" autoComplete="address-level3" maxLength={80} {...register('neighbourhood')} />
        </Field>
        {/* One line of street and number: HTML allows the whole multi-line street-address only on a
            <textarea>, so a single-line input asks the browser for its first line. */}
        <Field
          label={labels.coverage.address}
          hint={labels.coverage.addressHint}
          error={errorOf('address')}
          {...required}
        >
          <input type="text" autoComplete="address-line1" maxLength={200} {...register('address')} />
        </Field>
      </div>
      <Field
        label={optional(labels.coverage.landmark)}
        hint={labels.coverage.landmarkHint}
        error={errorOf('landmark')}
      >
        <input type="text" maxLength={200} {...register('landmark')} />
      </Field>
      <div className={styles.row}>
        <ChoiceField labels={labels}
          label={labels.coverage.propertyType}
          register={register('propertyType')}
          error={errorOf('propertyType')}
          options={PROPERTY_TYPES}
          optionLabel={(type) => labels.coverage.propertyTypes[type]}
        />
        <ChoiceField labels={labels}
          label={labels.coverage.interest}
          register={register('interest')}
          error={errorOf('interest')}
          options={FIBRE_INTERESTS}
          optionLabel={(interest) => labels.coverage.interests[interest]}
        />
      </div>
      <ChoiceField labels={labels}
        label={labels.coverage.contactTime}
        register={register('contactTime')}
        error={errorOf('contactTime')}
        options={CONTACT_TIMES}
        optionLabel={(time) => labels.coverage.contactTimes[time]}
      />
    </LeadFormShell>
  )
}
