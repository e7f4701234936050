import { chromium } from 'playwright-core'
const base = 'http://127.0.0.1:5311'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' })
const pid = await (await fetch(base + '/api/products?limit=1')).json()
const first = (pid.items ?? pid.products ?? pid.data)[0]
for (const [locale, width] of [['am-ET', 360], ['en-US', 1280]]) {
  const ctx = await browser.newContext({ locale, viewport: { width, height: 800 } })
  for (const path of ['/', '/products', `/products/${first.id}`, '/search?q=buna', '/sellers', '/coupons']) {
    const page = await ctx.newPage()
    const errors = []
    page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') errors.push(m.type() + ': ' + m.text().slice(0, 200)) })
    page.on('pageerror', (e) => errors.push('pageerror: ' + e.message))
    await page.goto(base + path, { waitUntil: 'networkidle' })
    await page.waitForTimeout(1500)
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    console.log(locale, path, 'overflow', overflow, errors.length ? errors : 'no errors')
    await page.close()
  }
  await ctx.close()
}
await browser.close()
