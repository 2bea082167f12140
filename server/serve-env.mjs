/**
 * The production server's configuration: this process's environment, read and checked once by the
 * site's configuration module (lib/config/env.ts) before anything else of the server loads: serve.mjs
 * imports this module first. A bad value stops the server here, with a message naming the variable,
 * before Next loads or anything listens.
 */
import { environment } from '../lib/config/env.ts'

function read() {
  try {
    return environment()
  } catch (error) {
    console.error(`serve: ${error instanceof Error ? error.message : String(error)}`)
    process.exit(1)
  }
}

/** The parsed environment: the server passes each of its modules the values it needs. */
export const env = read()
