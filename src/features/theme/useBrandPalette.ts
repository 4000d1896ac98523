import { useAppSelector } from '../../app/hooks'
import { selectResolvedTheme } from './themeSlice'
import { brandPalettes, type BrandPalette } from './themes'

/** The brand colours of the theme being shown. */
export function useBrandPalette(): BrandPalette {
  return brandPalettes[useAppSelector(selectResolvedTheme)]
}
