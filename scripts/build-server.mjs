// Bundles the server into dist/server/server.js (dependencies stay external) and copies the
// SQL migrations beside it, where the migrator looks for them at run time.
import { cp, rm } from 'node:fs/promises'
import { build } from 'esbuild'

await rm('dist/server', { recursive: true, force: true })
await build({
  entryPoints: [
    'src/server/server.ts',
    'src/server/db/migrate-cli.ts',
    'src/server/db/seed/seed-cli.ts',
  ],
  outdir: 'dist/server',
  entryNames: '[name]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
})
await cp('src/server/db/migrations', 'dist/server/migrations', { recursive: true })
console.log('server built: dist/server/server.js')
