import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { launchBrowser, openPage, visible, call } from './browser.ts'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

it(
  'a buyer opens a ticket, an admin answers it with an internal note beside, then resolves it',
  { timeout: 150_000 },
  async () => {
    const tag = Date.now().toString(36).toLowerCase()
    const subject = `Parcel missing ${tag}`
    const buyer = await openPage(browser, { viewport: 'desktop', language: 'en' })
    const admin = await openPage(browser, { viewport: 'desktop', language: 'en' })

    // The buyer signs up and opens a ticket from /support.
    await buyer.goto('/')
    await call(buyer, 'POST', '/api/auth/register', {
      firstName: 'Hanna',
      lastName: 'Tesfaye',
      username: `hanna_${tag}`,
      email: `hanna-${tag}@example.test`,
      password: 'a-strong-password',
      preferredLanguage: 'en',
    })
    await buyer.goto('/support?tab=new')
    const form = buyer.getByRole('main')
    await visible(form.getByLabel('Subject'))
    await form.getByLabel('Category').selectOption({ index: 1 })
    await form.getByLabel('Subject').fill(subject)
    await form
      .getByLabel('Description')
      .fill('My order was marked delivered but nothing reached my door in Adama.')
    await form.getByRole('button', { name: 'Create ticket' }).click()
    await buyer.waitForURL(/ticket=/)
    const ticketUrl = new URL(buyer.url())
    await visible(buyer.getByRole('heading', { name: subject }))
    await visible(buyer.getByText('No replies yet. Our team will answer here.'))

    // The admin finds it on the support desk, notes internally, answers and takes it.
    await admin.goto('/')
    await call(admin, 'POST', '/api/auth/login', {
      email: 'admin@selam.market',
      password: 'Selam-Demo-2026',
    })
    await call(admin, 'PUT', '/api/auth/profile', { preferredLanguage: 'en' })
    await admin.goto('/admin')
    await admin.getByRole('tab', { name: 'Support' }).click()
    const desk = admin.getByRole('tabpanel', { name: 'Support' })
    await desk.getByLabel('Search tickets').fill(tag)
    await desk.getByRole('button', { name: 'Search', exact: true }).click()
    await desk.getByRole('button', { name: new RegExp(subject) }).click()
    await visible(desk.getByRole('heading', { name: subject }))

    await desk.getByRole('button', { name: 'Assign to me' }).click()
    await visible(desk.getByRole('button', { name: 'Unassign' }))
    // The list shows who holds it: the demo admin, Meron Alemu.
    await visible(desk.getByText(/Assigned to Meron Alemu/))

    await desk.getByRole('checkbox', { name: 'Internal note' }).check()
    await desk.getByRole('textbox', { name: 'Internal note' }).fill('Courier GPS shows Nazret hub.')
    await desk.getByRole('button', { name: 'Add note' }).click()
    await visible(desk.getByText('Courier GPS shows Nazret hub.'))
    // The box empties once the note is saved; the answer is typed after that.
    await expect
      .poll(() => desk.getByRole('textbox', { name: 'Internal note' }).inputValue())
      .toBe('')

    await desk.getByRole('checkbox', { name: 'Internal note' }).uncheck()
    const answer = 'Sorry for the trouble: your parcel is at our Adama hub and arrives tomorrow.'
    await desk.getByRole('textbox', { name: 'Reply to the customer' }).fill(answer)
    await desk.getByRole('button', { name: 'Send reply' }).click()
    await visible(desk.getByText(answer))

    // The buyer sees the answer, never the note.
    await buyer.goto(`${ticketUrl.pathname}${ticketUrl.search}`)
    await visible(buyer.getByText(answer))
    await visible(buyer.getByText('In progress'))
    expect(await buyer.getByText('Courier GPS shows Nazret hub.').count()).toBe(0)

    // The admin resolves it; the buyer sees it resolved.
    await desk.getByRole('button', { name: 'Mark resolved' }).click()
    await visible(desk.getByRole('button', { name: 'Reopen' }))
    await buyer.reload()
    await visible(buyer.getByRole('heading', { name: subject }))
    await visible(buyer.getByText('Resolved'))
  },
)

