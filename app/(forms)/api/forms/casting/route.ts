import { handleLead } from '@/lib/leads/handle-lead'
import { castingForm } from '@/forms/casting/lead-form'

export const dynamic = 'force-dynamic'

export function POST(request: Request): Promise<Response> {
  return handleLead(request, castingForm)
}
