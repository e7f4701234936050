import { constants } from 'node:zlib'
import compress from '@fastify/compress'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

// Text answers worth compressing on the fly: HTML and API JSON (plus other text and SVG).
// Server-sent events stream and must never be buffered by a compressor; images and anything
// unnamed (octet-stream) are already compressed or unknown.
const COMPRESSIBLE =
  /^(?:text\/(?!event-stream)[\w.+-]+|application\/(?:[\w.+-]+\+)?json|application\/(?:javascript|xml)|image\/svg\+xml)(?:;|$)/i

/**
 * Compresses HTML and JSON answers of 1 KB or more for browsers that accept it: brotli at a
 * moderate quality (cheap enough per request), gzip otherwise. Static build files are compressed
 * once at build time and already carry their Content-Encoding, which this leaves alone.
 * Request bodies are not decompressed: clients send small JSON.
 */
async function compressionPlugin(app: FastifyInstance) {
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    customTypes: COMPRESSIBLE,
    brotliOptions: {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 4,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    },
    zlibOptions: { level: 6 },
  })
}

export default fp(compressionPlugin, { name: 'compression' })
