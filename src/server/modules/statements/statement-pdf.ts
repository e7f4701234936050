import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import PDFDocument from 'pdfkit'
import type { DocumentColumn, DocumentSection, StatementDocument } from './statement-document.ts'
import { pageLabel } from './statement-document.ts'
import { woffToSfnt } from './woff-to-sfnt.ts'

// The statement as a printable A4 PDF (pdfkit). Text is drawn in Noto Sans Ethiopic from
// @fontsource/noto-sans-ethiopic (already the site's font package): its Ethiopic file holds every
// Ethiopic letter, so Amharic and Tigrinya words and whatever sellers typed in Ge'ez script print,
// and its Latin files hold Latin letters. Each piece of text is split into runs by script and each
// run drawn in its file (decision record 026). Characters of other scripts print as empty boxes.

type Face = 'ethiopic' | 'latin' | 'latinExt'
type Weight = 'regular' | 'bold'

const FONT_FILES: Record<Face, string> = {
  ethiopic: 'noto-sans-ethiopic-ethiopic',
  latin: 'noto-sans-ethiopic-latin',
  latinExt: 'noto-sans-ethiopic-latin-ext',
}

const require = createRequire(import.meta.url)
let fontBytes: Map<string, Buffer> | undefined

/** The six font files (three scripts, two weights), read once. */
function fonts(): Map<string, Buffer> {
  if (fontBytes) return fontBytes
  const loaded = new Map<string, Buffer>()
  for (const [face, file] of Object.entries(FONT_FILES)) {
    for (const [weight, number] of [
      ['regular', 400],
      ['bold', 700],
    ] as const) {
      const path = require.resolve(
        `@fontsource/noto-sans-ethiopic/files/${file}-${number}-normal.woff`,
      )
      loaded.set(`${face}-${weight}`, woffToSfnt(readFileSync(path)))
    }
  }
  fontBytes = loaded
  return loaded
}

function faceOf(codePoint: number): Face | null {
  if (
    (codePoint >= 0x1200 && codePoint <= 0x139f) ||
    (codePoint >= 0x2d80 && codePoint <= 0x2ddf) ||
    (codePoint >= 0xab00 && codePoint <= 0xab2f) ||
    (codePoint >= 0x1e7e0 && codePoint <= 0x1e7ff)
  ) {
    return 'ethiopic'
  }
  if (
    (codePoint >= 0x0100 && codePoint <= 0x024f) ||
    (codePoint >= 0x1e00 && codePoint <= 0x1eff) ||
    (codePoint >= 0x2c60 && codePoint <= 0x2c7f) ||
    (codePoint >= 0xa720 && codePoint <= 0xa7ff)
  ) {
    return 'latinExt'
  }
  // Spaces and common punctuation are in every file: they stay in the run they are in.
  if (codePoint === 0x20 || codePoint === 0xa0) return null
  return 'latin'
}

/** The text cut into runs of one script each. */
export function scriptRuns(text: string): { face: Face; text: string }[] {
  const runs: { face: Face; text: string }[] = []
  for (const character of text) {
    const face = faceOf(character.codePointAt(0)!) ?? runs.at(-1)?.face ?? 'latin'
    const last = runs.at(-1)
    if (last?.face === face) last.text += character
    else runs.push({ face, text: character })
  }
  return runs
}

/** "1234567.89" → "1,234,567.89", on the decimal string itself (no float). */
export function groupDigits(amount: string): string {
  const match = /^(-?)(\d+)(\.\d+)?$/.exec(amount)
  if (!match) return amount
  const [, sign, whole, fraction = ''] = match
  return `${sign}${whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${fraction}`
}

const PAGE_MARGIN = 36
const FOOTER_SPACE = 24
const CELL_PADDING = 3
const BODY_SIZE = 7.5
const LINE_GAP = 1.35

type Pdf = InstanceType<typeof PDFDocument>

class Writer {
  readonly doc: Pdf
  y = PAGE_MARGIN
  private readonly widths = new Map<string, number>()

  constructor(doc: Pdf) {
    this.doc = doc
  }

  get left() {
    return PAGE_MARGIN
  }

  get width() {
    return this.doc.page.width - PAGE_MARGIN * 2
  }

  get bottom() {
    return this.doc.page.height - PAGE_MARGIN - FOOTER_SPACE
  }

