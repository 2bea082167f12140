'use client'

import { useEffect, useId, useMemo, useRef } from 'react'
import { Field, FormStatus, Honeypot, SubmitButton } from '../../layouts/forms/FormParts'
import styles from '../../layouts/forms/Form.module.scss'
import own from './CoverageForm.module.scss'
import { useLeadForm } from '../../layouts/forms/use-lead-form'
import { TermsLink } from '../../layouts/terms/TermsLink'
import type { CountryCode } from '../../lib/countries'
import { CONTACT_TIMES, coverageSchema, type CoverageInput, FIBRE_INTERESTS, PROPERTY_TYPES } from '../../lib/forms/coverage-schema'
import { PROVINCES } from '../../lib/forms/provinces'

/**
 * Fibre coverage survey: the address precisely enough for the sales team to check the network,
 * the kind of building, what the person wants and when to call them.
 */
export function CoverageForm({ country }: { country: CountryCode }) {
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
  const { methods, onSubmit, state, errorOf, t, sending } = useLeadForm({ form: 'coverage', schema, defaultValues })
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
        <Field
          label={t('forms.leadFields.phone')}
          hint={t(country === 'ao' ? 'forms.leadFields.phoneHintAo' : 'forms.leadFields.phoneHintMz')}
          error={errorOf('phone')}
          {...required}
        >
          <input type="tel" autoComplete="tel" inputMode="tel" maxLength={25} {...register('phone')} />
        </Field>
        <Field label={t('forms.leadFields.email')} hint={t('forms.leadFields.emailHint')} error={errorOf('email')} {...required}>
          <input type="email" autoComplete="email" inputMode="email" maxLength={254} {...register('email')} />
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
        <Field label={t('forms.coverage.municipality')} error={errorOf('municipality')} {...required}>
          <input type="text" autoComplete="address-level2" maxLength={80} {...register('municipality')} />
        </Field>
      </div>
      <div className={styles.row}>
        <Field label={t('forms.coverage.neighbourhood')} error={errorOf('neighbourhood')} {...required}>
          <input type="text" autoComplete="address-level3" maxLength={80} {...register('neighbourhood')} />
        </Field>
        <Field label={t('forms.coverage.address')} hint={t('forms.coverage.addressHint')} error={errorOf('address')} {...required}>
          <input type="text" autoComplete="street-address" maxLength={200} {...register('address')} />
        </Field>
      </div>
      <Field label={optional(t('forms.coverage.landmark'))} hint={t('forms.coverage.landmarkHint')} error={errorOf('landmark')}>
        <input type="text" maxLength={200} {...register('landmark')} />
      </Field>
      <div className={styles.row}>
        <Field label={t('forms.coverage.propertyType')} error={errorOf('propertyType')} {...required}>
          <select {...register('propertyType')}>
            <option value="">{t('forms.leadFields.choose')}</option>
            {PROPERTY_TYPES.map((type) => (
              <option key={type} value={type}>{t(`forms.coverage.propertyTypes.${type}`)}</option>
            ))}
          </select>
        </Field>
        <Field label={t('forms.coverage.interest')} error={errorOf('interest')} {...required}>
          <select {...register('interest')}>
            <option value="">{t('forms.leadFields.choose')}</option>
            {FIBRE_INTERESTS.map((interest) => (
              <option key={interest} value={interest}>{t(`forms.coverage.interests.${interest}`)}</option>
            ))}
          </select>
        </Field>
      </div>
      <Field label={t('forms.coverage.contactTime')} error={errorOf('contactTime')} {...required}>
        <select {...register('contactTime')}>
          <option value="">{t('forms.leadFields.choose')}</option>
          {CONTACT_TIMES.map((time) => (
            <option key={time} value={time}>{t(`forms.coverage.contactTimes.${time}`)}</option>
          ))}
        </select>
      </Field>
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
      <SubmitButton sending={sending} sendingLabel={t('forms.sending')}>{t('forms.coverage.submit')}</SubmitButton>
    </form>
  )
}
