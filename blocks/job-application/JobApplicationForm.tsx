'use client'

import { useEffect, useId, useMemo, useRef } from 'react'
import { Controller } from 'react-hook-form'
import type { z } from 'zod'
import { Field, FormStatus, Honeypot, SubmitButton } from '../../layouts/forms/FormParts'
import styles from '../../layouts/forms/Form.module.scss'
import own from './JobApplication.module.scss'
import { useLeadForm } from '../../layouts/forms/use-lead-form'
import { TermsLink } from '../../layouts/terms/TermsLink'
import type { CountryCode } from '../../lib/countries'
import { EDUCATION_LEVELS, jobApplicationSchema, type JobApplicationInput } from '../../lib/forms/job-application-schema'
import { PROVINCES } from '../../lib/forms/provinces'

type Props = {
  country: CountryCode
  /** The advertised job applied for; without it the application is spontaneous. */
  jobId?: number
}

type Values = z.output<ReturnType<typeof jobApplicationSchema>>

/** Multipart body: every field as text, the CV as the file itself. */
export function toFormData(values: Values): FormData {
  const body = new FormData()
  for (const [name, value] of Object.entries(values)) {
    if (name === 'cv' || value === undefined || value === null) continue
    if (name === 'job' && value === '') continue // a spontaneous application names no job
    body.append(name, String(value))
  }
  // The schema typed the CV by the properties it checks; in the browser it is the picked File.
  if (values.cv instanceof Blob) body.append('cv', values.cv, values.cv.name)
  return body
}

/**
 * The application form: contact, province, education, experience, optional profile link and
 * cover letter, the CV (one PDF up to 5 MB, checked here and again on the server) and the terms.
 */
export function JobApplicationForm({ country, jobId }: Props) {
  const schema = useMemo(() => jobApplicationSchema(country), [country])
  // No CV until one is picked.
  const defaultValues: Omit<JobApplicationInput, 'cv'> = {
    job: jobId === undefined ? '' : String(jobId),
    area: '',
    fullName: '',
    email: '',
    phone: '',
    province: '' as JobApplicationInput['province'],
    education: '' as JobApplicationInput['education'],
    experienceYears: '',
    linkedin: '',
    coverLetter: '',
    acceptTerms: false,
    website: '',
  }
  const { methods, onSubmit, state, errorOf, t, sending } = useLeadForm({
    form: 'job-application',
    schema,
    defaultValues,
    toBody: toFormData,
  })
  const { register, control } = methods
  const fileInput = useRef<HTMLInputElement | null>(null)

  const statusRef = useRef<HTMLDivElement>(null)

  useEffect(() => {
    // The form's values are reset after success; a file input's own selection has to be cleared by hand.
    if (state.status === 'success' && fileInput.current) fileInput.current.value = ''
    // Once the server has answered, focus goes to its message (the fields may have been reset).
    if (state.status === 'success' || state.status === 'error') statusRef.current?.focus()
  }, [state.status])

  const required = { required: true, requiredLabel: t('forms.required') }
  const optional = (label: string) => `${label} (${t('forms.optional')})`
  const termsError = errorOf('acceptTerms')
  const termsId = useId()

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={sending || undefined}>
      <p className={styles.hint}>{t('forms.leadFields.requiredNote')}</p>
      {jobId === undefined ? (
        <Field label={optional(t('forms.job.area'))} hint={t('forms.job.areaHint')} error={errorOf('area')}>
          <input type="text" maxLength={80} {...register('area')} />
        </Field>
      ) : null}
      <Field label={t('forms.leadFields.fullName')} error={errorOf('fullName')} {...required}>
        <input type="text" autoComplete="name" maxLength={120} {...register('fullName')} />
      </Field>
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
        <Field label={t('forms.job.education')} error={errorOf('education')} {...required}>
          <select {...register('education')}>
            <option value="">{t('forms.leadFields.choose')}</option>
            {EDUCATION_LEVELS.map((level) => (
              <option key={level} value={level}>{t(`forms.job.educationLevels.${level}`)}</option>
            ))}
          </select>
        </Field>
      </div>
      <div className={styles.row}>
        <Field label={t('forms.job.experienceYears')} hint={t('forms.job.experienceHint')} error={errorOf('experienceYears')} {...required}>
          {/* valueAsNumber: an empty box becomes NaN, which the schema refuses, instead of 0 years. */}
          <input type="number" inputMode="numeric" min={0} max={50} step={1} {...register('experienceYears', { valueAsNumber: true })} />
        </Field>
        <Field label={optional(t('forms.job.linkedin'))} hint={t('forms.leadFields.urlHint')} error={errorOf('linkedin')}>
          <input type="url" inputMode="url" autoComplete="url" maxLength={500} {...register('linkedin')} />
        </Field>
      </div>
      <Field label={optional(t('forms.job.coverLetter'))} hint={t('forms.job.coverLetterHint')} error={errorOf('coverLetter')}>
        <textarea rows={6} maxLength={3000} {...register('coverLetter')} />
      </Field>
      <Controller
        control={control}
        name="cv"
        render={({ field: { name, onBlur, onChange, ref } }) => (
          <Field label={t('forms.job.cv')} hint={t('forms.job.cvHint')} error={errorOf('cv')} {...required}>
            <input
              type="file"
              accept="application/pdf,.pdf"
              name={name}
              onBlur={onBlur}
              // The schema checks the File itself (type, size), so the field holds the File, not the path.
              onChange={(event) => onChange(event.target.files?.[0])}
              ref={(element) => {
                fileInput.current = element
                ref(element)
              }}
            />
          </Field>
        )}
      />
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
      <SubmitButton sending={sending} sendingLabel={t('forms.sending')}>{t('forms.job.submit')}</SubmitButton>
    </form>
  )
}
