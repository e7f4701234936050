import type { Calendar, UiLanguage } from '#shared/constants.ts'
import type { SellerStatement } from '#shared/contracts/statements.ts'
import { formatDate } from '#shared/dates.ts'
import { localizedName } from '#shared/language.ts'
import { STATEMENT_TEXTS, fillText } from './statement-texts.ts'

// One statement laid out once, in the reader's language and calendar, for both files: the CSV
// writes its rows and the PDF draws them. Amounts stay the exact decimal strings of the statement.

export type DocumentColumn = { label: string; numeric: boolean; weight: number }

export type DocumentSection = {
  title: string
  columns: DocumentColumn[]
  rows: string[][]
  /** The section's totals row (first cell the word "Total"); none for an empty section. */
  total: string[] | null
  /** Shown instead of rows when the section has none. */
  empty: string
  /** Each row's moment as ISO 8601 (the CSV adds it for spreadsheets), when rows are dated. */
  times: string[] | null
}

export type StatementDocument = {
  language: UiLanguage
  title: string
  /** "Period: 1 May 2026 – 31 May 2026" in the reader's calendar. */
  period: string
  generated: string
  parties: { heading: string; lines: [string, string][] }[]
  summary: [string, string][]
  sections: DocumentSection[]
  notes: string[]
  /** The column of each row's ISO 8601 moment in the CSV. */
  isoTime: string
  /** A file name without extension: `statement-<store>-<YYYY-MM>`. */
  fileName: string
}

const DAY: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric' }
const LONG_DAY: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'long', day: 'numeric' }
const DAY_TIME: Intl.DateTimeFormatOptions = { ...DAY, hour: '2-digit', minute: '2-digit' }

const column = (label: string, numeric = false, weight = 1): DocumentColumn => ({
  label,
  numeric,
  weight,
})

