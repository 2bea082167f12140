import type { ComponentType } from 'react'
import { AccordionBlockComponent } from '../blocks/accordion/Component'
import { HeroBlockComponent } from '../blocks/hero/Component'
import { PackageCarouselBlockComponent } from '../blocks/package-carousel/Component'
import { RichTextBlockComponent } from '../blocks/rich-text/Component'
import { CastingFormBlockComponent } from '../blocks/casting-form/Component'
import { CoverageFormBlockComponent } from '../blocks/coverage-form/Component'
import { JobApplicationBlockComponent } from '../blocks/job-application/Component'
import { NewsletterFormBlockComponent } from '../blocks/newsletter-form/Component'
import { StoreSearchBlockComponent } from '../blocks/store-search/Component'
import { TermsBlockComponent } from '../blocks/terms/Component'
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
} satisfies { [T in BlockType]: (block: BlockOf<T>) => string | null }
