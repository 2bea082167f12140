import { handleLead } from '@/lib/leads/handle-lead'
import { newsletterForm } from '@/forms/newsletter/lead-form'

export const dynamic = 'force-dynamic'

export function POST(request: Request): Promise<Response> {
  return handleLead(request, newsletterForm)
}
