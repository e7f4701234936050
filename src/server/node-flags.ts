/**
 * Node options the server is started with: `npm start`, the bench, the end-to-end tests and the
 * README's scaling lines all pass these. A young generation of 16-32 MB instead of V8's 1-16 MB:
 * with a large old heap (the search index) every young collection costs a fixed part, so fewer of
 * them leave more CPU for requests (docs/decisions/047-young-generation-size.md). V8 sizes it only
 * at start (`--min-semi-space-size` is refused in NODE_OPTIONS and after start), hence options.
 */
const MIN_SEMI_SPACE_MB = 16
const MAX_SEMI_SPACE_MB = 32

export const SERVER_NODE_FLAGS = [
  `--min-semi-space-size=${MIN_SEMI_SPACE_MB}`,
  `--max-semi-space-size=${MAX_SEMI_SPACE_MB}`,
]

/**
 * What to tell whoever started the server without a young generation of at least that size, or
 * null. Read from the options the process got: by the time the server starts V8 may have grown a
 * smaller one for a while, which says nothing about what it keeps under load.
 */
export function youngGenerationWarning(execArgv: readonly string[] = process.execArgv) {
  const given = execArgv
    .map((option) => /^--min[-_]semi[-_]space[-_]size=(\d+)$/.exec(option)?.[1])
    .filter((size) => size !== undefined)
    .map(Number)
    .at(-1)
  if (given !== undefined && given >= MIN_SEMI_SPACE_MB) return null
  return (
    `young generation not set to ${MIN_SEMI_SPACE_MB} MB or more (--min-semi-space-size: ` +
    `${given ?? 'none'}); start the server with ` +
    `\`node ${SERVER_NODE_FLAGS.join(' ')} dist/server/server.js\` (as npm start does) ` +
    'for its full speed'
  )
}
