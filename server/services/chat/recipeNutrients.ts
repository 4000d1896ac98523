import { foodByNdb } from '../nutrition/foodData/foodTables'

/** What an ingredient is, for the vegetarian, vegan, dairy-free and gluten-free filters. */
export type IngredientKind = 'meat' | 'fish' | 'dairy' | 'egg' | 'honey' | 'gluten' | 'plant'

/** The USDA SR28 food (5-digit NDB number) an ingredient is, as the recipe adds it, and what it is. */
export interface IngredientFood {
  ndb: string
  kind: IngredientKind
}

/** Nutrients per 100 g, read from the food tables for the ingredient's NDB, and what the ingredient is. */
export interface IngredientNutrients {
  kcal: number
  protein: number
  carbs: number
  fat: number
  /** Fibre, sugars (g) and sodium (mg); null where USDA has no value. */
  fiber: number | null
  sugar: number | null
  sodium: number | null
  kind: IngredientKind
}

const food = (ndb: string, kind: IngredientKind = 'plant'): IngredientFood => ({ ndb, kind })

/**
 * The built-in collection's ingredients by the name the recipes use (lower case), each the USDA food whose
 * state matches the grams the recipes give: meat, fish and vegetables raw, grains and legumes as named (dry or
 * cooked). Nutrient values live only in the food tables (the same ones meal logging uses), so the chat and the
 * log cannot disagree about a food.
 */