  /** A run's width in its own font (laying out text costs far more than drawing it: cached). */
  private runWidth(face: Face, weight: Weight, size: number, text: string): number {
    const key = `${face}|${weight}|${size}|${text}`
    let width = this.widths.get(key)
    if (width === undefined) {
      width = this.doc.font(`${face}-${weight}`).fontSize(size).widthOfString(text)
      this.widths.set(key, width)
    }
    return width
  }

  measure(text: string, size: number, weight: Weight = 'regular'): number {
    let width = 0
    for (const run of scriptRuns(text)) width += this.runWidth(run.face, weight, size, run.text)
    return width
  }

  /** One line of text at (x, y), without wrapping; right-aligned within `width` when asked. */
  draw(
    text: string,
    x: number,
    y: number,
    options: { size: number; weight?: Weight; width?: number; align?: 'left' | 'right' },
  ) {
    const weight = options.weight ?? 'regular'
    let cursor =
      options.align === 'right' && options.width !== undefined
        ? x + options.width - this.measure(text, options.size, weight)
        : x
    for (const run of scriptRuns(text)) {
      this.doc
        .font(`${run.face}-${weight}`)
        .fontSize(options.size)
        .text(run.text, cursor, y, { lineBreak: false })
      cursor += this.runWidth(run.face, weight, options.size, run.text)
    }
  }

  /** The text shortened with an ellipsis until it fits the width. */
  fit(text: string, width: number, size: number, weight: Weight = 'regular'): string {
    if (this.measure(text, size, weight) <= width) return text
    const characters = [...text]
    const shortened = (length: number) => `${characters.slice(0, length).join('').trimEnd()}…`
    // The longest beginning that fits with its ellipsis (widths grow with length).
    let fits = 0
    let tooLong = characters.length
    while (tooLong - fits > 1) {
      const middle = Math.floor((fits + tooLong) / 2)
      if (this.measure(shortened(middle), size, weight) <= width) fits = middle
      else tooLong = middle
    }
    return shortened(fits)
  }

  /** The text broken into lines at spaces, each within the width (a longer word is shortened). */
  wrap(text: string, width: number, size: number, weight: Weight = 'regular'): string[] {
    const lines: string[] = []
    let line = ''
    for (const word of text.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word
      if (this.measure(candidate, size, weight) <= width) line = candidate
      else {
        if (line) lines.push(line)
        line = this.fit(word, width, size, weight)
      }
    }
    if (line) lines.push(line)
    return lines.length ? lines : ['']
  }

  paragraph(
    text: string,
    size: number,
    weight: Weight = 'regular',
    x = this.left,
    width = this.width,
  ) {
    for (const line of this.wrap(text, width, size, weight)) {
      this.ensure(size * LINE_GAP)
      this.draw(line, x, this.y, { size, weight })
      this.y += size * LINE_GAP
    }
  }

  /** A new page when fewer than `height` points are left on this one. */
  ensure(height: number): boolean {
    if (this.y + height <= this.bottom) return false
    this.doc.addPage()
    this.y = PAGE_MARGIN
    return true
  }
}

function columnWidths(columns: DocumentColumn[], total: number): number[] {
  const weights = columns.reduce((sum, column) => sum + column.weight, 0)
  return columns.map((column) => (column.weight / weights) * total)
}

