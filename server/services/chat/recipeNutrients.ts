/** What an ingredient is, for the vegetarian, vegan, dairy-free and gluten-free filters. */
export type IngredientKind = 'meat' | 'fish' | 'dairy' | 'egg' | 'honey' | 'gluten' | 'plant'

/** Nutrients per 100 g (rounded USDA SR Legacy values) and what the ingredient is. */
export interface IngredientNutrients {
  kcal: number
  protein: number
  carbs: number
  fat: number
  kind: IngredientKind
}

const n = (kcal: number, protein: number, carbs: number, fat: number, kind: IngredientKind = 'plant') => ({
  kcal,
  protein,
  carbs,
  fat,
  kind,
})

const OIL = n(884, 0, 0, 100)
const ONION = n(40, 1.1, 9.3, 0.1)
const HERBS = n(23, 2.1, 3.7, 0.5)
const SPICES = n(290, 12, 55, 10)
const TOMATOES = n(32, 1.6, 7.3, 0.3)
const RICE = n(130, 2.7, 28.2, 0.3)
const LETTUCE = n(15, 1.4, 2.9, 0.2)
/** Plain oats are usually cross-contaminated with wheat; certified gluten-free oats are listed apart. */
const OATS = n(379, 13.2, 67.7, 6.5)

/**
 * The built-in collection's ingredients by the name the recipes use (lower case). Amounts in the recipes are in
 * grams (ml for liquids ≈ g), so per-serving macros are computed, not typed in.
 */
