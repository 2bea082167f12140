#!/usr/bin/env node
/**
 * Writes public/sw.js from scripts/sw-template.js (a handwritten worker, ~1.3 kB gzipped; Workbox's
 * was 7.5 kB on every first visit). Visited pages are served network-first, so a publish is seen at
 * once when online, and from the cache when offline; a page never visited offline gets
 * public/offline.html. Static chunks are immutable and cached on first use; nothing is precached but
 * the offline page, to spare cheap phones' storage. The admin and the API (except media) never go
 * through the cache.
 *
 * The offline page's content hash goes into the worker, so a new offline page makes a new worker
 * that replaces the cached copy. Comments are dropped from the output (every visitor downloads it).
 *
 *   node scripts/build-sw.mjs [output]     # default public/sw.js
 */
import { createHash } from 'node:crypto'
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

const root = path.resolve(import.meta.dirname, '..')
const output = path.resolve(process.argv[2] ?? path.join(root, 'public/sw.js'))
const offline = readFileSync(path.join(root, 'public/offline.html'))
const revision = createHash('sha256').update(offline).digest('hex').slice(0, 16)

const source = readFileSync(path.join(root, 'scripts/sw-template.js'), 'utf8')
  .replace(/\/\*[\s\S]*?\*\/\n?/g, '') // block comments (the template has no "/*" inside strings or regexes)
  .replace(/^\s*\/\/.*\n/gm, '') // whole-line comments only, so "//" inside code is safe
  .replaceAll('__OFFLINE_REVISION__', revision)
writeFileSync(output, source)
console.log(
  `build-sw: ${path.relative(root, output)} written (offline page ${revision}, ${gzipSync(source).length} bytes gzipped)`,
)
