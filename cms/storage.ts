import { s3Storage, type S3StorageOptions } from '@payloadcms/storage-s3'
import type { Plugin } from 'payload'
import { environment, type Env } from '@/lib/config/env'

/** Where each upload collection's files go inside its bucket (Payload makes names unique per collection only). */
export const STORAGE_PREFIXES = { media: 'media', documents: 'documents', 'cv-files': 'cvs' } as const

/**
 * The S3 client's options. Checksums only when an operation requires one: by default the SDK sends
 * a streamed body as `aws-chunked` with a trailing checksum, which several S3-compatible servers
 * (s3rver, Cloudflare R2, Backblaze B2) refuse or store framing and all, so a 300,000-byte file
 * became a 300,080-byte object.
 */
export function s3ClientConfig(env: Env = environment()): S3StorageOptions['config'] {
  return {
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
    credentials: { accessKeyId: env.S3_ACCESS_KEY_ID ?? '', secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '' },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  }
}

/**
 * Uploads in S3-compatible storage when S3_BUCKET is set, on the local disk otherwise. Media and
 * documents go to S3_BUCKET, CVs to S3_PRIVATE_BUCKET. Files are still served at the site's own
 * /api/{collection}/file/… after Payload's read access check (anyone for media and documents,
 * signed-in users of the CV's country for CVs), never by a bucket URL, so neither bucket needs to
 * be readable by anyone but the site. Registered in both modes with the same fields (object key,
 * prefix), so the disk and S3 databases have one schema and one set of migrations. With S3 on, the
 * private bucket and both keys are required (lib/config/env-schema.ts): a CV must never land on one
 * instance's disk (the others could not serve it, nothing would back it up) because one was missed.
 */
export function storagePlugins(env: Env = environment()): Plugin[] {
  const config = s3ClientConfig(env)
  const common = { enabled: env.s3Enabled, alwaysInsertFields: true, config } as const
  return [
    s3Storage({
      ...common,
      clientCacheKey: 's3:public',
      bucket: env.S3_BUCKET ?? '',
      collections: { media: { prefix: STORAGE_PREFIXES.media }, documents: { prefix: STORAGE_PREFIXES.documents } },
    }),
    s3Storage({
      ...common,
      clientCacheKey: 's3:private',
      bucket: env.S3_PRIVATE_BUCKET ?? '',
      collections: { 'cv-files': { prefix: STORAGE_PREFIXES['cv-files'] } },
    }),
  ]
}
