import { Select } from 'antd'
import { useState } from 'react'
import { type Food, useListUserFoodsQuery } from '../../api/api'
import { SEARCH_DEBOUNCE_MS } from './foodLogConstants'
import { useDebouncedValue } from './useDebouncedValue'

interface SavedFoodSelectProps {
  userId: string
  label: string
  onPick: (food: Food) => void
}

/** A searchable list of the person's foods, to use one of them instead of an estimated item. */
export function SavedFoodSelect({ userId, label, onPick }: SavedFoodSelectProps) {
  const [text, setText] = useState('')
  const search = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS)
  const foods = useListUserFoodsQuery({ id: userId, q: search || undefined, limit: 20 })
  const list = foods.data ?? []
  return (
    <Select
      showSearch={{ filterOption: false, onSearch: setText }}
      size="small"
      aria-label={label}
      placeholder="Use one of your foods instead…"
      loading={foods.isFetching}
      notFoundContent={foods.isFetching ? 'Searching…' : 'No foods found.'}
      value={null}
      options={list.map((food) => ({ value: food.id, label: food.name }))}
      onChange={(foodId: string) => {
        const food = list.find((candidate) => candidate.id === foodId)
        if (food) onPick(food)
      }}
      style={{ minWidth: 200, flex: 1 }}
    />
  )
}
