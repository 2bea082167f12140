/**
 * The uploads' side of a backup and a restore, on the disk (MEDIA_DIR, DOCUMENTS_DIR,
 * PRIVATE_UPLOADS_DIR) or in S3-compatible storage (S3_BUCKET, S3_PRIVATE_BUCKET). In the archive each
 * file sits under its bucket and the object key it has in S3 (`files/public/media/x.webp`,
 * `files/private/cvs/cv.pdf`): on the disk the key is the collection's storage prefix (cms/storage.ts)
 * and the file's path in that collection's folder.
 */
import { createReadStream, existsSync } from 'node:fs'
import { copyFile, link, mkdir, readdir, stat } from 'node:fs/promises'
import path from 'node:path'
import type { Readable } from 'node:stream'
import {
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3'
import { s3ClientConfig, STORAGE_PREFIXES } from '@/cms/storage'
import type { Env } from '@/lib/config/env'
import { hashFile, hashStream, writeHashed } from './hash'
import { type ArchivedFile, type BucketRole, FILES_DIR } from './manifest'

/** Downloads and uploads under way at once. */
const PARALLEL = 4

/** A folder of uploads on the disk and the bucket and key prefix its files have in the archive. */
type DiskArea = { bucket: BucketRole; prefix: string; dir: string }

export function diskAreas(env: Env): DiskArea[] {
  return [
    { bucket: 'public', prefix: STORAGE_PREFIXES.media, dir: path.resolve(env.MEDIA_DIR) },
    { bucket: 'public', prefix: STORAGE_PREFIXES.documents, dir: path.resolve(env.DOCUMENTS_DIR) },
    { bucket: 'private', prefix: STORAGE_PREFIXES['cv-files'], dir: path.resolve(env.PRIVATE_UPLOADS_DIR) },
  ]
}

export function bucketNames(env: Env): Record<BucketRole, string> {
  return { public: env.S3_BUCKET ?? '', private: env.S3_PRIVATE_BUCKET ?? '' }
}

export const storageClient = (env: Env): S3Client => new S3Client(s3ClientConfig(env) as S3ClientConfig)

/** The archive path of an object. Keys that could not be a relative path inside the archive are refused. */
export function archivePath(bucket: BucketRole, key: string): string {
  const segments = key.split('/')
  if (key.startsWith('/') || segments.some((segment) => segment === '' || segment === '.' || segment === '..'))
    throw new Error(`the object key "${key}" in the ${bucket} bucket cannot be stored as a file`)
  return `${FILES_DIR}/${bucket}/${key}`
}

/** The bucket and key of an archive path written by archivePath(). */
function fromArchivePath(file: string): { bucket: BucketRole; key: string } {
  const [top, bucket, ...key] = file.split('/')
  if (top !== FILES_DIR || (bucket !== 'public' && bucket !== 'private') || key.length === 0)
    throw new Error(`the archive holds a file outside ${FILES_DIR}/public and ${FILES_DIR}/private: ${file}`)
  return { bucket, key: key.join('/') }
}

/** Every regular file under `dir`, as paths relative to it with '/' separators, skipping the folders in `skip`. */
async function filesUnder(dir: string, skip: string[]): Promise<string[]> {
  if (!existsSync(dir)) return []
  const found: string[] = []
  const walk = async (folder: string): Promise<void> => {
    for (const entry of await readdir(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name)
      if (entry.isDirectory()) {
        if (!skip.includes(full)) await walk(full)
      } else if (entry.isFile()) found.push(path.relative(dir, full).split(path.sep).join('/'))
    }
  }
  await walk(dir)
  return found.sort()
}

/** Each area's files, without those of another area nested in it (documents live under media by default). */
async function diskFiles(env: Env): Promise<{ area: DiskArea; relative: string }[]> {
  const areas = diskAreas(env)
  const all: { area: DiskArea; relative: string }[] = []
  for (const area of areas) {
    const nested = areas
      .map((other) => other.dir)
      .filter((dir) => dir !== area.dir && dir.startsWith(area.dir + path.sep))
    for (const relative of await filesUnder(area.dir, nested)) all.push({ area, relative })
  }
  return all
}

/** Runs `work` on every item, PARALLEL at a time; the results in the items' order. */
async function eachInParallel<T, R>(items: T[], work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length)
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const index = next++
      results[index] = await work(items[index]!)
    }
  }
  await Promise.all(Array.from({ length: Math.min(PARALLEL, items.length) }, worker))
  return results
}

/** Every object of a bucket: key, in the listing's order. Folder placeholders (keys ending in '/') hold no file. */
async function listKeys(client: S3Client, bucket: string): Promise<string[]> {
  const keys: string[] = []
  let token: string | undefined
  do {
    const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }))
    for (const object of page.Contents ?? []) if (object.Key && !object.Key.endsWith('/')) keys.push(object.Key)
    token = page.IsTruncated ? page.NextContinuationToken : undefined
  } while (token)
  return keys
}

