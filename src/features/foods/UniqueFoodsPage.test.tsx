import { configure, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { act } from 'react'
import { http, HttpResponse } from 'msw'
import { apiUrl } from '../../testing/apiUrl'
import { makeFood } from '../../testing/fixtures'
import { renderWithProviders } from '../../testing/renderWithProviders'
import { server } from '../../testing/server'
import { signedInState } from '../../testing/signedIn'
import { fakeFoodLibrary, makeFoods, quickUser, resetWindowScroll, scrollWindow, setPageLayout } from './foodsTestApi'
import { UniqueFoodsPage } from './UniqueFoodsPage'

// Screens render slowly in jsdom on a busy 2-core machine: wait up to 5 s for what a user waits for.
configure({ asyncUtilTimeout: 5_000 })

function renderPage() {
  return { ...renderWithProviders(<UniqueFoodsPage />, { preloadedState: signedInState() }), user: quickUser() }
}

const cards = () => within(screen.getByRole('list', { name: 'Foods' })).queryAllByRole('listitem')

beforeEach(() => setPageLayout(0, 10_000))
afterEach(resetWindowScroll)

describe('Unique Foods', () => {
  it('shows each food as a card with its serving size, macros to 1 decimal and a heart', async () => {
    fakeFoodLibrary([makeFood({ name: 'Greek yogurt', serving_size: '170 g', calories: 146.26, protein: 19.95 })])
    renderPage()

    const card = await screen.findByRole('listitem', { name: 'Greek yogurt' })
    expect(within(card).getByText('Serving: 170 g')).toBeInTheDocument()
    expect(within(card).getByText('146.3 kcal')).toBeInTheDocument()
    expect(within(card).getByText('20.0 g')).toBeInTheDocument()
    expect(within(card).getByRole('button', { name: 'Add Greek yogurt to favorites' })).toHaveAttribute(
      'aria-pressed',
      'false',
    )
  })

  it('shows fiber, sugar and sodium on a card when the food knows them, and nothing for unknown ones', async () => {
    fakeFoodLibrary([
      makeFood({ id: 'food0000lent', name: 'Lentil soup', fiber: 7.96, sugar: null, sodium: 480.4 }),
      makeFood({ id: 'food0000tea0', name: 'Tea', fiber: null, sugar: null, sodium: null }),
    ])
    renderPage()

    const soup = await screen.findByRole('listitem', { name: 'Lentil soup' })
    expect(within(soup).getByText('Fiber 8.0 g · Sodium 480 mg')).toBeInTheDocument()
    const tea = screen.getByRole('listitem', { name: 'Tea' })
    expect(within(tea).queryByText(/Fiber|Sugar|Sodium/)).not.toBeInTheDocument()
  })

  it('asks for the newest 20 foods first, with the favorites filter off', async () => {
    const fake = fakeFoodLibrary(makeFoods(25))
    renderPage()

    await waitFor(() => expect(cards()).toHaveLength(20))
    expect(cards()[0]).toHaveAccessibleName('Food 1')
    expect(screen.getByRole('switch', { name: 'Favorites only' })).not.toBeChecked()
    const first = fake.listRequests[0]
    expect(Object.fromEntries(first)).toEqual({ sort: 'date', favorites: 'false', limit: '20', offset: '0' })
  })

  it('loads 10 more when scrolled within 200 px of the bottom, and not before', async () => {
    const fake = fakeFoodLibrary(makeFoods(35))
    renderPage()
    await waitFor(() => expect(cards()).toHaveLength(20))

    act(() => scrollWindow(1000, 2001))
    expect(fake.listRequests).toHaveLength(1)

    act(() => scrollWindow(1000, 2000))
    // The new cards make the page taller, so it is no longer near its bottom.
    setPageLayout(1000, 3000)
    await waitFor(() => expect(cards()).toHaveLength(30))
    expect(Object.fromEntries(fake.listRequests[1])).toMatchObject({ limit: '10', offset: '20' })

    act(() => scrollWindow(2000, 3000))
    await waitFor(() => expect(cards()).toHaveLength(35))
    expect(cards().at(-1)).toHaveAccessibleName('Food 35')
    expect(fake.listRequests).toHaveLength(3)
  })

  it('sorts on the server by the chosen sort and starts again from the first page', async () => {
    const fake = fakeFoodLibrary(makeFoods(3))
    const { user } = renderPage()
    await waitFor(() => expect(cards()).toHaveLength(3))

    await user.click(screen.getByRole('combobox', { name: 'Sort by' }))
    await screen.findAllByRole('option')
    // antd's accessible listbox holds only the options around the active one; its visible list holds them all.
    const options = [...document.querySelectorAll('.ant-select-item-option')].map((option) => option.textContent)
    expect(options).toEqual(['Name', 'Date (newest)', 'Date (oldest)', 'Calories', 'Protein', 'Carbs', 'Fat'])
    await user.click(screen.getByTitle('Calories'))

    await waitFor(() => expect(cards()[0]).toHaveAccessibleName('Food 3'))
    expect(Object.fromEntries(fake.listRequests.at(-1)!)).toMatchObject({ sort: 'calories', offset: '0' })
  })

  it('shows only favorites when the filter is on', async () => {
    const foods = makeFoods(3)
    const fake = fakeFoodLibrary(foods, [foods[1].id])
    const { user } = renderPage()
    await waitFor(() => expect(cards()).toHaveLength(3))

    await user.click(screen.getByRole('switch', { name: 'Favorites only' }))

    await waitFor(() => expect(cards()).toHaveLength(1))
    expect(cards()[0]).toHaveAccessibleName('Food 2')
    expect(fake.listRequests.at(-1)!.get('favorites')).toBe('true')
  })

  it('adds a food to the favorites with POST and removes a favorite with DELETE, then refetches', async () => {
    const foods = makeFoods(2)
    const fake = fakeFoodLibrary(foods, [foods[1].id])
    const { user } = renderPage()

    await user.click(await screen.findByRole('button', { name: 'Add Food 1 to favorites' }))
    expect(await screen.findByRole('button', { name: 'Remove Food 1 from favorites' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )

    await user.click(screen.getByRole('button', { name: 'Remove Food 2 from favorites' }))
    expect(await screen.findByRole('button', { name: 'Add Food 2 to favorites' })).toBeInTheDocument()
    expect(fake.calls).toEqual([`POST ${foods[0].id}`, `DELETE ${foods[1].id}`])
    await waitFor(() => expect(fake.listRequests.length).toBeGreaterThanOrEqual(3))
  })

  it('shows no hearts as favorites, and no error, when the favorites fetch fails', async () => {
    fakeFoodLibrary(makeFoods(1))
    server.use(
      http.get(apiUrl('/user/:id/foods/favorites'), () => HttpResponse.json({ detail: 'Down' }, { status: 500 })),
    )
    renderPage()

    expect(await screen.findByRole('button', { name: 'Add Food 1 to favorites' })).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(screen.queryByText('Down')).not.toBeInTheDocument()
  })

  it('says "No foods found." when the library is empty', async () => {
    fakeFoodLibrary([])
    renderPage()

    expect(await screen.findByText('No foods found.')).toBeInTheDocument()
  })

  it('says "Failed to fetch foods" and shows an empty list when the list fails', async () => {
    fakeFoodLibrary(makeFoods(1))
    server.use(http.get(apiUrl('/user/:id/foods'), () => HttpResponse.json({}, { status: 500 })))
    renderPage()

    expect(await screen.findByText('Failed to fetch foods')).toBeInTheDocument()
    expect(cards()).toHaveLength(0)
  })

  it("shows the server's detail when the list fails with one", async () => {
    fakeFoodLibrary([])
    server.use(
      http.get(apiUrl('/user/:id/foods'), () => HttpResponse.json({ detail: 'Too many requests' }, { status: 429 })),
    )
    renderPage()

    expect(await screen.findByText('Too many requests')).toBeInTheDocument()
  })
})

describe('Unique Foods search', () => {
  const searched = (fake: ReturnType<typeof fakeFoodLibrary>) =>
    fake.listRequests.map((query) => query.get('q')).filter((q) => q !== null)
  const names = () => cards().map((card) => card.getAttribute('aria-label'))

  it('asks the server for the foods whose name holds the text typed', async () => {
    const fake = fakeFoodLibrary([
      makeFood({ id: 'food00000001', name: 'Oatmeal' }),
      makeFood({ id: 'food00000002', name: 'Banana' }),
      makeFood({ id: 'food00000003', name: 'Oat milk' }),
    ])
    const { user } = renderPage()
    await waitFor(() => expect(cards()).toHaveLength(3))

    await user.type(screen.getByRole('searchbox', { name: 'Search foods' }), ' OAT ')

    await waitFor(() => expect(names()).toEqual(['Oatmeal', 'Oat milk']))
    expect(Object.fromEntries(fake.listRequests.at(-1)!)).toEqual({
      q: 'OAT',
      sort: 'date',
      favorites: 'false',
      limit: '20',
      offset: '0',
    })
  })

  it('searches once typing pauses for 250 ms, not at each key', async () => {
    jest.useFakeTimers()
    try {
      const fake = fakeFoodLibrary([makeFood({ name: 'Oatmeal' })])
      renderPage()
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime })
      await waitFor(() => expect(cards()).toHaveLength(1))
      const search = screen.getByRole('searchbox', { name: 'Search foods' })

      await user.type(search, 'oa')
      act(() => jest.advanceTimersByTime(200))
      await user.type(search, 't')
      act(() => jest.advanceTimersByTime(200))
      expect(searched(fake)).toEqual([])

      act(() => jest.advanceTimersByTime(50))
      await waitFor(() => expect(searched(fake)).toEqual(['oat']))
    } finally {
      jest.useRealTimers()
    }
  })

  it('searches within the favorites, in the chosen sort', async () => {
    const foods = [
      makeFood({ id: 'food00000001', name: 'Oatmeal', calories: 150 }),
      makeFood({ id: 'food00000002', name: 'Oat bar', calories: 250 }),
      makeFood({ id: 'food00000003', name: 'Oat milk', calories: 120 }),
      makeFood({ id: 'food00000004', name: 'Banana', calories: 100 }),
    ]
    const fake = fakeFoodLibrary(foods, ['food00000001', 'food00000002', 'food00000004'])
    const { user } = renderPage()
    await waitFor(() => expect(cards()).toHaveLength(4))

    await user.click(screen.getByRole('switch', { name: 'Favorites only' }))
    await user.click(screen.getByRole('combobox', { name: 'Sort by' }))
    await user.click(await screen.findByTitle('Calories'))
    await user.type(screen.getByRole('searchbox', { name: 'Search foods' }), 'oat')

    await waitFor(() => expect(names()).toEqual(['Oat bar', 'Oatmeal']))
    expect(Object.fromEntries(fake.listRequests.at(-1)!)).toMatchObject({
      q: 'oat',
      sort: 'calories',
      favorites: 'true',
      offset: '0',
    })
  })

  it('starts again from the first 20 foods', async () => {
    const fake = fakeFoodLibrary(makeFoods(35))
    const { user } = renderPage()
    await waitFor(() => expect(cards()).toHaveLength(20))
    act(() => scrollWindow(1000, 2000))
    setPageLayout(1000, 3000)
    await waitFor(() => expect(cards()).toHaveLength(30))

    await user.type(screen.getByRole('searchbox', { name: 'Search foods' }), 'food 3')

    // Food 3 and Food 30 to Food 35, from a first page of the search.
    await waitFor(() => expect(cards()).toHaveLength(7))
    expect(cards()[0]).toHaveAccessibleName('Food 3')
    expect(Object.fromEntries(fake.listRequests.at(-1)!)).toEqual({
      q: 'food 3',
      sort: 'date',
      favorites: 'false',
      limit: '20',
      offset: '0',
    })
    // Every search, even of a text typed halfway on a slow machine, started from the first page.
    const searches = fake.listRequests.filter((query) => query.has('q'))
    expect(searches.map((query) => query.get('offset'))).toEqual(searches.map(() => '0'))
  })

  it('says no food matches the text, and shows every food again once it is cleared', async () => {
    fakeFoodLibrary(makeFoods(2))
    const { user } = renderPage()
    await waitFor(() => expect(cards()).toHaveLength(2))

    await user.type(screen.getByRole('searchbox', { name: 'Search foods' }), 'pizza')

    expect(await screen.findByText('No foods match “pizza”.')).toBeInTheDocument()
    expect(cards()).toHaveLength(0)
    await user.clear(screen.getByRole('searchbox', { name: 'Search foods' }))
    await waitFor(() => expect(cards()).toHaveLength(2))
    expect(screen.queryByText(/No foods/)).not.toBeInTheDocument()
  })
})
