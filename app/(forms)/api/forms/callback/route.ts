import { handleLead } from '@/lib/leads/handle-lead'
import { callbackForm } from '@/forms/callback/lead-form'

export const dynamic = 'force-dynamic'

export function POST(request: Request): Promise<Response> {
  return handleLead(request, callbackForm)
}
