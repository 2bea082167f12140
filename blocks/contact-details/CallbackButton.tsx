'use client'

import { useModalStore } from '@/lib/ui/modal-store'

/** Opens the frame's call-back modal (components/chrome/CallbackModal), which gives focus back here on close. */
export function CallbackButton({
  label,
  className,
  describedBy,
}: {
  label: string
  className?: string
  describedBy?: string
}) {
  return (
    <button
      type="button"
      className={className}
      aria-describedby={describedBy}
      onClick={() => useModalStore.getState().open()}
    >
      {label}
    </button>
  )
}
