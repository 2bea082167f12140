import { handleLead } from '@/lib/leads/handle-lead'
import { signUpForm } from '@/forms/sign-up/lead-form'

export const dynamic = 'force-dynamic'

export function POST(request: Request): Promise<Response> {
  return handleLead(request, signUpForm)
}
