'use client'

import { useMemo } from 'react'
import { callbackSchema } from '@/forms/callback/schema'
import { callbackSubjects } from '@/forms/callback/subjects'
import type { CountryCode } from '@/lib/countries'
import { Field, Honeypot, SubmitButton } from '@/components/forms/FormParts'
import { FormOutcome } from '@/components/forms/FormOutcome'
import formStyles from '@/components/forms/Form.module.scss'
import type { FormLabels } from '@/components/forms/labels'
import { useLeadForm } from '@/components/forms/use-lead-form'
import styles from './CallbackForm.module.scss'

type Props = {
  country: CountryCode
  /** Prefix of the subjects (Settings.operatorName), e.g. "ZAP Satélite Adesão" / "ZAP Satellite Subscription". */
  operatorName: string
  labels: FormLabels<'callback'>
}

/**
 * "Ligue-me", the contact widget's call-back: name, phone and subject (0 = "Selecione o assunto"), checked with the
 * country's schema in the browser and again on the server. After the server's response, focus moves to the
 * message so screen readers read it, whether the request succeeded or not.
 */
export function CallbackForm({ country, operatorName, labels }: Props) {
  const schema = useMemo(() => callbackSchema(country), [country])
  const { methods, onSubmit, state, errorOf, sending } = useLeadForm({
    form: 'callback',
    schema,
    defaultValues: { clientName: '', clientPhone: '', clientSubject: '0', website: '' },
    labels,
  })
  const names = labels.callback.subjects
  const subjects = useMemo(
    () => callbackSubjects(country, operatorName, (code) => names[code]),
    [country, operatorName, names],
  )
  const { register } = methods

  return (
    <form className={`${formStyles.form} ${styles.form}`} onSubmit={onSubmit} noValidate>
      <Field label={labels.callback.name} error={errorOf('clientName')} required requiredLabel={labels.required}>
        <input type="text" autoComplete="name" {...register('clientName')} />
      </Field>
      <Field
        label={labels.callback.phone}
        hint={labels.callback.phoneHint}
        error={errorOf('clientPhone')}
        required
        requiredLabel={labels.required}
      >
        <input type="tel" inputMode="tel" autoComplete="tel" {...register('clientPhone')} />
      </Field>
      <Field label={labels.callback.subject} error={errorOf('clientSubject')} required requiredLabel={labels.required}>
        <select {...register('clientSubject')}>
          <option value="0">{labels.callback.subjectDefault}</option>
          {subjects.map((subject) => (
            <option key={subject.value} value={String(subject.value)}>
              {subject.label}
            </option>
          ))}
        </select>
      </Field>
      <Honeypot register={register('website')} />
      {/* Pressing the button must not first blur a field: its message would appear, push the button
          down before the press ends, and swallow the click. The submit validates every field anyway. */}
      <div
        className={styles.actions}
        onMouseDown={(event) => event.target instanceof HTMLButtonElement && event.preventDefault()}
      >
        <SubmitButton sending={sending} sendingLabel={labels.sending}>
          {labels.callback.submit}
        </SubmitButton>
        <p className={styles.free}>{labels.callback.free}</p>
      </div>
      <FormOutcome labels={labels} state={state} className={styles.status} />
    </form>
  )
}
