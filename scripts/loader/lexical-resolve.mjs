/**
 * Node resolve hook: Lexical's Node entry points (`dist/*.node.mjs`) choose their dev or prod build
 * with a top-level `await import(...)`. Across Lexical's cyclic module graph that top-level await
 * intermittently deadlocks Node 20's ES-module loader: the process exits 0 having run nothing, or
 * hangs (payloadcms/payload#17757). Their bundler entry points (`dist/*.mjs`) export the same API
 * with static imports only, so scripts and tests load those instead. Next's own bundle is unaffected.
 */
const nodeEntry = /\/node_modules\/(?:lexical|@lexical\/[^/]+)\/dist\/[^/]+\.node\.mjs$/

export async function resolve(specifier, context, nextResolve) {
  const result = await nextResolve(specifier, context)
  return nodeEntry.test(result.url) ? { ...result, url: result.url.replace(/\.node\.mjs$/, '.mjs') } : result
}
