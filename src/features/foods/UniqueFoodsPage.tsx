import PlusOutlined from '@ant-design/icons/PlusOutlined'
import SearchOutlined from '@ant-design/icons/SearchOutlined'
import { Button, Flex, Input, Select, Switch, Typography } from 'antd'
import { useState } from 'react'
import type { Food } from '../../api/api'
import { useAppSelector } from '../../app/hooks'
import { ScanBarcodeButton } from '../barcodes/ScanBarcodeButton'
import { useDebouncedValue } from '../foodLog/useDebouncedValue'
import { selectUserId } from '../session/sessionSlice'
import { AddFoodDialog } from './AddFoodDialog'
import { EditFoodDialog } from './EditFoodDialog'
import { FoodList } from './FoodList'
import { DEFAULT_FOOD_SORT, FOOD_SORT_OPTIONS, type FoodSort } from './foodSorts'

/** Pause in typing before the list is searched again. */
const SEARCH_DEBOUNCE_MS = 250

/**
 * The Unique Foods screen (docs/product.md §2): the user's food library as cards, searched, filtered, sorted and paged
 * by the server.
 */
export function UniqueFoodsPage() {
  const userId = useAppSelector(selectUserId)
  const [sort, setSort] = useState<FoodSort>(DEFAULT_FOOD_SORT)
  const [favoritesOnly, setFavoritesOnly] = useState(false)
  const [searchText, setSearchText] = useState('')
  const search = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS)
  const [adding, setAdding] = useState(false)
  const [editing, setEditing] = useState<Food | null>(null)
  if (!userId) return null

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" wrap gap={12}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          Unique Foods
        </Typography.Title>
        <Flex wrap gap={8}>
          <ScanBarcodeButton />
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setAdding(true)}>
            Add Food
          </Button>
        </Flex>
      </Flex>
      <Flex align="center" wrap gap={16}>
        <Input
          type="search"
          aria-label="Search foods"
          placeholder="Search foods"
          prefix={<SearchOutlined aria-hidden />}
          allowClear
          autoComplete="off"
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
          style={{ flex: '1 1 240px', maxWidth: 400 }}
        />
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
      {/* A new search, sort or filter starts again from the first 20 foods. */}
      <FoodList
        key={`${sort}:${favoritesOnly}:${search}`}
        userId={userId}
        search={search}
        sort={sort}
        favoritesOnly={favoritesOnly}
        onOpen={setEditing}
      />
      <AddFoodDialog open={adding} onClose={() => setAdding(false)} />
      <EditFoodDialog userId={userId} food={editing} onClose={() => setEditing(null)} />
    </Flex>
  )
}
