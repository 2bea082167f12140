import type { ComponentType } from 'react'
import { AccordionBlockComponent } from '@/blocks/accordion/Component'
import { HeroBlockComponent } from '@/blocks/hero/Component'
import { PackageCarouselBlockComponent } from '@/blocks/package-carousel/Component'
import { RichTextBlockComponent } from '@/blocks/rich-text/Component'
import { CastingFormBlockComponent } from '@/blocks/casting-form/Component'
import { CoverageFormBlockComponent } from '@/blocks/coverage-form/Component'
import { JobApplicationBlockComponent } from '@/blocks/job-application/Component'
import { NewsletterFormBlockComponent } from '@/blocks/newsletter-form/Component'
import { StoreSearchBlockComponent } from '@/blocks/store-search/Component'
import { TermsBlockComponent } from '@/blocks/terms/Component'
import { ServiceIconsBlockComponent } from '@/blocks/service-icons/Component'
import { AdsCarouselBlockComponent } from '@/blocks/ads-carousel/Component'
import { SpotlightBlockComponent } from '@/blocks/spotlight/Component'
import { LinkSectionsBlockComponent } from '@/blocks/link-sections/Component'
import { PackageGridBlockComponent } from '@/blocks/package-grid/Component'
import { PackageComparisonBlockComponent } from '@/blocks/package-comparison/Component'
import { CampaignListBlockComponent } from '@/blocks/campaign-list/Component'
import { PaymentMethodsBlockComponent } from '@/blocks/payment-methods/Component'
import { FeatureGridBlockComponent } from '@/blocks/feature-grid/Component'
import { MediaTextBlockComponent } from '@/blocks/media-text/Component'
import { TvGuideBlockComponent } from '@/blocks/tv-guide/Component'
import { ChannelListBlockComponent } from '@/blocks/channel-list/Component'
import { MovieProgrammeBlockComponent } from '@/blocks/movie-programme/Component'
import { FaqListBlockComponent } from '@/blocks/faq-list/Component'
import { ManualListBlockComponent } from '@/blocks/manual-list/Component'
import { ContactDetailsBlockComponent } from '@/blocks/contact-details/Component'
import { NewsListBlockComponent } from '@/blocks/news-list/Component'
import { TimelineBlockComponent } from '@/blocks/timeline/Component'
import { PeopleListBlockComponent } from '@/blocks/people-list/Component'
import { JobListBlockComponent } from '@/blocks/job-list/Component'
import { CinemaShowtimesBlockComponent } from '@/blocks/cinema-showtimes/Component'
import { PriceListBlockComponent } from '@/blocks/price-list/Component'
import { SubpageNavBlockComponent } from '@/blocks/subpage-nav/Component'
import { NovelListBlockComponent } from '@/blocks/novel-list/Component'
import { NovelaScheduleBlockComponent } from '@/blocks/novela-schedule/Component'
import { SignUpFormBlockComponent } from '@/blocks/sign-up-form/Component'
import { CoverageCheckBlockComponent } from '@/blocks/coverage-check/Component'
// new-block: component imports (npm run new:block adds above this line)
import type { BlockOf, BlockProps, BlockType, LayoutBlock } from './types'

/**
 * One component per CMS block type. `satisfies` makes `tsc` fail when a block type has no
 * component here, or when a component is registered for a type the CMS does not have.
 */
export const blockComponents = {
  hero: HeroBlockComponent,
  richText: RichTextBlockComponent,
  accordion: AccordionBlockComponent,
  packageCarousel: PackageCarouselBlockComponent,
  newsletterForm: NewsletterFormBlockComponent,
  jobApplication: JobApplicationBlockComponent,
  castingForm: CastingFormBlockComponent,
  coverageForm: CoverageFormBlockComponent,
  storeSearch: StoreSearchBlockComponent,
  terms: TermsBlockComponent,
  serviceIcons: ServiceIconsBlockComponent,
  adsCarousel: AdsCarouselBlockComponent,
  spotlight: SpotlightBlockComponent,
  linkSections: LinkSectionsBlockComponent,
  packageGrid: PackageGridBlockComponent,
  packageComparison: PackageComparisonBlockComponent,
  campaignList: CampaignListBlockComponent,
  paymentMethods: PaymentMethodsBlockComponent,
  featureGrid: FeatureGridBlockComponent,
  mediaText: MediaTextBlockComponent,
  tvGuide: TvGuideBlockComponent,
  channelList: ChannelListBlockComponent,
  movieProgramme: MovieProgrammeBlockComponent,
  faqList: FaqListBlockComponent,
  manualList: ManualListBlockComponent,
  contactDetails: ContactDetailsBlockComponent,
  newsList: NewsListBlockComponent,
  timeline: TimelineBlockComponent,
  peopleList: PeopleListBlockComponent,
  jobList: JobListBlockComponent,
  cinemaShowtimes: CinemaShowtimesBlockComponent,
  priceList: PriceListBlockComponent,
  subpageNav: SubpageNavBlockComponent,
  novelList: NovelListBlockComponent,
  novelaSchedule: NovelaScheduleBlockComponent,
  signUpForm: SignUpFormBlockComponent,
  coverageCheck: CoverageCheckBlockComponent,
  // new-block: components (npm run new:block adds above this line)
} satisfies { [T in BlockType]: ComponentType<BlockProps<T>> }

/** Block types whose blocks have a top-level `heading` field: their heading is read from it by default. */
type WithHeadingField = { [T in BlockType]: 'heading' extends keyof BlockOf<T> ? T : never }[BlockType]

export type HeadingReader<T extends BlockType> = (block: BlockOf<T>) => string | null

/**
 * How a block type's visible heading is read, for the types where it is not their `heading` field.
 * A type without a top-level `heading` field must be listed (`tsc` fails otherwise); one with it may be,
 * when its heading lives elsewhere.
 */
export type HeadingReaders = { [T in Exclude<BlockType, WithHeadingField>]: HeadingReader<T> } & {
  [T in WithHeadingField]?: HeadingReader<T>
}

export const headingReaders = {
  hero: (block) => block.slides?.[0]?.heading ?? null,
  richText: () => null,
  subpageNav: () => null,
} satisfies HeadingReaders

/**
 * The visible heading a block opens with, if any. When the first block of a page has one, that
 * heading is the page's h1; otherwise the page title is rendered as a hidden h1.
 */
export function blockHeading(block: LayoutBlock): string | null {
  // A lookup by a union key loses the link between a type and its reader; `satisfies` above keeps it.
  const read = (headingReaders as Partial<Record<BlockType, (block: LayoutBlock) => string | null>>)[block.blockType]
  if (read) return read(block)
  return 'heading' in block ? (block.heading ?? null) : null
}
