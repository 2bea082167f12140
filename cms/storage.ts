import { s3Storage, type S3StorageOptions } from '@payloadcms/storage-s3'
import type { Plugin } from 'payload'

type Env = Record<string, string | undefined>

/** Where each upload collection's files go inside its bucket (Payload makes names unique per collection only). */
export const STORAGE_PREFIXES = { media: 'media', documents: 'documents', 'cv-files': 'cvs' } as const

/** True when uploads live in S3-compatible storage instead of the local disk. */
export const s3Enabled = (env: Env = process.env): boolean => Boolean(env.S3_BUCKET)

/**
 * The S3 client's options. Checksums only when an operation requires one: by default the SDK sends
 * a streamed body as `aws-chunked` with a trailing checksum, which several S3-compatible servers
 * (s3rver, Cloudflare R2, Backblaze B2) refuse or store framing and all, so a 300,000-byte file
 * became a 300,080-byte object.
 */
export function s3ClientConfig(env: Env = process.env): S3StorageOptions['config'] {
  return {
    endpoint: env.S3_ENDPOINT || undefined,
    region: env.S3_REGION || 'us-east-1',
    forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
    credentials: { accessKeyId: env.S3_ACCESS_KEY_ID ?? '', secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '' },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  }
}

/**
 * With S3 on, every upload needs its bucket and the keys: a CV must never land on one instance's
 * disk (the others could not serve it, and nothing would back it up) because a variable was missed.
 */
export function checkS3Env(env: Env = process.env): void {
  if (!s3Enabled(env)) return
  const missing = ['S3_PRIVATE_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'].filter((name) => !env[name])
  if (missing.length) {
    throw new Error(
      `S3_BUCKET is set, so uploads go to S3-compatible storage, but ${missing.join(', ')} ${missing.length > 1 ? 'are' : 'is'} not set.`,
    )
  }
  if (env.S3_PRIVATE_BUCKET === env.S3_BUCKET) {
    throw new Error('S3_PRIVATE_BUCKET must differ from S3_BUCKET: CVs are kept apart from the public uploads.')
  }
}

/**
 * Uploads in S3-compatible storage when S3_BUCKET is set, on the local disk otherwise. Media and
 * documents go to S3_BUCKET, CVs to S3_PRIVATE_BUCKET. Files are still served at the site's own
 * /api/{collection}/file/… after Payload's read access check (anyone for media and documents,
 * signed-in users of the CV's country for CVs), never by a bucket URL, so neither bucket needs to
 * be readable by anyone but the site. Registered in both modes with the same fields (object key,
 * prefix), so the disk and S3 databases have one schema and one set of migrations.
 */
export function storagePlugins(env: Env = process.env): Plugin[] {
  checkS3Env(env)
  const enabled = s3Enabled(env)
  const config = s3ClientConfig(env)
  const common = { enabled, alwaysInsertFields: true, config } as const
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
