/**
 * The visitor's language choice, remembered in a cookie that decides which language "/" opens in
 * (the proxy reads it), and the page script that writes it when the visitor follows the header's
 * language switch.
 *
 * The switch is a plain link to the same page in the other language, so it works before the page's
 * bundles have run; the choice must be remembered then too, or a tap on a slow phone switches the page
 * but "/" keeps opening in the old language. So the cookie is written by this inline script, one
 * listener on the document for every link marked data-locale-switch (hreflang names the language),
 * installed with the page's HTML, not by React after hydration.
 *
 * Plain JavaScript in a string: it runs before any bundle, and the server allows it by its hash
 * (server/csp.mjs imports it from here, as this .mjs file needs no build).
 */

/** Cookie that remembers the visitor's language choice (365 days, path /, SameSite=Lax). */
export const LOCALE_COOKIE = 'i18n_redirected'
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60

/** The script's whole text. Changing it changes its hash, which server/csp.mjs computes from this constant. */
export const LOCALE_SWITCH_SCRIPT = `document.addEventListener("click",function(e){var a=e.target instanceof Element&&e.target.closest("a[data-locale-switch]");if(a)document.cookie="${LOCALE_COOKIE}="+a.getAttribute("hreflang")+"; path=/; max-age=${LOCALE_COOKIE_MAX_AGE}; samesite=lax"})`
