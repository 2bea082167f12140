/**
 * While the site has something to ask consent for (CONSENT_USES in lib/consent/categories.ts), the
 * consent banner is in every page's HTML (pages are cached and shared, so the server cannot know a
 * visitor's choice), which lets it paint with the page instead of after hydration. For a
 * visitor who has already chosen, this inline script, placed before the banner, marks the document
 * with CONSENT_KNOWN_ATTRIBUTE, and a style rule hides the banner before it is ever painted; React
 * removes it once it has read the cookie (components/consent/ConsentDialog.tsx). With nothing to ask
 * there is no banner to hide, and the layout leaves this script out.
 *
 * The script is plain JavaScript in a string: it runs before any bundle, and the server allows it
 * by its hash (server/csp.mjs, which imports it from here, as this .mjs file needs no build). It
 * checks only the cookie's name and policy revision (CONSENT_COOKIE and CONSENT_REVISION in
 * lib/consent/, kept equal by components/consent/Consent.test.tsx); React's full check decides after hydration.
 */

/** Set on <html> when a stored choice of the current revision exists. */
export const CONSENT_KNOWN_ATTRIBUTE = 'data-consent-known'

const COOKIE = 'zap_consent'
const REVISION = 2

/** The script's whole text. Changing it changes its hash, which server/csp.mjs computes from this constant. */
export const CONSENT_KNOWN_SCRIPT = `try{var m=/(?:^|;\\s*)${COOKIE}=([^;]*)/.exec(document.cookie);if(m&&JSON.parse(decodeURIComponent(m[1])).revision===${REVISION})document.documentElement.setAttribute("${CONSENT_KNOWN_ATTRIBUTE}","")}catch(e){}`
