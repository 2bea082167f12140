import { withRowIdsFrom } from '@/cms/seed/row-ids'
import { settingsData } from './settings'

describe('seeded popup settings', () => {
  it('are part of each country’s settings, with localized title and description and no QR upload', () => {
    for (const country of ['ao', 'mz'] as const) {
      const pt = settingsData(country, 0).popup
      const en = settingsData(country, 1).popup
      expect(pt).toMatchObject({ enabled: true, time: 10, countryPopup: true })
      expect(pt.title).not.toBe(en.title)
      expect(pt.description).not.toBe(en.description)
      expect(pt.linkApple).toMatch(/^https:\/\/apps\.apple\.com\//)
      expect(pt.linkPlayStore).toMatch(/^https:\/\/play\.google\.com\//)
      expect({ ...pt, title: en.title, description: en.description }).toEqual(en)
      expect('qrCode' in pt).toBe(false)
    }
  })

  it('go through the English update unchanged (a group has no rows to match)', () => {
    const saved = { id: 1, ...settingsData('ao', 0), popup: { ...settingsData('ao', 0).popup, qrCode: null } }
    const english = settingsData('ao', 1)
    expect(withRowIdsFrom(saved, english).popup).toEqual(english.popup)
  })
})
