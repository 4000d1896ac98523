/** A protein-rich addition with its protein per portion, from USDA values. */
export interface ProteinFood {
  portion: string
  protein: number
}

const OMNIVORE: ProteinFood[] = [
  { portion: '150 g chicken breast', protein: 46 },
  { portion: 'a 120 g tin of tuna', protein: 30 },
  { portion: '250 g cottage cheese', protein: 28 },
  { portion: '200 g Greek yogurt', protein: 20 },
]

const VEGETARIAN: ProteinFood[] = [
  { portion: '250 g cottage cheese', protein: 28 },
  { portion: '200 g firm tofu', protein: 34 },
  { portion: '200 g Greek yogurt', protein: 20 },
  { portion: '3 eggs', protein: 19 },
]

const VEGAN: ProteinFood[] = [
  { portion: '200 g firm tofu', protein: 34 },
  { portion: '150 g tempeh', protein: 30 },
  { portion: 'a 30 g scoop of pea protein', protein: 24 },
  { portion: 'a cup of cooked lentils', protein: 18 },
]

/** Whether the person's dietary restrictions rule out meat and fish, or all animal foods. */
export function dietOf(restrictions: string[]): 'vegan' | 'vegetarian' | 'omnivore' {
  const text = restrictions.join(' ').toLowerCase()
  if (/\bvegan|plant[- ]based/.test(text)) return 'vegan'
  if (/vegetarian|no meat/.test(text)) return 'vegetarian'
  return 'omnivore'
}

/** Enough portions to cover `gap` grams (at most three), suited to the diet. */
export function proteinFoodsFor(gap: number, restrictions: string[]): ProteinFood[] {
  const diet = dietOf(restrictions)
  const choices = diet === 'vegan' ? VEGAN : diet === 'vegetarian' ? VEGETARIAN : OMNIVORE
  const picked: ProteinFood[] = []
  let covered = 0
  for (const food of choices) {
    if (covered >= gap || picked.length === 3) break
    picked.push(food)
    covered += food.protein
  }
  return picked
}
