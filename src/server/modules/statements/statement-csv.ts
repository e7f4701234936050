import { stringify } from 'csv-stringify/sync'
import type { StatementDocument } from './statement-document.ts'

// The statement as CSV: the same blocks as the PDF, one after another, separated by an empty row.
// Amounts are plain decimals ("1234.50", "-50.00") so spreadsheets read them as numbers.

const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/
// A cell a spreadsheet would run as a formula (CSV injection). Store and product names are typed
// by sellers, so any text cell may start with one of these.
const FORMULA_START = /^[=+\-@\t\r]/

/** Text that would start a formula is prefixed with an apostrophe; our own numbers stay numbers. */
export function safeCell(value: string): string {
  if (PLAIN_NUMBER.test(value)) return value
  return FORMULA_START.test(value) ? `'${value}` : value
}

export function statementCsv(document: StatementDocument): string {
  const rows: string[][] = [[document.title], [document.period], [document.generated], []]
  for (const party of document.parties) {
    rows.push([party.heading])
    for (const line of party.lines) rows.push(line)
    rows.push([])
  }
  for (const line of document.summary) rows.push(line)
  rows.push([])
  for (const section of document.sections) {
    rows.push([section.title])
    const labels = section.columns.map((column) => column.label)
    rows.push(section.times ? [...labels, document.isoTime] : labels)
    if (section.rows.length === 0 && section.times) rows.push([section.empty])
    section.rows.forEach((row, index) => {
      const time = section.times?.[index]
      rows.push(time === undefined ? row : [...row, time])
    })
    if (section.total) rows.push(section.total)
    rows.push([])
  }
  for (const note of document.notes) rows.push([note])
  // A byte-order mark, so spreadsheet programs read the Ethiopic script as UTF-8.
  return `\uFEFF${stringify(
    rows.map((row) => row.map(safeCell)),
    { record_delimiter: 'windows' },
  )}`
}
