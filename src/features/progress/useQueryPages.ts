import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit'
import { useEffect, useMemo } from 'react'
import { shallowEqual } from 'react-redux'
import type { api } from '../../api/api'
import { useAppDispatch, useAppSelector } from '../../app/hooks'
import type { RootState } from '../../app/store'

/**
 * The root state the api's selectors take. It is the store's (RootState), whose `api` slice the store can only type
 * as the endpoint-less base api's (src/api/emptyApi.ts); the slice is the same one at run time.
 */
type ApiRootState = Parameters<ReturnType<typeof api.endpoints.getUser.select>>[0]

/** Reads the store with the api's selectors. */
const useApiSelector = useAppSelector.withTypes<RootState & ApiRootState>()

/** What useQueryPages needs of a query endpoint (`api.endpoints.x`): to subscribe to an argument and read its entry. */
export interface PagedEndpoint<Arg, Data> {
  initiate: (arg: Arg) => ThunkAction<{ unsubscribe: () => void }, RootState, unknown, UnknownAction>
  select: (arg: Arg) => (state: ApiRootState) => { data?: Data; error?: unknown }
}

/** The pages of useQueryPages: all their data in order once every page has loaded, and the first error if any. */
export interface QueryPages<Data> {
  data: Data[] | undefined
  error: unknown
}

/**
 * Several pages of one query endpoint at once, for a screen that needs a number of pages known only at run time (a
 * hook cannot be called in a loop). Each page is its own cache entry, as with the endpoint's hook: subscribed while
 * the screen asks for it (so it is fetched again when its tags are invalidated) and shared with any screen asking
 * for the same page. `args` should keep its identity between renders (useMemo) while the pages stay the same.
 */
export function useQueryPages<Arg, Data>(endpoint: PagedEndpoint<Arg, Data>, args: readonly Arg[]): QueryPages<Data> {
  const dispatch = useAppDispatch()
  useEffect(() => {
    const subscriptions = args.map((arg) => dispatch(endpoint.initiate(arg)))
    return () => {
      for (const subscription of subscriptions) subscription.unsubscribe()
    }
  }, [dispatch, endpoint, args])
  const selectors = useMemo(() => args.map((arg) => endpoint.select(arg)), [endpoint, args])
  // The cached data and errors keep their identity, so comparing them one by one re-renders only on a change.
  const pages = useApiSelector((state) => selectors.map((select) => select(state).data), shallowEqual)
  const errors = useApiSelector((state) => selectors.map((select) => select(state).error), shallowEqual)
  const error = errors.find((pageError) => pageError !== undefined)
  const loaded = pages.every((page) => page !== undefined)
  return { data: loaded ? (pages as Data[]) : undefined, error }
}
