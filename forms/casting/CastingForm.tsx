'use client'

import { useMemo } from 'react'
import { Field } from '@/components/forms/FormParts'
import { fieldMarks, LeadFormShell } from '@/components/forms/LeadFormShell'
import { ChoiceField } from '@/components/forms/ChoiceField'
import { EmailField, FullNameField, PhoneField, ProvinceField } from '@/components/forms/ContactFields'
import styles from '@/components/forms/Form.module.scss'
import type { FormLabels } from '@/components/forms/labels'
import { useLeadForm } from '@/components/forms/use-lead-form'
import type { CountryCode } from '@/lib/countries'
import { castingSchema, type CastingInput, TALENTS } from '@/forms/casting/schema'

/**
 * Diamante Bruto casting: who the person is (adults only), how to reach them, where they live,
 * what they do, and optionally where the team can see them (a video, a social profile).
 */
export function CastingForm({
  country,
  labels,
}: {
  country: CountryCode
  labels: FormLabels<'casting' | 'leadFields' | 'optional'>
}) {
  const schema = useMemo(() => castingSchema(country), [country])
  const defaultValues: CastingInput = {
    fullName: '',
    birthDate: '',
    email: '',
    phone: '',
    province: '' as CastingInput['province'],
    city: '',
    talent: '' as CastingInput['talent'],
    about: '',
    videoUrl: '',
    socialUrl: '',
    acceptTerms: false,
    website: '',
  }
  const form = useLeadForm({
    form: 'casting',
    schema,
    defaultValues,
    labels,
  })
  const { methods, errorOf } = form
  const { register } = methods
  const { required, optional } = fieldMarks(labels)

  return (
    <LeadFormShell labels={labels} form={form} submitLabel={labels.casting.submit}>
      <FullNameField labels={labels} register={register('fullName')} error={errorOf('fullName')} />
      <div className={styles.row}>
        <Field
          label={labels.casting.birthDate}
          hint={labels.casting.birthDateHint}
          error={errorOf('birthDate')}
          {...required}
        >
          <input type="date" autoComplete="bday" {...register('birthDate')} />
        </Field>
        <ChoiceField
          labels={labels}
          label={labels.casting.talent}
          register={register('talent')}
          error={errorOf('talent')}
          options={TALENTS}
          optionLabel={(talent) => labels.casting.talents[talent]}
        />
      </div>
      <div className={styles.row}>
        <EmailField labels={labels} register={register('email')} error={errorOf('email')} />
        <PhoneField labels={labels} register={register('phone')} error={errorOf('phone')} country={country} />
      </div>
      <div className={styles.row}>
        <ProvinceField labels={labels} register={register('province')} error={errorOf('province')} country={country} />
        <Field label={labels.casting.city} error={errorOf('city')} {...required}>
          <input type="text" autoComplete="address-level2" maxLength={80} {...register('city')} />
        </Field>
      </div>
      <Field label={labels.casting.about} hint={labels.casting.aboutHint} error={errorOf('about')} {...required}>
        <textarea rows={6} maxLength={2000} {...register('about')} />
      </Field>
      <div className={styles.row}>
        <Field label={optional(labels.casting.videoUrl)} hint={labels.casting.videoUrlHint} error={errorOf('videoUrl')}>
          <input type="url" inputMode="url" maxLength={500} {...register('videoUrl')} />
        </Field>
        <Field label={optional(labels.casting.socialUrl)} hint={labels.leadFields.urlHint} error={errorOf('socialUrl')}>
          <input type="url" inputMode="url" maxLength={500} {...register('socialUrl')} />
        </Field>
      </div>
    </LeadFormShell>
  )
}
