/** Tablespoons of dip people take with each tortilla chip: a quarter cup for 15 chips (an ounce). */
const DIP_TBSP_PER_CHIP = 4 / 15

/**
 * "chips and guac, maybe 15 chips", "chips n salsa (about 20 chips)": the count is of the chips, and the dip goes
 * with that many (a quarter cup to 15 chips), not a restaurant basket of both plus fifteen more chips.
 */
const CHIPS_COUNTED =
  /\b(?:tortilla )?chips (?:and|n|&|\+|w|with) (guac(?:amole)?|salsa|queso|bean dip)\b,? ?\(? ?(?:(?:maybe|about|like|around|prob(?:ably)?|roughly|approx|~) ?)?(\d+) (?:tortilla )?chips\b ?\)?/g

/** Chips and a dip said with the chips' count (CHIPS_COUNTED): that many chips, and the dip for them. */
export function chipsAndDip(text: string): string {
  return text.replace(CHIPS_COUNTED, (said, dip: string, count: string, at: number) => {
    // (Chips of another kind keep their name: "blue corn chips and salsa", "potato chips and bean dip".)
    const before = /([a-z]+) $/.exec(text.slice(0, at))?.[1]
    if (before && !/^(?:a|an|some|had|ate|and|with|w|n|plus|of|the|tortilla)$/.test(before)) return said
    const tbsp = Math.max(1, Math.round(Number(count) * DIP_TBSP_PER_CHIP))
    return `${count} tortilla chips with ${tbsp} tbsp ${dip}`
  })
}
