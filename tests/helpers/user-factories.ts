import { randomBytes } from 'node:crypto'
import { hash } from '@node-rs/argon2'
import type { Executor } from '#server/db/database.ts'
import { couriers } from '#server/db/schema/delivery.ts'
import { sellers } from '#server/db/schema/sellers.ts'
import { users } from '#server/db/schema/users.ts'

export const TEST_PASSWORD = 'correct-horse-battery'

// Hashing is deliberately slow; one hash serves every user a test file makes.
let passwordHash: Promise<string> | undefined
const testPasswordHash = () => (passwordHash ??= hash(TEST_PASSWORD))

const unique = () => randomBytes(5).toString('hex')

export async function createUser(db: Executor, overrides: Partial<typeof users.$inferInsert> = {}) {
  const suffix = unique()
  const [user] = await db
    .insert(users)
    .values({
      username: `user_${suffix}`,
      email: `user-${suffix}@example.test`,
      passwordHash: await testPasswordHash(),
      firstName: 'Almaz',
      lastName: 'Bekele',
      ...overrides,
    })
    .returning()
  return user!
}

export async function createSellerUser(
  db: Executor,
  overrides: Partial<typeof sellers.$inferInsert> = {},
) {
  const user = await createUser(db, { isSeller: true })
  const [seller] = await db
    .insert(sellers)
    .values({ userId: user.id, storeName: `Store ${unique()}`, verified: true, ...overrides })
    .returning()
  return { user, seller: seller! }
}

export async function createCourierUser(db: Executor) {
  const user = await createUser(db)
  const [courier] = await db
    .insert(couriers)
    .values({
      userId: user.id,
      name: `${user.firstName} ${user.lastName}`,
      phone: '+251911000000',
      vehicleType: 'motorcycle',
      // Covers every estimated trip (5-20 km).
      maxRadius: 20,
    })
    .returning()
  return { user, courier: courier! }
}