export const RECIPE_INGREDIENTS: Record<string, IngredientFood> = {
  'chicken breast': food('05062', 'meat'), // breast, skinless, boneless, meat only, raw
  'boneless chicken thighs': food('05096', 'meat'), // dark meat, thigh, meat only, raw
  'lean ground beef (90%)': food('23562', 'meat'), // ground, 90% lean / 10% fat, raw
  // Top sirloin as sold (lean and fat, trimmed to 1/8"), raw; the food table's steak is its cooked form (13932).
  'sirloin steak': food('13931', 'meat'),
  'ground turkey (93%)': food('05665', 'meat'), // 93% lean, 7% fat, raw
  'sliced turkey breast': food('07081', 'meat'), // turkey breast, sliced, prepackaged
  'pork tenderloin': food('10060', 'meat'), // loin, tenderloin, separable lean only, raw
  'chicken broth': food('06194', 'meat'), // chicken broth, ready-to-serve
  'salmon fillet': food('15236', 'fish'), // Atlantic, farmed, raw
  'smoked salmon': food('15077', 'fish'), // chinook, smoked
  'cod fillet': food('15015', 'fish'), // Atlantic, raw
  shrimp: food('15270', 'fish'), // raw (not previously frozen)
  'canned tuna in water': food('15121', 'fish'), // light, canned in water, drained solids
  'fish sauce': food('06179', 'fish'),
  eggs: food('01123', 'egg'), // whole, raw, fresh
  'egg whites': food('01124', 'egg'), // white, raw, fresh
  'nonfat greek yogurt': food('01256', 'dairy'),
  'low-fat cottage cheese': food('01015', 'dairy'), // lowfat, 2% milkfat
  'part-skim ricotta': food('01037', 'dairy'),
  'milk (2%)': food('01079', 'dairy'),
  feta: food('01019', 'dairy'),
  parmesan: food('01033', 'dairy'), // hard, grated at home (01032 is the shelf-stable grated kind)
  cheddar: food('01009', 'dairy'),
  butter: food('01001', 'dairy'), // salted
  'whey protein powder': food('14066', 'dairy'), // generic "protein powder whey based", not the EAS brand
  pesto: food('06626', 'dairy'), // ready-to-serve, refrigerated (made with cheese)
  honey: food('19296', 'honey'),
  'firm tofu': food('16426'), // raw firm tofu set with calcium sulfate: the usual supermarket block (about 17 g protein)
  tempeh: food('16114'),
  'pea protein powder': food('16122'), // USDA has no pea protein: soy protein isolate, the closest plant isolate
  'cooked chickpeas': food('16358'), // canned, drained solids: the recipes use drained cans
  // Boiled: USDA has no drained canned black beans (16316 is the can with its liquid).
  'cooked black beans': food('16015'),
  'cooked kidney beans': food('16145'), // red, canned, drained solids
  'dry red lentils': food('16144'), // pink or red, raw
  'shelled edamame': food('11211'), // frozen, unprepared: thawed, not cooked, in the recipes
  'unsweetened soy milk': food('16222'),
  // USDA has no light coconut milk: the carton coconut-milk drink is the closest by values (canned, 12118, has
  // three times the fat of a light can, the drink about a third of it).
  'light coconut milk': food('14171'),
  'rolled oats': food('08120', 'gluten'), // dry; plain oats are usually cross-contaminated with wheat
  'gluten-free rolled oats': food('08120'),
  'cooked brown rice': food('20037'), // long-grain, cooked
  'cooked white rice': food('20045'), // long-grain, regular, enriched, cooked
  'cooked jasmine rice': food('20045'), // USDA has no jasmine rice: long-grain white, cooked
  'cooked quinoa': food('20137'),
  'whole wheat pasta': food('20124', 'gluten'), // dry: 80 g a serving
  'whole wheat bread': food('18075', 'gluten'),
  'whole wheat tortillas': food('28295', 'gluten'),
  'corn tortillas': food('18363'),
  granola: food('08037', 'gluten'), // granola, homemade (oats)
  potatoes: food('11352'), // flesh and skin, raw
  'sweet potatoes': food('11507'), // raw
  cornstarch: food('20027'),
  'baking powder': food('18369'),
  'chia seeds': food('12006'),
  banana: food('09040'),
  blueberries: food('09050'),
  'mixed berries': food('09050'), // USDA has no berry mix: blueberries, as the food table reads "mixed berries"
  apple: food('09003'), // raw, with skin
  pineapple: food('09266'),
  spinach: food('11457'), // raw
  broccoli: food('11090'), // raw
  'bell pepper': food('11821'), // sweet, red, raw
  onion: food('11282'),
  'red onion': food('11282'), // USDA lists onions only as one raw food
  'green onions': food('11291'),
  garlic: food('11215'),
  ginger: food('11216'), // ginger root, raw
  tomatoes: food('11529'),
  'cherry tomatoes': food('11529'), // USDA has no cherry tomatoes: red ripe tomatoes, raw
  'canned crushed tomatoes': food('11693'),
  'marinara sauce': food('06931'),
  cucumber: food('11205'), // with peel, raw
  carrots: food('11124'),
  celery: food('11143'),
  zucchini: food('11477'),
  mushrooms: food('11260'), // white, raw
  avocado: food('09037'),
  'mixed salad greens': food('11253'), // green leaf lettuce, as the food table reads "salad greens"
  'romaine lettuce': food('11251'),
  cabbage: food('11109'),
  'green beans': food('11052'), // snap, green, raw
  'frozen peas': food('11312'), // frozen, unprepared
  'corn kernels': food('11178'), // frozen kernels, unprepared
  asparagus: food('11011'), // raw
  'kalamata olives': food('09195'), // USDA has no kalamata: brine-cured green olives rather than lye-cured black
  'lemon juice': food('09152'),
  'lime juice': food('09160'),
  'fresh herbs': food('11297'), // 5 g of dill, parsley, thyme or rosemary: parsley stands for them
  'fresh basil': food('02044'),
  'fresh cilantro': food('11165'),
  'fresh parsley': food('11297'),
  'olive oil': food('04053'),
  'sesame oil': food('04058'),
  'peanut butter': food('16098'), // smooth, with salt
  'almond butter': food('12195'),
  almonds: food('12061'),
  walnuts: food('12155'),
  'dark chocolate chips': food('19902', 'dairy'), // 45–59 % cacao; chips often hold milk fat
  'soy sauce': food('16123', 'gluten'), // shoyu, soy and wheat
  'tamari (gluten-free soy sauce)': food('16124'),
  'maple syrup': food('19353'),
  salsa: food('06164'),
  hummus: food('16158'), // commercial
  tahini: food('12166'),
  // USDA has no curry paste: sriracha, the closest chili-garlic paste; kind fish for the shrimp paste in it.
  'thai red curry paste': food('06631', 'fish'),
  'dijon mustard': food('02046'), // USDA has no dijon: prepared yellow mustard
  'vegetable broth': food('06700'), // ready to serve
  'ground spices': food('02043'), // the collection uses it for turmeric
  'curry powder': food('02015'),
  'ground cumin': food('02014'), // cumin seed
  'smoked paprika': food('02028'), // paprika
  'chili powder': food('02009'),
  cinnamon: food('02010'),
  salt: food('02047'),
  'black pepper': food('02030'),
}

function nutrientsOf(name: string, { ndb, kind }: IngredientFood): IngredientNutrients {
  const ref = foodByNdb(ndb)
  if (!ref) throw new Error(`Recipe ingredient "${name}": the food tables hold no USDA food ${ndb}`)
  return {
    kcal: ref.kcal,
    protein: ref.protein,
    carbs: ref.carbs,
    fat: ref.fat,
    fiber: ref.fiber ?? null,
    sugar: ref.sugar ?? null,
    sodium: ref.sodium ?? null,
    kind,
  }
}

/**
 * Per-100 g nutrients of every collection ingredient, built once from the food tables. Amounts in the recipes
 * are in grams (ml for liquids ≈ g), so per-serving macros are computed, not typed in.
 */
export const RECIPE_NUTRIENTS: Record<string, IngredientNutrients> = Object.fromEntries(
  Object.entries(RECIPE_INGREDIENTS).map(([name, ingredient]) => [name, nutrientsOf(name, ingredient)]),
)
