'use client'

import dynamic from 'next/dynamic'
import { useEffect } from 'react'
import { useOnceTrue } from '@/lib/ui/use-once-true'
import { useModalStore } from '@/lib/ui/modal-store'
import type { CallbackDialogProps } from './CallbackDialog'

const load = () => import('./CallbackDialog')
const CallbackDialog = dynamic(() => load().then((m) => m.CallbackDialog), { ssr: false })

/**
 * Mounts the call-back modal only once something opens it, so its form code (zod, react-hook-form)
 * is not part of every page's first load. It then stays mounted, so closing keeps Radix's focus return.
 * The code is fetched as soon as the store is primed (the contact widget opening), so the modal opens
 * without a wait.
 */
export function LazyCallbackModal(props: CallbackDialogProps) {
  const requested = useModalStore((state) => state.modalStatus)
  const primed = useModalStore((state) => state.primed)
  const wanted = useOnceTrue(requested)
  useEffect(() => {
    if (primed) void load().catch(() => undefined)
  }, [primed])
  return wanted ? <CallbackDialog {...props} /> : null
}
