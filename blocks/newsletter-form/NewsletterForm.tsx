'use client'

import { useWatch } from 'react-hook-form'
import { NEWSLETTER_EMAIL, newsletterSchema } from '../../lib/forms/newsletter-schema'
import type { NewsletterService } from '../../lib/forms/service-label'
import { Field, FormStatus, Honeypot, SubmitButton } from '../../layouts/forms/FormParts'
import formStyles from '../../layouts/forms/Form.module.scss'
import { useLeadForm } from '../../layouts/forms/use-lead-form'
import { TermsCheckbox } from '../../layouts/forms/TermsCheckbox'
import styles from './NewsletterForm.module.scss'

type Props = {
  /** Spec 9 label of the page's section (or the block's own choice); posted as `service`. */
  service: NewsletterService
}

/**
 * Spec 4/5 newsletter sign-up: "Subscrever" stays disabled until the e-mail matches the spec
 * pattern; sending also needs the terms ticked (otherwise the spec's warning, and nothing is sent).
 * Shared by the newsletterForm block and the service frame's newsletter slot.
 */
export function NewsletterForm({ service }: Props) {
  const defaultValues = { email: '', acceptTerms: false, service, website: '' }
  const { methods, onSubmit, state, errorOf, t, sending } = useLeadForm({ form: 'newsletter', schema: newsletterSchema, defaultValues })
  const email = useWatch({ control: methods.control, name: 'email' })
  const emailValid = typeof email === 'string' && NEWSLETTER_EMAIL.test(email.trim())

  // noValidate: the spec's own pattern decides, not the browser's e-mail rule.
  return (
    <form className={`${formStyles.form} ${styles.form}`} onSubmit={onSubmit} noValidate>
      <Field label={t('forms.newsletter.email')} error={errorOf('email')} required requiredLabel={t('forms.required')}>
        <input type="email" required autoComplete="email" inputMode="email" placeholder={t('forms.newsletter.placeholder')} {...methods.register('email')} />
      </Field>
      <input type="hidden" {...methods.register('service')} />
      {/* Not marked required: the spec's own warning says so when the box is left empty. */}
      <TermsCheckbox register={methods.register('acceptTerms')} error={errorOf('acceptTerms')} required={false} announce className={styles.terms} />
      <Honeypot register={methods.register('website')} />
      <SubmitButton sending={sending} sendingLabel={t('forms.sending')} disabled={!emailValid}>
        {t('forms.newsletter.submit')}
      </SubmitButton>
      <FormStatus state={state} successTitle={t('forms.success')} failureTitle={t('forms.failure.title')} />
    </form>
  )
}
