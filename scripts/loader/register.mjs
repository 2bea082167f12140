// `node --import ./scripts/loader/register.mjs`: installs the Lexical resolve hook (see lexical-resolve.mjs).
import { register } from 'node:module'

register('./lexical-resolve.mjs', import.meta.url)
