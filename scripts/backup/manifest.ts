import { z } from 'zod'

/**
 * What an archive holds, in its `manifest.json`: written last by `npm run backup`, read first by
 * `npm run restore`, which checks every file and every table's row count against it. Inside the
 * archive, `database/` holds the database (`zap.db`, a SQLite file, or `zap.pgdump`, pg_dump's custom
 * format) and `files/public/<key>` and `files/private/<key>` the uploads, under the object key they
 * have in S3_BUCKET and S3_PRIVATE_BUCKET (`media/…`, `documents/…`, `cvs/…`), whichever storage they
 * came from.
 */
export const MANIFEST_FILE = 'manifest.json'
export const DATABASE_DIR = 'database'
export const FILES_DIR = 'files'

/** Inside the archive: the database file of each kind. */
export const DATABASE_FILES = { sqlite: `${DATABASE_DIR}/zap.db`, postgres: `${DATABASE_DIR}/zap.pgdump` } as const

/** Which bucket an upload belongs to: the public one (media, documents) or the private one (CVs). */
export const BUCKETS = ['public', 'private'] as const
export type BucketRole = (typeof BUCKETS)[number]

const FILE = z.object({
  /** Its path inside the archive. */
  path: z.string().min(1),
  bytes: z.number().int().nonnegative(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  /** The object's Content-Type in S3-compatible storage (served back with it); none for the disk. */
  contentType: z.string().optional(),
})
export type ArchivedFile = z.infer<typeof FILE>

export const MANIFEST = z.object({
  format: z.literal(1),
  /** When the database snapshot was taken (ISO 8601, UTC). */
  createdAt: z.iso.datetime(),
  mode: z.object({ database: z.enum(['sqlite', 'postgres']), storage: z.enum(['disk', 's3']) }),
  database: z.object({
    /** The newest migration recorded in the database (null: none, a database never migrated). */
    migration: z.string().nullable(),
    /** Rows per table, counted in the snapshot itself. */
    rows: z.record(z.string(), z.number().int().nonnegative()),
  }),
  /** Every file of the archive but this manifest: the database first, then the uploads. */
  files: z.array(FILE),
})
export type Manifest = z.infer<typeof MANIFEST>

/** The total of a manifest's row counts. */
export const totalRows = (manifest: Pick<Manifest, 'database'>): number =>
  Object.values(manifest.database.rows).reduce((sum, count) => sum + count, 0)
