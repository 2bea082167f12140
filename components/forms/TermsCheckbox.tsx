'use client'

import { type InputHTMLAttributes, type Ref, useId } from 'react'
import { TermsLink } from '@/components/terms/TermsLink'
import styles from './Form.module.scss'
import type { FormLabels } from './labels'

type Props = {
  /** The box's name, value and handlers: react-hook-form's `register('acceptTerms')`, or a controlled form's props. */
  register: Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id'> & { ref?: Ref<HTMLInputElement> }
  /** The field's message, already translated; shown under the box and announced with it. */
  error?: string
  /** Marked "(required)" and aria-required; not the newsletter's box, whose form shows its own warning when unticked. */
  required?: boolean
  /** The message as an alert, for a form whose only check left after typing is this box. */
  announce?: boolean
  /** Replaces the wrapper's `field` class (whose input rules then no longer reach the box). */
  className?: string
  labels: FormLabels
}

/** "I have read and accept the terms and conditions", the link opening them, and the box's message. */
export function TermsCheckbox({
  register,
  error,
  required = true,
  announce = false,
  className = styles.field,
  labels,
}: Props) {
  const id = useId()
  const errorId = `${id}-error`
  return (
    <div className={className}>
      <div className={styles.check}>
        <input
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          aria-required={required || undefined}
          {...register}
        />
        <label htmlFor={id}>
          {labels.acceptTermsBefore} <TermsLink locale={labels.locale}>{labels.termsLink}</TermsLink>
          {required ? (
            <>
              {' '}
              <span className={styles.required}>({labels.required})</span>
            </>
          ) : null}
        </label>
      </div>
      {error ? (
        <p id={errorId} className={styles.error} role={announce ? 'alert' : undefined}>
          {error}
        </p>
      ) : null}
    </div>
  )
}
