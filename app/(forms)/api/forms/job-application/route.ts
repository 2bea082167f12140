import { handleLead } from '@/lib/leads/handle-lead'
import { jobApplicationForm } from '@/lib/leads/forms/job-application'

export const dynamic = 'force-dynamic'

export function POST(request: Request): Promise<Response> {
  return handleLead(request, jobApplicationForm)
}
