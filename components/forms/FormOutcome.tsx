'use client'

import { useEffect, useRef } from 'react'
import styles from './Form.module.scss'
import { FormStatus } from './FormParts'
import type { FormLabels } from './labels'
import type { FormState } from './use-lead-form'

/**
 * The server's response (FormStatus) in a wrapper that takes focus once the response arrives, so a
 * screen reader reads it and keyboard users continue from it (the fields may have been reset).
 * `className` replaces the wrapper's default look.
 */
export function FormOutcome({
  state,
  className,
  labels,
}: {
  state: FormState
  className?: string
  labels: FormLabels
}) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (state.status === 'success' || state.status === 'error') ref.current?.focus()
  }, [state.status])
  // Focusable only by script (tabIndex -1): not a stop when tabbing through the form.
  return (
    <div ref={ref} tabIndex={-1} className={className ?? styles.outcome}>
      <FormStatus state={state} successTitle={labels.success} failureTitle={labels.failure.title} />
    </div>
  )
}
