/**
 * The endpoint the consent banner's form posts to before the page's scripts have run
 * (lib/consent/form-handler.ts). Its own module: the banner is in the browser's bundle, the handler not.
 */
export const CONSENT_FORM_PATH = '/api/consent'
