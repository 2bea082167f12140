'use client'

import type { ReactNode } from 'react'
import type { CountryCode } from '@/lib/countries'
import { CallbackModal } from '@/components/chrome/CallbackModal'
import type { FormLabels } from '@/components/forms/labels'
import { CallbackForm } from './CallbackForm'

export type CallbackDialogProps = {
  labels: { title: string; body: string; close: string }
  country: CountryCode
  operatorName: string
  /** The form's strings: formLabels(locale, country, 'callback'). */
  formLabels: FormLabels<'callback'>
  /** Rendered under the form (the call-centre number). */
  children?: ReactNode
}

/** The call-back modal with its form: the chunk LazyCallbackModal loads on first use (zod, react-hook-form). */
export function CallbackDialog({ labels, country, operatorName, formLabels, children }: CallbackDialogProps) {
  return (
    <CallbackModal labels={labels}>
      <CallbackForm country={country} operatorName={operatorName} labels={formLabels} />
      {children}
    </CallbackModal>
  )
}
