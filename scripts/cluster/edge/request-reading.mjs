/**
 * The edge's one reading of the request (nginx side): the country from the host, the language rule
 * of /, the image format and the encoding, each decided once from a normalised request. The cache
 * key is made of these decisions, and the instances are handed exactly the same ones (their Host,
 * Accept, Accept-Language and language cookie), so the two cannot disagree. The app reads the same
 * facts the same way (lib/routing/site-urls.ts) for requests that reach it without the edge.
 */
import { PRIVATE_COOKIES } from '../../../server/shared-cache-control.mjs'

/** The cookie that remembers a visitor's language; read on / only (lib/locales.ts LOCALE_COOKIE). */
export const LOCALE_COOKIE = 'i18n_redirected'

/** First in each proxied location: a host that cannot be read is 400, one no country has is 421. */
export const refuseUnread = `      if ($edge_host_malformed) { return 400; }
      if ($edge_country = "") { return 421; }
`

/**
 * The http-level maps of the reading.
 * @param {{ hosts: Record<'ao' | 'mz', string[]>, siteHosts: Record<'ao' | 'mz', string> }} sites
 */
export function readingMaps({ hosts, siteHosts }) {
  const cookieRule = PRIVATE_COOKIES.map((name) => name.replace(/[-_]/g, (c) => `\\${c}`)).join('|')
  return `  # One reading of the request, here, for the cache key and the instances alike. The app reads the
  # same facts the same way (lib/routing/site-urls.ts), but is only ever handed the result.
  #
  # The country: from nginx's $host (lower case, no port, no trailing dot, the request line's host
  # when it names one). No fallback: a host no country has is refused (421), never served with
  # some country's page that would then be stored under that host's key.
  map $host $edge_country {
    default "";
${Object.entries(hosts)
  .flatMap(([country, names]) => names.map((name) => `    ${name} ${country};`))
  .join('\n')}
  }
  # What the instances are told: the country's own address, exactly as they know it.
  map $edge_country $edge_site_host {
    default "";
${Object.entries(siteHosts)
  .map(([country, host]) => `    ${country} "${host}";`)
  .join('\n')}
  }
  # A Host header whose port is no port (mz.localhost:, :abc, :8080:8080): refused (400), as the app refuses it.
  map $http_host $edge_host_malformed {
    default 1;
    "" 0;
    "~^[^:]*(:[0-9]{1,5})?$" 0;
  }
  # The image format of /_next/image, from the visitor's Accept (the first header): part of the key,
  # and the instances get an Accept that names that format alone, so they cannot choose another.
  map "$uri $http_accept" $edge_image_format {
    default "";
    "~*^/_next/image .*image/avif" avif;
    "~*^/_next/image .*image/webp" webp;
    "~^/_next/image " original;
  }
  map $edge_image_format $edge_accept {
    default $http_accept;
    avif "image/avif";
    webp "image/webp";
    original "*/*";
  }
  # One stored copy per encoding the visitor accepts; the inner server makes it.
  map $http_accept_encoding $edge_encoding {
    default "";
    ~*\\bbr\\b br;
    ~*\\bgzip\\b gzip;
  }
  # Only / chooses its language from the request (the ${LOCALE_COOKIE} cookie, else Accept-Language);
  # every other address names its language in the path. Both are collapsed to one value before the
  # key is made, and the instances get exactly that value: the first Accept-Language header (Node
  # would join them all), and one ${LOCALE_COOKIE} cookie (location = / below).
  map $uri $edge_language {
    default "";
    / "$edge_locale_cookie|$http_accept_language";
  }
  # A signed-in editor's or a draft preview's cookie: never served from the cache nor stored.
  map $http_cookie $edge_private_cookie {
    default "";
    "~(^|;\\s*)(${cookieRule})=" 1;
  }`
}

/**
 * For / only: exactly one ${LOCALE_COOKIE} cookie goes on, the one in the key (nginx reads the
 * first, its name in any case; Next would take the last, in exact case).
 */
export const localeCookieCollapse = `      rewrite_by_lua_block {
        local header = ngx.var.http_cookie
        if not header or not header:lower():find("${LOCALE_COOKIE}", 1, true) then return end
        local kept, value = {}, nil
        for pair in header:gmatch("[^;]+") do
          local name, rest = pair:match("^%s*([^=]-)%s*=%s*(.-)%s*$")
          if name and name:lower() == "${LOCALE_COOKIE}" then
            value = value or rest
          else
            kept[#kept + 1] = (pair:gsub("^%s+", ""))
          end
        end
        -- Only a language the site has; anything else counts as no cookie, as in the app.
        if value ~= "pt" and value ~= "en" then value = nil end
        if value then kept[#kept + 1] = "${LOCALE_COOKIE}=" .. value end
        ngx.var.edge_locale_cookie = value or ""
        ngx.req.set_header("Cookie", #kept > 0 and table.concat(kept, "; ") or nil)
      }
`
