import type { Block } from 'payload'
import { AccordionBlock } from '../blocks/accordion/config'
import { HeroBlock } from '../blocks/hero/config'
import { PackageCarouselBlock } from '../blocks/package-carousel/config'
import { RichTextBlock } from '../blocks/rich-text/config'

/** Block types editors can place in a page layout. Each needs a component in ./components.tsx. */
export const layoutBlocks: Block[] = [HeroBlock, RichTextBlock, AccordionBlock, PackageCarouselBlock]
