import { randomBytes } from 'node:crypto'
import type { Executor } from '#server/db/database.ts'
import { faqs, supportCategories } from '#server/db/schema/support.ts'

const unique = () => randomBytes(4).toString('hex')

export async function createSupportCategory(
  db: Executor,
  overrides: Partial<typeof supportCategories.$inferInsert> = {},
) {
  const [category] = await db
    .insert(supportCategories)
    .values({ name: `Orders ${unique()}`, nameAm: 'ትዕዛዞች', ...overrides })
    .returning()
  return category!
}

export async function createFaq(db: Executor, values: Partial<typeof faqs.$inferInsert> = {}) {
  const [faq] = await db
    .insert(faqs)
    .values({
      question: `How do I track my order? ${unique()}`,
      questionAm: 'ትዕዛዜን እንዴት እከታተላለሁ?',
      answer: 'Open Orders and choose the order to see where it is.',
      answerAm: 'ትዕዛዞችን ከፍተው ትዕዛዙን ይምረጡ።',
      ...values,
    })
    .returning()
  return faq!
}
