import { handleLead } from '@/lib/leads/handle-lead'
import { popupClickForm } from '@/lib/leads/popup-click'

export const dynamic = 'force-dynamic'

export function POST(request: Request): Promise<Response> {
  return handleLead(request, popupClickForm)
}
