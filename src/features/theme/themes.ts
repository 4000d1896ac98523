import { theme, type ThemeConfig } from 'antd'
import { brandPalettes, readableText, spacingUnit, spinnerSize, zIndex, type ResolvedTheme } from './brandPalette'
import { screenTokens } from './breakpoints'

export { brandPalettes, readableText, spacingUnit, spinnerSize, zIndex } from './brandPalette'
export type { BrandPalette, ReadableText, ResolvedTheme } from './brandPalette'

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
  const text = readableText[mode]
  return {
    algorithm: mode === 'dark' ? theme.darkAlgorithm : theme.defaultAlgorithm,
    token: {
      ...shared.token,
      colorPrimary: palette.main,
      colorBgLayout: palette.pageBackground,
      ...(mode === 'light' ? { colorBgContainer: palette.paper, colorBgElevated: palette.paper } : {}),
      // Readable (WCAG AA) text: secondary and description text, links, the error, success and warning texts, and
      // the info colour of blue tags.
      colorTextTertiary: text.secondary,
      colorTextDescription: text.secondary,
      colorLink: text.link,
      colorErrorText: text.error,
      colorSuccessText: text.success,
      colorWarningText: text.warning,
      colorInfo: text.info,
    },
    components: {
      ...shared.components,
      Layout: { headerBg: palette.main, bodyBg: palette.pageBackground, headerPadding: `0 ${spacingUnit * 2}px` },
    },
  }
}

/** antd ConfigProvider themes for the light and dark modes. */
export const appThemes: Record<ResolvedTheme, ThemeConfig> = { light: build('light'), dark: build('dark') }
