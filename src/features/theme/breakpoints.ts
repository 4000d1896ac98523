/** Screen breakpoints of docs/product.md §9 (px). antd's xxl and xxxl keep their defaults above xl. */
export const breakpoints = { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536, xxl: 1600, xxxl: 1920 } as const

/** antd screen tokens for the breakpoints (each size's Min is itself, its Max one below the next size). */
export function screenTokens() {
  const { xs, sm, md, lg, xl, xxl, xxxl } = breakpoints
  return {
    screenXS: xs,
    screenXSMin: xs,
    screenXSMax: sm - 1,
    screenSM: sm,
    screenSMMin: sm,
    screenSMMax: md - 1,
    screenMD: md,
    screenMDMin: md,
    screenMDMax: lg - 1,
    screenLG: lg,
    screenLGMin: lg,
    screenLGMax: xl - 1,
    screenXL: xl,
    screenXLMin: xl,
    screenXLMax: xxl - 1,
    screenXXL: xxl,
    screenXXLMin: xxl,
    screenXXLMax: xxxl - 1,
    screenXXXL: xxxl,
    screenXXXLMin: xxxl,
  }
}
