import { theme, type ThemeConfig } from 'antd'
import { screenTokens } from './breakpoints'

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

const shared: ThemeConfig = {
  token: {
    fontFamily: 'Roboto, Helvetica, Arial, sans-serif',
    fontSize: 14,
    borderRadius: 4,
    // antd's size scale is sizeUnit × (sizeStep ± n): 4 × 4 makes `size` 16 and `sizeXS` the 8 px spacing unit.
    sizeUnit: spacingUnit / 2,
    sizeStep: 4,
    zIndexPopupBase: zIndex.modal,
    ...screenTokens(),
  },
  components: {
    // Head and body share one inset, so a card's title lines up with its content.
    Card: { headerPadding: spacingUnit * 2, bodyPadding: spacingUnit * 2 },
    Drawer: { zIndexPopup: zIndex.drawer },
    Message: { zIndexPopup: zIndex.snackbar },
    Notification: { zIndexPopup: zIndex.snackbar },
    Tooltip: { zIndexPopup: zIndex.tooltip },
    Spin: { dotSizeLG: spinnerSize },
  },
}

function build(mode: ResolvedTheme): ThemeConfig {
  const palette = brandPalettes[mode]
  return {
    algorithm: mode === 'dark' ? theme.darkAlgorithm : theme.defaultAlgorithm,
    token: {
      ...shared.token,
      colorPrimary: palette.main,
      colorLink: palette.main,
      colorBgLayout: palette.pageBackground,
      ...(mode === 'light' ? { colorBgContainer: palette.paper, colorBgElevated: palette.paper } : {}),
    },
    components: {
      ...shared.components,
      Layout: { headerBg: palette.main, bodyBg: palette.pageBackground, headerPadding: `0 ${spacingUnit * 2}px` },
    },
  }
}

/** antd ConfigProvider themes for the light and dark modes. */
export const appThemes: Record<ResolvedTheme, ThemeConfig> = { light: build('light'), dark: build('dark') }
