import { handleLead } from '@/lib/leads/handle-lead'
import { coverageForm } from '@/forms/coverage/lead-form'

export const dynamic = 'force-dynamic'

export function POST(request: Request): Promise<Response> {
  return handleLead(request, coverageForm)
}
