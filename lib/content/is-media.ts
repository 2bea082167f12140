import type { Media } from '@/cms/payload-types'

/** A populated media document (an upload field read at depth >= 1), not a bare id. */
export const isMedia = (value: unknown): value is Media => typeof value === 'object' && value !== null && 'url' in value