/**
 * Puts every upload into `staging` under its archive path and returns them with their sizes and
 * hashes. On the disk each file is hard-linked (copied across file systems): the link keeps the bytes
 * of that moment whatever happens to the upload afterwards. From S3 each object is downloaded.
 */
export async function collectFiles(env: Env, staging: string): Promise<ArchivedFile[]> {
  if (!env.s3Enabled) {
    return eachInParallel(await diskFiles(env), async ({ area, relative }) => {
      const file = archivePath(area.bucket, `${area.prefix}/${relative}`)
      const target = path.join(staging, file)
      await mkdir(path.dirname(target), { recursive: true })
      await link(path.join(area.dir, relative), target).catch(() => copyFile(path.join(area.dir, relative), target))
      return { path: file, ...(await hashFile(target)) }
    })
  }
  const client = storageClient(env)
  try {
    const files: ArchivedFile[] = []
    for (const [bucket, name] of Object.entries(bucketNames(env)) as [BucketRole, string][]) {
      const keys = await listKeys(client, name)
      files.push(
        ...(await eachInParallel(keys, async (key) => {
          const file = archivePath(bucket, key)
          const object = await client.send(new GetObjectCommand({ Bucket: name, Key: key }))
          const hashed = await writeHashed(object.Body as Readable, path.join(staging, file))
          return { path: file, ...hashed, ...(object.ContentType ? { contentType: object.ContentType } : {}) }
        })),
      )
    }
    return files
  } finally {
    client.destroy()
  }
}

/** What makes the storage not empty: the folders or buckets that hold a file, with one of their files. */
export async function storageContent(env: Env): Promise<string[]> {
  if (!env.s3Enabled) {
    const found = new Map<string, string>()
    for (const { area, relative } of await diskFiles(env)) if (!found.has(area.dir)) found.set(area.dir, relative)
    return [...found].map(([dir, relative]) => `files in ${dir} (${relative}…)`)
  }
  const client = storageClient(env)
  try {
    const found: string[] = []
    for (const name of Object.values(bucketNames(env))) {
      const page = await client.send(new ListObjectsV2Command({ Bucket: name, MaxKeys: 1 }))
      const key = page.Contents?.[0]?.Key
      if (key) found.push(`objects in the bucket ${name} (${key}…)`)
    }
    return found
  } finally {
    client.destroy()
  }
}

/** Where an archived upload goes on the disk: its collection's folder, by the key's prefix. */
function diskTarget(env: Env, file: string): string {
  const { bucket, key } = fromArchivePath(file)
  const area = diskAreas(env).find((candidate) => candidate.bucket === bucket && key.startsWith(`${candidate.prefix}/`))
  if (!area) throw new Error(`no upload folder takes ${file} (only ${Object.values(STORAGE_PREFIXES).join(', ')})`)
  return path.join(area.dir, ...key.slice(area.prefix.length + 1).split('/'))
}

/** Puts the archive's uploads (extracted under `staging`) where the site keeps them, over any file of the same name. */
export async function restoreFiles(env: Env, staging: string, files: ArchivedFile[]): Promise<void> {
  if (!env.s3Enabled) {
    await eachInParallel(files, async (file) => {
      const target = diskTarget(env, file.path)
      await mkdir(path.dirname(target), { recursive: true })
      await copyFile(path.join(staging, file.path), target)
    })
    return
  }
  const client = storageClient(env)
  const names = bucketNames(env)
  try {
    await eachInParallel(files, async (file) => {
      const { bucket, key } = fromArchivePath(file.path)
      const source = path.join(staging, file.path)
      await client.send(
        new PutObjectCommand({
          Bucket: names[bucket],
          Key: key,
          Body: createReadStream(source),
          ContentLength: (await stat(source)).size,
          ContentType: file.contentType,
        }),
      )
    })
  } finally {
    client.destroy()
  }
}

/** The restored uploads whose bytes differ from the archive's (or that are missing), read back from where they now are. */
export async function mismatchedFiles(env: Env, files: ArchivedFile[]): Promise<string[]> {
  const client = env.s3Enabled ? storageClient(env) : null
  const names = bucketNames(env)
  try {
    const verdicts = await eachInParallel(files, async (file) => {
      try {
        let found
        if (client) {
          const { bucket, key } = fromArchivePath(file.path)
          const object = await client.send(new GetObjectCommand({ Bucket: names[bucket], Key: key }))
          found = await hashStream(object.Body as Readable)
        } else found = await hashFile(diskTarget(env, file.path))
        return found.sha256 === file.sha256 && found.bytes === file.bytes ? null : `${file.path} (different bytes)`
      } catch (error) {
        return `${file.path} (${error instanceof Error ? error.message : String(error)})`
      }
    })
    return verdicts.filter((verdict): verdict is string => verdict !== null)
  } finally {
    client?.destroy()
  }
}
