/**
 * autocannon in a child process of its own (bench/lib/cannon-worker.mjs), so the load generator is a
 * second process on loopback, apart from the bench script and from the server under test.
 */
import { fork } from 'node:child_process'
import path from 'node:path'

/** Runs one bounded autocannon round; resolves to its result (requests/s, latency, status counts). */
export function cannon(options) {
  return new Promise((resolve, reject) => {
    const child = fork(path.join(import.meta.dirname, 'cannon-worker.mjs'), {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    })
    let result
    child.on('message', (message) => {
      result = message
    })
    child.on('error', reject)
    child.on('exit', (code) =>
      result?.error
        ? reject(new Error(result.error))
        : result
          ? resolve(result)
          : reject(new Error(`autocannon exited ${code}`)),
    )
    child.send(options)
  })
}
