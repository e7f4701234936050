import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import type { SellerStatement } from '#shared/contracts/statements.ts'
import { safeCell, statementCsv } from './statement-csv.ts'
import { statementDocument } from './statement-document.ts'
import { monthBounds, previousMonth } from './statement-month.ts'
import { groupDigits, scriptRuns, statementPdf } from './statement-pdf.ts'
import { woffToSfnt } from './woff-to-sfnt.ts'

// The pieces of the statement files that need no database: months, cells, scripts, pages.

describe('statement months', () => {
  it('are Addis Ababa calendar months (UTC+3)', () => {
    expect(monthBounds('2026-05')).toEqual({
      start: new Date('2026-04-30T21:00:00.000Z'),
      end: new Date('2026-05-31T21:00:00.000Z'),
    })
    expect(monthBounds('2026-12').end).toEqual(new Date('2026-12-31T21:00:00.000Z'))
    expect(previousMonth('2026-01')).toBe('2025-12')
    expect(previousMonth('2026-03')).toBe('2026-02')
  })
})

describe('CSV cells', () => {
  it('defuse text a spreadsheet would run as a formula, and leave numbers alone', () => {
    expect(safeCell('=SUM(A1:A9)')).toBe("'=SUM(A1:A9)")
    expect(safeCell('+251911000000')).toBe("'+251911000000")
    expect(safeCell('@cmd')).toBe("'@cmd")
    expect(safeCell('-cmd|calc')).toBe("'-cmd|calc")
    expect(safeCell('\tTab')).toBe("'\tTab")
    expect(safeCell('-50.00')).toBe('-50.00')
    expect(safeCell('1234.50')).toBe('1234.50')
    expect(safeCell('ሰላም ቡና')).toBe('ሰላም ቡና')
  })
})

describe('PDF text', () => {
  it('splits text into runs by script, spaces staying in their run', () => {
    expect(scriptRuns('ሰላም Market ቡና')).toEqual([
      { face: 'ethiopic', text: 'ሰላም ' },
      { face: 'latin', text: 'Market ' },
      { face: 'ethiopic', text: 'ቡና' },
    ])
    expect(scriptRuns('Ōromō')).toEqual([
      { face: 'latinExt', text: 'Ō' },
      { face: 'latin', text: 'rom' },
      { face: 'latinExt', text: 'ō' },
    ])
  })

  it('groups the digits of a decimal string without turning it into a number', () => {
    expect(groupDigits('1234567.89')).toBe('1,234,567.89')
    expect(groupDigits('-1200000.00')).toBe('-1,200,000.00')
    expect(groupDigits('999.99')).toBe('999.99')
    expect(groupDigits('90071992547409931.05')).toBe('90,071,992,547,409,931.05')
    expect(groupDigits('Pending')).toBe('Pending')
  })
})

describe('fonts', () => {
  it('unwraps a WOFF file into the TrueType font inside it', () => {
    const path = createRequire(import.meta.url).resolve(
      '@fontsource/noto-sans-ethiopic/files/noto-sans-ethiopic-ethiopic-400-normal.woff',
    )
    const woff = readFileSync(path)
    const sfnt = woffToSfnt(woff)
    expect(sfnt.readUInt32BE(0)).toBe(woff.readUInt32BE(4))
    expect(sfnt.readUInt16BE(4)).toBe(woff.readUInt16BE(12))
    // WOFF records the size of the font it wraps.
    expect(sfnt.length).toBe(woff.readUInt32BE(16))
    const tags = Array.from({ length: sfnt.readUInt16BE(4) }, (_, index) =>
      sfnt.toString('latin1', 12 + index * 16, 16 + index * 16),
    )
    expect(tags).toEqual(expect.arrayContaining(['cmap', 'glyf', 'head', 'hmtx', 'loca']))
    expect(() => woffToSfnt(Buffer.from('not a font'))).toThrow('not a WOFF 1.0 font')
  })
})

const orderLine = (index: number) => ({
  id: String(index),
  orderNumber: `SM-2605-${1000 + index}`,
  earnedAt: '2026-05-12T09:00:00.000Z',
  productName: index % 2 ? 'የይርጋጨፌ ቡና 250 ግ' : 'Sidamo Coffee 250g',
  variantLabel: null,
  quantity: 2,
  itemsAmount: '820.00',
  discountAmount: '0.00',
  commissionAmount: '57.40',
  deliveryShare: '0.00',
  sellerNet: '762.60',
})

const statement: SellerStatement = {
  month: '2026-05',
  periodStart: '2026-04-30T21:00:00.000Z',
  periodEnd: '2026-05-31T21:00:00.000Z',
  generatedAt: '2026-06-02T10:00:00.000Z',
  isCurrentMonth: false,
  currency: 'ETB',
  platform: { name: 'Selam Market', address: 'Addis Ababa', taxId: null, email: null },
  seller: {
    id: 'seller',
    storeName: 'ሰላም ቡና',
    ownerName: 'Meron Alemu',
    email: null,
    phone: null,
    taxId: null,
    businessLicense: null,
  },
  orders: Array.from({ length: 70 }, (_, index) => orderLine(index)),
  services: [],
  returns: [],
  payouts: [],
  planFees: [],
  totals: {
    orders: {
      count: 70,
      items: '57400.00',
      discount: '0.00',
      sales: '57400.00',
      commission: '4018.00',
      deliveryShare: '0.00',
      net: '53382.00',
    },
    services: { count: 0, price: '0.00', platformFee: '0.00', net: '0.00' },
    returns: {
      count: 0,
      refunded: '0.00',
      sellerNetReversed: '0.00',
      commissionReversed: '0.00',
      returnShipping: '0.00',
      charged: '0.00',
    },
    fees: {
      commission: '4018.00',
      deliveryShare: '0.00',
      serviceFees: '0.00',
      returnShipping: '0.00',
      commissionReversed: '0.00',
      total: '4018.00',
    },
    payouts: { count: 0, total: '0.00' },
    planFees: { count: 0, total: '0.00' },
    openingBalance: '100.00',
    credits: '53382.00',
    debits: '0.00',
    closingBalance: '53482.00',
  },
}

describe('statement files', () => {
  it('a long month runs over several numbered PDF pages', async () => {
    const bytes = await statementPdf(statementDocument(statement, 'am', 'ethiopic'))
    const pages = bytes.toString('latin1').match(/\/Type \/Page\b/g) ?? []
    expect(pages.length).toBeGreaterThanOrEqual(3)
  })

  it('the CSV writes every block, says when a section is empty and prints no empty TIN line', () => {
    const csv = statementCsv(statementDocument(statement, 'en', 'gregorian'))
    expect(csv).toContain('Period: 1 May 2026 – 31 May 2026')
    expect(csv).toContain('Refunded returns\r\nDate,Return,Order,Product')
    expect(csv).toContain('None this month')
    expect(csv).toContain('Closing balance,53482.00')
    // Nothing the seller did not give (TIN, licence) is printed as an empty line.
    expect(csv).not.toContain('TIN')
  })
})
