/**
 * A plate or bowl named by its protein and spelled out by its other parts ("chicken shawarma plate - rice, hummus,
 * salad and a pita", "salmon bowl: rice, avocado, edamame"): the name is a label, and the protein it names is a part of
 * its own, a restaurant's serving of it.
 */

/** Proteins a plate is named by, and what goes on it of each (its words in the tables). */
const PROTEINS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bchicken\b/, 'chicken'],
  [/\b(?:steak|carne asada)\b/, 'carne asada'],
  [/\bbeef\b/, 'beef'],
  [/\blamb\b/, 'lamb'],
  [/\b(?:pork|carnitas)\b/, 'carnitas'],
  [/\bshrimp\b/, 'shrimp'],
  [/\bsalmon\b/, 'salmon'],
  [/\btuna\b/, 'tuna'],
  [/\bfish\b/, 'fish'],
  [/\btofu\b/, 'tofu'],
  [/\bfalafel\b/, 'falafel'],
  // (A gyro or kebab plate of no other meat is of gyro meat.)
  [/\b(?:gyro|gyros|doner|shawarma|kebab|kabob|souvlaki)\b/, 'gyro meat'],
]

/** How a plate's protein was made, said in its name ("teriyaki chicken bowl", "chicken tikka plate"). */
const MADE_AS = /\b(?:teriyaki|tikka|tandoori|jerk|bbq|katsu|bulgogi|orange|sesame)\b/

/** A word of a part that is the protein already ("2 skewers", "4 oz chicken", "extra meat"). */
const PROTEIN_PART =
  /^(?:chicken|steak|beef|lamb|pork|carnitas|asada|shrimp|salmon|tuna|fish|tofu|falafel|meat|gyro|shawarma|kebabs?|kabobs?|skewers?|souvlaki|turkey|bulgogi|teriyaki|tikka|tandoori|brisket|ribs?|wings?|thighs?|breasts?|patty|patties|sausages?|ribeye|sirloin|filet|strip|tenderloin|chops?|loin|ham|bacon|meatballs?|cod|tilapia|halibut|mahi|prawns?|scallops?|crab|lobster|duck|veal|bison|tenders|nuggets|cutlets?)$/

/** The last words of parts named by a protein that are another food ("chicken noodle soup", "shrimp fried rice"). */
const OTHER_FOOD = /^(?:soup|rice|noodles|roll|rolls|sauce|dip|dressing|salad|broth|gravy|fries)$/

/** Whether a part of the plate is its protein already: a protein word in it, not naming another food. */
const proteinListed = (parts: string): boolean =>
  parts.split(/ *(?:[,+&\n]| and ) */).some((part) => {
    const words = part
      .replace(/\([^)]*\)/g, '')
      .trim()
      .split(/ +/)
    return words.some((w) => PROTEIN_PART.test(w)) && !OTHER_FOOD.test(words.at(-1) ?? '')
  })

/**
 * The words a plate named by its protein may have, and no other: the protein, how it was made, a cuisine ("chicken
 * shawarma plate", "korean bbq beef bowl"; not "chicken burrito bowl", "fish taco plate", "steak and eggs plate").
 */
const PLATE_NAME = new Set(
  (
    'chicken beef steak lamb pork shrimp salmon tuna tofu falafel gyro gyros doner shawarma kebab kabob souvlaki ' +
    'grilled teriyaki tikka tandoori jerk bbq katsu bulgogi carne asada carnitas barbacoa fajita blackened orange ' +
    'sesame greek mediterranean halal korean thai indian mexican hawaiian spicy lemon garlic herb roast roasted ' +
    'rotisserie'
  ).split(' '),
)

/**
 * The plate's label: where it stands (group 1: the start of the text, a line or a sentence), its name (2) and its dish
 * (3: a plate, platter, bowl or combo), then its parts' separator: a colon, a dash, or the end of its line when its parts are on the lines after.
 */
