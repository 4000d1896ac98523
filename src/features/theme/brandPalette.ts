/**
 * The theme's own colours and constants, without antd: the screens shown before antd loads (the login screen, the
 * loading and error screens) use them too. themes.ts builds antd's themes from them.
 */

export type ResolvedTheme = 'light' | 'dark'

/** Colours antd has no token for: the brand bar, its text and the page backgrounds (docs/product.md §9). */
export interface BrandPalette {
  main: string
  gradient: string
  text: string
  pageBackground: string
  paper: string
  subtleBackground: string
  faintGradient: string
}

/** Layer order of docs/product.md §9: app bar, drawer, modal, snackbar (antd message/notification), tooltip. */
export const zIndex = { appBar: 1100, drawer: 1200, modal: 1300, snackbar: 1400, tooltip: 1500 } as const

/** Spacing unit (px): layout paddings and gaps are multiples of it. */
export const spacingUnit = 8

/** Spinner diameter (px) of page-level spinners (`<Spin size="large">`). */
export const spinnerSize = 40

/**
 * Text colours that keep WCAG AA (4.5:1) on every background of the theme (paper, page, elevated): antd's defaults
 * fall short for secondary text (45 % black: 3.4:1), error, success and warning texts and, in the dark theme, links.
 */
export interface ReadableText {
  /** Secondary and description text (antd's colorTextTertiary and colorTextDescription). */
  secondary: string
  link: string
  error: string
  success: string
  warning: string
  /** antd's info colour (colorInfo): the text of blue tags (`processing`) on their light blue background. */
  info: string
}

export const readableText: Record<ResolvedTheme, ReadableText> = {
  light: {
    secondary: 'rgba(0, 0, 0, 0.62)',
    link: '#c62828',
    error: '#c62828',
    success: '#237804',
    warning: '#8a5300',
    info: '#0958d9',
  },
  dark: {
    secondary: 'rgba(255, 255, 255, 0.62)',
    link: '#4ea8f5',
    error: '#ff7875',
    success: '#73d13d',
    warning: '#ffc53d',
    info: '#69b1ff',
  },
}

export const brandPalettes: Record<ResolvedTheme, BrandPalette> = {
  light: {
    main: '#d32f2f',
    // Shades dark enough for the white brand text (WCAG AA, 4.5:1) across the whole bar.
    gradient: 'linear-gradient(90deg, #b71c1c 0%, #c62828 50%, #d32f2f 100%)',
    text: '#ffffff',
    pageBackground: '#f7f7fa',
    paper: '#ffffff',
    subtleBackground: '#f4f8fb',
    faintGradient: 'linear-gradient(180deg, #f7f7fa 0%, #fbf4f4 100%)',
  },
  dark: {
    main: '#0074d9',
    // Cyan to teal, in the shades that keep the white brand text readable (WCAG AA, 4.5:1).
    gradient: 'linear-gradient(90deg, #00838f 0%, #00796b 50%, #00695c 100%)',
    text: '#ffffff',
    pageBackground: '#121212',
    paper: '#1e1e1e',
    subtleBackground: '#1a2027',
    faintGradient: 'linear-gradient(180deg, #121212 0%, #10181c 100%)',
  },
}
