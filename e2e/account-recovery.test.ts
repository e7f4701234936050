import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { call, demoSignIn, launchBrowser, openPage, visible } from './browser.ts'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

/**
 * The admin console's Outbox: the newest message to `address`, once the site has found no channel
 * to send it by (the demo) and holds it there for reading.
 */
async function readOutbox(admin: Page, address: string): Promise<string> {
  await admin.goto('/admin')
  await admin.getByRole('tab', { name: 'Outbox' }).click()
  const panel = admin.getByRole('tabpanel', { name: 'Outbox' })
  await panel.getByLabel('Address').fill(address)
  const message = panel.getByRole('listitem').filter({ hasText: address }).first()
  // The Outbox refreshes itself, so a message written a moment ago shows up held there.
  await visible(message.getByText('Held (channel not set up)'))
  return message.innerText()
}

it(
  'on the demo, a new user resets a forgotten password and verifies their phone by reading the admin Outbox',
  { timeout: 180_000 },
  async () => {
    const tag = Date.now().toString(36).toLowerCase()
    const email = `selam-${tag}@example.test`
    const phone = `+2519${String(Date.now()).slice(-8)}`
    const user = await openPage(browser, { viewport: 'phone', language: 'en' })
    const admin = await openPage(browser, { viewport: 'desktop', language: 'en' })
    await demoSignIn(admin, 'admin@selam.market')

    // A new account, signed out again: its owner has forgotten the password.
    await user.goto('/')
    await call(user, 'POST', '/api/auth/register', {
      firstName: 'Meron',
      lastName: 'Alemu',
      username: `meron_${tag}`,
      email,
      password: 'first-long-passphrase-2026',
      preferredLanguage: 'en',
    })
    await call(user, 'POST', '/api/auth/logout')

    await user.goto('/login')
    await user.getByRole('link', { name: 'Forgot your password?' }).click()
    await visible(user.getByRole('heading', { name: 'Forgot your password?' }))
    await user.getByRole('textbox', { name: 'Email' }).fill(email)
    await user.getByRole('button', { name: 'Send the link' }).click()
    await visible(user.getByText('Check your messages'))

    const resetMail = await readOutbox(admin, email)
    const link = /\/reset-password\?token=[\w-]+/.exec(resetMail)?.[0]
    expect(link, resetMail).toBeTruthy()

    await user.goto(link!)
    await visible(user.getByRole('heading', { name: 'Choose a new password' }))
    await user.getByLabel('New password').fill('second-long-passphrase-2026')
    await user.getByRole('button', { name: 'Save the new password' }).click()
    await visible(user.getByText('Password changed'))

    // The old password no longer works; the new one does, through the sign-in form.
    await user.goto('/login')
    await user.getByLabel('Email or phone number').fill(email)
    await user.getByLabel(/^Password/).fill('first-long-passphrase-2026')
    await user.getByRole('button', { name: 'Sign In' }).click()
    await visible(user.getByText('Invalid email, phone number or password.').first())
    await user.getByLabel(/^Password/).fill('second-long-passphrase-2026')
    await user.getByRole('button', { name: 'Sign In' }).click()
    await user.waitForURL((url) => url.pathname !== '/login')

    // The owner adds a phone number and verifies it with the code from the Outbox.
    await call(user, 'PUT', '/api/auth/profile', { phone })
    await user.goto('/profile')
    const contact = user.getByRole('region', { name: 'Email and phone' })
    await visible(contact.getByText(phone))
    await contact.getByRole('button', { name: 'Text me a code' }).click()
    const sms = await readOutbox(admin, phone)
    const code = /\b\d{6}\b/.exec(sms)?.[0]
    expect(code, sms).toBeTruthy()
    await contact.getByLabel('Six-digit code').fill(code!)
    await contact.getByRole('button', { name: 'Verify' }).click()
    await visible(user.getByText('Your phone number is verified').first())
    const me = await call<{ user: { isPhoneVerified: boolean; phone: string } }>(
      user,
      'GET',
      '/api/auth/me',
    )
    expect(me.user).toMatchObject({ isPhoneVerified: true, phone })

    // And now signs in with the verified phone number.
    await call(user, 'POST', '/api/auth/logout')
    await user.goto('/login')
    await user.getByLabel('Email or phone number').fill(`0${phone.slice(4)}`)
    await user.getByLabel(/^Password/).fill('second-long-passphrase-2026')
    await user.getByRole('button', { name: 'Sign In' }).click()
    await user.waitForURL((url) => url.pathname !== '/login')
  },
)
