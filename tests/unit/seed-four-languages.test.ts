import { describe, expect, it } from 'vitest'
import { categorySeeds } from '#server/db/seed/catalog-data.ts'
import {
  buyerMembershipSeeds,
  currencySeeds,
  faqSeeds,
  subscriptionPlanSeeds,
  supportCategorySeeds,
  tierSeeds,
} from '#server/db/seed/reference-data.ts'

// What the platform itself writes (FAQs, support topics, tiers, plans, memberships, categories,
// currencies) reads in all four languages: an Afaan Oromoo text in Latin letters that is not the
// English one, a Tigrinya text in Ge'ez script that is not the Amharic one.

const GEEZ = /[\u1200-\u137f]/
const LATIN_WORD = /[A-Za-z]{3,}/

/** Brand and product names a Tigrinya text may carry in Latin letters. */
const LATIN_NAMES = /\b(?:telebirr|CBE|Birr|Awash|Amole|Visa|Mastercard|API|ETB)\b/g

type Texts = { label: string; en: string; am: string; om: string; ti: string }

function check({ label, en, am, om, ti }: Texts) {
  expect(om.trim(), `${label}: Afaan Oromoo`).not.toBe('')
  expect(ti.trim(), `${label}: Tigrinya`).not.toBe('')
  expect(om, `${label}: Afaan Oromoo is written in Qubee`).not.toMatch(GEEZ)
  expect(ti, `${label}: Tigrinya is written in Ge'ez script`).toMatch(GEEZ)
  expect(ti.replace(LATIN_NAMES, ''), `${label}: Tigrinya has no English words`).not.toMatch(
    LATIN_WORD,
  )
  // Names may coincide (ፕሮ is ፕሮ in both); sentences are translated.
  if (en.includes(' ')) {
    expect(om, `${label}: Afaan Oromoo differs from English`).not.toBe(en)
    expect(ti, `${label}: Tigrinya differs from Amharic`).not.toBe(am)
  }
}

describe('seeded platform texts in four languages', () => {
  it.each(faqSeeds.map((faq) => [faq.question, faq] as const))('FAQ %s', (_, faq) => {
    check({
      label: 'question',
      en: faq.question,
      am: faq.questionAm,
      om: faq.questionOm,
      ti: faq.questionTi,
    })
    check({ label: 'answer', en: faq.answer, am: faq.answerAm, om: faq.answerOm, ti: faq.answerTi })
  })

  it('support topics', () => {
    for (const topic of supportCategorySeeds) {
      check({
        label: topic.key,
        en: topic.name,
        am: topic.nameAm,
        om: topic.nameOm,
        ti: topic.nameTi,
      })
      check({
        label: `${topic.key} description`,
        en: topic.description,
        am: topic.descriptionAm,
        om: topic.descriptionOm,
        ti: topic.descriptionTi,
      })
    }
  })

  it('commission tiers', () => {
    for (const tier of tierSeeds) {
      check({
        label: tier.name,
        en: tier.name,
        am: tier.nameAmharic,
        om: tier.nameOm,
        ti: tier.nameTi,
      })
      check({
        label: `${tier.name} description`,
        en: tier.description,
        am: tier.descriptionAmharic,
        om: tier.descriptionOm,
        ti: tier.descriptionTi,
      })
    }
  })

  it('seller plans', () => {
    for (const plan of subscriptionPlanSeeds) {
      check({
        label: plan.name,
        en: plan.name,
        am: plan.nameAmharic,
        om: plan.nameOm,
        ti: plan.nameTi,
      })
      check({
        label: `${plan.name} description`,
        en: plan.description,
        am: plan.descriptionAmharic,
        om: plan.descriptionOm,
        ti: plan.descriptionTi,
      })
    }
  })

  it('buyer memberships, product categories and currencies', () => {
    for (const membership of buyerMembershipSeeds) {
      expect(membership.nameOm.trim(), membership.name).not.toBe('')
      expect(membership.nameTi, membership.name).toMatch(GEEZ)
    }
    for (const category of categorySeeds) {
      check({
        label: category.slug,
        en: category.name,
        am: category.nameAm,
        om: category.nameOm,
        ti: category.nameTi,
      })
    }
    for (const currency of currencySeeds) {
      check({
        label: currency.id,
        en: currency.name,
        am: currency.nameAmharic,
        om: currency.nameOm,
        ti: currency.nameTi,
      })
    }
  })
})
