/**
 * Compile-time tests of the registry's promise, run by `npm run typecheck` (part of `npm test`).
 * Each @ts-expect-error below must stay an error: if the registry stopped refusing these mistakes,
 * the directive would be unused and `tsc` would fail.
 */
import type { ComponentType } from 'react'
import { HeroBlockComponent } from '@/blocks/hero/Component'
import { blockComponents, headingReaders, type HeadingReaders } from './components'
import type { BlockProps, BlockType } from './types'

type Registry = { [T in BlockType]: ComponentType<BlockProps<T>> }

const { hero: _hero, ...withoutHero } = blockComponents
// @ts-expect-error -- a CMS block type (hero) with no component must not compile
export const missingComponent = withoutHero satisfies Registry

// @ts-expect-error -- a component for a block type the CMS does not have must not compile
export const extraComponent = { ...blockComponents, banner: HeroBlockComponent } satisfies Registry

// @ts-expect-error -- a component registered under another block's type must not compile
export const swapped = { ...blockComponents, richText: HeroBlockComponent } satisfies Registry

const { hero: _heroHeading, ...withoutHeroHeading } = headingReaders
// @ts-expect-error -- a block type without a top-level heading field (hero) must say how its heading is read
export const missingHeadingReader = withoutHeroHeading satisfies HeadingReaders

// @ts-expect-error -- a heading reader for a block type the CMS does not have must not compile
export const extraHeadingReader = { ...headingReaders, banner: () => null } satisfies HeadingReaders

// @ts-expect-error -- a reader must take its own block type (a hero has no top-level heading)
export const wrongHeadingReader = { ...headingReaders, hero: (block) => block.heading } satisfies HeadingReaders

// A block type with a `heading` field needs no reader: the default reads that field.
export const defaultHeadings = { ...headingReaders } satisfies HeadingReaders