const LABEL =
  /(^|\n|[.;] +)[ \t]*((?:[a-z'&]+ ){0,3}?[a-z'&]+) (plate|platter|bowl|combo)(?: (?:from|at) [a-z' ]{1,30}?)?(?: *: *| +[-–] +|[ \t]*(?=\n[^\n]*[a-z][^\n]*\n[^\n]*[a-z]))/g

/** Where the parts end: the end of the sentence (or of the lines after the label, at a blank line). */
const PARTS_END = /[.;](?= |$)|\n[ \t]*\n/

/** Counted skewers that name no food ("2 skewers"): of the plate's protein. */
const BARE_SKEWERS = /(^|[\n,:-] *)(\d+|two|three|four) (skewers?|kabobs?|kebabs?|sticks)\b/

/** A protein word of the plate's name listed alone among its parts, with no amount ("…: rice, chicken, salad"). */
function bareProtein(name: string): RegExp {
  const words = name.split(' ').filter((w) => PROTEIN_PART.test(w))
  return new RegExp(String.raw`(^|[,:\n] *|\band )(${words.join('|') || '$^'})(?= *(?:,|$|\n|\band\b))`)
}

/**
 * "chicken shawarma plate - rice, hummus, …": the label, its protein first among its parts (5 oz, a bowl's 4 oz);
 * "chicken souvlaki plate: 2 skewers, …": skewers of its protein.
 */
export function proteinPlates(text: string): string {
  let out = ''
  let from = 0
  for (const label of text.matchAll(LABEL)) {
    const [said, start, name, dish] = label as unknown as [string, string, string, string]
    const at = label.index ?? 0
    const protein = PROTEINS.find(([words]) => words.test(name))?.[1]
    const rest = text.slice(at + said.length)
    const end = rest.search(PARTS_END)
    const parts = end < 0 ? rest : rest.slice(0, end)
    // (Only a name of the protein and how it was made, and a list of two or more parts after it.)
    const plain = name.split(' ').every((w) => PLATE_NAME.has(w))
    if (at < from || !protein || !plain || !/[a-z][^\n]*(?:[,+&\n]| and )[^\n]*[a-z]/.test(parts)) continue
    const onLines = rest.startsWith('\n')
    // ("teriyaki chicken bowl": its chicken teriyaki, as the tables know it.)
    const made = MADE_AS.exec(name)?.[0]
    const meat =
      made && /^(?:chicken|beef|salmon|tofu|shrimp)$/.test(protein)
        ? name
            .split(' ')
            .filter((w) => w === made || w === protein)
            .join(' ')
        : protein
    const amount = protein === 'falafel' ? '4' : dish === 'bowl' ? '4 oz' : '5 oz'
    // ("…: rice, chicken, small salad": the protein listed with no amount is the plate's serving of it.)
    const skewers = parts.replace(BARE_SKEWERS, `$1$2 ${protein} $3`).replace(bareProtein(name), `$1${amount} $2`)
    const first =
      skewers !== parts || proteinListed(parts) ? '' : onLines ? `\n${amount} ${meat}` : ` ${amount} ${meat},`
    out += `${text.slice(from, at)}${start}${name} ${dish}:${first}${onLines || first ? '' : ' '}${skewers}`
    from = at + said.length + parts.length
  }
  return out + text.slice(from)
}

/**
 * "shrimp cocktail at the party, like 8 big shrimp w cocktail sauce": a shrimp cocktail (what is said of it, group 1)
 * counted by its shrimp (2, their size 3) is those shrimp, with their sauce unless it is said.
 */
const SHRIMP_COCKTAIL_COUNTED =
  /\bshrimp cocktail\b([^,;\n]{0,40}?),? (?:like |about |maybe |prob(?:ably)? |~ ?)?(\d+) ((?:big |large |jumbo |medium |small )?shrimp)\b(?=([^;\n.]{0,40}))/g

/** "8 large shrimp cocktail w 1/4c cocktail sauce": the shrimp counted (1, their size 2) before the dish's name. */
const COUNTED_SHRIMP_COCKTAIL =
  /\b([3-9]|\d\d) ((?:big |large |jumbo |medium |small )?)shrimp cocktail\b(?=([^,;\n.]{0,40}))/g

/** A shrimp cocktail counted by its shrimp, as those shrimp and their sauce. */
export function shrimpCocktailCounted(text: string): string {
  return text
    .replace(SHRIMP_COCKTAIL_COUNTED, (_m, said: string, count: string, shrimp: string, after: string) =>
      /\bsauce\b/.test(after) ? `${count} ${shrimp}${said}` : `${count} ${shrimp} with cocktail sauce${said}`,
    )
    .replace(COUNTED_SHRIMP_COCKTAIL, (_m, count: string, size: string, after: string) =>
      /\bsauce\b/.test(after) ? `${count} ${size}shrimp` : `${count} ${size}shrimp with cocktail sauce`,
    )
}
