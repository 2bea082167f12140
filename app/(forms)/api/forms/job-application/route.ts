import { handleLead } from '@/lib/leads/handle-lead'
import { jobApplicationForm } from '@/forms/job-application/lead-form'

export const dynamic = 'force-dynamic'

export function POST(request: Request): Promise<Response> {
  return handleLead(request, jobApplicationForm)
}
