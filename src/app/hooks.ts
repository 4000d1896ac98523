// eslint-disable-next-line no-restricted-imports -- the one place the raw hooks are wrapped
import { useDispatch, useSelector } from 'react-redux'
import type { AppDispatch, RootState } from './store'

/** Typed hooks; the raw react-redux ones are banned by lint. */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>()
export const useAppSelector = useSelector.withTypes<RootState>()
