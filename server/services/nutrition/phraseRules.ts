import { dietPhrases } from './dietPhrases'
import { amountPhrases } from './amountPhrases'
import { bakeryPhrases } from './bakeryPhrases'
import { barFlavours } from './barFlavours'
import { bulletedParts, kindsOfATotal } from './bulletedParts'
import { burgerByPatty, withoutBun } from './burgerPatty'
import { chainMeals } from './chainMeals'
import { chattyPhrases } from './chattyPhrases'
import { chipotleBowl } from './chipotleBowl'
import { chipsAndDip } from './chipsAndDip'
import { breadSaidAfter, deliSandwich, sandwichBreadListed, sandwichSpelledOut } from './deliSandwich'
import { drinkPartsSaid, fillingsSaid } from './dishFillings'
import { drinkPhrases } from './drinkPhrases'
import { handMeasures } from './handMeasures'
import { homeStyle } from './homeStyle'
import { leftOut } from './leftOutPhrases'
import { packagePhrases } from './packagePhrases'
import { pandaExpress } from './pandaExpress'
import { proteinPlates, shrimpCocktailCounted } from './proteinPlates'
import { chickenPieces, kindsOfCount, piecesSaid } from './piecePhrases'
import { snackCups } from './snackCups'
import { bareToast, butteredPhrases, nutButterDip, pbSaid } from './spreadPhrases'
import { tortillasSaid } from './tortillaDishes'
import { voicePhrases } from './voicePhrases'

/**
 * The phrase rules of a meal's text that have files of their own, in the order mealPhrases applies them first: what
 * dictation and a second language say ("rice one bowl"), what calorie counters say ("90 cal bar", "zero cal syrup"), a name over bulleted lines (its parts), vegetables named by
 * their kinds with their total ("veg (broccoli, onion, 2 cups)"), "pb" said of a food, what a chatty entry says,
 * packaged food's amounts (a label's weight, "ate 2 of the 3 servings"), a bar's flavour after its brand, a chain's
 * meals and names, Panda Express's servings, a Chipotle bowl's servings, a plate named by its protein (its protein a
 * part), a shrimp cocktail counted by its shrimp, tacos on their tortillas, fillings in parentheses, a shake's parts in parentheses, a burger by its patty ("a
 * 1/3 lb bacon cheeseburger") and a burger without its bun (both before foods left off drop "no bun"), foods left off,
 * kinds of a count, chicken pieces, pieces by where they were cut or by their size, drinks, a bakery's baked goods,
 * deli meat on a bread ("turkey & swiss on rye"), a sandwich spelled out on its measured bread, a toast's or
 * sandwich's bread said after it ("avocado toast …, whole wheat bread"), a sandwich's bread listed bare (two slices), chips counted with
 * their dip, a dish made at home, spreads, toast said bare, a nut butter to dip in, hand measures ("a palm of
 * chicken"), snack cups ("2 pudding cups"), amounts.
 */
export const FIRST_PHRASE_RULES: readonly ((text: string) => string)[] = [
  voicePhrases,
  dietPhrases,
  bulletedParts,
  kindsOfATotal,
  pbSaid,
  chattyPhrases,
  packagePhrases,
  barFlavours,
  chainMeals,
  pandaExpress,
  chipotleBowl,
  proteinPlates,
  shrimpCocktailCounted,
  tortillasSaid,
  fillingsSaid,
  drinkPartsSaid,
  burgerByPatty,
  withoutBun,
  leftOut,
  kindsOfCount,
  chickenPieces,
  piecesSaid,
  drinkPhrases,
  bakeryPhrases,
  deliSandwich,
  sandwichSpelledOut,
  breadSaidAfter,
  sandwichBreadListed,
  chipsAndDip,
  homeStyle,
  butteredPhrases,
  bareToast,
  nutButterDip,
  handMeasures,
  snackCups,
  amountPhrases,
]
