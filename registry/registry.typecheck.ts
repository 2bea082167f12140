/**
 * Compile-time tests of the registry's promise, run by `npm run typecheck` (part of `npm test`).
 * Each @ts-expect-error below must stay an error: if the registry stopped refusing these mistakes,
 * the directive would be unused and `tsc` would fail.
 */
import type { ComponentType } from 'react'
import { HeroBlockComponent } from '@/blocks/hero/Component'
import { blockComponents } from './components'
import type { BlockProps, BlockType } from './types'

type Registry = { [T in BlockType]: ComponentType<BlockProps<T>> }

const { hero: _hero, ...withoutHero } = blockComponents
// @ts-expect-error -- a CMS block type (hero) with no component must not compile
export const missingComponent = withoutHero satisfies Registry

// @ts-expect-error -- a component for a block type the CMS does not have must not compile
export const extraComponent = { ...blockComponents, banner: HeroBlockComponent } satisfies Registry

// @ts-expect-error -- a component registered under another block's type must not compile
export const swapped = { ...blockComponents, richText: HeroBlockComponent } satisfies Registry
