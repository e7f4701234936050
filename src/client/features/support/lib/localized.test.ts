import { describe, expect, it } from 'vitest'
import type { Faq } from '#shared/contracts/support.ts'
import { localizedFaq } from './localized.ts'

const faq = (overrides: Partial<Faq> = {}): Faq => ({
  id: '00000000-0000-4000-8000-000000000001',
  categoryId: null,
  question: 'How do I track my order?',
  questionAm: 'ትዕዛዜን እንዴት መከታተል እችላለሁ?',
  questionOm: 'Ajaja koo akkamittan hordofa?',
  questionTi: 'ትእዛዘይ ብኸመይ ክከታተሎ እኽእል?',
  answer: 'Open My Orders.',
  answerAm: 'ወደ የእኔ ትዕዛዞች ይግቡ።',
  answerOm: 'Ajajawwan Koo bani.',
  answerTi: 'ናብ ትእዛዛተይ እተዉ።',
  tags: [],
  helpfulCount: 0,
  notHelpfulCount: 0,
  myVote: null,
  ...overrides,
})

describe('localizedFaq', () => {
  it("reads each language's own question and answer", () => {
    expect(localizedFaq(faq(), 'am')).toEqual({
      question: 'ትዕዛዜን እንዴት መከታተል እችላለሁ?',
      answer: 'ወደ የእኔ ትዕዛዞች ይግቡ።',
    })
    expect(localizedFaq(faq(), 'en').question).toBe('How do I track my order?')
    expect(localizedFaq(faq(), 'om').question).toBe('Ajaja koo akkamittan hordofa?')
    expect(localizedFaq(faq(), 'ti').answer).toBe('ናብ ትእዛዛተይ እተዉ።')
  })

  it('falls back from Tigrinya to Amharic and from Afaan Oromoo to English', () => {
    const untranslated = faq({ questionOm: null, questionTi: ' ', answerOm: '', answerTi: null })
    expect(localizedFaq(untranslated, 'ti')).toEqual({
      question: 'ትዕዛዜን እንዴት መከታተል እችላለሁ?',
      answer: 'ወደ የእኔ ትዕዛዞች ይግቡ።',
    })
    expect(localizedFaq(untranslated, 'om').question).toBe('How do I track my order?')
    expect(localizedFaq(faq({ questionAm: null }), 'am').question).toBe('How do I track my order?')
  })
})
