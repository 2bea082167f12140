/**
 * The country question ("Está em Angola?") is a band at the top of the page's content, in the page's
 * flow, so it covers nothing. It can only be filled once the page's scripts run (whether to ask
 * depends on the visitor's storage), and a band that opened then would push the whole page down in
 * front of the visitor (layout shift). So its room is kept from the first paint: this inline script,
 * placed just after the band (data-country-band, one per page), marks the document with COUNTRY_QUESTION_ATTRIBUTE
 * when the question will be asked (no country stored, and the visitor did not come from one of the
 * other countries' sites, whose origins the band element lists in data-other-origins), and a style
 * rule shows the band, which the server has already filled with the question. Until React has
 * hydrated it (a second or more on a slow phone), this script also handles it: a tap on "stay" or on
 * the × (marked data-country-stay) stores the current country (data-current, the stored record) and
 * takes the mark away, so the band closes. React then handles it itself, and removes the mark when
 * the country is chosen or the question is not to be asked (components/popup/CountryPopup.tsx).
 *
 * Plain JavaScript in a string: it runs before any bundle, and the server allows it by its hash
 * (server/csp.mjs imports it from here, as this .mjs file needs no build). The storage key is
 * COUNTRY_STORAGE_KEY (components/chrome/CountrySelector.tsx), kept equal by
 * components/popup/CountryPopup.test.tsx.
 */

/** Set on <html> while the country question will be, or is, asked. */
export const COUNTRY_QUESTION_ATTRIBUTE = 'data-country-question'

const STORAGE_KEY = 'selectedCountry'

/** The script's whole text. Changing it changes its hash, which server/csp.mjs computes from this constant. */
export const COUNTRY_QUESTION_SCRIPT = `try{var d=document,h=d.documentElement,b=d.querySelector("[data-country-band]"),o=(b.getAttribute("data-other-origins")||"").split(" "),r="";try{r=new URL(d.referrer).origin}catch(e){}if(!localStorage.getItem("${STORAGE_KEY}")&&(!r||o.indexOf(r)<0)){h.setAttribute("${COUNTRY_QUESTION_ATTRIBUTE}","");b.addEventListener("click",function(e){if(e.target.closest("[data-country-stay]")){try{localStorage.setItem("${STORAGE_KEY}",b.getAttribute("data-current"))}catch(x){}h.removeAttribute("${COUNTRY_QUESTION_ATTRIBUTE}")}})}}catch(e){}`
