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
import type { BlockOf, BlockProps, BlockType } from './types'

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
} satisfies { [T in BlockType]: ComponentType<BlockProps<T>> }

/**
 * The visible heading a block opens with, if any. When the first block of a page has one, that
 * heading is the page's h1; otherwise the page title is rendered as a hidden h1.
 */
export const blockHeading = {
  hero: (block) => block.slides?.[0]?.heading ?? null,
  richText: () => null,
  accordion: (block) => block.heading ?? null,
  packageCarousel: (block) => block.heading ?? null,
  newsletterForm: (block) => block.heading ?? null,
  jobApplication: (block) => block.heading ?? null,
  castingForm: (block) => block.heading ?? null,
  coverageForm: (block) => block.heading ?? null,
  storeSearch: (block) => block.heading ?? null,
  terms: (block) => block.heading ?? null,
  serviceIcons: (block) => block.heading ?? null,
  adsCarousel: (block) => block.heading ?? null,
  spotlight: (block) => block.heading ?? null,
  linkSections: (block) => block.heading ?? null,
  packageGrid: (block) => block.heading ?? null,
  packageComparison: (block) => block.heading ?? null,
  campaignList: (block) => block.heading ?? null,
  paymentMethods: (block) => block.heading ?? null,
  featureGrid: (block) => block.heading ?? null,
  mediaText: (block) => block.heading ?? null,
  tvGuide: (block) => block.heading ?? null,
  channelList: (block) => block.heading ?? null,
  movieProgramme: (block) => block.heading ?? null,
  faqList: (block) => block.heading ?? null,
  manualList: (block) => block.heading ?? null,
  contactDetails: (block) => block.heading ?? null,
  newsList: (block) => block.heading ?? null,
  timeline: (block) => block.heading ?? null,
  peopleList: (block) => block.heading ?? null,
  jobList: (block) => block.heading ?? null,
  cinemaShowtimes: (block) => block.heading ?? null,
  priceList: (block) => block.heading ?? null,
  subpageNav: () => null,
  novelList: (block) => block.heading ?? null,
  novelaSchedule: (block) => block.heading ?? null,
} satisfies { [T in BlockType]: (block: BlockOf<T>) => string | null }
