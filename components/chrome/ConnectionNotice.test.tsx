import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals'
import { act, render, screen } from '@testing-library/react'
import { ConnectionNotice, ONLINE_NOTICE_MS } from './ConnectionNotice'

const labels = {
  offline: 'Está sem ligação à internet. Algumas páginas podem não abrir.',
  online: 'Ligação restabelecida.',
}

const goOffline = () => act(() => void window.dispatchEvent(new Event('offline')))
const goOnline = () => act(() => void window.dispatchEvent(new Event('online')))
const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms))

beforeEach(() => {
  jest.useFakeTimers()
})
afterEach(() => {
  jest.useRealTimers()
  jest.restoreAllMocks()
})

describe('connection notice (online and offline status is tracked)', () => {
  it('keeps an empty live region in the page while the connection is fine, ready to announce', () => {
    render(<ConnectionNotice labels={labels} />)
    expect(screen.getByRole('status')).toBeEmptyDOMElement()
  })

  it('says so when the connection drops, until it returns', () => {
    render(<ConnectionNotice labels={labels} />)
    goOffline()
    expect(screen.getByRole('status')).toHaveTextContent(labels.offline)
    advance(60_000)
    expect(screen.getByRole('status')).toHaveTextContent(labels.offline)
  })

  it('says the connection is back for 4 s, then clears', () => {
    render(<ConnectionNotice labels={labels} />)
    goOffline()
    goOnline()
    expect(screen.getByRole('status')).toHaveTextContent(labels.online)
    advance(ONLINE_NOTICE_MS - 1)
    expect(screen.getByRole('status')).toHaveTextContent(labels.online)
    advance(1)
    expect(screen.getByRole('status')).toBeEmptyDOMElement()
  })

  it('keeps the offline message when the connection drops again within those 4 s', () => {
    render(<ConnectionNotice labels={labels} />)
    goOffline()
    goOnline()
    advance(2000)
    goOffline()
    advance(ONLINE_NOTICE_MS)
    expect(screen.getByRole('status')).toHaveTextContent(labels.offline)
  })

  it('shows the offline message at once for a page opened without a connection', () => {
    jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    render(
      <ConnectionNotice
        labels={{ offline: 'You are offline. Some pages may not open.', online: 'You are back online.' }}
      />,
    )
    expect(screen.getByRole('status')).toHaveTextContent('You are offline. Some pages may not open.')
  })
})
