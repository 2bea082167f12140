#!/usr/bin/env node
/**
 * `npm run test:cluster [-- FILE...]` (or `node scripts/test-cluster.mjs [FILE...]`): starts one local cluster (scripts/cluster.mjs), runs the cluster
 * scenarios against it (the files given, else every tests/cluster/*.cluster.ts), and
 * always stops the cluster again. Scenarios that break something (an instance, Redis, PostgreSQL)
 * restore it before they end, so the files share the one cluster.
 */
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { suiteFiles } from './test-suites.mjs'

const root = path.resolve(import.meta.dirname, '..')
const given = process.argv.slice(2)
const files = given.length ? given : suiteFiles('cluster')

// Scheduled publish scenarios wait for the instances' jobs ticker: every 2 s instead of every 10 s.
process.env.JOBS_INTERVAL_MS ??= '2000'

const node = (args) => spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit', env: process.env }).status ?? 1
const started = Date.now()
let code = 1
try {
  if (node([path.join(root, 'scripts', 'cluster.mjs')]) !== 0) throw new Error('the cluster did not start')
  console.log(`test-cluster: cluster up in ${((Date.now() - started) / 1000).toFixed(0)} s; running ${files.join(' ')}`)
  code = node([path.join(root, 'scripts', 'task.mjs'), '--test', ...files])
} catch (error) {
  console.error(`test-cluster: ${error instanceof Error ? error.message : error}`)
} finally {
  node([path.join(root, 'scripts', 'cluster.mjs'), 'stop'])
  console.log(`test-cluster: ${code === 0 ? 'passed' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(0)} s`)
}
process.exit(code)
