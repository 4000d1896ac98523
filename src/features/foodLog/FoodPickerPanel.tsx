import { Flex, Segmented, Typography } from 'antd'
import { useState } from 'react'
import {
  type Food,
  type RecentFood,
  useListRecentFoodsQuery,
  useListRecipesQuery,
  useListUserFoodsQuery,
  useSearchReferenceFoodsQuery,
} from '../../api/api'
import { FOOD_PICKER_LIMIT } from './foodLogConstants'
import { recentFoodsArgs } from './foodLogReads'
import { FoodPicker } from './FoodPicker'
import { formatMealDateTime, formatQuantity } from './mealDisplay'
import { recipeAsFood, referenceAsFood } from './pickerFoods'

export type PickerTab = 'recent' | 'favorites' | 'mine' | 'recipes'

const TABS: { value: PickerTab; label: string }[] = [
  { value: 'recent', label: 'Recent' },
  { value: 'favorites', label: 'Favourites' },
  { value: 'mine', label: 'My foods' },
  { value: 'recipes', label: 'Recipes' },
]

/** What picking a food adds: the food, whether it comes from the reference table, and the servings to start from. */
export interface PickedFood {
  food: Food
  fromReference?: boolean
  quantity?: number
}

interface FoodPickerPanelProps {
  userId: string
  /** The debounced text of the search box; empty shows the tabs. */
  search: string
  isSelected: (foodId: string) => boolean
  onPick: (picked: PickedFood) => void
}

/** The person's foods by how they look for them: paged "My foods", searched by the text box when it has text. */
function MyFoods({
  userId,
  search,
  favorites,
  ...pick
}: Omit<FoodPickerPanelProps, 'onPick'> & {
  favorites?: boolean
  onSelect: (food: Food) => void
}) {
  // The list grows by FOOD_PICKER_LIMIT each time it is scrolled to its end; a new search starts it over.
  const [shown, setShown] = useState({ search, limit: FOOD_PICKER_LIMIT })
  const limit = shown.search === search ? shown.limit : FOOD_PICKER_LIMIT
  const foods = useListUserFoodsQuery({ id: userId, q: search || undefined, limit, favorites: favorites || undefined })
  const list = foods.isError ? [] : (foods.data ?? [])
  const mayHaveMore = !foods.isFetching && list.length >= limit
  return (
    <FoodPicker
      label={favorites ? 'Favourite foods' : 'Your foods'}
      emptyText={favorites ? 'No favourites yet: tap the heart on a food in Unique Foods.' : 'No foods found.'}
      foods={list}
      loading={foods.isFetching}
      onNearEnd={mayHaveMore ? () => setShown({ search, limit: limit + FOOD_PICKER_LIMIT }) : undefined}
      isSelected={pick.isSelected}
      onSelect={pick.onSelect}
    />
  )
}

function lastLogged(food: Food): string | null {
  const recent = food as Partial<RecentFood>
  if (!recent.last_logged || recent.last_quantity === undefined) return null
  return `Last: ${formatQuantity(recent.last_quantity)} × on ${formatMealDateTime(recent.last_logged)}`
}

/**
 * The food picker under the search box. Without text: tabs Recent (last logged first, picked with the servings
 * logged last time), Favourites, My foods and Recipes. With text: the person's foods that match, then the matches of
 * the reference food table, so "banana" finds something before any food is saved.
 */
export function FoodPickerPanel({ userId, search, isSelected, onPick }: FoodPickerPanelProps) {
  const [chosenTab, setChosenTab] = useState<PickerTab | null>(null)
  const recent = useListRecentFoodsQuery(recentFoodsArgs(userId))
  const hasRecent = (recent.data?.length ?? 0) > 0
  // Recent while the recent foods load (they usually come with the first screen), My foods when there are none: not My
  // foods first, drawn and fetched only to be replaced a moment later.
  const tab = chosenTab ?? (hasRecent || recent.isLoading ? 'recent' : 'mine')
  const recipes = useListRecipesQuery({ sort: 'az', limit: 200 }, { skip: search !== '' || tab !== 'recipes' })
  const reference = useSearchReferenceFoodsQuery({ q: search, limit: 10 }, { skip: search === '' })
  const pickLibrary = (food: Food) => onPick({ food })

  if (search !== '') {
    return (
      <Flex vertical gap={8}>
        <MyFoods userId={userId} search={search} isSelected={isSelected} onSelect={pickLibrary} />
        <Typography.Text type="secondary">From the food database</Typography.Text>
        <FoodPicker
          label="Food database"
          emptyText="No match in the food database."
          foods={(reference.isError ? [] : (reference.data ?? [])).map(referenceAsFood)}
          loading={reference.isFetching}
          isSelected={isSelected}
          onSelect={(food) => onPick({ food, fromReference: true })}
        />
      </Flex>
    )
  }

  return (
    <Flex vertical gap={8}>
      <Segmented<PickerTab> block options={TABS} value={tab} onChange={setChosenTab} aria-label="Food lists" />
      {tab === 'recent' && (
        <FoodPicker
          label="Recent foods"
          emptyText="Foods you log show up here."
          foods={recent.data ?? []}
          loading={recent.isFetching}
          isSelected={isSelected}
          note={lastLogged}
          onSelect={(food) => onPick({ food, quantity: (food as RecentFood).last_quantity })}
        />
      )}
      {tab === 'favorites' && (
        <MyFoods userId={userId} search="" favorites isSelected={isSelected} onSelect={pickLibrary} />
      )}
      {tab === 'mine' && <MyFoods userId={userId} search="" isSelected={isSelected} onSelect={pickLibrary} />}
      {tab === 'recipes' && (
        <FoodPicker
          label="Your recipes"
          emptyText="No recipes yet."
          foods={(recipes.data ?? []).flatMap((recipe) => recipeAsFood(recipe) ?? [])}
          loading={recipes.isFetching}
          isSelected={isSelected}
          onSelect={pickLibrary}
        />
      )}
    </Flex>
  )
}
