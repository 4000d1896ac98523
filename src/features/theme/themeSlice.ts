import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import { api } from '../../api/api'
import { isThemeMode, readStoredThemeMode, resolveTheme, systemPrefersDarkNow, type ThemeMode } from './themeMode'

export interface ThemeState {
  themeMode: ThemeMode
  systemPrefersDark: boolean
}

/** The stored mode, else `auto`: the system dark preference, followed as it changes. */
function initialThemeState(): ThemeState {
  return { themeMode: readStoredThemeMode() ?? 'auto', systemPrefersDark: systemPrefersDarkNow() }
}

export const themeSlice = createSlice({
  name: 'theme',
  // Lazy so that each new store starts from the stored mode and the system preference of that moment.
  initialState: initialThemeState,
  reducers: {
    themeModeChanged(state, action: PayloadAction<ThemeMode>) {
      state.themeMode = action.payload
    },
    /** The system dark preference changed; `auto` follows it. */
    systemThemeChanged(state, action: PayloadAction<boolean>) {
      state.systemPrefersDark = action.payload
    },
  },
  extraReducers: (builder) => {
    // The signed-in user's record from the server carries their theme_preference, which wins.
    builder.addMatcher(api.endpoints.getUser.matchFulfilled, (state, action) => {
      if (isThemeMode(action.payload.theme_preference)) state.themeMode = action.payload.theme_preference
    })
  },
  selectors: {
    selectThemeMode: (state) => state.themeMode,
    selectResolvedTheme: (state) => resolveTheme(state.themeMode, state.systemPrefersDark),
  },
})

export const { themeModeChanged, systemThemeChanged } = themeSlice.actions
export const { selectThemeMode, selectResolvedTheme } = themeSlice.selectors
