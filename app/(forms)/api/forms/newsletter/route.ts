import { handleLead } from '@/lib/leads/handle-lead'
import { newsletterForm } from '@/lib/leads/forms/newsletter'

export const dynamic = 'force-dynamic'

export function POST(request: Request): Promise<Response> {
  return handleLead(request, newsletterForm)
}
