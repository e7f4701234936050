import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { UI_LANGUAGES } from '#shared/constants.ts'
import { messages } from '#shared/i18n/messages.ts'
import sameAsEnglish from '#client/locales/om-same-as-english.json'

// Every interface language carries every string: the same namespaces, the same keys (plural forms
// included) and the same placeholders as English, so no screen falls back to another language.

const LOCALES = fileURLToPath(new URL('../locales/', import.meta.url))

type Table = Record<string, string>

function flatten(value: object, prefix = ''): Table {
  return Object.fromEntries(
    Object.entries(value).flatMap(([key, child]) =>
      child && typeof child === 'object'
        ? Object.entries(flatten(child as object, `${prefix}${key}.`))
        : [[`${prefix}${key}`, String(child)]],
    ),
  )
}

function namespaces(language: string): string[] {
  return readdirSync(`${LOCALES}${language}`)
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.replace(/\.json$/, ''))
    .sort()
}

function namespace(language: string, name: string): Table {
  return flatten(JSON.parse(readFileSync(`${LOCALES}${language}/${name}.json`, 'utf8')) as object)
}

/** Every string of a language: `<namespace>:<key>`, the shared messages as `messages:<key>`. */
function allStrings(language: (typeof UI_LANGUAGES)[number]): Table {
  const table: Table = {}
  for (const name of namespaces('en')) {
    const strings = namespaces(language).includes(name) ? namespace(language, name) : {}
    for (const [key, text] of Object.entries(strings)) table[`${name}:${key}`] = text
  }
  for (const [key, text] of Object.entries(messages[language] as Table)) {
    table[`messages:${key}`] = text
  }
  return table
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]).sort()

const english = allStrings('en')

describe('four interface languages', () => {
  it.each(UI_LANGUAGES.filter((language) => language !== 'en'))(
    '%s has every namespace, key and placeholder English has, and nothing else',
    (language) => {
      expect(namespaces(language)).toEqual(namespaces('en'))
      const table = allStrings(language)
      const missing = Object.keys(english).filter((key) => !(key in table))
      const extra = Object.keys(table).filter((key) => !(key in english))
      expect({ missing, extra }).toEqual({ missing: [], extra: [] })
      const empty = Object.keys(table).filter((key) => !table[key]!.trim())
      expect(empty).toEqual([])
      const wrongPlaceholders = Object.keys(english).filter(
        (key) =>
          key in table && placeholders(table[key]!).join() !== placeholders(english[key]!).join(),
      )
      expect(wrongPlaceholders).toEqual([])
    },
  )

  it('has no Afaan Oromoo string left in English, except names and codes on the allow-list', () => {
    const oromo = allStrings('om')
    const allowed = new Set(sameAsEnglish.keys)
    const untranslated = Object.keys(oromo).filter(
      (key) => !allowed.has(key) && oromo[key]!.trim() === english[key]!.trim(),
    )
    expect(untranslated).toEqual([])
    // The allow-list names only strings that exist.
    expect([...allowed].filter((key) => !(key in english))).toEqual([])
  })

  it('has no Tigrinya string in Latin script where English has words, except on the allow-list', () => {
    const tigrinya = allStrings('ti')
    const allowed = new Set(sameAsEnglish.keys)
    const untranslated = Object.keys(tigrinya).filter(
      (key) => !allowed.has(key) && tigrinya[key]!.trim() === english[key]!.trim(),
    )
    expect(untranslated).toEqual([])
  })
})
