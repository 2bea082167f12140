/** @jest-environment jsdom */
import { campaignOfVisit, rememberCampaign, sourceOfThisPage } from './visit-campaign'

describe('the campaign of a visit', () => {
  beforeEach(() => sessionStorage.clear())

  it('keeps the utm parameters of the landing address for the rest of the visit', () => {
    rememberCampaign('?utm_source=facebook&utm_medium=social&utm_campaign=natal&x=1')
    rememberCampaign('?pagina=2')
    expect(campaignOfVisit()).toEqual({ utmSource: 'facebook', utmMedium: 'social', utmCampaign: 'natal' })
  })

  it('a later campaign link replaces the earlier one', () => {
    rememberCampaign('?utm_campaign=natal')
    rememberCampaign('?utm_campaign=pascoa')
    expect(campaignOfVisit()).toEqual({ utmCampaign: 'pascoa' })
  })

  it('reads nothing from a damaged record', () => {
    sessionStorage.setItem('zap.visit-campaign', '{not json')
    expect(campaignOfVisit()).toEqual({})
    sessionStorage.setItem('zap.visit-campaign', JSON.stringify({ utmSource: 3, utmMedium: 'email' }))
    expect(campaignOfVisit()).toEqual({ utmMedium: 'email' })
  })

  it('a form sends the page it is on and the campaign of the visit', () => {
    window.history.replaceState(null, '', '/zap-satelite/pacotes-de-canais?utm_campaign=x')
    expect(sourceOfThisPage()).toEqual({ sourcePage: '/zap-satelite/pacotes-de-canais', utmCampaign: 'x' })
  })
})
