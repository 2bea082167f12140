'use client'

import type { BaseSyntheticEvent, ReactNode } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import styles from './Form.module.scss'
import { FormOutcome } from './FormOutcome'
import { Honeypot, SubmitButton } from './FormParts'
import type { FormLabels } from './labels'
import { TermsCheckbox } from './TermsCheckbox'
import type { FormState } from './use-lead-form'

/** What the shell reads of the form's useLeadForm result. */
type LeadForm = {
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>
  state: FormState
  sending: boolean
  /**
   * The form's `register` and `errorOf`, for the terms box and the honeypot (the field only bots fill in).
   * They are registered here, after the form's own fields, because a failed submit focuses the first
   * invalid field in the order of registration, which must be the order of the form.
   */
  methods: { register: (name: 'acceptTerms' | 'website') => UseFormRegisterReturn }
  errorOf: (field: 'acceptTerms') => string | undefined
}

type Props = {
  labels: FormLabels<'leadFields'>
  /** What useLeadForm returned for this form, passed whole. */
  form: LeadForm
  submitLabel: string
  /** The form's own fields, between the note on required fields and the terms box. */
  children: ReactNode
}

/**
 * What every multi-field lead form has around its own fields, in this order: the note on required fields,
 * the fields, the terms box, the honeypot, the server's response (where focus goes once it arrives) and the
 * submit button. Browser validation is off (noValidate) because the zod schema names each problem in the
 * page's language, on its field.
 */
export function LeadFormShell({ labels, form, submitLabel, children }: Props) {
  const { onSubmit, state, sending, methods, errorOf } = form
  const { register } = methods
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={sending || undefined}>
      <p className={styles.hint}>{labels.leadFields.requiredNote}</p>
      {children}
      <TermsCheckbox labels={labels} register={register('acceptTerms')} error={errorOf('acceptTerms')} />
      <Honeypot register={register('website')} />
      <FormOutcome labels={labels} state={state} />
      <SubmitButton sending={sending} sendingLabel={labels.sending}>
        {submitLabel}
      </SubmitButton>
    </form>
  )
}

/** A field's marks: `required` spreads onto Field, `optional` appends "(optional)" to a label. */
export function fieldMarks(labels: FormLabels<'optional'>) {
  return {
    required: { required: true, requiredLabel: labels.required },
    optional: (label: string) => `${label} (${labels.optional})`,
  }
}
