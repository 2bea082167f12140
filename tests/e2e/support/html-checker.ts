import { execFile } from 'node:child_process'
import { createRequire } from 'node:module'
import path from 'node:path'
import { promisify } from 'node:util'

/** The Nu Html Checker's jar, as the vnu-jar package ships it (run on Debian's Java, never a downloaded one). */
export const VNU_JAR = String(createRequire(import.meta.url)('vnu-jar') as unknown)

/** One message of the checker's JSON output (https://github.com/validator/validator/wiki/Output-»-JSON). */
type VnuMessage = {
  type: 'error' | 'info' | 'non-document-error'
  subType?: string
  url?: string
  lastLine?: number
  message: string
  extract?: string
  hiliteStart?: number
  hiliteLength?: number
}

/** A finding about one file: an error, or a warning (the checker's "info" with subType "warning"). */
export type HtmlFinding = {
  kind: 'error' | 'warning'
  /** The checked file's name, without its folder. */
  file: string
  line: number
  message: string
  /** The markup the checker points at (a start tag, an attribute…), as written in the file. */
  markup: string
}

/*
 * Measured over the 314 pages of the seeded site (25 MB of HTML) on the 2-core machine: 57 s and 1 to 2 GB of
 * memory with Java's defaults; 35 s without the note on the trailing slash React writes on void elements (16,442 of
 * the run's 16,448 messages, 8 MB of JSON, none an error or a warning); 26 s and 380 MB with the serial collector as
 * well, on one core, which leaves the other to the other test worker. The check of each page's language against its
 * `lang` costs 8 s of that and stays.
 */
const JAVA_OPTIONS = ['-XX:+UseSerialGC']
const CHECKER_OPTIONS = [
  '--format',
  'json',
  '--exit-zero-always',
  '--stdout',
  '--filterpattern',
  '.*Trailing slash on void elements.*',
]

/**
 * Checks every .html file in a folder in one run of the checker (one Java start for all of them) and returns its
 * errors and warnings. Its plain notes ("info" without a subType) are not findings. A file the checker could not
 * read is an error.
 */
export async function checkHtmlFolder(folder: string): Promise<HtmlFinding[]> {
  const { stdout } = await promisify(execFile)('java', [...JAVA_OPTIONS, '-jar', VNU_JAR, ...CHECKER_OPTIONS, folder], {
    maxBuffer: 64 * 1024 * 1024,
  }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT')
      throw new Error("No `java` on PATH: `npm test` installs Debian's default-jre-headless (scripts/services/apt.mjs)")
    throw error
  })
  const { messages } = JSON.parse(stdout) as { messages: VnuMessage[] }
  return messages.flatMap((m): HtmlFinding[] => {
    const kind = m.type === 'info' ? (m.subType === 'warning' ? 'warning' : null) : 'error'
    if (!kind) return []
    const start = m.hiliteStart ?? 0
    const markup = m.extract?.slice(start, start + (m.hiliteLength ?? m.extract.length)) ?? ''
    return [{ kind, file: m.url ? path.basename(m.url) : '', line: m.lastLine ?? 0, message: m.message, markup }]
  })
}
