import { describe, expect, it } from '@jest/globals'
import { render, screen } from '@testing-library/react'
import { translatorFor } from '@/lib/i18n/translator'
import type { Locale } from '@/lib/locales'
import { UnsubscribeStep } from './UnsubscribeStep'

const labels = (locale: Locale, step: 'confirm' | 'done' | 'invalid') => {
  const t = translatorFor(locale)
  return {
    title: t(`newsletterUnsubscribe.${step}.title`),
    body: t(`newsletterUnsubscribe.${step}.body`),
    submit: t('newsletterUnsubscribe.confirm.submit'),
    home: t('notFound.home'),
  }
}

describe('the newsletter unsubscribe pages', () => {
  it.each([
    ['pt', 'Cancelar a subscrição'],
    ['en', 'Unsubscribe'],
  ] as const)(
    '%s: the confirm page is one button of a plain POST form to the endpoint, with its language',
    (locale, submit) => {
      const { container } = render(
        <UnsubscribeStep step="confirm" locale={locale} labels={labels(locale, 'confirm')} homeHref="/" />,
      )
      const button = screen.getByRole('button', { name: submit })
      const form = button.closest('form')!
      // No script needed: the browser posts the form itself, the token travels in the link's cookie.
      expect(form.getAttribute('method')).toBe('post')
      expect(form.getAttribute('action')).toBe('/api/newsletter/unsubscribe')
      expect(button.getAttribute('type')).toBe('submit')
      expect([...new FormData(form).entries()]).toEqual([['locale', locale]])
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(labels(locale, 'confirm').title)
      expect(container.querySelectorAll('input:not([type="hidden"]), textarea, select')).toHaveLength(0)
    },
  )

  it.each(['done', 'invalid'] as const)('%s: says what happened, with a way home and no form', (step) => {
    render(<UnsubscribeStep step={step} locale="en" labels={labels('en', step)} homeHref="/en" />)
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(labels('en', step).title)
    expect(screen.getByText(labels('en', step).body)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/en')
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('has every string in both languages', () => {
    for (const step of ['confirm', 'done', 'invalid'] as const) {
      const [pt, en] = [labels('pt', step), labels('en', step)]
      expect(pt.title).not.toBe(en.title)
      expect(pt.body).not.toMatch(/^newsletterUnsubscribe\./)
      expect(en.body).not.toMatch(/^newsletterUnsubscribe\./)
    }
  })
})
