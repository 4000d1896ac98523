import { screen, within } from '@testing-library/react'
import type { ChatMessage, ChatRecipe } from '../../api/api'
import { makeFood, makeRecipe } from '../../testing/fixtures'
import { renderWithProviders } from '../../testing/renderWithProviders'
import { signedInState } from '../../testing/signedIn'
import { AGENT_GREETING } from './chatConversation'
import { ChatPage } from './ChatPage'
import { selectChatMessages } from './chatSlice'
import { fakeRecipeCalls, findDialog, replyWithCards, salmonCard } from './chatTestApi'

function renderCards(cards: ChatRecipe[]) {
  const messages: ChatMessage[] = [
    { sender: 'agent', text: AGENT_GREETING },
    { sender: 'user', text: 'A dinner idea?' },
    replyWithCards('Here is one.', cards),
  ]
  return renderWithProviders(<ChatPage />, {
    preloadedState: {
      ...signedInState(),
      chat: { messages, pendingRequestId: null, unsentCount: 0, savedCards: {}, error: null },
    },
  })
}

const cardNamed = (name: string) => screen.getByRole('article', { name })

describe('recipe cards in chat', () => {
  it('show the name, description, servings, times and per-serving macros to 1 decimal', () => {
    renderCards([salmonCard])

    const card = cardNamed('Salmon rice bowl')
    expect(within(card).getByRole('button', { name: 'Salmon rice bowl' })).toBeInTheDocument()
    expect(card).toHaveTextContent('Seared salmon on rice with greens.')
    expect(card).toHaveTextContent('Servings: 2 · Prep 10 min · Cook 15 min · Total 25 min')
    expect(card).toHaveTextContent('Per serving (1 bowl): 520.0 kcal · Protein 38.3 g · Carbs 55.0 g · Fat 14.0 g')
    expect(within(card).getByRole('button', { name: 'Save Recipe' })).toBeInTheDocument()
  })

  it('save as a recipe with a new recipe food, then show Saved and View Recipe', async () => {
    const fake = fakeRecipeCalls()
    const { user, store } = renderCards([salmonCard])

    await user.click(within(cardNamed('Salmon rice bowl')).getByRole('button', { name: 'Save Recipe' }))

    const card = cardNamed('Salmon rice bowl')
    await within(card).findByRole('button', { name: 'View Recipe' })
    expect(within(card).getByText('Saved')).toBeInTheDocument()
    expect(within(card).queryByRole('button', { name: 'Save Recipe' })).not.toBeInTheDocument()
    expect(fake.calls.map((call) => call.call)).toEqual([
      'POST /recipes',
      'GET /foods?name=Salmon+rice+bowl&is_recipe=true',
      'POST /foods',
    ])
    expect(fake.calls[0].body).toMatchObject({
      name: 'Salmon rice bowl',
      servings: 2,
      ingredients: [{ name: 'salmon fillet', quantity: 300, unit: 'g', notes: null }],
      steps: [{ text: 'Sear the salmon.', order: 1 }],
      macros: { calories_per_serving: 520, protein_per_serving: 38.25, serving_size: '1 bowl' },
    })
    expect(fake.calls[2].body).toEqual({
      name: 'Salmon rice bowl',
      serving_size: '1 bowl',
      calories: 520,
      protein: 38.25,
      carbs: 55,
      fat: 14,
      fiber: null,
      sugar: null,
      sodium: null,
      is_recipe: true,
      recipe_id: 'recipe000777',
    })
    // The saved state is part of the conversation, so it survives leaving the screen.
    expect(selectChatMessages(store.getState())[2].recipes?.[0]).toMatchObject({ id: 'recipe000777' })
  })

  it('update the recipe food of the same name when there is one', async () => {
    const existing = makeFood({ id: 'food00000555', name: 'Salmon Rice Bowl', is_recipe: true })
    const fake = fakeRecipeCalls({ foods: [existing] })
    const { user } = renderCards([salmonCard])

    await user.click(screen.getByRole('button', { name: 'Save Recipe' }))

    await screen.findByRole('button', { name: 'View Recipe' })
    expect(fake.calls.at(-1)).toMatchObject({
      call: 'PUT /foods/food00000555',
      body: { is_recipe: true, calories: 520 },
    })
  })

  it("say 'Failed to save recipe.' when saving fails, and stay unsaved", async () => {
    fakeRecipeCalls({ failRecipeCreate: true })
    const { user } = renderCards([salmonCard])

    await user.click(screen.getByRole('button', { name: 'Save Recipe' }))

    const card = cardNamed('Salmon rice bowl')
    expect(await within(card).findByRole('alert')).toHaveTextContent('Failed to save recipe.')
    // The message can show a moment before the button stops spinning ("loading Save Recipe").
    expect(await within(card).findByRole('button', { name: 'Save Recipe' })).toBeInTheDocument()
  })

  it("show the server's detail when the food step fails, and a retry does not create the recipe twice", async () => {
    const fake = fakeRecipeCalls({ failFoodCreate: true })
    const { user } = renderCards([salmonCard])

    await user.click(screen.getByRole('button', { name: 'Save Recipe' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Database is busy')
    fake.failFoodCreate = false
    // The button may still be settling out of its loading state when the alert shows.
    await user.click(await screen.findByRole('button', { name: 'Save Recipe' }))

    await screen.findByRole('button', { name: 'View Recipe' })
    expect(fake.calls.filter((call) => call.call === 'POST /recipes')).toHaveLength(1)
  })

  it('open the saved recipe, fetched by its id, with View Recipe', async () => {
    fakeRecipeCalls({ recipes: [makeRecipe({ id: 'recipe000123', name: 'My salmon bowl' })] })
    const { user } = renderCards([{ ...salmonCard, id: 'recipe000123' }])

    await user.click(screen.getByRole('button', { name: 'View Recipe' }))

    const dialog = await findDialog('Recipe Details')
    expect(await within(dialog).findByRole('heading', { name: 'My salmon bowl' })).toBeInTheDocument()
    expect(within(dialog).getByText('Fluffy breakfast pancakes')).toBeInTheDocument()
  })

  it("open the recipe detail dialog with the card's own recipe when its name is clicked", async () => {
    const fake = fakeRecipeCalls()
    const { user } = renderCards([salmonCard])

    await user.click(screen.getByRole('button', { name: 'Salmon rice bowl' }))

    const dialog = await findDialog('Recipe Details')
    expect(within(dialog).getByRole('heading', { name: 'Salmon rice bowl' })).toBeInTheDocument()
    expect(within(dialog).getByText('Sear the salmon.')).toBeInTheDocument()
    expect(within(dialog).getByText('300 g salmon fillet')).toBeInTheDocument()
    expect(fake.calls).toEqual([])
  })

  it('look a favourite-title-only card up by its name and show it', async () => {
    const saved = makeRecipe({ id: 'recipe000321', name: 'Pancakes' })
    const fake = fakeRecipeCalls({ recipes: [saved] })
    const { user } = renderCards([{ name: 'Pancakes' }])

    const card = cardNamed('Pancakes')
    expect(within(card).queryByRole('button', { name: 'Save Recipe' })).not.toBeInTheDocument()
    await user.click(within(card).getByRole('button', { name: 'Pancakes' }))

    const dialog = await findDialog('Recipe Details')
    expect(await within(dialog).findByRole('heading', { name: 'Pancakes' })).toBeInTheDocument()
    expect(within(dialog).getByText('Mix everything.')).toBeInTheDocument()
    expect(fake.calls).toEqual([{ call: 'GET /recipes?name=Pancakes' }])
  })

  it("alert 'Could not find recipe details.' when a title-only card's recipe is not found by its id", async () => {
    const fake = fakeRecipeCalls()
    const { user } = renderCards([{ name: 'Waffles', _id: 'recipe000404' }])

    await user.click(screen.getByRole('button', { name: 'Waffles' }))

    expect(await screen.findByRole('dialog')).toHaveTextContent('Could not find recipe details.')
    expect(fake.calls).toEqual([{ call: 'GET /recipes/recipe000404' }])
  })
})
