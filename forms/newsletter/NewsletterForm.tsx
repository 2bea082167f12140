'use client'

import { type FormEvent, useEffect, useRef, useState } from 'react'
import { ERR } from '@/lib/forms/messages'
import { NEWSLETTER_EMAIL } from '@/forms/newsletter/email'
import type { NewsletterService } from '@/forms/newsletter/service-label'
import { Field, FormStatus, Honeypot, SubmitButton } from '@/components/forms/FormParts'
import formStyles from '@/components/forms/Form.module.scss'
import { submitLead } from '@/components/forms/submit-lead'
import { TermsCheckbox } from '@/components/forms/TermsCheckbox'
import type { FormLabels } from '@/components/forms/labels'
import { formMessage } from '@/components/forms/form-message'
import type { FormState } from '@/components/forms/use-lead-form'
import styles from './NewsletterForm.module.scss'

type Props = {
  /** The service label of the page's section (or the block's own choice); posted as `service`. */
  service: NewsletterService
  labels: FormLabels<'newsletter'>
}

type Errors = { email?: string; acceptTerms?: string }

/**
 * The newsletter sign-up: "Subscrever" stays disabled until the e-mail matches the newsletter's
 * pattern; sending also needs the terms ticked (otherwise a warning asks for them, and nothing is sent).
 * Shared by the newsletterForm block and the service frame's newsletter slot, so it is on most
 * pages: two uncontrolled fields and a little React state instead of react-hook-form and zod
 * (~45 kB gzipped on the home page). The server parses with the full schema
 * (forms/newsletter/schema.ts) and its field messages come back here. Uncontrolled, because
 * the island hydrates after its chunk arrives: what a visitor typed before that must stay.
 */
export function NewsletterForm({ service, labels }: Props) {
  const { locale } = labels
  // The e-mail as typed, mirrored from the field for the button's state; the field itself holds it.
  const [email, setEmail] = useState('')
  const [errors, setErrors] = useState<Errors>({})
  const [state, setState] = useState<FormState>({ status: 'idle' })
  const emailField = useRef<HTMLInputElement>(null)
  const honeypot = useRef<HTMLInputElement>(null)
  const termsBox = useRef<HTMLInputElement>(null)
  // Picks up what was typed before hydration.
  useEffect(() => setEmail(emailField.current?.value ?? ''), [])
  const emailValid = NEWSLETTER_EMAIL.test(email.trim())
  const sending = state.status === 'sending'
  const emailError = (value: string) =>
    value && !NEWSLETTER_EMAIL.test(value.trim()) ? formMessage(labels, ERR.newsletterEmail) : undefined

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    if (sending || !emailValid) return
    const acceptTerms = termsBox.current?.checked === true
    if (!acceptTerms) {
      setErrors({ acceptTerms: formMessage(labels, ERR.newsletterTerms) })
      termsBox.current?.focus()
      return
    }
    setErrors({})
    setState({ status: 'sending' })
    const body = { email: email.trim().toLowerCase(), acceptTerms, service, website: honeypot.current?.value ?? '' }
    const result = await submitLead('newsletter', locale, body, labels.failure.generic)
    if (result.ok) {
      form.reset()
      setEmail('')
      setState({ status: 'success', message: result.message })
      return
    }
    setErrors({ email: result.errors.email, acceptTerms: result.errors.acceptTerms })
    setState({ status: 'error', message: result.message })
  }

  // noValidate: the newsletter's own pattern decides, not the browser's e-mail rule.
  return (
    <form className={`${formStyles.form} ${styles.form}`} onSubmit={onSubmit} noValidate>
      <Field label={labels.newsletter.email} error={errors.email} required requiredLabel={labels.required}>
        <input
          type="email"
          name="email"
          required
          autoComplete="email"
          inputMode="email"
          placeholder={labels.newsletter.placeholder}
          ref={emailField}
          defaultValue=""
          onChange={(event) => {
            setEmail(event.target.value)
            // A message already shown follows the typing, so it goes as soon as the address is right.
            if (errors.email) setErrors((previous) => ({ ...previous, email: emailError(event.target.value) }))
          }}
          // Like the other forms: a wrong address is named when the visitor leaves the field.
          onBlur={(event) => setErrors((previous) => ({ ...previous, email: emailError(event.target.value) }))}
        />
      </Field>
      <input type="hidden" name="service" value={service} />
      {/* Not marked required: the form's own warning says so when the box is left empty. */}
      <TermsCheckbox
        labels={labels}
        register={{
          name: 'acceptTerms',
          ref: termsBox,
          defaultChecked: false,
          onChange: (event) => {
            if (event.target.checked) setErrors((previous) => ({ ...previous, acceptTerms: undefined }))
          },
        }}
        error={errors.acceptTerms}
        required={false}
        announce
        className={styles.terms}
      />
      <Honeypot register={{ name: 'website', ref: honeypot, defaultValue: '' }} />
      <SubmitButton sending={sending} sendingLabel={labels.sending} disabled={!emailValid}>
        {labels.newsletter.submit}
      </SubmitButton>
      <FormStatus state={state} successTitle={labels.success} failureTitle={labels.failure.title} />
    </form>
  )
}
