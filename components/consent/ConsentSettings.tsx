'use client'

import { type FormEvent, useId, useState } from 'react'
import { type ConsentState, isGranted, type OptionalCategory } from '@/lib/consent/categories'
import type { ConsentLabels } from './labels'
import styles from './Consent.module.scss'

type Props = {
  labels: ConsentLabels
  /** The optional categories in use: the only ones offered. */
  categories: readonly OptionalCategory[]
  current: ConsentState | null
  onSave: (granted: OptionalCategory[]) => void
}

/** The category switches. Mounted each time the dialog opens, so it always starts from the stored choice. */
export function ConsentSettings({ labels, categories, current, onSave }: Props) {
  const [granted, setGranted] = useState(() => categories.filter((category) => isGranted(current, category)))
  const toggle = (category: OptionalCategory, on: boolean) =>
    setGranted((before) => categories.filter((c) => (c === category ? on : before.includes(c))))
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    onSave(granted)
  }
  return (
    <form onSubmit={submit}>
      <fieldset className={styles.categories}>
        <legend className="visually-hidden">{labels.categoriesLegend}</legend>
        <CategoryRow
          title={labels.categories.necessary.title}
          description={labels.categories.necessary.description}
          note={labels.alwaysOn}
          checked
          disabled
        />
        {categories.map((category) => (
          <CategoryRow
            key={category}
            title={labels.categories[category].title}
            description={labels.categories[category].description}
            checked={granted.includes(category)}
            onChange={(on) => toggle(category, on)}
          />
        ))}
      </fieldset>
      <div className={styles.actions}>
        <button type="submit" className={styles.button}>
          {labels.save}
        </button>
        <button type="button" className={styles.secondary} onClick={() => onSave([...categories])}>
          {labels.acceptAll}
        </button>
        <button type="button" className={styles.secondary} onClick={() => onSave([])}>
          {labels.rejectAll}
        </button>
      </div>
    </form>
  )
}

type RowProps = {
  title: string
  description: string
  checked: boolean
  disabled?: boolean
  note?: string
  onChange?: (on: boolean) => void
}

/** One native checkbox: keyboard (Space) and screen readers work without help; the description is read with it. */
function CategoryRow({ title, description, checked, disabled = false, note, onChange }: RowProps) {
  const id = useId()
  return (
    <div className={styles.category}>
      <input
        id={id}
        type="checkbox"
        className={styles.checkbox}
        checked={checked}
        disabled={disabled}
        aria-describedby={`${id}-description`}
        onChange={(event) => onChange?.(event.target.checked)}
      />
      <label htmlFor={id} className={styles.categoryTitle}>
        {title}
        {note ? <span className={styles.note}> ({note})</span> : null}
      </label>
      <p id={`${id}-description`} className={styles.categoryText}>
        {description}
      </p>
    </div>
  )
}
