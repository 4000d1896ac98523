import { configure, screen, waitFor, within } from '@testing-library/react'
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
