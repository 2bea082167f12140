/**
 * The newsletter's e-mail pattern: local part, @, domain, dot and a 2-4 letter ending. Its own module
 * so the browser form need not load zod.
 */
export const NEWSLETTER_EMAIL = /^[^\s@]+@[^\s@]+\.[a-zA-Z]{2,4}$/
