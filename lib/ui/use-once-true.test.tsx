import { describe, expect, it } from '@jest/globals'
import { renderHook } from '@testing-library/react'
import { useOnceTrue } from './use-once-true'

describe('useOnceTrue', () => {
  it('stays false while the value is false, then stays true once it has been true', () => {
    const { result, rerender } = renderHook(({ value }) => useOnceTrue(value), { initialProps: { value: false } })
    expect(result.current).toBe(false)
    rerender({ value: false })
    expect(result.current).toBe(false)
    rerender({ value: true })
    expect(result.current).toBe(true)
    rerender({ value: false })
    expect(result.current).toBe(true)
  })

  it('is true on the first render when the value already is', () => {
    expect(renderHook(() => useOnceTrue(true)).result.current).toBe(true)
  })
})
