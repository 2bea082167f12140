'use client'

import { useEffect, useMemo, useRef } from 'react'
import { Controller } from 'react-hook-form'
import type { z } from 'zod'
import { Field } from '@/components/forms/FormParts'
import { fieldMarks, LeadFormShell } from '@/components/forms/LeadFormShell'
import { ChoiceField } from '@/components/forms/ChoiceField'
import { EmailField, FullNameField, PhoneField, ProvinceField } from '@/components/forms/ContactFields'
import styles from '@/components/forms/Form.module.scss'
import type { FormLabels } from '@/components/forms/labels'
import { useLeadForm } from '@/components/forms/use-lead-form'
import type { CountryCode } from '@/lib/countries'
import { EDUCATION_LEVELS, jobApplicationSchema, type JobApplicationInput } from '@/forms/job-application/schema'

type Props = {
  country: CountryCode
  /** The advertised job applied for; without it the application is spontaneous. */
  jobId?: number
  labels: FormLabels<'job' | 'leadFields' | 'optional'>
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
export function JobApplicationForm({ country, jobId, labels }: Props) {
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
  const form = useLeadForm({
    form: 'job-application',
    schema,
    defaultValues,
    toBody: toFormData,
    labels,
  })
  const { methods, errorOf, state } = form
  const { register, control } = methods
  const fileInput = useRef<HTMLInputElement | null>(null)

  // The form's values are reset after success; a file input's own selection has to be cleared by hand.
  useEffect(() => {
    if (state.status === 'success' && fileInput.current) fileInput.current.value = ''
  }, [state.status])

  const { required, optional } = fieldMarks(labels)

  return (
    <LeadFormShell labels={labels} form={form} submitLabel={labels.job.submit}>
      {jobId === undefined ? (
        <Field label={optional(labels.job.area)} hint={labels.job.areaHint} error={errorOf('area')}>
          <input type="text" maxLength={80} {...register('area')} />
        </Field>
      ) : null}
      <FullNameField labels={labels} register={register('fullName')} error={errorOf('fullName')} />
      <div className={styles.row}>
        <EmailField labels={labels} register={register('email')} error={errorOf('email')} />
        <PhoneField labels={labels} register={register('phone')} error={errorOf('phone')} country={country} />
      </div>
      <div className={styles.row}>
        <ProvinceField labels={labels} register={register('province')} error={errorOf('province')} country={country} />
        <ChoiceField
          labels={labels}
          label={labels.job.education}
          register={register('education')}
          error={errorOf('education')}
          options={EDUCATION_LEVELS}
          optionLabel={(level) => labels.job.educationLevels[level]}
        />
      </div>
      <div className={styles.row}>
        <Field
          label={labels.job.experienceYears}
          hint={labels.job.experienceHint}
          error={errorOf('experienceYears')}
          {...required}
        >
          {/* valueAsNumber: an empty box becomes NaN, which the schema refuses, instead of 0 years. */}
          <input
            type="number"
            inputMode="numeric"
            min={0}
            max={50}
            step={1}
            {...register('experienceYears', { valueAsNumber: true })}
          />
        </Field>
        <Field label={optional(labels.job.linkedin)} hint={labels.leadFields.urlHint} error={errorOf('linkedin')}>
          <input type="url" inputMode="url" autoComplete="url" maxLength={500} {...register('linkedin')} />
        </Field>
      </div>
      <Field label={optional(labels.job.coverLetter)} hint={labels.job.coverLetterHint} error={errorOf('coverLetter')}>
        <textarea rows={6} maxLength={3000} {...register('coverLetter')} />
      </Field>
      <Controller
        control={control}
        name="cv"
        render={({ field: { name, onBlur, onChange, ref } }) => (
          <Field label={labels.job.cv} hint={labels.job.cvHint} error={errorOf('cv')} {...required}>
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
    </LeadFormShell>
  )
}
