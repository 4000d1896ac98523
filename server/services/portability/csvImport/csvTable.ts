import type { CsvError } from 'csv-parse'
import { parse } from 'csv-parse/sync'
import { storableText } from '../../../lib/storableText'
import type { ImportSkip } from '../importTypes'

/** One data row of a CSV file: its cells and the file's line it starts on (1 is the header). */
export interface CsvRow {
  line: number
  cells: string[]
}

/** A CSV file read into its header and rows; `skipped` lists the rows that could not be split into cells. */
export interface CsvTable {
  header: string[]
  rows: CsvRow[]
  skipped: ImportSkip[]
}

const CR = 0x0d
const LF = 0x0a

/**
 * Tells the line a record starts on from the byte where the one before it ended (csv-parse's `info.bytes`).
 * csv-parse's own `info.lines` counts a CRLF inside a quoted value twice, so lines are counted here, once.
 */
class LineCounter {
  private offset = 0
  private line = 1

  constructor(private readonly bytes: Buffer) {}

  private step() {
    const byte = this.bytes[this.offset]
    if (byte === LF || (byte === CR && this.bytes[this.offset + 1] !== LF)) this.line += 1
    this.offset += 1
  }

  /** The line of the first character at or after `start` that is not a line break (blank lines are skipped). */
  lineAt(start: number): number {
    while (this.offset < start) this.step()
    while (this.bytes[this.offset] === CR || this.bytes[this.offset] === LF) this.step()
    return this.line
  }
}

/** Why csv-parse could not read a record, in words a person can act on. */
function unreadableReason(error: CsvError | undefined): string {
  if (error?.code === 'CSV_QUOTE_NOT_CLOSED')
    return 'a quoted value is never closed, so this row and the rest of the file could not be read'
  return 'the row could not be split into values (a quote in the wrong place?)'
}

const valueCount = (count: number) => `${count} value${count === 1 ? '' : 's'}`

/** The header's names, trimmed and lower-cased, for finding columns by name. */
export const headerNames = (header: readonly string[]) => header.map((name) => name.trim().toLowerCase())

/** The first line of the text as header names (a header has no line breaks), or null when it is not CSV. */
export function readHeader(text: string): string[] | null {
  const firstLine = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/, 1)[0]
  try {
    const [header] = parse(firstLine, { relax_quotes: true, to: 1 }) as string[][]
    return header ? headerNames(header) : null
  } catch {
    return null
  }
}

/**
 * Reads CSV text (byte-order mark dropped) into its header and rows, each with the line it starts on. Rows with
 * only blank cells are left out silently (spreadsheets write them); a row that cannot be split into values, or
 * has another number of values than the header, is listed in `skipped`.
 */
export function readCsvTable(text: string): CsvTable {
  const bytes = Buffer.from(storableText(text.replace(/^\uFEFF/, '')))
  const lines = new LineCounter(bytes)
  const skipped: ImportSkip[] = []
  const starts: number[] = []
  let recordStart = 0
  const [header = [], ...records] = parse(bytes, {
    relax_quotes: true,
    relax_column_count: true,
    skip_empty_lines: true,
    skip_records_with_error: true,
    on_record: (cells, info) => {
      starts.push(lines.lineAt(recordStart))
      recordStart = info.bytes
      return cells
    },
    on_skip: (error) => {
      skipped.push({ line: lines.lineAt(recordStart), reason: unreadableReason(error) })
      recordStart = typeof error?.bytes === 'number' ? error.bytes : bytes.length
      return undefined
    },
  })
  const rows: CsvRow[] = []
  records.forEach((cells, index) => {
    const line = starts[index + 1]
    if (cells.every((cell) => cell.trim() === '')) return
    if (cells.length !== header.length) {
      const reason = `the row has ${valueCount(cells.length)} where the header has ${header.length} (a comma in a name that is not quoted?)`
      skipped.push({ line, reason })
      return
    }
    rows.push({ line, cells })
  })
  return { header, rows, skipped }
}
