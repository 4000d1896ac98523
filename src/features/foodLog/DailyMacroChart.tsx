import { theme } from 'antd'
import type { DailySummaryEntry } from '../../api/api'
import { formatMacro } from '../../components/formatMacro'
import { CHART, chartLayout, type MacroKey } from './chartLayout'
import { formatChartDay, formatSummaryDay } from './mealDisplay'
import { useElementWidth } from './useElementWidth'

const MACRO_NAMES: Record<MacroKey, string> = { protein: 'Protein', carbs: 'Carbs', fat: 'Fat' }

function dayDescription(day: DailySummaryEntry): string {
  return `${formatSummaryDay(day.date)}: ${formatMacro(day.calories)} kcal, protein ${formatMacro(day.protein)} g, carbs ${formatMacro(day.carbs)} g, fat ${formatMacro(day.fat)} g`
}

/**
 * The days of one summary page as a picture (docs/product.md §2): calories as bars, and protein, carbs and fat as
 * grouped bars on a gram axis. Plain SVG coloured from the antd theme, so it follows light and dark mode.
 */
export function DailyMacroChart({ days }: { days: DailySummaryEntry[] }) {
  const { token } = theme.useToken()
  const [ref, width] = useElementWidth<HTMLDivElement>(640)
  const layout = chartLayout(days, width)
  const colours: Record<MacroKey | 'calories', string> = {
    calories: token.colorPrimary,
    protein: token.colorSuccess,
    carbs: token.colorWarning,
    fat: token.purple7,
  }
  const text = { fill: token.colorTextSecondary, fontSize: 11, fontFamily: token.fontFamily }
  const first = layout.slots[0]?.entry.date
  const last = layout.slots[layout.slots.length - 1]?.entry.date
  const label = `Daily macros chart: calories, protein, carbs and fat per day${
    first && last ? `, ${formatSummaryDay(first)} to ${formatSummaryDay(last)}` : ''
  }`
  const axisLine = (y: number) => (
    <line x1={CHART.left} x2={width - CHART.right} y1={y} y2={y} stroke={token.colorBorderSecondary} />
  )

  return (
    <div ref={ref} style={{ width: '100%' }}>
      <svg role="img" aria-label={label} width={width} height={CHART.height} viewBox={`0 0 ${width} ${CHART.height}`}>
        <title>{layout.slots.map((slot) => dayDescription(slot.entry)).join('. ')}</title>
        <text x={0} y={14} {...text} fontWeight={600}>
          Calories (kcal)
        </text>
        {/* The axis ends are round numbers: shown whole ("500", "0"), unlike the macros. */}
        <text x={0} y={CHART.caloriesTop + 4} {...text}>
          {layout.caloriesMax}
        </text>
        <text x={0} y={CHART.caloriesTop + CHART.caloriesHeight + 4} {...text}>
          0
        </text>
        {axisLine(CHART.caloriesTop)}
        {axisLine(CHART.caloriesTop + CHART.caloriesHeight)}

        <text x={0} y={CHART.macrosTop - 16} {...text} fontWeight={600}>
          Grams
        </text>
        {(['protein', 'carbs', 'fat'] as const).map((key, index) => (
          <g key={key} transform={`translate(${64 + index * 72}, ${CHART.macrosTop - 26})`}>
            <rect width={10} height={10} rx={2} fill={colours[key]} />
            <text x={14} y={9} {...text}>
              {MACRO_NAMES[key]}
            </text>
          </g>
        ))}
        <text x={0} y={CHART.macrosTop + 4} {...text}>
          {layout.gramsMax}
        </text>
        <text x={0} y={CHART.macrosTop + CHART.macrosHeight + 4} {...text}>
          0
        </text>
        {axisLine(CHART.macrosTop)}
        {axisLine(CHART.macrosTop + CHART.macrosHeight)}

        {layout.slots.map((slot) => (
          <g key={slot.entry.date}>
            <title>{dayDescription(slot.entry)}</title>
            <rect {...slot.calories} rx={2} fill={colours.calories} />
            <text x={slot.centre} y={slot.calories.y - 4} textAnchor="middle" {...text} fontSize={10}>
              {formatMacro(slot.entry.calories)}
            </text>
            {slot.macros.map((bar) => (
              <rect key={bar.key} x={bar.x} y={bar.y} width={bar.width} height={bar.height} fill={colours[bar.key]} />
            ))}
            <text x={slot.centre} y={CHART.labelY} textAnchor="middle" {...text}>
              {formatChartDay(slot.entry.date)}
            </text>
          </g>
        ))}
      </svg>
    </div>
  )
}
