import { inflateSync } from 'node:zlib'

// WOFF 1.0 (https://www.w3.org/TR/WOFF/) is an sfnt whose tables are each zlib-compressed. The PDF
// library reads WOFF, but inflates it in JavaScript on every document; unwrapping it once here with
// Node's own zlib makes each statement PDF several times faster.

const WOFF_SIGNATURE = 0x774f4646 // 'wOFF'
const WOFF_HEADER = 44
const WOFF_ENTRY = 20
const SFNT_HEADER = 12
const SFNT_ENTRY = 16

const padded = (length: number) => (length + 3) & ~3

/** The sfnt (TrueType/OpenType) font inside a WOFF 1.0 file. */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.length < WOFF_HEADER || woff.readUInt32BE(0) !== WOFF_SIGNATURE) {
    throw new Error('not a WOFF 1.0 font')
  }
  const flavor = woff.readUInt32BE(4)
  const numTables = woff.readUInt16BE(12)
  const tables = Array.from({ length: numTables }, (_, index) => {
    const entry = WOFF_HEADER + index * WOFF_ENTRY
    const offset = woff.readUInt32BE(entry + 4)
    const compLength = woff.readUInt32BE(entry + 8)
    const origLength = woff.readUInt32BE(entry + 12)
    const stored = woff.subarray(offset, offset + compLength)
    const data = compLength < origLength ? inflateSync(stored) : stored
    if (data.length !== origLength) throw new Error('corrupt WOFF table')
    return { tag: woff.readUInt32BE(entry), checksum: woff.readUInt32BE(entry + 16), data }
  })

  const power = 2 ** Math.floor(Math.log2(numTables))
  let offset = SFNT_HEADER + numTables * SFNT_ENTRY
  const size = tables.reduce((total, table) => total + padded(table.data.length), offset)
  const sfnt = Buffer.alloc(size)
  sfnt.writeUInt32BE(flavor, 0)
  sfnt.writeUInt16BE(numTables, 4)
  sfnt.writeUInt16BE(power * 16, 6)
  sfnt.writeUInt16BE(Math.log2(power), 8)
  sfnt.writeUInt16BE(numTables * 16 - power * 16, 10)
  tables.forEach((table, index) => {
    const record = SFNT_HEADER + index * SFNT_ENTRY
    sfnt.writeUInt32BE(table.tag, record)
    sfnt.writeUInt32BE(table.checksum, record + 4)
    sfnt.writeUInt32BE(offset, record + 8)
    sfnt.writeUInt32BE(table.data.length, record + 12)
    table.data.copy(sfnt, offset)
    offset += padded(table.data.length)
  })
  return sfnt
}
