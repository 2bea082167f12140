'use client'

import { ErrorView } from '@/layouts/ErrorView'

/** Spec 8: any other error shows its message and status code (500 unless it carries one). */
export default function SiteError({
  error,
  reset,
}: {
  error: Error & { digest?: string; status?: number }
  reset: () => void
}) {
  return <ErrorView error={error} reset={reset} />
}
