import { handleLead } from '@/lib/leads/handle-lead'
import { castingForm } from '@/lib/leads/forms/casting'

export const dynamic = 'force-dynamic'

export function POST(request: Request): Promise<Response> {
  return handleLead(request, castingForm)
}
