'use client'

import { ErrorView } from '@/layouts/ErrorView'

/** Any error but a missing page shows its message and status code (500 unless it carries one). */
export default function SiteError({
  error,
  reset,
}: {
  error: Error & { digest?: string; status?: number }
  reset: () => void
}) {
  return <ErrorView error={error} reset={reset} />
}
