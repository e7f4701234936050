import { readFileSync } from 'node:fs'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, expect, inject, it } from 'vitest'
import { launchBrowser } from './browser.ts'

// What a cheap phone really downloads for the first view of the home page: the bytes on the wire
// (after compression) of every script, stylesheet and font the page asks for until it is loaded
// and the network is idle. Images and API answers are left out: they depend on the catalogue.
const BUDGET_BYTES = 170 * 1024
const WIDTH = 360

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

type Response = {
  url: string
  type: string
  status: number
  encoding: string
  mimeType: string
  headerBytes: number
  /** Body bytes on the wire (after Content-Encoding), as resource timing's encodedBodySize. */
  encodedBytes?: number
  decodedBytes?: number
}

const COUNTED_TYPES = new Set(['Script', 'Stylesheet', 'Font'])

it('sends at most 170 KB of compressed JavaScript, CSS and fonts for the first view of /', async () => {
  const context = await browser.newContext({
    baseURL: inject('baseUrl'),
    viewport: { width: WIDTH, height: 740 },
    locale: 'am-ET',
  })
  const page = await context.newPage()
  page.on('pageerror', (error) => {
    throw error
  })
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  // Chromium already asks for "gzip, deflate, br, zstd"; say so explicitly so the figure never
  // depends on a browser default.
  await cdp.send('Network.setExtraHTTPHeaders', {
    headers: { 'accept-encoding': 'gzip, deflate, br' },
  })
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })

  const responses = new Map<string, Response>()
  cdp.on('Network.responseReceived', (event) => {
    const headers = Object.fromEntries(
      Object.entries(event.response.headers).map(([name, value]) => [name.toLowerCase(), value]),
    )
    responses.set(event.requestId, {
      url: event.response.url,
      type: event.type ?? 'Other',
      status: event.response.status,
      encoding: String(headers['content-encoding'] ?? 'identity'),
      mimeType: event.response.mimeType,
      // So far only the status line and headers have arrived.
      headerBytes: event.response.encodedDataLength,
    })
  })
  cdp.on('Network.dataReceived', (event) => {
    const response = responses.get(event.requestId)
    if (response) response.decodedBytes = (response.decodedBytes ?? 0) + event.dataLength
  })
  cdp.on('Network.loadingFinished', (event) => {
    const response = responses.get(event.requestId)
    if (response) response.encodedBytes = event.encodedDataLength - response.headerBytes
  })

  await page.goto('/', { waitUntil: 'load' })
  await page.waitForLoadState('networkidle')
  // Fonts start downloading when text first needs them; wait until they have settled too.
  await page.evaluate(() => document.fonts.ready)
  await page.waitForLoadState('networkidle')

  const counted = [...responses.values()].filter((response) => COUNTED_TYPES.has(response.type))
  const total = counted.reduce((sum, response) => sum + (response.encodedBytes ?? 0), 0)
  const headers = counted.reduce((sum, response) => sum + response.headerBytes, 0)
  const decoded = counted.reduce((sum, response) => sum + (response.decodedBytes ?? 0), 0)
  const byType = (type: string) =>
    counted
      .filter((response) => response.type === type)
      .reduce((sum, response) => sum + (response.encodedBytes ?? 0), 0)
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
  const table = counted
    .map(
      (response) =>
        `${response.type.padEnd(10)} ${String(response.encodedBytes ?? '?').padStart(7)} ${response.encoding.padEnd(8)} ${new URL(response.url).pathname}`,
    )
    .join('\n')
  console.log(
    `first load of / at ${WIDTH}px: ${kb(total)} of bodies sent (${kb(decoded)} decoded, plus ${kb(headers)} of headers) in ${counted.length} files — ` +
      `JS ${kb(byType('Script'))}, CSS ${kb(byType('Stylesheet'))}, fonts ${kb(byType('Font'))}\n${table}`,
  )

  expect(counted.length).toBeGreaterThan(0)
  for (const response of counted) {
    expect(response.encodedBytes, `${response.url} never finished loading`).toBeDefined()
    expect(response.status, response.url).toBe(200)
  }
  const uncompressed = counted.filter(
    (response) =>
      (response.type === 'Script' || response.type === 'Stylesheet') && response.encoding !== 'br',
  )
  expect(uncompressed.map((response) => response.url)).toEqual([])
  expect(total, table).toBeLessThanOrEqual(BUDGET_BYTES)

  // react-hook-form and zod belong to the pages with forms, which load on demand.
  const scripts = counted
    .filter((response) => response.type === 'Script')
    .map((response) => readFileSync(`dist/client${new URL(response.url).pathname}`, 'utf8'))
    .join('\n')
  expect(scripts).not.toContain('useFormContext')
  expect(scripts).not.toContain('ZodError')
  await context.close()
})

it('keeps the products page still while it loads (cumulative layout shift under 0.1)', async () => {
  const context = await browser.newContext({
    baseURL: inject('baseUrl'),
    viewport: { width: WIDTH, height: 740 },
    locale: 'am-ET',
  })
  await context.addInitScript(() => {
    const shifts: { value: number; sources: string[] }[] = []
    Object.assign(window, { __shifts: shifts })
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number
        hadRecentInput: boolean
        sources?: { node?: Node | null }[]
      })[]) {
        if (entry.hadRecentInput) continue
        shifts.push({
          value: entry.value,
          sources: (entry.sources ?? []).map((source) =>
            source.node instanceof Element
              ? `${source.node.tagName.toLowerCase()}.${String(source.node.className).slice(0, 60)}`
              : String(source.node?.nodeName),
          ),
        })
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
  const page = await context.newPage()
  page.on('pageerror', (error) => {
    throw error
  })
  await page.goto('/products', { waitUntil: 'load' })
  await page.waitForLoadState('networkidle')
  await page.evaluate(() => document.fonts.ready)
  await page.waitForTimeout(500)
  const shifts = await page.evaluate(
    () => (window as unknown as { __shifts: { value: number; sources: string[] }[] }).__shifts,
  )
  const total = shifts.reduce((sum, shift) => sum + shift.value, 0)
  console.log(`/products at ${WIDTH}px: cumulative layout shift ${total.toFixed(3)}`)
  expect(total, JSON.stringify(shifts, null, 1)).toBeLessThan(0.1)
  await context.close()
})
