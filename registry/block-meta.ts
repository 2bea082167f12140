import type { BlockMeta } from './block-meta-types'
import type { BlockType } from './types'
import { meta as heroMeta } from '@/blocks/hero/config'
import { meta as adsCarouselMeta } from '@/blocks/ads-carousel/config'
import { meta as serviceIconsMeta } from '@/blocks/service-icons/config'
import { meta as subpageNavMeta } from '@/blocks/subpage-nav/config'
import { meta as spotlightMeta } from '@/blocks/spotlight/config'
import { meta as richTextMeta } from '@/blocks/rich-text/config'
import { meta as mediaTextMeta } from '@/blocks/media-text/config'
import { meta as featureGridMeta } from '@/blocks/feature-grid/config'
import { meta as accordionMeta } from '@/blocks/accordion/config'
import { meta as linkSectionsMeta } from '@/blocks/link-sections/config'
import { meta as timelineMeta } from '@/blocks/timeline/config'
import { meta as peopleListMeta } from '@/blocks/people-list/config'
import { meta as contactDetailsMeta } from '@/blocks/contact-details/config'
import { meta as termsMeta } from '@/blocks/terms/config'
import { meta as paymentMethodsMeta } from '@/blocks/payment-methods/config'
import { meta as packageCarouselMeta } from '@/blocks/package-carousel/config'
import { meta as packageGridMeta } from '@/blocks/package-grid/config'
import { meta as packageComparisonMeta } from '@/blocks/package-comparison/config'
import { meta as priceListMeta } from '@/blocks/price-list/config'
import { meta as campaignListMeta } from '@/blocks/campaign-list/config'
import { meta as faqListMeta } from '@/blocks/faq-list/config'
import { meta as manualListMeta } from '@/blocks/manual-list/config'
import { meta as newsListMeta } from '@/blocks/news-list/config'
import { meta as jobListMeta } from '@/blocks/job-list/config'
import { meta as storeSearchMeta } from '@/blocks/store-search/config'
import { meta as channelListMeta } from '@/blocks/channel-list/config'
import { meta as tvGuideMeta } from '@/blocks/tv-guide/config'
import { meta as movieProgrammeMeta } from '@/blocks/movie-programme/config'
import { meta as cinemaShowtimesMeta } from '@/blocks/cinema-showtimes/config'
import { meta as novelListMeta } from '@/blocks/novel-list/config'
import { meta as novelaScheduleMeta } from '@/blocks/novela-schedule/config'
import { meta as newsletterFormMeta } from '@/blocks/newsletter-form/config'
import { meta as jobApplicationMeta } from '@/blocks/job-application/config'
import { meta as castingFormMeta } from '@/blocks/casting-form/config'
import { meta as coverageFormMeta } from '@/blocks/coverage-form/config'
import { meta as signUpFormMeta } from '@/blocks/sign-up-form/config'
import { meta as coverageCheckMeta } from '@/blocks/coverage-check/config'
// new-block: meta imports (npm run new:block adds above this line)

/**
 * Every block type's picker entry. Each block writes its own as `meta` in its `config.ts`, beside its
 * schema, so a new block's wording lives in its folder; this map only gathers them. Keyed by the
 * generated block types, so a block registered without an entry (or an entry for a block that no
 * longer exists) fails the type check.
 */
export const blockMeta: Record<BlockType, BlockMeta> = {
  hero: heroMeta,
  adsCarousel: adsCarouselMeta,
  serviceIcons: serviceIconsMeta,
  subpageNav: subpageNavMeta,
  spotlight: spotlightMeta,
  richText: richTextMeta,
  mediaText: mediaTextMeta,
  featureGrid: featureGridMeta,
  accordion: accordionMeta,
  linkSections: linkSectionsMeta,
  timeline: timelineMeta,
  peopleList: peopleListMeta,
  contactDetails: contactDetailsMeta,
  terms: termsMeta,
  paymentMethods: paymentMethodsMeta,
  packageCarousel: packageCarouselMeta,
  packageGrid: packageGridMeta,
  packageComparison: packageComparisonMeta,
  priceList: priceListMeta,
  campaignList: campaignListMeta,
  faqList: faqListMeta,
  manualList: manualListMeta,
  newsList: newsListMeta,
  jobList: jobListMeta,
  storeSearch: storeSearchMeta,
  channelList: channelListMeta,
  tvGuide: tvGuideMeta,
  movieProgramme: movieProgrammeMeta,
  cinemaShowtimes: cinemaShowtimesMeta,
  novelList: novelListMeta,
  novelaSchedule: novelaScheduleMeta,
  newsletterForm: newsletterFormMeta,
  jobApplication: jobApplicationMeta,
  castingForm: castingFormMeta,
  coverageForm: coverageFormMeta,
  signUpForm: signUpFormMeta,
  coverageCheck: coverageCheckMeta,
  // new-block: picker entries (npm run new:block adds above this line)
}

/** A block's folder under blocks/ (and its thumbnail's file name): the slug in kebab case, e.g. faqList -> faq-list. */
export const blockFolder = (slug: string): string => slug.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)

/** Where the admin finds a block's picture, generated from its story by `npm run blocks:thumbnails`. */
export const thumbnailURL = (slug: string): string => `/admin/blocks/${blockFolder(slug)}.webp`
