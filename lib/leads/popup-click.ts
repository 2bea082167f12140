import { z } from 'zod'
import { ERR } from '@/lib/forms/messages'
import type { LeadForm } from '@/lib/leads/handle-lead'
import { countPopupClick } from '@/lib/leads/popup-clicks'

const popupClickSchema = z.object({ store: z.enum(['apple', 'play'], { error: ERR.choice }) })

/** A click on the popup's App Store or Google Play link. */
export const popupClickForm: LeadForm<typeof popupClickSchema> = {
  name: 'popup-click',
  maxBytes: 512,
  schema: () => popupClickSchema,
  successKey: 'forms.successGeneric',
  async store(_input, { payload, country, countryId }) {
    await countPopupClick(payload, country, countryId)
  },
}
