import { expect, it } from '@jest/globals'
import { act } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { useClientValue } from './use-client-value'

const browserValue = () => 'browser'
const seen: (string | undefined)[] = []

function Probe() {
  const value = useClientValue(browserValue)
  seen.push(value)
  return <p>{value ?? 'server'}</p>
}

it('hydrates with the server value, then shows the browser value, with no hydration error', async () => {
  const container = document.createElement('div')
  container.innerHTML = renderToString(<Probe />)
  expect(container.textContent).toBe('server')
  document.body.append(container)
  seen.length = 0
  const errors: unknown[] = []
  const root = await act(async () => hydrateRoot(container, <Probe />, { onRecoverableError: (e) => errors.push(e) }))
  expect(seen[0]).toBeUndefined()
  expect(container.textContent).toBe('browser')
  expect(errors).toEqual([])
  act(() => root.unmount())
  container.remove()
})