it(
  'an admin adds a category and looks after rates, tiers and plans from the settings tab',
  { timeout: 120_000 },
  async () => {
    const tag = Date.now().toString(36).toLowerCase()
    const admin = await openPage(browser, { viewport: 'desktop', language: 'en' })
    await admin.goto('/')
    await call(admin, 'POST', '/api/auth/login', {
      email: 'admin@selam.market',
      password: 'Selam-Demo-2026',
    })
    await call(admin, 'PUT', '/api/auth/profile', { preferredLanguage: 'en' })
    await admin.goto('/admin')
    await admin.getByRole('tab', { name: 'Catalogue settings' }).click()
    const panel = admin.getByRole('tabpanel', { name: 'Catalogue settings' })

    await panel.getByRole('button', { name: 'Add category' }).click()
    const dialog = admin.getByRole('dialog', { name: 'New category' })
    await dialog.getByLabel('Slug').fill('Not valid!')
    await dialog.getByRole('button', { name: 'Save' }).click()
    await visible(dialog.getByText('Name is required'))
    await dialog.getByLabel(/^Name/).fill(`Honey ${tag}`)
    await dialog.getByLabel('Amharic name').fill('ማር')
    await dialog.getByLabel('Slug').fill(`honey-${tag}`)
    await dialog.getByRole('button', { name: 'Save' }).click()
    await visible(panel.getByRole('cell', { name: `honey-${tag}` }))
    await panel.getByRole('button', { name: `Deactivate: Honey ${tag}` }).click()
    await visible(panel.getByRole('button', { name: `Activate: Honey ${tag}` }))

    await panel.getByRole('tab', { name: 'Currencies & rates' }).click()
    await visible(panel.getByText('Base currency'))
    await panel.getByRole('button', { name: 'Add rate' }).click()
    const rate = admin.getByRole('dialog', { name: 'Add an exchange rate' })
    await rate.getByLabel('From currency').selectOption('USD')
    await rate.getByLabel('To currency').selectOption('ETB')
    // Re-states today's stored rate, so other tests on this server see the same figures.
    const current = await call<{ rate: string }>(admin, 'GET', '/api/exchange-rates/USD/ETB')
    await rate.getByLabel(/^Rate(?! date)/).fill(current.rate)
    await rate.getByRole('button', { name: 'Save' }).click()
    await visible(admin.getByText('Exchange rate added'))
    await visible(panel.getByRole('cell', { name: current.rate, exact: true }))

    await panel.getByRole('tab', { name: 'Commission tiers' }).click()
    await panel
      .getByRole('button', { name: /^Edit: / })
      .first()
      .click()
    const tier = admin.getByRole('dialog')
    await tier.getByLabel(/^Commission rate/).fill('0.7')
    await tier.getByRole('button', { name: 'Save' }).click()
    await visible(tier.getByText(/Commission rate must be between 0 and 0.5/))
    await tier.getByRole('button', { name: 'Cancel' }).click()

    await panel.getByRole('tab', { name: 'Plans' }).click()
    await visible(panel.getByRole('heading', { name: 'Seller plans' }))
    await visible(panel.getByRole('heading', { name: 'Buyer memberships' }))

    // On a small phone every settings list scrolls inside its own box: the page never scrolls sideways.
    await admin.setViewportSize({ width: 360, height: 740 })
    const pageWidth = () =>
      admin.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        client: document.documentElement.clientWidth,
      }))
    for (const section of ['Categories', 'Currencies & rates', 'Commission tiers', 'Plans']) {
      await panel.getByRole('tab', { name: section, exact: true }).click()
      await visible(panel.getByRole('table'))
      const { scroll, client } = await pageWidth()
      expect(scroll, section).toBeLessThanOrEqual(client)
    }
  },
)
