'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { type BaseSyntheticEvent, useState } from 'react'
import { type DefaultValues, type FieldValues, type Path, useForm } from 'react-hook-form'
import type { z } from 'zod'
import { formMessage } from './form-message'
import type { FormLabels } from './labels'
import { submitLead } from './submit-lead'

export type FormState = { status: 'idle' | 'sending' } | { status: 'success' | 'error'; message: string }

type Options<S extends z.ZodType<FieldValues, FieldValues>> = {
  /** Endpoint name under /api/forms/. */
  form: string
  /** The same zod schema the server parses with. */
  schema: S
  defaultValues: DefaultValues<z.input<S>>
  /** Turn the values into the request body (FormData when a file is attached). */
  toBody?: (values: z.output<S>) => Record<string, unknown> | FormData
  /** What stays filled after success (e.g. nothing for the newsletter's e-mail). */
  resetTo?: DefaultValues<z.input<S>>
  /** The form's strings (its failure message and field messages) and the page's language, posted with it. */
  labels: FormLabels
}

/**
 * react-hook-form with the form's zod schema, plus the round trip to the lead endpoint: a sending
 * state, field messages from the server put back on their fields, and the success message only
 * once the server has responded that the lead is stored.
 */
export function useLeadForm<S extends z.ZodType<FieldValues, FieldValues>>({
  form,
  schema,
  defaultValues,
  toBody,
  resetTo,
  labels,
}: Options<S>) {
  const { locale } = labels
  const [state, setState] = useState<FormState>({ status: 'idle' })
  const methods = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(schema),
    defaultValues,
    mode: 'onTouched',
  })

  const send = methods.handleSubmit(async (values) => {
    setState({ status: 'sending' })
    const result = await submitLead(form, locale, toBody ? toBody(values) : values, labels.failure.generic)
    if (result.ok) {
      // Focus leaves the fields before they are emptied: a field left after the reset counts as
      // touched-and-empty and would show its "required" message beside the success.
      const focused = document.activeElement
      if (focused instanceof HTMLElement && focused.closest('form')) focused.blur()
      methods.reset(resetTo ?? defaultValues)
      setState({ status: 'success', message: result.message })
      return
    }
    for (const [field, message] of Object.entries(result.errors)) {
      methods.setError(field as Path<z.input<S>>, { type: 'server', message })
    }
    setState({ status: 'error', message: result.message })
  })

  /** One outcome at a time: a new attempt first clears the last success or failure, even when the browser's checks stop it. */
  const onSubmit = (event?: BaseSyntheticEvent) => {
    setState({ status: 'idle' })
    return send(event)
  }

  /** A field's message: schema messages are keys under forms.errors, server messages are already translated. */
  const errorOf = (field: string): string | undefined => {
    const message = (methods.formState.errors as Record<string, { message?: string } | undefined>)[field]?.message
    if (!message) return undefined
    return formMessage(labels, message)
  }

  return { methods, onSubmit, state, setState, errorOf, locale, sending: state.status === 'sending' }
}
