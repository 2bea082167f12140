'use client'

import { useEffect, useId, useMemo, useRef } from 'react'
import { Field, FormStatus, Honeypot, SubmitButton } from '../../layouts/forms/FormParts'
import styles from '../../layouts/forms/Form.module.scss'
import own from './CastingForm.module.scss'
import { useLeadForm } from '../../layouts/forms/use-lead-form'
import { TermsLink } from '../../layouts/terms/TermsLink'
import type { CountryCode } from '../../lib/countries'
import { castingSchema, type CastingInput, TALENTS } from '../../lib/forms/casting-schema'
import { PROVINCES } from '../../lib/forms/provinces'

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
  const termsId = useId()
  const statusRef = useRef<HTMLDivElement>(null)

  // Once the server has answered, focus goes to its message (the fields may have been reset).
  useEffect(() => {
    if (state.status === 'success' || state.status === 'error') statusRef.current?.focus()
  }, [state.status])
  const termsError = errorOf('acceptTerms')
  const required = { required: true, requiredLabel: t('forms.required') }
  const optional = (label: string) => `${label} (${t('forms.optional')})`

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={sending || undefined}>
      <p className={styles.hint}>{t('forms.leadFields.requiredNote')}</p>
      <Field label={t('forms.leadFields.fullName')} error={errorOf('fullName')} {...required}>
        <input type="text" autoComplete="name" maxLength={120} {...register('fullName')} />
      </Field>
      <div className={styles.row}>
        <Field label={t('forms.casting.birthDate')} hint={t('forms.casting.birthDateHint')} error={errorOf('birthDate')} {...required}>
          <input type="date" autoComplete="bday" {...register('birthDate')} />
        </Field>
        <Field label={t('forms.casting.talent')} error={errorOf('talent')} {...required}>
          <select {...register('talent')}>
            <option value="">{t('forms.leadFields.choose')}</option>
            {TALENTS.map((talent) => (
              <option key={talent} value={talent}>{t(`forms.casting.talents.${talent}`)}</option>
            ))}
          </select>
        </Field>
      </div>
      <div className={styles.row}>
        <Field label={t('forms.leadFields.email')} hint={t('forms.leadFields.emailHint')} error={errorOf('email')} {...required}>
          <input type="email" autoComplete="email" inputMode="email" maxLength={254} {...register('email')} />
        </Field>
        <Field
          label={t('forms.leadFields.phone')}
          hint={t(country === 'ao' ? 'forms.leadFields.phoneHintAo' : 'forms.leadFields.phoneHintMz')}
          error={errorOf('phone')}
          {...required}
        >
          <input type="tel" autoComplete="tel" inputMode="tel" maxLength={25} {...register('phone')} />
        </Field>
      </div>
      <div className={styles.row}>
        <Field label={t('forms.leadFields.province')} error={errorOf('province')} {...required}>
          <select {...register('province')}>
            <option value="">{t('forms.leadFields.chooseProvince')}</option>
            {PROVINCES[country].map((name) => (
              <option key={name} value={name}>{name}</option>
            ))}
          </select>
        </Field>
        <Field label={t('forms.casting.city')} error={errorOf('city')} {...required}>
          <input type="text" autoComplete="address-level2" maxLength={80} {...register('city')} />
        </Field>
      </div>
      <Field label={t('forms.casting.about')} hint={t('forms.casting.aboutHint')} error={errorOf('about')} {...required}>
        <textarea rows={6} maxLength={2000} {...register('about')} />
      </Field>
      <div className={styles.row}>
        <Field label={optional(t('forms.casting.videoUrl'))} hint={t('forms.casting.videoUrlHint')} error={errorOf('videoUrl')}>
          <input type="url" inputMode="url" maxLength={500} {...register('videoUrl')} />
        </Field>
        <Field label={optional(t('forms.casting.socialUrl'))} hint={t('forms.leadFields.urlHint')} error={errorOf('socialUrl')}>
          <input type="url" inputMode="url" maxLength={500} {...register('socialUrl')} />
        </Field>
      </div>
      <div className={styles.field}>
        <div className={styles.check}>
          <input
            id={termsId}
            type="checkbox"
            aria-invalid={termsError ? true : undefined}
            aria-describedby={termsError ? `${termsId}-error` : undefined}
            aria-required
            {...register('acceptTerms')}
          />
          <label htmlFor={termsId}>
            {t('forms.acceptTermsBefore')} <TermsLink>{t('forms.termsLink')}</TermsLink>{' '}
            <span className={styles.required}>({t('forms.required')})</span>
          </label>
        </div>
        {termsError ? <p id={`${termsId}-error`} className={styles.error}>{termsError}</p> : null}
      </div>
      <Honeypot register={register('website')} />
      {/* Focusable only by script: where focus goes once the server has answered. */}
      <div ref={statusRef} tabIndex={-1} className={own.status}>
        <FormStatus state={state} successTitle={t('forms.success')} failureTitle={t('forms.failure.title')} />
      </div>
      <SubmitButton sending={sending} sendingLabel={t('forms.sending')}>{t('forms.casting.submit')}</SubmitButton>
    </form>
  )
}
