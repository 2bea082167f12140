import { createHash } from 'node:crypto'
import { createReadStream, createWriteStream } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import { Transform, type Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'

export type Hashed = { bytes: number; sha256: string }

/** A pass-through that counts and hashes what flows through it. */
function hashing(): Transform & { result: () => Hashed } {
  const hash = createHash('sha256')
  let bytes = 0
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk)
      bytes += chunk.byteLength
      done(null, chunk)
    },
  })
  return Object.assign(stream, { result: () => ({ bytes, sha256: hash.digest('hex') }) })
}

/** Streams `source` into the file `target` (its folder made first), hashing it on the way. */
export async function writeHashed(source: Readable | NodeJS.ReadableStream, target: string): Promise<Hashed> {
  await mkdir(path.dirname(target), { recursive: true })
  const counter = hashing()
  await pipeline(source, counter, createWriteStream(target, { flags: 'wx' }))
  return counter.result()
}

/** The size and sha256 of a stream's bytes, read to its end. */
export async function hashStream(source: Readable | NodeJS.ReadableStream): Promise<Hashed> {
  const counter = hashing()
  await pipeline(source, counter, async function* (chunks: AsyncIterable<Buffer>) {
    for await (const _chunk of chunks);
  })
  return counter.result()
}

/** The size and sha256 of a file. */
export const hashFile = (file: string): Promise<Hashed> => hashStream(createReadStream(file))
