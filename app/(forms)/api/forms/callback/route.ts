import { handleLead } from '@/lib/leads/handle-lead'
import { callbackForm } from '@/lib/leads/forms/callback'

export const dynamic = 'force-dynamic'

export function POST(request: Request): Promise<Response> {
  return handleLead(request, callbackForm)
}
