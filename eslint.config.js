import { readdirSync } from 'node:fs'
import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

const features = readdirSync('src/client/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

const restrict = (patterns) => ({
  'no-restricted-imports': ['error', { patterns }],
})

export default tseslint.config(
  { ignores: ['dist', 'data', 'node_modules', 'src/server/db/migrations', 'coverage'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...restrict([
        { group: ['#server/*', '**/server/**'], message: 'The client never imports server code.' },
      ]),
    },
  },
  // One-way imports: shared imports nothing of ours; features never import other features;
  // plugins never import modules.
  {
    files: ['src/shared/**/*.ts'],
    rules: restrict([
      {
        group: ['#client/*', '#server/*', '**/client/**', '**/server/**'],
        message: 'shared/ imports nothing from client or server.',
      },
    ]),
  },
  {
    files: ['src/server/**/*.ts'],
    rules: restrict([
      { group: ['#client/*', '**/client/**'], message: 'The server never imports client code.' },
    ]),
  },
  {
    files: ['src/server/plugins/**/*.ts', 'src/server/lib/**/*.ts'],
    rules: restrict([
      {
        group: ['#server/modules/*', '**/modules/**'],
        message: 'Plugins and lib never import modules.',
      },
    ]),
  },
  ...features.map((feature) => ({
    files: [`src/client/features/${feature}/**/*.{ts,tsx}`],
    rules: restrict([
      {
        group: features
          .filter((other) => other !== feature)
          .flatMap((other) => [`#client/features/${other}/*`, `**/features/${other}/**`]),
        message: 'Features never import other features; compose them in app/routes.',
      },
      { group: ['#client/app/*', '**/app/**'], message: 'Features never import the app layer.' },
    ]),
  })),
)
