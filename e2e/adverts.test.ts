import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { launchBrowser, openPage, visible, demoSignIn } from './browser.ts'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

it(
  'a seller creates an ad, an admin approves it, a visitor sees it and the seller sees the impression',
  { timeout: 180_000 },
  async () => {
    const tag = Date.now().toString(36)
    const title = `Gold Axum cross ${tag}`
    const business = `Axum Jewellery ${tag}`

    // The demo seller opens the social ads page on a phone, in Amharic.
    const seller = await openPage(browser, { viewport: 'phone' })
    await demoSignIn(seller, 'seller@selam.market', 'am')
    await seller.goto('/social-ads')
    await visible(seller.getByRole('heading', { name: 'የማህበራዊ ሚዲያ ማስታወቂያዎች', level: 1 }))
    await seller.getByRole('button', { name: 'ማስታወቂያ ፍጠር' }).first().click()

    const dialog = seller.getByRole('dialog', { name: 'አዲስ ማስታወቂያ' })
    await visible(dialog)
    await dialog.getByLabel('የድርጅት ስም').fill(business)
    await dialog.getByLabel('ኢሜይል').fill('not-an-email')
    await dialog.getByLabel('የማስታወቂያ ርዕስ').fill(title)
    await dialog.getByLabel('መግለጫ').fill('Handmade in Axum; free delivery in Addis Ababa.')
    await dialog.getByLabel('የምድብ ዒላማ').selectOption({ label: 'ጌጣጌጥ' })
    await dialog.getByRole('checkbox', { name: 'TikTok' }).click()
    await dialog.getByLabel('ጠቅላላ በጀት (ብር)').fill('500')
    await dialog.getByLabel('የማህበራዊ ሚዲያ በጀት (ብር)').fill('300')

    // A bad e-mail is refused in the form, in Amharic, and nothing is sent.
    await dialog.getByRole('button', { name: 'ፍጠር', exact: true }).click()
    await visible(dialog.getByText('ትክክለኛ ኢሜይል ያስገቡ'))
    await expect.poll(() => dialog.getByLabel('ኢሜይል').getAttribute('aria-invalid')).toBe('true')

    await dialog.getByLabel('ኢሜይል').fill(`axum-${tag}@example.test`)
    await dialog.getByRole('button', { name: 'ፍጠር', exact: true }).click()
    await visible(seller.getByText('ማስታወቂያው ተፈጠረ'))
    await expect.poll(() => dialog.count()).toBe(0)

    // It waits for review in the campaigns grid.
    const card = seller.getByRole('listitem').filter({ hasText: title })
    await visible(card)
    await visible(card.getByText('በግምገማ ላይ'))

    // The demo admin approves it from the Adverts tab of the admin console.
    const admin = await openPage(browser, { viewport: 'desktop', language: 'en' })
    await demoSignIn(admin, 'admin@selam.market', 'en')
    await admin.goto('/admin')
    await visible(admin.getByRole('heading', { name: 'Admin console', level: 1 }))
    await admin.getByRole('tab', { name: 'Adverts' }).click()
    const pending = admin.getByRole('tabpanel').getByRole('listitem').filter({ hasText: title })
    await visible(pending)
    await visible(pending.getByText(business, { exact: false }))
    await pending.getByRole('button', { name: 'Approve' }).click()
    await visible(admin.getByText('Ad approved'))
    await expect.poll(() => pending.count()).toBe(0)

    // A visitor browsing the jewellery the ad targets is shown it.
    const visitor = await openPage(browser, { viewport: 'phone' })
    await visitor.goto('/products?category=jewellery')
    const banner = visitor.getByRole('complementary', { name: `ማስታወቂያ፦ ${business}` })
    await visible(banner)
    await visible(banner.getByText(title))
    // With no website, the ad leads to the seller's store; following it is a counted click.
    const look = banner.getByRole('link', { name: 'ይመልከቱ' })
    await expect.poll(() => look.getAttribute('href')).toMatch(/^\/sellers\/[0-9a-f-]{36}$/)
    await look.click()
    await expect.poll(() => new URL(visitor.url()).pathname).toMatch(/^\/sellers\//)

    // The seller's performance tab counts that impression.
    await seller.reload()
    await seller.getByRole('tab', { name: 'አፈጻጸም' }).click()
    const byAd = seller.getByRole('table', { name: 'በማስታወቂያ' })
    await visible(byAd)
    const row = byAd.getByRole('row').filter({ hasText: title })
    await visible(row)
    const impressions = Number((await row.getByRole('cell').first().innerText()).replace(/\D/g, ''))
    expect(impressions).toBeGreaterThanOrEqual(1)

    // The card in the campaigns grid now shows it as serving.
    await seller.getByRole('tab', { name: 'ዘመቻዎች' }).click()
    await visible(card.getByText('እየታየ ነው'))
  },
)

it('a visitor is asked to sign in and a buyer to become a seller before running ads', async () => {
  const visitor = await openPage(browser, { viewport: 'phone', language: 'en' })
  await visitor.goto('/social-ads')
  await visible(visitor.getByRole('heading', { name: 'Sign in to advertise' }))
  await visible(visitor.getByRole('link', { name: 'Sign in' }))

  const buyer = await openPage(browser, { viewport: 'desktop', language: 'en' })
  await demoSignIn(buyer, 'buyer@selam.market', 'en')
  await buyer.goto('/telebirr-ads')
  await visible(buyer.getByRole('heading', { name: 'A seller account is needed' }))
  await visible(buyer.getByRole('link', { name: 'Become a seller' }))
  expect(await buyer.getByRole('button', { name: 'Create ad' }).count()).toBe(0)
})
