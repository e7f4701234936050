import type { Faq } from '#shared/contracts/support.ts'
import { localizedText } from '#shared/localized-text.ts'

/**
 * An FAQ's question and answer in the reader's language: their own when written, else along the
 * fallback chain (Tigrinya → Amharic → English, Afaan Oromoo → English).
 */
export function localizedFaq(faq: Faq, language: string | undefined) {
  return {
    question:
      localizedText(
        { en: faq.question, am: faq.questionAm, om: faq.questionOm, ti: faq.questionTi },
        language,
      ) ?? faq.question,
    answer:
      localizedText(
        { en: faq.answer, am: faq.answerAm, om: faq.answerOm, ti: faq.answerTi },
        language,
      ) ?? faq.answer,
  }
}
