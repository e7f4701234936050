import { readFile } from 'node:fs/promises'
import type { Browser, Download, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { StatementMonths } from '#shared/contracts/statements.ts'
import type { SellerBalance } from '#shared/contracts/wallet.ts'
import { call, demoSignIn, launchBrowser, openPage, visible } from './browser.ts'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

/** "ETB 1,234.50" or "-ETB 200.00" as the plain decimal "1234.50" / "-200.00". */
const plainAmount = (text: string) => text.replace(/[^\d.-]/g, '')

/** Clicks a download link and waits for the file the browser saves. */
async function download(page: Page, name: string): Promise<Download> {
  const [file] = await Promise.all([
    page.waitForEvent('download', { timeout: 60_000 }),
    page.getByRole('link', { name }).click(),
  ])
  return file
}

it(
  "the demo seller reads this month's statement, then downloads it as CSV and as PDF",
  { timeout: 180_000 },
  async () => {
    const page = await openPage(browser, { language: 'en' })
    await demoSignIn(page, 'seller@selam.market', 'en')
    const { currentMonth } = await call<StatementMonths>(page, 'GET', '/api/seller/statements')

    // From the wallet, the way a seller finds it.
    await page.goto('/wallet')
    await page.getByRole('link', { name: 'Monthly statements' }).click()
    await page.waitForURL('**/statements')
    await visible(page.getByRole('heading', { name: 'Monthly statements', level: 1 }))
    await expect.poll(() => page.getByLabel('Month').inputValue()).toBe(currentMonth)

    // The summary: its closing balance is, to date, the wallet's available balance.
    const closing = page
      .getByText('Closing balance (to date)', { exact: true })
      .locator('xpath=following-sibling::dd[1]')
    await visible(closing)
    const pageClosing = plainAmount((await closing.textContent()) ?? '')
    expect(pageClosing).toMatch(/^-?\d+\.\d{2}$/)
    const wallet = await call<SellerBalance>(page, 'GET', '/api/seller/balance')
    expect(pageClosing).toBe(wallet.available)
    for (const section of ['Orders delivered', 'Payouts', 'Fees and commission']) {
      await visible(page.getByRole('heading', { name: section, level: 2 }))
    }

    // The CSV: a spreadsheet file whose closing balance is the page's.
    const csvLink = page.getByRole('link', { name: 'Download CSV' })
    const csvAnswer = await page.request.get((await csvLink.getAttribute('href'))!)
    expect(csvAnswer.headers()['content-type']).toBe('text/csv; charset=utf-8')
    const csvFile = await download(page, 'Download CSV')
    expect(csvFile.suggestedFilename()).toMatch(new RegExp(`^statement-.+-${currentMonth}\\.csv$`))
    const csv = await readFile((await csvFile.path())!, 'utf8')
    const closingRow = csv
      .split(/\r?\n/)
      .find((line) => line.startsWith('Closing balance (to date),'))
    expect(closingRow?.split(',')[1]).toBe(pageClosing)

    // The PDF: a printable file.
    const pdfLink = page.getByRole('link', { name: 'Download PDF' })
    const pdfAnswer = await page.request.get((await pdfLink.getAttribute('href'))!)
    expect(pdfAnswer.headers()['content-type']).toBe('application/pdf')
    const pdfFile = await download(page, 'Download PDF')
    expect(pdfFile.suggestedFilename()).toMatch(new RegExp(`^statement-.+-${currentMonth}\\.pdf$`))
    const pdf = await readFile((await pdfFile.path())!)
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-')

    // An earlier month opens from the picker with its own closing balance.
    const months = await page.getByLabel('Month').locator('option').count()
    if (months > 1) {
      const earlier = await page.getByLabel('Month').locator('option').nth(1).getAttribute('value')
      await page.getByLabel('Month').selectOption(earlier!)
      await page.waitForURL(`**/statements?month=${earlier}`)
      await visible(page.getByText('Closing balance', { exact: true }))
    }
    await page.context().close()
  },
)
