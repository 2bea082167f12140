import type { CollectionBeforeOperationHook, CollectionConfig } from 'payload'
import { DEFAULT_LOCALE } from '@/lib/locales'

/**
 * A write that names no language (`POST /api/media` without `?locale=`) is a write in Portuguese,
 * the default language. Payload only fills in the default when localization falls back, and the
 * site's does not (an English visitor must never get Portuguese copy); left without a language, the
 * upload's localized fields are lost: on SQLite with S3 storage the image was refused for want of
 * its (given) alternative text, on PostgreSQL it was stored without it.
 */
const writeInDefaultLocale: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  // The local API already writes in the default language when none is given.
  if ((operation === 'create' || operation === 'update') && !req.locale && req.payloadAPI !== 'local')
    req.locale = DEFAULT_LOCALE
  return args
}

export function withDefaultWriteLocale(collection: CollectionConfig): CollectionConfig {
  return {
    ...collection,
    hooks: {
      ...collection.hooks,
      beforeOperation: [writeInDefaultLocale, ...(collection.hooks?.beforeOperation ?? [])],
    },
  }
}