function drawSection(writer: Writer, section: DocumentSection) {
  const { doc } = writer
  const widths = columnWidths(section.columns, writer.width)
  const rowHeight = BODY_SIZE * LINE_GAP + CELL_PADDING * 2
  const headerLines = section.columns.map((column, index) =>
    writer.wrap(column.label, widths[index]! - CELL_PADDING * 2, BODY_SIZE, 'bold'),
  )
  const headerHeight =
    Math.max(...headerLines.map((lines) => lines.length)) * BODY_SIZE * LINE_GAP + CELL_PADDING * 2

  const header = () => {
    doc.rect(writer.left, writer.y, writer.width, headerHeight).fill('#ececec')
    doc.fillColor('#000000')
    let x = writer.left
    section.columns.forEach((column, index) => {
      const width = widths[index]! - CELL_PADDING * 2
      headerLines[index]!.forEach((line, lineIndex) => {
        writer.draw(
          line,
          x + CELL_PADDING,
          writer.y + CELL_PADDING + lineIndex * BODY_SIZE * LINE_GAP,
          {
            size: BODY_SIZE,
            weight: 'bold',
            width,
            align: column.numeric ? 'right' : 'left',
          },
        )
      })
      x += widths[index]!
    })
    writer.y += headerHeight
  }

  const row = (cells: string[], weight: Weight) => {
    if (writer.ensure(rowHeight)) header()
    let x = writer.left
    section.columns.forEach((column, index) => {
      const width = widths[index]! - CELL_PADDING * 2
      const value = cells[index] ?? ''
      const shown = column.numeric ? groupDigits(value) : value
      writer.draw(
        writer.fit(shown, width, BODY_SIZE, weight),
        x + CELL_PADDING,
        writer.y + CELL_PADDING,
        {
          size: BODY_SIZE,
          weight,
          width,
          align: column.numeric ? 'right' : 'left',
        },
      )
      x += widths[index]!
    })
    writer.y += rowHeight
    doc
      .moveTo(writer.left, writer.y)
      .lineTo(writer.left + writer.width, writer.y)
      .lineWidth(0.3)
      .strokeColor('#bbbbbb')
      .stroke()
  }

  // The title stays with the header and at least one row.
  writer.ensure(14 + headerHeight + rowHeight)
  writer.draw(section.title, writer.left, writer.y, { size: 10.5, weight: 'bold' })
  writer.y += 16
  header()
  if (section.rows.length === 0) {
    writer.draw(section.empty, writer.left + CELL_PADDING, writer.y + CELL_PADDING, {
      size: BODY_SIZE,
    })
    writer.y += rowHeight
  }
  for (const cells of section.rows) row(cells, 'regular')
  if (section.total) row(section.total, 'bold')
  writer.y += 12
}

function drawParties(writer: Writer, document: StatementDocument) {
  const gap = 18
  const width = (writer.width - gap) / 2
  const top = writer.y
  let lowest = top
  document.parties.forEach((party, index) => {
    const x = writer.left + index * (width + gap)
    let y = top
    writer.draw(party.heading, x, y, { size: 10, weight: 'bold' })
    y += 14
    for (const [label, value] of party.lines) {
      for (const [lineIndex, line] of writer.wrap(`${label}: ${value}`, width, 8.5).entries()) {
        writer.draw(line, x + (lineIndex ? 8 : 0), y, { size: 8.5 })
        y += 8.5 * LINE_GAP
      }
    }
    lowest = Math.max(lowest, y)
  })
  writer.y = lowest + 12
}

function drawSummary(writer: Writer, document: StatementDocument) {
  const width = Math.min(300, writer.width)
  const rowHeight = 14
  writer.ensure(rowHeight * document.summary.length + 8)
  const top = writer.y
  writer.doc
    .rect(writer.left, top, width, rowHeight * document.summary.length + 6)
    .lineWidth(0.6)
    .strokeColor('#444444')
    .stroke()
  let y = top + 4
  document.summary.forEach(([label, amount], index) => {
    const last = index === document.summary.length - 1
    const weight: Weight = last ? 'bold' : 'regular'
    writer.draw(writer.fit(label, width - 110, 9, weight), writer.left + 6, y, { size: 9, weight })
    writer.draw(groupDigits(amount), writer.left + 6, y, {
      size: 9,
      weight,
      width: width - 12,
      align: 'right',
    })
    y += rowHeight
  })
  writer.y = top + rowHeight * document.summary.length + 20
}

/** The statement as PDF bytes. */
export function statementPdf(document: StatementDocument): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE_MARGIN,
    bufferPages: true,
    info: { Title: `${document.title} ${document.fileName}`, Subject: document.fileName },
    lang: document.language,
    displayTitle: true,
  })
  for (const [name, bytes] of fonts()) doc.registerFont(name, bytes)
  const chunks: Buffer[] = []
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })

  const writer = new Writer(doc)
  writer.paragraph(document.title, 16, 'bold')
  writer.y += 2
  writer.paragraph(document.period, 9.5)
  writer.paragraph(document.generated, 8.5)
  writer.y += 10
  drawParties(writer, document)
  drawSummary(writer, document)
  for (const section of document.sections) drawSection(writer, section)
  for (const note of document.notes) writer.paragraph(note, 8)

  // Page numbers, once the number of pages is known (drawn in the bottom margin).
  const range = doc.bufferedPageRange()
  for (let index = range.start; index < range.start + range.count; index++) {
    doc.switchToPage(index)
    const label = pageLabel(document.language, index + 1, range.count)
    writer.draw(label, PAGE_MARGIN, doc.page.height - PAGE_MARGIN - 10, {
      size: 7.5,
      width: writer.width,
      align: 'right',
    })
  }
  doc.end()
  return done
}