export const RECIPE_NUTRIENTS: Record<string, IngredientNutrients> = {
  'chicken breast': n(120, 22.5, 0, 2.6, 'meat'),
  'boneless chicken thighs': n(121, 19.7, 0, 4.1, 'meat'),
  'lean ground beef (90%)': n(176, 20, 0, 10, 'meat'),
  'sirloin steak': n(150, 22, 0, 6.5, 'meat'),
  'ground turkey (93%)': n(150, 18.7, 0, 8.3, 'meat'),
  'sliced turkey breast': n(104, 17.1, 4.2, 1.7, 'meat'),
  'pork tenderloin': n(109, 21, 0, 2.2, 'meat'),
  'chicken broth': n(6, 0.6, 0.4, 0.2, 'meat'),
  'salmon fillet': n(208, 20, 0, 13, 'fish'),
  'smoked salmon': n(117, 18.3, 0, 4.3, 'fish'),
  'cod fillet': n(82, 18, 0, 0.7, 'fish'),
  shrimp: n(85, 20, 0.2, 0.5, 'fish'),
  'canned tuna in water': n(116, 25.5, 0, 0.8, 'fish'),
  'fish sauce': n(35, 5.1, 3.6, 0, 'fish'),
  eggs: n(143, 12.6, 0.7, 9.5, 'egg'),
  'egg whites': n(52, 10.9, 0.7, 0.2, 'egg'),
  'nonfat greek yogurt': n(59, 10.2, 3.6, 0.4, 'dairy'),
  'low-fat cottage cheese': n(84, 11, 4.3, 2.3, 'dairy'),
  'part-skim ricotta': n(138, 11.4, 5.1, 7.9, 'dairy'),
  'milk (2%)': n(50, 3.3, 4.8, 2, 'dairy'),
  feta: n(264, 14.2, 4.1, 21.3, 'dairy'),
  parmesan: n(431, 38.5, 4.1, 28.6, 'dairy'),
  cheddar: n(403, 24.9, 1.3, 33.1, 'dairy'),
  butter: n(717, 0.9, 0.1, 81, 'dairy'),
  'whey protein powder': n(400, 80, 8, 6, 'dairy'),
  pesto: n(420, 5, 6, 42, 'dairy'),
  honey: n(304, 0.3, 82.4, 0, 'honey'),
  'firm tofu': n(144, 17.3, 2.8, 8.7),
  tempeh: n(192, 20.3, 7.6, 10.8),
  'pea protein powder': n(380, 75, 8, 6),
  'cooked chickpeas': n(164, 8.9, 27.4, 2.6),
  'cooked black beans': n(132, 8.9, 23.7, 0.5),
  'cooked kidney beans': n(127, 8.7, 22.8, 0.5),
  'dry red lentils': n(358, 24, 63, 2.2),
  'shelled edamame': n(121, 11.9, 8.9, 5.2),
  'unsweetened soy milk': n(33, 2.9, 1.7, 1.6),
  'light coconut milk': n(70, 0.5, 2, 6.5),
  'rolled oats': { ...OATS, kind: 'gluten' },
  'gluten-free rolled oats': OATS,
  'cooked brown rice': n(123, 2.7, 25.6, 1),
  'cooked white rice': RICE,
  'cooked jasmine rice': RICE,
  'cooked quinoa': n(120, 4.4, 21.3, 1.9),
  'whole wheat pasta': n(350, 14.6, 71, 2.5, 'gluten'),
  'whole wheat bread': n(252, 12.4, 42.7, 3.5, 'gluten'),
  'whole wheat tortillas': n(300, 9, 48, 8, 'gluten'),
  'corn tortillas': n(218, 5.7, 44.6, 2.9),
  granola: n(471, 10, 64, 20, 'gluten'),
  potatoes: n(77, 2, 17.5, 0.1),
  'sweet potatoes': n(86, 1.6, 20.1, 0.1),
  cornstarch: n(381, 0.3, 91, 0.1),
  'baking powder': n(53, 0, 28, 0),
  'chia seeds': n(486, 16.5, 42.1, 30.7),
  banana: n(89, 1.1, 22.8, 0.3),
  blueberries: n(57, 0.7, 14.5, 0.3),
  'mixed berries': n(50, 0.7, 12, 0.3),
  apple: n(52, 0.3, 13.8, 0.2),
  pineapple: n(50, 0.5, 13.1, 0.1),
  spinach: n(23, 2.9, 3.6, 0.4),
  broccoli: n(34, 2.8, 6.6, 0.4),
  'bell pepper': n(31, 1, 6, 0.3),
  onion: ONION,
  'red onion': ONION,
  'green onions': n(32, 1.8, 7.3, 0.2),
  garlic: n(149, 6.4, 33, 0.5),
  ginger: n(80, 1.8, 17.8, 0.8),
  tomatoes: n(18, 0.9, 3.9, 0.2),
  'cherry tomatoes': n(18, 0.9, 3.9, 0.2),
  'canned crushed tomatoes': TOMATOES,
  'marinara sauce': n(50, 1.4, 8, 1.5),
  cucumber: n(15, 0.7, 3.6, 0.1),
  carrots: n(41, 0.9, 9.6, 0.2),
  celery: n(16, 0.7, 3, 0.2),
  zucchini: n(17, 1.2, 3.1, 0.3),
  mushrooms: n(22, 3.1, 3.3, 0.3),
  avocado: n(160, 2, 8.5, 14.7),
  'mixed salad greens': LETTUCE,
  'romaine lettuce': LETTUCE,
  cabbage: n(25, 1.3, 5.8, 0.1),
  'green beans': n(31, 1.8, 7, 0.2),
  'frozen peas': n(81, 5.4, 14.5, 0.4),
  'corn kernels': n(86, 3.3, 19, 1.4),
  asparagus: n(20, 2.2, 3.9, 0.1),
  'kalamata olives': n(239, 1.6, 6.3, 22.7),
  'lemon juice': n(22, 0.4, 6.9, 0.2),
  'lime juice': n(25, 0.4, 8.4, 0.1),
  'fresh herbs': HERBS,
  'fresh basil': HERBS,
  'fresh cilantro': HERBS,
  'fresh parsley': HERBS,
  'olive oil': OIL,
  'sesame oil': OIL,
  'peanut butter': n(588, 25, 20, 50),
  'almond butter': n(614, 21, 19, 56),
  almonds: n(579, 21.2, 21.6, 49.9),
  walnuts: n(654, 15.2, 13.7, 65.2),
  'dark chocolate chips': n(546, 4.9, 61, 31, 'dairy'),
  'soy sauce': n(53, 8.1, 4.9, 0.6, 'gluten'),
  'tamari (gluten-free soy sauce)': n(60, 10.5, 5.6, 0.1),
  'maple syrup': n(260, 0, 67, 0.1),
  salsa: n(36, 1.5, 7, 0.2),
  hummus: n(166, 7.9, 14.3, 9.6),
  tahini: n(595, 17, 21, 53.8),
  'thai red curry paste': n(130, 2, 15, 7, 'fish'),
  'dijon mustard': n(66, 4.4, 5.8, 4),
  'vegetable broth': n(5, 0.2, 0.9, 0.1),
  'ground spices': SPICES,
  'curry powder': SPICES,
  'ground cumin': SPICES,
  'smoked paprika': SPICES,
  'chili powder': SPICES,
  cinnamon: n(247, 4, 81, 1.2),
  salt: n(0, 0, 0, 0),
  'black pepper': n(251, 10.4, 64, 3.3),
}
