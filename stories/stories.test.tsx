import { describe, expect, it, jest } from '@jest/globals'
import { composeStories } from '@storybook/react'
import { act, render } from '@testing-library/react'
import * as accordion from '@/blocks/accordion/Accordion.stories'
import * as adsCarousel from '@/blocks/ads-carousel/AdsCarousel.stories'
import * as campaignList from '@/blocks/campaign-list/CampaignList.stories'
import * as castingForm from '@/blocks/casting-form/CastingForm.stories'
import * as channelList from '@/blocks/channel-list/ChannelList.stories'
import * as contactDetails from '@/blocks/contact-details/ContactDetails.stories'
import * as coverageForm from '@/blocks/coverage-form/CoverageForm.stories'
import * as faqList from '@/blocks/faq-list/FaqList.stories'
import * as featureGrid from '@/blocks/feature-grid/FeatureGrid.stories'
import * as hero from '@/blocks/hero/Hero.stories'
import * as jobApplication from '@/blocks/job-application/JobApplication.stories'
import * as jobList from '@/blocks/job-list/JobList.stories'
import * as linkSections from '@/blocks/link-sections/LinkSections.stories'
import * as manualList from '@/blocks/manual-list/ManualList.stories'
import * as movieProgramme from '@/blocks/movie-programme/MovieProgramme.stories'
import * as mediaText from '@/blocks/media-text/MediaText.stories'
import * as newsList from '@/blocks/news-list/NewsList.stories'
import * as novelList from '@/blocks/novel-list/NovelList.stories'
import * as novelaSchedule from '@/blocks/novela-schedule/NovelaSchedule.stories'
import * as newsletterForm from '@/blocks/newsletter-form/NewsletterForm.stories'
import * as packageCarousel from '@/blocks/package-carousel/PackageCarousel.stories'
import * as packageComparison from '@/blocks/package-comparison/PackageComparison.stories'
import * as packageGrid from '@/blocks/package-grid/PackageGrid.stories'
import * as paymentMethods from '@/blocks/payment-methods/PaymentMethods.stories'
import * as peopleList from '@/blocks/people-list/PeopleList.stories'
import * as richText from '@/blocks/rich-text/RichText.stories'
import * as serviceIcons from '@/blocks/service-icons/ServiceIcons.stories'
import * as spotlight from '@/blocks/spotlight/Spotlight.stories'
import * as storeSearch from '@/blocks/store-search/StoreSearch.stories'
import * as terms from '@/blocks/terms/Terms.stories'
import * as timeline from '@/blocks/timeline/Timeline.stories'
import * as tvGuide from '@/blocks/tv-guide/TvGuide.stories'
import * as cinemaShowtimes from '@/blocks/cinema-showtimes/CinemaShowtimes.stories'
import * as priceList from '@/blocks/price-list/PriceList.stories'
import * as subpageNav from '@/blocks/subpage-nav/SubpageNav.stories'
import * as appPopup from '@/components/popup/AppPopup.stories'
import * as countryPopup from '@/components/popup/CountryPopup.stories'
import * as icon from '@/components/icons/Icon.stories'

// Every story of every block renders through Storybook's portable stories, without console errors.
type Composed = { (): React.ReactNode; play?: (context: { canvasElement: HTMLElement }) => unknown }
const storiesOf = (module: Parameters<typeof composeStories>[0]): [string, Composed][] =>
  Object.entries(composeStories(module)) as [string, Composed][]

const files: [string, [string, Composed][]][] = [
  ['accordion', storiesOf(accordion)],
  ['ads carousel', storiesOf(adsCarousel)],
  ['campaign list', storiesOf(campaignList)],
  ['casting form', storiesOf(castingForm)],
  ['channel list', storiesOf(channelList)],
  ['contact details', storiesOf(contactDetails)],
  ['coverage form', storiesOf(coverageForm)],
  ['faq list', storiesOf(faqList)],
  ['feature grid', storiesOf(featureGrid)],
  ['hero', storiesOf(hero)],
  ['job application', storiesOf(jobApplication)],
  ['job list', storiesOf(jobList)],
  ['link sections', storiesOf(linkSections)],
  ['manual list', storiesOf(manualList)],
  ['movie programme', storiesOf(movieProgramme)],
  ['media text', storiesOf(mediaText)],
  ['news list', storiesOf(newsList)],
  ['novel list', storiesOf(novelList)],
  ['novela schedule', storiesOf(novelaSchedule)],
  ['newsletter form', storiesOf(newsletterForm)],
  ['package carousel', storiesOf(packageCarousel)],
  ['package comparison', storiesOf(packageComparison)],
  ['package grid', storiesOf(packageGrid)],
  ['payment methods', storiesOf(paymentMethods)],
  ['people list', storiesOf(peopleList)],
  ['rich text', storiesOf(richText)],
  ['service icons', storiesOf(serviceIcons)],
  ['spotlight', storiesOf(spotlight)],
  ['store search', storiesOf(storeSearch)],
  ['terms', storiesOf(terms)],
  ['timeline', storiesOf(timeline)],
  ['tv guide', storiesOf(tvGuide)],
  ['cinema showtimes', storiesOf(cinemaShowtimes)],
  ['price list', storiesOf(priceList)],
  ['sub-page menu', storiesOf(subpageNav)],
  ['app popup', storiesOf(appPopup)],
  ['country popup', storiesOf(countryPopup)],
  ['icon', storiesOf(icon)],
]

describe.each(files)('%s stories', (_name, stories) => {
  it('has at least one story', () => expect(stories.length).toBeGreaterThan(0))

  it.each(stories)('%s renders', async (_story, Story) => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    const { container } = render(<Story />)
    await Story.play?.({ canvasElement: container })
    // Let lazily imported islands (next/dynamic chunks) finish loading inside the test.
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)))
    expect(container.textContent?.trim().length).toBeGreaterThan(0)
    expect(errors).not.toHaveBeenCalled()
    errors.mockRestore()
  })
})
