/**
 * What code running in the browser may know of the environment. Next replaces `process.env.NAME`
 * with its value at build time only where it is written out literally like this, and only for
 * NODE_ENV and NEXT_PUBLIC_* names; anything else is undefined in the browser. Server code uses
 * lib/config/env.ts.
 */
export const publicEnv = Object.freeze({
  /** A production build (`next build`): the offline service worker is registered only then. */
  production: process.env.NODE_ENV === 'production',
})
