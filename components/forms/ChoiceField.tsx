'use client'

import type { UseFormRegisterReturn } from 'react-hook-form'
import { Field } from './FormParts'
import type { FormLabels } from './labels'

type Props<V extends string> = {
  label: string
  register: UseFormRegisterReturn
  error?: string
  /** The values the schema accepts, in the order offered. */
  options: readonly V[]
  /** What the visitor reads for a value. */
  optionLabel: (value: V) => string
  /** The empty first option (value ""), which the schema refuses; "Select an option" by default. */
  placeholder?: string
  labels: FormLabels<'leadFields'>
}

/** A required choice among the schema's values, as a select after an empty placeholder option. */
export function ChoiceField<V extends string>({
  label,
  register,
  error,
  options,
  optionLabel,
  placeholder,
  labels,
}: Props<V>) {
  return (
    <Field label={label} error={error} required requiredLabel={labels.required}>
      <select {...register}>
        <option value="">{placeholder ?? labels.leadFields.choose}</option>
        {options.map((value) => (
          <option key={value} value={value}>
            {optionLabel(value)}
          </option>
        ))}
      </select>
    </Field>
  )
}
