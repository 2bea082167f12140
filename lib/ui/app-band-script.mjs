/**
 * The app promotion is a band at the top of the page's content, under the country question's band, in
 * the page's flow, so it covers nothing. Whether it shows depends on the visitor's storage (closed
 * earlier in this visit), which only the browser knows; a band that opened once the scripts ran would
 * push the page down in front of the visitor (layout shift). So its room is decided before the first
 * paint: this inline script, placed just after the band (data-app-promo, one per page), marks the
 * document with APP_BAND_ATTRIBUTE unless it was closed in this visit (APP_CLOSED_KEY in
 * sessionStorage), and a style rule shows the band, which the server has already filled. The two bands
 * take turns in the same place: the app band stays out of the page while the country question is
 * asked, and takes its place once the country is chosen (the visitor's own tap, so that move is
 * expected).
 *
 * Until React has hydrated it, this script also handles its × (marked data-app-close): it remembers
 * the close for the visit and takes the mark away. React then does the same itself
 * (components/popup/AppPopup.tsx).
 *
 * Plain JavaScript in a string: it runs before any bundle, and the server allows it by its hash
 * (server/csp.mjs imports it from here, as this .mjs file needs no build).
 */

/** Set on <html> while the app band is to show (not closed in this visit). */
export const APP_BAND_ATTRIBUTE = 'data-app-band'

/** sessionStorage key: the visitor closed the app promotion for the rest of this visit. */
export const APP_CLOSED_KEY = 'zap-popup-closed'

/** The script's whole text. Changing it changes its hash, which server/csp.mjs computes from this constant. */
export const APP_BAND_SCRIPT = `try{var d=document,h=d.documentElement,b=d.querySelector("[data-app-promo]");if(b&&!sessionStorage.getItem("${APP_CLOSED_KEY}")){h.setAttribute("${APP_BAND_ATTRIBUTE}","");b.addEventListener("click",function(e){if(e.target.closest("[data-app-close]")){try{sessionStorage.setItem("${APP_CLOSED_KEY}","1")}catch(x){}h.removeAttribute("${APP_BAND_ATTRIBUTE}")}})}}catch(e){}`
