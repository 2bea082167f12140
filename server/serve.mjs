#!/usr/bin/env node
/**
 * The production server: Next's request handler behind a plain Node HTTP server, so the visitor's
 * IP can be taken from the socket. Route handlers never see the socket, and X-Forwarded-For can be
 * written by anyone; here it is believed only for hops in TRUSTED_PROXIES (proxy-addr syntax:
 * "loopback", "10.0.0.0/8", comma-separated; empty = no proxy in front). The result goes to the app
 * in the x-zap-client-ip header, overwriting anything the client sent under that name.
 */
import { createServer } from 'node:http'
import next from 'next'
import proxyaddr from 'proxy-addr'

const port = Number(process.env.PORT || 3000)
const trusted = (process.env.TRUSTED_PROXIES || '').split(',').map((s) => s.trim()).filter(Boolean)
const trust = proxyaddr.compile(trusted)

const app = next({ dev: false, dir: process.cwd(), port })
await app.prepare()
const handle = app.getRequestHandler()

createServer((req, res) => {
  req.headers['x-zap-client-ip'] = proxyaddr(req, trust)
  void handle(req, res)
}).listen(port, () => console.log(`serve: ready on port ${port}`))
