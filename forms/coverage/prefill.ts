import { create } from 'zustand'

/**
 * The id around the coverage request form on its page: the coverage check's "Avise-me" and "Pedir
 * cobertura" lead there (blocks/coverage-check).
 */
export const COVERAGE_REQUEST_ID = 'pedido-de-cobertura'

/** Where the visitor lives, as far as the coverage check knows it: what the request form fills in. */
export type CoveragePrefill = { province?: string; municipality?: string; neighbourhood: string }

type PrefillState = {
  /** The latest place to fill in (a new object each time, so the form fills it again). */
  prefill: CoveragePrefill | null
  /** Whether a request form is on the page to take it (else the check's links open the form's page). */
  hosted: boolean
  fill: (prefill: CoveragePrefill) => void
  clear: () => void
  setHosted: (hosted: boolean) => void
}

/**
 * The coverage check and the request form are two islands of one page: the check puts the
 * neighbourhood of its result here, and the form (forms/coverage/CoverageForm.tsx) fills its
 * province, municipality and neighbourhood from it, so "Avise-me" is one tap to a filled-in form.
 */
export const useCoveragePrefill = create<PrefillState>((set) => ({
  prefill: null,
  hosted: false,
  fill: (prefill) => set({ prefill: { ...prefill } }),
  clear: () => set({ prefill: null }),
  setHosted: (hosted) => set({ hosted }),
}))
