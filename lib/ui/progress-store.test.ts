import { markProgressFailed, resetProgressFailed, useProgressStore } from './progress-store'

describe('progress store', () => {
  it('starts not failed, can be marked failed outside React and cleared again', () => {
    expect(useProgressStore.getState().failed).toBe(false)
    markProgressFailed()
    expect(useProgressStore.getState().failed).toBe(true)
    resetProgressFailed()
    expect(useProgressStore.getState().failed).toBe(false)
  })
})
