'use client'

import { useMemo } from 'react'
import { Field, Honeypot, SubmitButton } from '@/components/forms/FormParts'
import { ChoiceField } from '@/components/forms/ChoiceField'
import { EmailField, FullNameField, PhoneField, ProvinceField } from '@/components/forms/ContactFields'
import { FormOutcome } from '@/components/forms/FormOutcome'
import styles from '@/components/forms/Form.module.scss'
import { useLeadForm } from '@/components/forms/use-lead-form'
import { TermsCheckbox } from '@/components/forms/TermsCheckbox'
import type { CountryCode } from '@/lib/countries'
import { castingSchema, type CastingInput, TALENTS } from '@/forms/casting/schema'

/**
 * Diamante Bruto casting: who the person is (adults only), how to reach them, where they live,
 * what they do, and optionally where the team can see them (a video, a social profile).
 */
export function CastingForm({ country }: { country: CountryCode }) {
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
  const { methods, onSubmit, state, errorOf, t, sending } = useLeadForm({ form: 'casting', schema, defaultValues })
  const { register } = methods
  const required = { required: true, requiredLabel: t('forms.required') }
  const optional = (label: string) => `${label} (${t('forms.optional')})`

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={sending || undefined}>
      <p className={styles.hint}>{t('forms.leadFields.requiredNote')}</p>
      <FullNameField register={register('fullName')} error={errorOf('fullName')} />
      <div className={styles.row}>
        <Field
          label={t('forms.casting.birthDate')}
          hint={t('forms.casting.birthDateHint')}
          error={errorOf('birthDate')}
          {...required}
        >
          <input type="date" autoComplete="bday" {...register('birthDate')} />
        </Field>
        <ChoiceField
          label={t('forms.casting.talent')}
          register={register('talent')}
          error={errorOf('talent')}
          options={TALENTS}
          optionLabel={(talent) => t(`forms.casting.talents.${talent}`)}
        />
      </div>
      <div className={styles.row}>
        <EmailField register={register('email')} error={errorOf('email')} />
        <PhoneField register={register('phone')} error={errorOf('phone')} country={country} />
      </div>
      <div className={styles.row}>
        <ProvinceField register={register('province')} error={errorOf('province')} country={country} />
        <Field label={t('forms.casting.city')} error={errorOf('city')} {...required}>
          <input type="text" autoComplete="address-level2" maxLength={80} {...register('city')} />
        </Field>
      </div>
      <Field
        label={t('forms.casting.about')}
        hint={t('forms.casting.aboutHint')}
        error={errorOf('about')}
        {...required}
      >
        <textarea rows={6} maxLength={2000} {...register('about')} />
      </Field>
      <div className={styles.row}>
        <Field
          label={optional(t('forms.casting.videoUrl'))}
          hint={t('forms.casting.videoUrlHint')}
          error={errorOf('videoUrl')}
        >
          <input type="url" inputMode="url" maxLength={500} {...register('videoUrl')} />
        </Field>
        <Field
          label={optional(t('forms.casting.socialUrl'))}
          hint={t('forms.leadFields.urlHint')}
          error={errorOf('socialUrl')}
        >
          <input type="url" inputMode="url" maxLength={500} {...register('socialUrl')} />
        </Field>
      </div>
      <TermsCheckbox register={register('acceptTerms')} error={errorOf('acceptTerms')} />
      <Honeypot register={register('website')} />
      <FormOutcome state={state} />
      <SubmitButton sending={sending} sendingLabel={t('forms.sending')}>
        {t('forms.casting.submit')}
      </SubmitButton>
    </form>
  )
}
