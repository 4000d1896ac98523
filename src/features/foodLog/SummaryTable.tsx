import { theme } from 'antd'
import type { CSSProperties } from 'react'
import type { DailySummaryEntry } from '../../api/api'
import { formatMacro } from '../../components/formatMacro'
import { formatSummaryDay } from './mealDisplay'
import { NUTRIENTS, nutrientNumber } from './nutrientText'

const macroColumns = [
  { key: 'calories', title: 'Calories', unit: 'kcal' },
  { key: 'protein', title: 'Protein', unit: 'g' },
  { key: 'carbs', title: 'Carbs', unit: 'g' },
  { key: 'fat', title: 'Fat', unit: 'g' },
] as const

/** The days of one summary page as a plain table (antd's Table would add far more code than this needs). */
export function SummaryTable({ days, busy }: { days: DailySummaryEntry[]; busy: boolean }) {
  const { token } = theme.useToken()
  const cell: CSSProperties = {
    padding: '6px',
    borderBottom: `1px solid ${token.colorBorderSecondary}`,
    textAlign: 'right',
    whiteSpace: 'nowrap',
  }
  const head: CSSProperties = { ...cell, background: token.colorFillAlter, fontWeight: 600, verticalAlign: 'bottom' }
  return (
    <div style={{ overflowX: 'auto', opacity: busy ? 0.6 : 1, transition: 'opacity 0.2s' }} aria-busy={busy}>
      <table style={{ width: '100%', borderCollapse: 'collapse', fontVariantNumeric: 'tabular-nums' }}>
        <thead>
          <tr>
            <th scope="col" style={{ ...head, textAlign: 'left' }}>
              Date
            </th>
            {macroColumns.map((column) => (
              <th key={column.key} scope="col" style={head}>
                {column.title}
                {/* The unit on its own line keeps the five columns within a phone's width. */}
                <br />
                <span style={{ fontWeight: 'normal', color: token.colorTextSecondary }}>({column.unit})</span>
              </th>
            ))}
            {/* After the macros, so a phone shows those first and scrolls sideways to these. */}
            {NUTRIENTS.map((column) => (
              <th key={column.key} scope="col" style={head}>
                {column.label}
                <br />
                <span style={{ fontWeight: 'normal', color: token.colorTextSecondary }}>({column.unit})</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.date}>
              <th scope="row" style={{ ...cell, textAlign: 'left', fontWeight: 'normal' }}>
                {formatSummaryDay(day.date)}
              </th>
              {macroColumns.map((column) => (
                <td key={column.key} style={cell}>
                  {formatMacro(day[column.key])}
                </td>
              ))}
              {NUTRIENTS.map((column) => (
                <td key={column.key} style={cell}>
                  {nutrientNumber(column.key, day[column.key])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
