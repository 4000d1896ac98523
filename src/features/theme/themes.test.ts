import { theme } from 'antd'
import { brandPalettes, type ResolvedTheme } from './brandPalette'
import { appThemes } from './themes'

/** An sRGB colour as [r, g, b] (0–255) and alpha (0–1), from #rrggbb or rgb()/rgba(). */
function parse(color: string): { rgb: [number, number, number]; alpha: number } {
  const hex = color.match(/^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i)
  if (hex) return { rgb: [1, 2, 3].map((i) => parseInt(hex[i], 16)) as [number, number, number], alpha: 1 }
  const fn = color.match(/^rgba?\(([^)]+)\)$/)
  if (!fn) throw new Error(`Unknown colour ${color}`)
  const [r, g, b, a = 1] = fn[1].split(',').map(Number)
  return { rgb: [r, g, b], alpha: a }
}

/** The colour seen when `color` (maybe translucent) is drawn over the opaque `background`. */
function over(color: string, background: string): [number, number, number] {
  const top = parse(color)
  const bottom = parse(background).rgb
  return top.rgb.map((channel, i) => channel * top.alpha + bottom[i] * (1 - top.alpha)) as [number, number, number]
}

function luminance([r, g, b]: [number, number, number]): number {
  const linear = (c: number) => (c / 255 <= 0.04045 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4)
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
}

/** WCAG contrast ratio of a text colour on a background. */
function contrast(text: string, background: string): number {
  const [a, b] = [luminance(over(text, background)), luminance(parse(background).rgb)]
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05)
}

describe.each<ResolvedTheme>(['light', 'dark'])('the %s theme', (mode) => {
  const token = theme.getDesignToken(appThemes[mode])
  const backgrounds = {
    paper: token.colorBgContainer,
    page: token.colorBgLayout,
    elevated: token.colorBgElevated,
    subtle: brandPalettes[mode].subtleBackground,
  }
  const texts = {
    body: token.colorText,
    secondary: token.colorTextSecondary,
    tertiary: token.colorTextTertiary,
    description: token.colorTextDescription,
    link: token.colorLink,
    error: token.colorErrorText,
    success: token.colorSuccessText,
    warning: token.colorWarningText,
  }

  it.each(Object.entries(texts))('keeps %s text readable (WCAG AA, 4.5:1) on every background', (_name, color) => {
    for (const background of Object.values(backgrounds)) expect(contrast(color, background)).toBeGreaterThanOrEqual(4.5)
  })

  it('keeps the text of blue (processing) tags readable on their background', () => {
    expect(contrast(token.colorInfo, token.colorInfoBg)).toBeGreaterThanOrEqual(4.5)
  })
})

describe('contrast', () => {
  it('measures as WCAG does: 21:1 for black on white, 3.4:1 for antd’s 45 % black secondary text', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5)
    expect(contrast('rgba(0,0,0,0.45)', '#ffffff')).toBeCloseTo(3.36, 1)
  })
})
