import { z } from 'zod'
import { ERR } from '@/lib/forms/messages'

export const CV_MAX_BYTES = 5 * 1024 * 1024

type FileLike = { name: string; size: number; type: string }
const isFileLike = (value: unknown): value is FileLike =>
  typeof value === 'object' && value !== null && 'size' in value && 'type' in value && 'name' in value

/**
 * A CV: one PDF of at most 5 MB. Checks what the browser can see (type, size); the server also
 * checks the file really starts like a PDF before storing it.
 */
export const cvFile = () =>
  z
    .custom<FileLike>((value) => isFileLike(value) && value.size > 0, { error: ERR.cvMissing })
    .refine((file) => file.type === 'application/pdf' && /\.pdf$/i.test(file.name), { error: ERR.cvType })
    .refine((file) => file.size <= CV_MAX_BYTES, { error: ERR.cvSize })

/** The first bytes of every PDF. */
export function looksLikePdf(bytes: Uint8Array): boolean {
  return bytes.length > 5 && new TextDecoder().decode(bytes.subarray(0, 5)) === '%PDF-'
}
