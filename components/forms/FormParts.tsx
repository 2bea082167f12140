'use client'

import { cloneElement, type ReactElement, type ReactNode, useId } from 'react'
import { useHydrated } from '@/lib/ui/use-hydrated'
import styles from './Form.module.scss'
import type { FormState } from './use-lead-form'

type FieldProps = {
  label: string
  /** The field's message; shown under it and announced with it. */
  error?: string
  hint?: string
  required?: boolean
  requiredLabel?: string
  /** One input, select or textarea; it gets the id, aria-invalid and aria-describedby. */
  children: ReactElement<Record<string, unknown>>
}

/** A labelled field with its hint and message wired for screen readers. */
export function Field({ label, error, hint, required, requiredLabel, children }: FieldProps) {
  const id = useId()
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required ? <span className={styles.required}> ({requiredLabel ?? '*'})</span> : null}
      </label>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {cloneElement(children, {
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
        // A field the browser already knows as required (its own `required`) needs no aria-required:
        // the HTML checker warns that it is redundant.
        'aria-required': (required && children.props.required !== true) || undefined,
      })}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  )
}

/** The outcome of a submission: a polite status for success, an alert for failure. */
export function FormStatus({
  state,
  successTitle,
  failureTitle,
}: {
  state: FormState
  successTitle: string
  failureTitle: string
}) {
  if (state.status === 'success') {
    return (
      <div role="status" className={styles.success}>
        <p className={styles.statusTitle}>{successTitle}</p>
        <p>{state.message}</p>
      </div>
    )
  }
  if (state.status === 'error') {
    return (
      <div role="alert" className={styles.failure}>
        <p className={styles.statusTitle}>{failureTitle}</p>
        <p>{state.message}</p>
      </div>
    )
  }
  // Kept in the page so assistive technology already knows the region when a message arrives.
  return <div role="status" className={styles.emptyStatus} />
}

/**
 * The submit button with its sending state; `disabled` adds the form's own condition. It stays
 * disabled until the page has hydrated: a lead form sends its fields to its endpoint from script,
 * and before that a tap or Enter would submit the form natively, a GET to the page itself carrying
 * the visitor's e-mail or phone number in the address (and the server's logs), their input lost. A
 * disabled default button also stops Enter's implicit submission, so the visitor sees a button that
 * is not ready yet rather than a page that reloads.
 */
export function SubmitButton({
  sending,
  sendingLabel,
  disabled,
  children,
}: {
  sending: boolean
  sendingLabel: string
  disabled?: boolean
  children: ReactNode
}) {
  const ready = useHydrated()
  return (
    <button
      type="submit"
      className={styles.submit}
      disabled={!ready || disabled || sending}
      aria-busy={sending || undefined}
    >
      {sending ? sendingLabel : children}
    </button>
  )
}

/** Hidden from people (and from the accessibility tree); bots that fill every field fill this one. */
export function Honeypot({ register }: { register: Record<string, unknown> }) {
  return (
    <div className={styles.honeypot} aria-hidden="true">
      <label>
        Website
        <input type="text" tabIndex={-1} autoComplete="off" {...register} />
      </label>
    </div>
  )
}
