/**
 * Keeping the newest BACKUP_KEEP archives, in BACKUP_DIR and in BACKUP_S3_BUCKET when it is set. Run
 * only after a backup succeeded, so a run of failures never removes the last good archives. Only
 * names of archives (lib/backup/archive-name.mjs) are ever removed.
 */
import { createReadStream } from 'node:fs'
import { readdir, rm } from 'node:fs/promises'
import path from 'node:path'
import { DeleteObjectCommand, ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3'
import { Upload } from '@aws-sdk/lib-storage'
import { expiredArchives } from '@/lib/backup/archive-name.mjs'

/** Removes the archives in `dir` beyond the newest `keep`; resolves with the names removed. */
export async function rotateDirectory(dir: string, keep: number): Promise<string[]> {
  const expired = expiredArchives(await readdir(dir), keep)
  for (const name of expired) await rm(path.join(dir, name), { force: true })
  return expired
}

/** Every key at the top of a bucket (archives are never put under a prefix). */
async function topLevelKeys(client: S3Client, bucket: string): Promise<string[]> {
  const keys: string[] = []
  let token: string | undefined
  do {
    const page = await client.send(
      new ListObjectsV2Command({ Bucket: bucket, Prefix: 'zap-backup-', ContinuationToken: token }),
    )
    for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key)
    token = page.IsTruncated ? page.NextContinuationToken : undefined
  } while (token)
  return keys
}

/** Removes the archives in `bucket` beyond the newest `keep`; resolves with the keys removed. */
export async function rotateBucket(client: S3Client, bucket: string, keep: number): Promise<string[]> {
  const expired = expiredArchives(await topLevelKeys(client, bucket), keep)
  for (const key of expired) await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }))
  return expired
}

/** Uploads the archive `file` to `bucket` under its own name (in parts when it is large). */
export async function uploadArchive(client: S3Client, bucket: string, file: string): Promise<void> {
  await new Upload({
    client,
    params: { Bucket: bucket, Key: path.basename(file), Body: createReadStream(file), ContentType: 'application/gzip' },
  }).done()
}
