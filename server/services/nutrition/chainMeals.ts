/**
 * How people name a chain's orders: a sandwich's "meal" or "combo" is it with medium fries and a medium soft drink
 * ("big mac meal"), a Cinnabon's cinnamon roll is its big classic roll, "with everything" on a dish names no food, and
 * "sausage, egg and cheese" before a bread is one sandwich's filling, not three foods.
 */
const COMBO_SANDWICH = String.raw`(?:big macs?|quarter pounders?(?: with cheese)?|qpc|mcchickens?|mcdoubles?|double cheeseburgers?|whoppers?(?: jr)?|baconators?|dave'?s (?:single|double)|(?:spicy )?chicken sandwich|(?:\d+ ?(?:pc|piece) )?(?:chicken )?(?:mc)?nuggets?|filet o fish)`
const COMBO = new RegExp(String.raw`\b(${COMBO_SANDWICH}) (?:meal|combo|value meal)\b`, 'g')

export function chainMeals(text: string): string {
  return (
    text
      .replace(COMBO, '$1, medium fries and a medium coke')
      .replace(/\bcinnamon rolls? (?:from|at) cinnabon\b/g, 'cinnabon classic roll')
      // "plate of nachos w everything", "a dog with the works": what was on it, no food of its own.
      .replace(/ ?\b(?:w\/?|with) (?:everything|the works|all the (?:fixings|fixins|toppings))\b/g, '')
      .replace(/\b(sausage|bacon|ham|steak), egg,? (and|&|n) cheese\b/g, '$1 egg $2 cheese')
  )
}
