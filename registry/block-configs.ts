import type { Block } from 'payload'
import { withAnchor } from '@/cms/fields/anchor'
import { withPickerEntry } from './block-picker'
import { NewsListBlock } from '@/blocks/news-list/config'
import { TimelineBlock } from '@/blocks/timeline/config'
import { PeopleListBlock } from '@/blocks/people-list/config'
import { JobListBlock } from '@/blocks/job-list/config'
import { CinemaShowtimesBlock } from '@/blocks/cinema-showtimes/config'
import { PriceListBlock } from '@/blocks/price-list/config'
import { SubpageNavBlock } from '@/blocks/subpage-nav/config'
import { NovelListBlock } from '@/blocks/novel-list/config'
import { NovelaScheduleBlock } from '@/blocks/novela-schedule/config'
import { FaqListBlock } from '@/blocks/faq-list/config'
import { ManualListBlock } from '@/blocks/manual-list/config'
import { ContactDetailsBlock } from '@/blocks/contact-details/config'
import { ServiceIconsBlock } from '@/blocks/service-icons/config'
import { AdsCarouselBlock } from '@/blocks/ads-carousel/config'
import { SpotlightBlock } from '@/blocks/spotlight/config'
import { LinkSectionsBlock } from '@/blocks/link-sections/config'
import { PackageGridBlock } from '@/blocks/package-grid/config'
import { PackageComparisonBlock } from '@/blocks/package-comparison/config'
import { CampaignListBlock } from '@/blocks/campaign-list/config'
import { PaymentMethodsBlock } from '@/blocks/payment-methods/config'
import { FeatureGridBlock } from '@/blocks/feature-grid/config'
import { MediaTextBlock } from '@/blocks/media-text/config'
import { TvGuideBlock } from '@/blocks/tv-guide/config'
import { ChannelListBlock } from '@/blocks/channel-list/config'
import { MovieProgrammeBlock } from '@/blocks/movie-programme/config'
import { AccordionBlock } from '@/blocks/accordion/config'
import { CastingFormBlock } from '@/blocks/casting-form/config'
import { CoverageFormBlock } from '@/blocks/coverage-form/config'
import { HeroBlock } from '@/blocks/hero/config'
import { JobApplicationBlock } from '@/blocks/job-application/config'
import { NewsletterFormBlock } from '@/blocks/newsletter-form/config'
import { PackageCarouselBlock } from '@/blocks/package-carousel/config'
import { RichTextBlock } from '@/blocks/rich-text/config'
import { StoreSearchBlock } from '@/blocks/store-search/config'
import { TermsBlock } from '@/blocks/terms/config'
import { SignUpFormBlock } from '@/blocks/sign-up-form/config'
import { CoverageCheckBlock } from '@/blocks/coverage-check/config'
// new-block: config imports (npm run new:block adds above this line)

/**
 * Block types editors can place in a page layout, each with an optional anchor and its picker entry
 * (name, group, picture, row label: the block's `meta`, gathered in ./block-meta.ts). Each needs a
 * component in ./components.tsx.
 */
export const layoutBlocks: Block[] = [
  HeroBlock,
  RichTextBlock,
  AccordionBlock,
  PackageCarouselBlock,
  NewsletterFormBlock,
  JobApplicationBlock,
  CastingFormBlock,
  CoverageFormBlock,
  StoreSearchBlock,
  TermsBlock,
  ServiceIconsBlock,
  AdsCarouselBlock,
  SpotlightBlock,
  LinkSectionsBlock,
  PackageGridBlock,
  PackageComparisonBlock,
  CampaignListBlock,
  PaymentMethodsBlock,
  FeatureGridBlock,
  MediaTextBlock,
  TvGuideBlock,
  ChannelListBlock,
  MovieProgrammeBlock,
  FaqListBlock,
  ManualListBlock,
  ContactDetailsBlock,
  NewsListBlock,
  TimelineBlock,
  PeopleListBlock,
  JobListBlock,
  CinemaShowtimesBlock,
  PriceListBlock,
  SubpageNavBlock,
  NovelListBlock,
  NovelaScheduleBlock,
  SignUpFormBlock,
  CoverageCheckBlock,
  // new-block: configs (npm run new:block adds above this line)
].map((block) => withPickerEntry(withAnchor(block)))
