import { describe, expect, it, jest } from '@jest/globals'
import { composeStories } from '@storybook/react'
import { act, render } from '@testing-library/react'
import * as accordion from '../blocks/accordion/Accordion.stories'
import * as castingForm from '../blocks/casting-form/CastingForm.stories'
import * as coverageForm from '../blocks/coverage-form/CoverageForm.stories'
import * as hero from '../blocks/hero/Hero.stories'
import * as jobApplication from '../blocks/job-application/JobApplication.stories'
import * as newsletterForm from '../blocks/newsletter-form/NewsletterForm.stories'
import * as packageCarousel from '../blocks/package-carousel/PackageCarousel.stories'
import * as richText from '../blocks/rich-text/RichText.stories'
import * as storeSearch from '../blocks/store-search/StoreSearch.stories'
import * as terms from '../blocks/terms/Terms.stories'
import * as appPopup from '../layouts/popup/AppPopup.stories'
import * as countryPopup from '../layouts/popup/CountryPopup.stories'

// Every story of every block renders through Storybook's portable stories, without console errors.
type Composed = { (): React.ReactNode; play?: (context: { canvasElement: HTMLElement }) => unknown }
const storiesOf = (module: Parameters<typeof composeStories>[0]): [string, Composed][] =>
  Object.entries(composeStories(module)) as [string, Composed][]

const files: [string, [string, Composed][]][] = [
  ['accordion', storiesOf(accordion)],
  ['casting form', storiesOf(castingForm)],
  ['coverage form', storiesOf(coverageForm)],
  ['hero', storiesOf(hero)],
  ['job application', storiesOf(jobApplication)],
  ['newsletter form', storiesOf(newsletterForm)],
  ['package carousel', storiesOf(packageCarousel)],
  ['rich text', storiesOf(richText)],
  ['store search', storiesOf(storeSearch)],
  ['terms', storiesOf(terms)],
  ['app popup', storiesOf(appPopup)],
  ['country popup', storiesOf(countryPopup)],
]

describe.each(files)('%s stories', (_name, stories) => {
  it('has at least one story', () => expect(stories.length).toBeGreaterThan(0))

  it.each(stories)('%s renders', async (_story, Story) => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    const { container } = render(<Story />)
    await Story.play?.({ canvasElement: container })
    // Let lazily imported islands (the Swiper carousel) finish loading inside the test.
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)))
    expect(container.textContent?.trim().length).toBeGreaterThan(0)
    expect(errors).not.toHaveBeenCalled()
    errors.mockRestore()
  })
})
