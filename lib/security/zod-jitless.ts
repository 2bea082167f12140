import { z } from 'zod'

/**
 * Zod's compiled fast path first probes `new Function("")`, which the site's CSP (no 'unsafe-eval')
 * blocks and reports as a violation on every page that builds a schema. In the browser, use the
 * interpreter (same results); the server has no CSP and keeps the faster path. Imported before
 * any schema is built (lib/forms/fields.ts, components/terms/fetch-terms.ts).
 */
if (typeof window !== 'undefined') z.config({ jitless: true })
