import PlusOutlined from '@ant-design/icons/PlusOutlined'
import { Button, Flex, Select, Switch, Typography } from 'antd'
import { useState } from 'react'
import type { Food } from '../../api/api'
import { useAppSelector } from '../../app/hooks'
import { selectUserId } from '../session/sessionSlice'
import { AddFoodDialog } from './AddFoodDialog'
import { EditFoodDialog } from './EditFoodDialog'
import { FoodList } from './FoodList'
import { DEFAULT_FOOD_SORT, FOOD_SORT_OPTIONS, type FoodSort } from './foodSorts'

/**
 * The Unique Foods screen (docs/product.md §2): the user's food library as cards, filtered, sorted and paged by the
 * server.
 */
export function UniqueFoodsPage() {
  const userId = useAppSelector(selectUserId)
  const [sort, setSort] = useState<FoodSort>(DEFAULT_FOOD_SORT)
  const [favoritesOnly, setFavoritesOnly] = useState(false)
  const [adding, setAdding] = useState(false)
  const [editing, setEditing] = useState<Food | null>(null)
  if (!userId) return null

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" wrap gap={12}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          Unique Foods
        </Typography.Title>
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setAdding(true)}>
          Add Food
        </Button>
      </Flex>
      <Flex align="center" wrap gap={16}>
        <Flex align="center" gap={8}>
          <Switch id="favorites-only" checked={favoritesOnly} onChange={setFavoritesOnly} />
          <label htmlFor="favorites-only">Favorites only</label>
        </Flex>
        <Flex align="center" gap={8}>
          <label htmlFor="food-sort">Sort by</label>
          <Select
            id="food-sort"
            value={sort}
            onChange={setSort}
            options={FOOD_SORT_OPTIONS}
            style={{ minWidth: 160 }}
          />
        </Flex>
      </Flex>
      {/* A new sort or filter starts again from the first 20 foods. */}
      <FoodList
        key={`${sort}:${favoritesOnly}`}
        userId={userId}
        sort={sort}
        favoritesOnly={favoritesOnly}
        onOpen={setEditing}
      />
      <AddFoodDialog open={adding} onClose={() => setAdding(false)} />
      <EditFoodDialog userId={userId} food={editing} onClose={() => setEditing(null)} />
    </Flex>
  )
}
