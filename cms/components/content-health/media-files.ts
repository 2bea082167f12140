import { stat } from 'node:fs/promises'
import path from 'node:path'
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3'
import { s3ClientConfig, STORAGE_PREFIXES } from '@/cms/storage'
import { environment, type Env } from '@/lib/config/env'

type StoredFile = { filename: string; prefix?: string | null }

const notFound = (error: unknown) => {
  const { name, code, $metadata } = (error ?? {}) as {
    name?: string
    code?: string
    $metadata?: { httpStatusCode?: number }
  }
  return (
    code === 'ENOENT' ||
    code === 'ENOTDIR' ||
    name === 'NotFound' ||
    name === 'NoSuchKey' ||
    $metadata?.httpStatusCode === 404
  )
}

/**
 * Which of these uploads have no file in storage (the disk's `staticDir`, or the bucket when
 * S3_BUCKET is set), by file name. Asked a few at a time; a response other than "not found" (a
 * storage outage) counts as present, so an outage does not fill the report with false alarms.
 */
export async function filesMissing(
  files: readonly StoredFile[],
  staticDir: string,
  env: Env = environment(),
): Promise<Set<string>> {
  const missing = new Set<string>()
  const client = env.s3Enabled ? new S3Client(s3ClientConfig(env) ?? {}) : null
  const exists = async ({ filename, prefix }: StoredFile) => {
    try {
      if (client)
        await client.send(
          new HeadObjectCommand({
            Bucket: env.S3_BUCKET,
            Key: path.posix.join(prefix || STORAGE_PREFIXES.media, filename),
          }),
        )
      else if (!(await stat(path.resolve(staticDir, filename))).isFile()) missing.add(filename)
    } catch (error) {
      if (notFound(error)) missing.add(filename)
    }
  }
  for (let start = 0; start < files.length; start += 8) await Promise.all(files.slice(start, start + 8).map(exists))
  client?.destroy()
  return missing
}
