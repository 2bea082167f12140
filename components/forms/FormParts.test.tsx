import { describe, expect, it } from '@jest/globals'
import { render, screen } from '@testing-library/react'
import { Field } from './FormParts'

describe('a form field', () => {
  it('tells screen readers a field is required, once', () => {
    render(
      <>
        <Field label="Nome" required requiredLabel="obrigatório">
          <input type="text" />
        </Field>
        <Field label="E-mail" required requiredLabel="obrigatório">
          <input type="email" required />
        </Field>
      </>,
    )
    // Checked by the script (no native `required`): aria-required says it.
    expect(screen.getByRole('textbox', { name: 'Nome (obrigatório)' })).toHaveAttribute('aria-required', 'true')
    // Native `required` already says it; aria-required beside it is redundant (an HTML checker warning).
    const email = screen.getByRole('textbox', { name: 'E-mail (obrigatório)' })
    expect(email).toBeRequired()
    expect(email).not.toHaveAttribute('aria-required')
  })
})
