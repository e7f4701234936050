import { describe, expect, it } from 'vitest'
import { phoneticKeys } from '#shared/text/geez.ts'
import { entryKey, groupWords, SYNONYM_GROUPS, synonymKeys } from './synonyms.ts'

const key = (word: string) => phoneticKeys(word).join(' ')

describe('the multilingual synonym list', () => {
  it('has 30+ groups, each in at least three of the four languages, one word per entry', () => {
    expect(SYNONYM_GROUPS.length).toBeGreaterThanOrEqual(30)
    for (const group of SYNONYM_GROUPS) {
      const languages = (['am', 'en', 'om', 'ti'] as const).filter((l) => group[l].length > 0)
      expect(languages.length, group.meaning).toBeGreaterThanOrEqual(3)
      for (const word of groupWords(group)) expect(entryKey(word), word).not.toBe('')
    }
  })

  it('writes Amharic and Tigrinya entries in Ge’ez and Oromo and English ones in Latin', () => {
    for (const group of SYNONYM_GROUPS) {
      for (const word of [...group.am, ...group.ti])
        expect(word, group.meaning).toMatch(/^[\u1200-\u137f]+$/u)
      for (const word of [...group.en, ...group.om]) expect(word, group.meaning).toMatch(/^[a-z]+$/)
    }
  })

  it('leads Oromo and Tigrinya coffee and honey to the Amharic and English words', () => {
    const reach = (word: string) => [key(word), ...synonymKeys(key(word))]
    for (const word of ['buna', 'ቡን', 'coffee']) {
      expect(reach(word)).toEqual(expect.arrayContaining([key('ቡና'), key('coffee')]))
    }
    for (const word of ['damma', 'መዓር', 'honey']) {
      expect(reach(word)).toEqual(expect.arrayContaining([key('ማር'), key('honey')]))
    }
  })

  it('is symmetric: every word of a group leads to every other one, never to itself', () => {
    for (const group of SYNONYM_GROUPS) {
      const keys = [...new Set(groupWords(group).map(entryKey))]
      for (const a of keys) {
        expect(synonymKeys(a)).not.toContain(a)
        for (const b of keys) if (a !== b) expect(synonymKeys(a), `${a} → ${b}`).toContain(b)
      }
    }
  })

  it('knows nothing for a word on no list', () => {
    expect(synonymKeys(key('laptop'))).toEqual([])
  })
})
