import { Typography } from 'antd'

/** The Recipes screen (filled in by the recipes issue). */
export function RecipesPage() {
  return <Typography.Title level={2}>Recipes</Typography.Title>
}
