#!/usr/bin/env node
/**
 * The npm registry reachable here has no macOS or Windows builds of some optional native packages
 * (e.g. @next/swc-darwin-arm64), so `npm install` leaves them out of package-lock.json and `npm ci`
 * then refuses the lock. This adds a minimal optional entry for each such package (version taken
 * from the parent that declares it), which `npm ci` accepts and skips on Linux. Run it after
 * `npm install` changes the lock; `npm test` checks the lock stays installable.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

const file = path.resolve(import.meta.dirname, '..', 'package-lock.json')
const lock = JSON.parse(readFileSync(file, 'utf8'))
const packages = lock.packages
let added = 0
for (const [location, entry] of Object.entries(packages)) {
  for (const [name, range] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = `${location ? location + '/' : ''}node_modules/${name}`
    const hoisted = `node_modules/${name}`
    if (packages[nested] || packages[hoisted]) continue
    const os = /darwin/.test(name)
      ? ['darwin']
      : /win32/.test(name)
        ? ['win32']
        : /android/.test(name)
          ? ['android']
          : /freebsd/.test(name)
            ? ['freebsd']
            : /openharmony/.test(name)
              ? ['openharmony']
              : undefined
    packages[hoisted] = { version: range.replace(/^[\^~]/, ''), optional: true, ...(os ? { os } : {}) }
    added++
  }
}
const sorted = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a < b ? -1 : 1)),
)
lock.packages = sorted
writeFileSync(file, JSON.stringify(lock, null, 2) + '\n')
console.log(`lock-platform-stubs: ${added} entries added`)