/** A name safe in a Content-Disposition header and on every file system. */
function fileSlug(value: string): string {
  const slug = value
    .normalize('NFKD')
    .replace(/[^\w-]+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase()
  return slug.slice(0, 40) || 'store'
}

export function statementDocument(
  statement: SellerStatement,
  language: UiLanguage,
  calendar: Calendar | undefined,
): StatementDocument {
  const t = STATEMENT_TEXTS[language]
  // The plan named in the reader's language; a plan no longer there keeps the payment's words.
  const planFeeText = (line: SellerStatement['planFees'][number]) =>
    line.plan
      ? fillText(t.planFee, {
          plan: localizedName(line.plan, language),
          interval: t.intervals[line.plan.billingInterval],
        })
      : line.description
  const day = (iso: string) => formatDate(iso, language, DAY, calendar)
  const lastDay = new Date(new Date(statement.periodEnd).getTime() - 1)
  const { totals, platform, seller } = statement
  const party = (lines: [string, string | null][]): [string, string][] =>
    lines.filter((line): line is [string, string] => Boolean(line[1]))

  const sections: DocumentSection[] = [
    {
      title: t.ordersSection,
      columns: [
        column(t.date, false, 1.1),
        column(t.order, false, 1.2),
        column(t.product, false, 2.2),
        column(t.quantity, true, 0.5),
        column(t.items, true),
        column(t.discount, true),
        column(t.commission, true),
        column(t.deliveryShare, true),
        column(t.net, true),
      ],
      rows: statement.orders.map((line) => [
        day(line.earnedAt),
        line.orderNumber,
        line.variantLabel ? `${line.productName} (${line.variantLabel})` : line.productName,
        String(line.quantity),
        line.itemsAmount,
        line.discountAmount,
        line.commissionAmount,
        line.deliveryShare,
        line.sellerNet,
      ]),
      total: statement.orders.length
        ? [
            t.total,
            '',
            '',
            '',
            totals.orders.items,
            totals.orders.discount,
            totals.orders.commission,
            totals.orders.deliveryShare,
            totals.orders.net,
          ]
        : null,
      empty: t.none,
      times: statement.orders.map((line) => line.earnedAt),
    },
    {
      title: t.servicesSection,
      columns: [
        column(t.date, false, 1.1),
        column(t.service, false, 3),
        column(t.price, true),
        column(t.platformFee, true),
        column(t.net, true),
      ],
      rows: statement.services.map((line) => [
        day(line.earnedAt),
        line.title,
        line.price,
        line.platformFee,
        line.sellerEarnings,
      ]),
      total: statement.services.length
        ? [t.total, '', totals.services.price, totals.services.platformFee, totals.services.net]
        : null,
      empty: t.none,
      times: statement.services.map((line) => line.earnedAt),
    },
    {
      title: t.returnsSection,
      columns: [
        column(t.date, false, 1.1),
        column(t.returnNumber, false, 1.2),
        column(t.order, false, 1.2),
        column(t.product, false, 1.6),
        column(t.refund, true),
        column(t.netReversed, true),
        column(t.commissionReversed, true),
        column(t.returnShipping, true),
        column(t.charged, true),
      ],
      rows: statement.returns.map((line) => [
        day(line.refundedAt),
        line.returnNumber,
        line.orderNumber,
        line.productName,
        line.refundAmount,
        line.sellerNetReversed,
        line.commissionReversed,
        line.returnShipping,
        line.sellerCharge,
      ]),
      total: statement.returns.length
        ? [
            t.total,
            '',
            '',
            '',
            totals.returns.refunded,
            totals.returns.sellerNetReversed,
            totals.returns.commissionReversed,
            totals.returns.returnShipping,
            totals.returns.charged,
          ]
        : null,
      empty: t.none,
      times: statement.returns.map((line) => line.refundedAt),
    },
    {
      title: t.payoutsSection,
      columns: [
        column(t.date, false, 1.1),
        column(t.reference, false, 2),
        column(t.status, false, 1.2),
        column(t.amount, true),
      ],
      rows: statement.payouts.map((line) => [
        day(line.requestedAt),
        line.referenceNumber ?? '',
        t.payoutStatus[line.status] ?? line.status,
        line.amount,
      ]),
      total: statement.payouts.length ? [t.total, '', '', totals.payouts.total] : null,
      empty: t.none,
      times: statement.payouts.map((line) => line.requestedAt),
    },
    {
      title: t.feesSection,
      columns: [column(t.description, false, 3), column(t.amount, true)],
      rows: [
        [t.commission, totals.fees.commission],
        [t.deliveryShare, totals.fees.deliveryShare],
        [t.serviceFees, totals.fees.serviceFees],
        [t.returnShipping, totals.fees.returnShipping],
        [t.commissionReversed, negate(totals.fees.commissionReversed)],
      ],
      total: [t.totalFees, totals.fees.total],
      empty: t.none,
      times: null,
    },
    {
      title: t.planFeesSection,
      columns: [
        column(t.date, false, 1.1),
        column(t.description, false, 3),
        column(t.amount, true),
      ],
      rows: statement.planFees.map((line) => [day(line.paidAt), planFeeText(line), line.amount]),
      total: statement.planFees.length ? [t.total, '', totals.planFees.total] : null,
      empty: t.none,
      times: statement.planFees.map((line) => line.paidAt),
    },
  ]

  const closing = statement.isCurrentMonth ? `${t.closingBalance} (${t.toDate})` : t.closingBalance
  return {
    language,
    title: t.title,
    period: `${t.period}: ${formatDate(statement.periodStart, language, LONG_DAY, calendar)} – ${formatDate(lastDay, language, LONG_DAY, calendar)}`,
    generated: `${t.generatedAt}: ${formatDate(statement.generatedAt, language, DAY_TIME, calendar)}`,
    parties: [
      {
        heading: t.platform,
        lines: party([
          [t.name, platform.name],
          [t.address, platform.address],
          [t.taxId, platform.taxId],
          [t.email, platform.email],
        ]),
      },
      {
        heading: t.seller,
        lines: party([
          [t.store, seller.storeName],
          [t.owner, seller.ownerName],
          [t.taxId, seller.taxId],
          [t.businessLicense, seller.businessLicense],
          [t.email, seller.email],
          [t.phone, seller.phone],
        ]),
      },
    ],
    summary: [
      [t.openingBalance, totals.openingBalance],
      [t.credits, totals.credits],
      [t.returnsCharged, negate(totals.returns.charged)],
      [t.payouts, negate(totals.payouts.total)],
      [closing, totals.closingBalance],
    ],
    sections,
    notes: [t.currencyNote, t.deliveryShareNote],
    isoTime: t.isoTime,
    fileName: `statement-${fileSlug(seller.storeName)}-${statement.month}`,
  }
}

/** An amount shown as taken away ("-12.00"); zero stays "0.00". */
function negate(amount: string): string {
  if (/^0+(\.0+)?$/.test(amount)) return amount
  return amount.startsWith('-') ? amount.slice(1) : `-${amount}`
}

export function pageLabel(language: UiLanguage, page: number, pages: number): string {
  return fillText(STATEMENT_TEXTS[language].page, { page, pages })
}
