import { screen, waitFor } from '@testing-library/react'
import { useState } from 'react'
import type { MealType } from '../../api/api'
import { MealTypeSelect } from './MealTypeSelect'
import { renderFoodLog } from './renderFoodLog'

function Picker({ onChange }: { onChange: (value: MealType) => void }) {
  const [value, setValue] = useState<MealType>('lunch')
  return (
    <>
      <label htmlFor="mealType">Meal Type</label>
      <MealTypeSelect
        id="mealType"
        value={value}
        onChange={(next) => {
          setValue(next)
          onChange(next)
        }}
      />
    </>
  )
}

describe('MealTypeSelect', () => {
  it('shows the meal type before its select is loaded, and opens the list with the keyboard', async () => {
    const picked: MealType[] = []
    const { user } = renderFoodLog(<Picker onChange={(value) => picked.push(value)} />)
    expect(screen.getByRole('combobox', { name: 'Meal Type' })).toHaveValue('Lunch')

    await user.tab()
    await user.keyboard('{ArrowDown}')
    await screen.findAllByRole('option')
    await user.click(screen.getByTitle('Dinner'))

    await waitFor(() => expect(picked).toEqual(['dinner']))
    expect(screen.getByRole('combobox', { name: 'Meal Type' }).closest('.ant-select')).toHaveTextContent('Dinner')
  })
})
