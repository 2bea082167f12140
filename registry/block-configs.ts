import type { Block } from 'payload'
import { AccordionBlock } from '../blocks/accordion/config'
import { CastingFormBlock } from '../blocks/casting-form/config'
import { CoverageFormBlock } from '../blocks/coverage-form/config'
import { HeroBlock } from '../blocks/hero/config'
import { JobApplicationBlock } from '../blocks/job-application/config'
import { NewsletterFormBlock } from '../blocks/newsletter-form/config'
import { PackageCarouselBlock } from '../blocks/package-carousel/config'
import { RichTextBlock } from '../blocks/rich-text/config'
import { StoreSearchBlock } from '../blocks/store-search/config'
import { TermsBlock } from '../blocks/terms/config'

/** Block types editors can place in a page layout. Each needs a component in ./components.tsx. */
export const layoutBlocks: Block[] = [
  HeroBlock, RichTextBlock, AccordionBlock, PackageCarouselBlock,
  NewsletterFormBlock, JobApplicationBlock, CastingFormBlock, CoverageFormBlock, StoreSearchBlock, TermsBlock,
]
