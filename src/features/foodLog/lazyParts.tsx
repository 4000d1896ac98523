import { type ComponentProps, lazy, Suspense } from 'react'

/*
 * The Food Log's parts that most first views do not show load when first shown: the dialogs and the selected-food
 * chips. Their code (and the antd parts only they use: Descriptions, Checkbox, InputNumber) is not part of the
 * screen's first load. Each renders nothing while closed or empty.
 */

type MealDetailProps = ComponentProps<typeof import('./MealDetailDialog').MealDetailDialog>
type MealPreviewProps = ComponentProps<typeof import('./MealPreviewDialog').MealPreviewDialog>
type QuickAddProps = ComponentProps<typeof import('./QuickAddDialog').QuickAddDialog>
type ChipsProps = ComponentProps<typeof import('./SelectedFoodChips').SelectedFoodChips>

const LazyMealDetail = lazy(() =>
  import(/* webpackChunkName: "meal-detail" */ './MealDetailDialog').then((m) => ({ default: m.MealDetailDialog })),
)
const LazyMealPreview = lazy(() =>
  import(/* webpackChunkName: "meal-preview" */ './MealPreviewDialog').then((m) => ({ default: m.MealPreviewDialog })),
)
const LazyChips = lazy(() =>
  import(/* webpackChunkName: "selected-food-chips" */ './SelectedFoodChips').then((m) => ({
    default: m.SelectedFoodChips,
  })),
)
const LazyQuickAdd = lazy(() =>
  import(/* webpackChunkName: "quick-add" */ './QuickAddDialog').then((m) => ({ default: m.QuickAddDialog })),
)

/** The Meal Detail dialog of `meal`; nothing (and no code loaded) while no meal is open. */
export function MealDetailDialog(props: MealDetailProps) {
  if (!props.meal) return null
  return (
    <Suspense fallback={null}>
      <LazyMealDetail {...props} />
    </Suspense>
  )
}

export function MealPreviewDialog(props: MealPreviewProps) {
  return (
    <Suspense fallback={null}>
      <LazyMealPreview {...props} />
    </Suspense>
  )
}

export function QuickAddDialog(props: QuickAddProps) {
  return (
    <Suspense fallback={null}>
      <LazyQuickAdd {...props} />
    </Suspense>
  )
}

/** The chips of the foods picked for a meal; nothing (and no code loaded) until a food is picked. */
export function SelectedFoodChips(props: ChipsProps) {
  if (props.selected.length === 0) return null
  return (
    <Suspense fallback={null}>
      <LazyChips {...props} />
    </Suspense>
  )
}
