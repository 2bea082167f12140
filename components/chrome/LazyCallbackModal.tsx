'use client'

import dynamic from 'next/dynamic'
import { useOnceTrue } from '@/lib/ui/use-once-true'
import { useModalStore } from '@/lib/ui/modal-store'
import type { CallbackDialogProps } from './CallbackDialog'

const load = () => import('./CallbackDialog')
const CallbackDialog = dynamic(() => load().then((m) => m.CallbackDialog), { ssr: false })

/** Starts fetching the modal's code before it is asked for (the contact widget calls it as it opens). */
export function preloadCallbackDialog() {
  void load().catch(() => undefined)
}

/**
 * Mounts the call-back modal only once something opens it, so its form code (zod, react-hook-form)
 * is not part of every page's first load. It then stays mounted, so closing keeps Radix's focus return.
 */
export function LazyCallbackModal(props: CallbackDialogProps) {
  const requested = useModalStore((state) => state.modalStatus)
  const wanted = useOnceTrue(requested)
  return wanted ? <CallbackDialog {...props} /> : null
}
