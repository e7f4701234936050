import { readdir, readFile, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { Plugin } from 'vite'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

// Text formats only: woff2 and images are already compressed and would only grow.
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|map)$/
// Below this a compressed copy saves less than the headers it costs.
const MIN_BYTES = 256

async function* files(directory: string): AsyncGenerator<string> {
  for (const entry of await readdir(directory, { withFileTypes: true })) {
    const full = path.join(directory, entry.name)
    if (entry.isDirectory()) yield* files(full)
    else if (entry.isFile()) yield full
  }
}

/** Writes `file.br` (brotli, best quality) and `file.gz` beside a file when each is smaller. */
export async function precompressFile(file: string): Promise<void> {
  const source = await readFile(file)
  if (source.length < MIN_BYTES) return
  const [br, gz] = await Promise.all([
    brotli(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
    gzipAsync(source, { level: constants.Z_BEST_COMPRESSION }),
  ])
  if (br.length < source.length) await writeFile(`${file}.br`, br)
  if (gz.length < source.length) await writeFile(`${file}.gz`, gz)
}

/** Compresses every text file of the client build once, so the server never has to. */
export async function precompressDirectory(directory: string): Promise<number> {
  const targets: string[] = []
  for await (const file of files(directory)) {
    if (COMPRESSIBLE.test(file) && !file.includes(`${path.sep}.vite${path.sep}`)) targets.push(file)
  }
  await Promise.all(targets.map((file) => precompressFile(file)))
  return targets.length
}

/** Vite build plugin: brotli and gzip copies beside each compressible output file. */
export function precompress(): Plugin {
  let outDir = ''
  return {
    name: 'selam:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir)
    },
    async closeBundle() {
      if (!(await stat(outDir).catch(() => undefined))) return
      const count = await precompressDirectory(outDir)
      this.info?.(`precompressed ${count} files (br + gz)`)
    },
  }
}
