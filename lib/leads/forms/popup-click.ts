import { z } from 'zod'
import { ERR } from '../../forms/messages'
import type { LeadForm } from '../handle-lead'
import { countPopupClick } from '../popup-clicks'

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
