/**
 * How the edge picks an instance (Lua on Debian's nginx; no third-party module).
 *
 * Active health: every second each instance's GET /readyz (database, Redis, storage, migrations)
 * decides whether it gets visitors. Passive health on top: an instance nginx could not reach is
 * left out for 5 s. When no instance is ready, they are all tried anyway (a page the shared cache
 * holds may still render). No keepalive to the instances: a reused socket Node has just closed
 * would fail a POST after it was sent, which must not be retried.
 */

/**
 * The health checker and the `zap` upstream, at http level.
 * @param {string[]} instances host:port of each instance
 */
export function balancer(instances) {
  const peers = instances.map((address) => `"${address}"`).join(', ')
  return `  lua_shared_dict edge_health 1m;
  init_worker_by_lua_block {
    local peers = { ${peers} }
    local health = ngx.shared.edge_health
    local function ready(address)
      local host, port = address:match("^%[?(.-)%]?:(%d+)$")
      local sock = ngx.socket.tcp()
      sock:settimeouts(500, 500, 2500)
      if not sock:connect(host, tonumber(port)) then return false end
      sock:send("GET /readyz HTTP/1.0\\r\\nHost: edge\\r\\n\\r\\n")
      local status = sock:receive("*l")
      sock:close()
      return status ~= nil and status:match("^HTTP/%d%.%d 200") ~= nil
    end
    local function check(premature)
      if premature then return end
      for _, address in ipairs(peers) do
        ngx.thread.spawn(function() health:set(address, ready(address) and 1 or 0) end)
      end
    end
    if ngx.worker.id() == 0 then
      ngx.timer.at(0, check)
      ngx.timer.every(1, check)
    end
  }
  upstream zap {
    # A placeholder: the instance is chosen below.
    server 0.0.0.1;
    balancer_by_lua_block {
      local balancer = require("ngx.balancer")
      local health = ngx.shared.edge_health
      local peers = { ${peers} }
      local ctx = ngx.ctx
      if ctx.edge_tried then
        -- Called again: the last instance could not be reached.
        health:set("down:" .. ctx.edge_last, 1, 5)
      else
        ctx.edge_tried = {}
        balancer.set_more_tries(#peers - 1)
      end
      local start = health:incr("next", 1, 0)
      local chosen
      -- Ready and reachable first; then reachable though not ready; then any not tried yet.
      for pass = 1, 3 do
        for i = 0, #peers - 1 do
          local address = peers[(start + i) % #peers + 1]
          local reachable = not health:get("down:" .. address)
          local usable = pass == 3 or (reachable and (pass == 2 or health:get(address) ~= 0))
          if usable and not ctx.edge_tried[address] then
            chosen = address
            break
          end
        end
        if chosen then break end
      end
      if not chosen then return ngx.exit(502) end
      ctx.edge_tried[chosen] = true
      ctx.edge_last = chosen
      local host, port = chosen:match("^%[?(.-)%]?:(%d+)$")
      local ok, err = balancer.set_current_peer(host, tonumber(port))
      if not ok then
        ngx.log(ngx.ERR, "edge balancer: ", err)
        return ngx.exit(502)
      end
    }
  }`
}
