import type { FormLabels } from './labels'

/**
 * A schema's message key (lib/forms/messages.ts) in the form's language; any other message (the
 * server's, already translated) as it came. Its own module so the newsletter form, which uses neither,
 * loads no react-hook-form or zod with it.
 */
export function formMessage(labels: FormLabels, message: string): string {
  const prefix = 'forms.errors.'
  if (!message.startsWith(prefix)) return message
  const name = message.slice(prefix.length)
  return name in labels.errors ? labels.errors[name as keyof FormLabels['errors']] : message
}
