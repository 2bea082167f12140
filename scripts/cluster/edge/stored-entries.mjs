/**
 * What the edge stores and when it stops serving it: the page key, the purge generations, and the
 * removal of an entry whose refresh may not be stored.
 *
 * Freshness: a publish ends with the app calling POST /_edge/purge?country=ao|mz|all (loopback and
 * EDGE_PURGE_ALLOW only). That bumps the country's generation, which is part of every page's key,
 * so the very next request of any page of that country goes to the instances. One counter per
 * country instead of per-page purges: a menu or footer change touches every page anyway, and the
 * instances' own cache (Redis) still has the pages the publish did not touch.
 */

/**
 * The variables a page's cache key is made of, in order: the country's purge generation, the
 * country, the address, the language rule of /, the encoding, the image format, and the headers
 * Next's router sends for its partial responses. The key nginx stores under and the one the Lua below
 * finds an entry by are both made from this list.
 */
export const PAGE_KEY = [
  'edge_generation',
  'edge_country',
  'request_uri',
  'edge_language',
  'edge_encoding',
  'edge_image_format',
  'http_rsc',
  'http_next_router_prefetch',
  'http_next_router_segment_prefetch',
  'http_next_router_state_tree',
  'http_next_url',
]

/**
 * The cache itself. Entries stay a week after their last use: what lets cached pages outlive every
 * instance. The folder levels (1:2) are also how endUnstorableRefresh finds an entry's file.
 * @param {string} cacheDir
 */
export const cacheZone = (cacheDir) =>
  `  proxy_cache_path ${cacheDir} levels=1:2 keys_zone=edge:32m max_size=2g inactive=7d use_temp_path=off;
`

/** The key of every page, image and upload (built files have their own, without generation). */
export const pageCacheKey = `"${PAGE_KEY.map((name) => `$${name}`).join('|')}"`

/**
 * Each country's generation; bumped by a purge. The nginx start time is part of it, so a restart
 * never brings back entries an earlier purge had retired; a reload (nginx -s reload) keeps it.
 * At http level.
 */
export const generations = `  lua_shared_dict edge_generations 1m;
  init_by_lua_block {
    ngx.shared.edge_generations:add("started", tostring(os.time()))
  }
`

/** This request's generation (server level): part of its key. */
export const generationOfRequest = `    set_by_lua_block $edge_generation {
      local generations = ngx.shared.edge_generations
      return (generations:get("started") or "0") .. "." .. (generations:get(ngx.var.edge_country) or 0)
    }
`

/**
 * A refresh whose response may not be stored (private, no-store, no-cache, no lifetime, or a cookie:
 * nginx's own rules) ends the entry it refreshed, so no visitor gets the old copy afterwards: a
 * page unpublished, redirected or made private is gone from the edge at the first refresh, not
 * at the end of its stale-while-revalidate. nginx keeps the old file in that case, and its
 * open_file_cache may hold a descriptor of it for open_file_cache_valid: the file is emptied
 * before it is removed, so a held descriptor reads nothing and nginx treats the entry as missing
 * (logging "cache file ... is too small" at crit level for each request until it reopens, at most
 * open_file_cache_valid: expected here, not a disk fault). A refresh that fails (500, 502, …, no
 * instance) never gets here: nginx serves the stored copy instead, as it should.
 * @param {string} cacheDir the proxy_cache_path folder (levels=1:2)
 */
export function endUnstorableRefresh(cacheDir) {
  return `      header_filter_by_lua_block {
        if ngx.var.upstream_cache_status ~= "EXPIRED" then return end
        local cc = ngx.header["Cache-Control"]
        if type(cc) == "table" then cc = table.concat(cc, ",") end
        cc = (cc or ""):lower()
        local lifetime = tonumber(cc:match("s%-maxage=(%d+)") or cc:match("max%-age=(%d+)") or "0")
        local storable = ngx.header["Set-Cookie"] == nil and lifetime > 0
          and not cc:find("private", 1, true) and not cc:find("no-store", 1, true) and not cc:find("no-cache", 1, true)
        if storable then return end
        local parts = {}
        for i, name in ipairs({ ${PAGE_KEY.map((name) => `"${name}"`).join(', ')} }) do parts[i] = ngx.var[name] or "" end
        local hash = ngx.md5(table.concat(parts, "|"))
        -- levels=1:2: the last character of the hash, then the two before it.
        local file = "${cacheDir}/" .. hash:sub(32, 32) .. "/" .. hash:sub(30, 31) .. "/" .. hash
        local existing = io.open(file, "r")
        if not existing then return end
        existing:close()
        local emptied = io.open(file, "w")
        if emptied then emptied:close() end
        os.remove(file)
      }
`
}

/**
 * POST /_edge/purge?country=ao|mz|all: bumps the generations.
 * @param {string[]} purgeAllow addresses/CIDRs besides loopback that may purge (the instances)
 */
export function purgeLocation(purgeAllow) {
  return `    location = /_edge/purge {
      allow 127.0.0.1;
      allow ::1;
${purgeAllow.map((address) => `      allow ${address};`).join('\n')}
      deny all;
      proxy_cache off;
      content_by_lua_block {
        if ngx.req.get_method() ~= "POST" then
          ngx.status = 405
          ngx.header["Allow"] = "POST"
          return ngx.say("POST /_edge/purge?country=ao|mz|all")
        end
        local country = ngx.var.arg_country
        local countries = country == "all" and { "ao", "mz" } or (country == "ao" or country == "mz") and { country } or nil
        if not countries then
          ngx.status = 400
          return ngx.say("country must be ao, mz or all")
        end
        for _, code in ipairs(countries) do ngx.shared.edge_generations:incr(code, 1, 0) end
        ngx.header["Cache-Control"] = "no-store"
        ngx.say("purged ", table.concat(countries, " "))
      }
    }
`
}
