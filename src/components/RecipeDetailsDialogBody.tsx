import { Descriptions, Flex, Typography } from 'antd'
import type { Recipe } from '../api/api'
import { formatMacro } from './formatMacro'
import { ingredientLine, orderedSteps, recipeServingMacros, type RecipeServingMacros } from './RecipeDetailsDialogRules'

function minutes(value: number | null): string | null {
  return value == null ? null : `${value} min`
}

const NUTRIENT_LABELS = [
  ['fiber', 'Fiber (g)'],
  ['sugar', 'Sugar (g)'],
  ['sodium', 'Sodium (mg)'],
] as const

/** Fibre, sugar and sodium rows for the values the recipe knows (an unknown one is left out, not shown as 0). */
function knownNutrients(macros: RecipeServingMacros) {
  return NUTRIENT_LABELS.filter(([key]) => macros[key] != null).map(([key, label]) => ({
    key,
    label,
    children: formatMacro(macros[key]),
  }))
}

/** The read-only content of the Recipe Details dialog. */
export function RecipeDetailsDialogBody({ recipe }: { recipe: Recipe }) {
  const macros = recipeServingMacros(recipe)
  const steps = orderedSteps(recipe)
  const facts = [
    { key: 'servings', label: 'Servings', children: recipe.servings },
    { key: 'prep', label: 'Prep time', children: minutes(recipe.prep_time) },
    { key: 'cook', label: 'Cook time', children: minutes(recipe.cook_time) },
    { key: 'total', label: 'Total time', children: minutes(recipe.total_time) },
  ].filter((fact) => fact.children != null)

  return (
    <Flex vertical gap={12}>
      <Typography.Title level={4} style={{ margin: 0 }}>
        {recipe.name}
      </Typography.Title>
      {recipe.description && <Typography.Paragraph style={{ margin: 0 }}>{recipe.description}</Typography.Paragraph>}
      <Descriptions size="small" column={{ xs: 2, sm: 4 }} items={facts} />

      <section aria-label="Macros per serving">
        <Typography.Title level={5}>Macros per serving</Typography.Title>
        {macros ? (
          <Descriptions
            size="small"
            column={{ xs: 2, sm: 4 }}
            items={[
              { key: 'calories', label: 'Calories', children: formatMacro(macros.calories) },
              { key: 'protein', label: 'Protein (g)', children: formatMacro(macros.protein) },
              { key: 'carbs', label: 'Carbs (g)', children: formatMacro(macros.carbs) },
              { key: 'fat', label: 'Fat (g)', children: formatMacro(macros.fat) },
              ...knownNutrients(macros),
              ...(macros.servingSize ? [{ key: 'serving', label: 'Serving size', children: macros.servingSize }] : []),
            ]}
          />
        ) : (
          <Typography.Text type="secondary">No macros available for this recipe.</Typography.Text>
        )}
      </section>

      {recipe.ingredients.length > 0 && (
        <section aria-label="Ingredients">
          <Typography.Title level={5}>Ingredients</Typography.Title>
          <ul style={{ margin: 0, paddingInlineStart: 20 }}>
            {recipe.ingredients.map((ingredient, index) => (
              <li key={index}>{ingredientLine(ingredient)}</li>
            ))}
          </ul>
        </section>
      )}

      {steps.length > 0 && (
        <section aria-label="Steps">
          <Typography.Title level={5}>Steps</Typography.Title>
          <ol style={{ margin: 0, paddingInlineStart: 20 }}>
            {steps.map((step, index) => (
              <li key={index}>{step}</li>
            ))}
          </ol>
        </section>
      )}

      <section aria-label="Notes">
        <Typography.Title level={5}>Notes</Typography.Title>
        {recipe.notes?.trim() ? (
          <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{recipe.notes}</Typography.Paragraph>
        ) : (
          <Typography.Text type="secondary">No notes for this recipe.</Typography.Text>
        )}
      </section>
    </Flex>
  )
}
