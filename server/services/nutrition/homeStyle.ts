/**
 * A dish said to be made at home, where the table holds a home-style recipe beside a canned or frozen one: "bowl of
 * homemade beef stew", "crockpot beef stew" are the home-style stew (a bare "beef stew" stays the canned entree, the
 * stew most often logged from a can).
 */
const MADE_AT_HOME = String.raw`(?:home ?-?made|home ?-?cooked|my own|moms?'?s?|grandmas?'?s?|crock ?-?pot|slow ?-?cooker|instant ?-?pot)`

export function homeStyle(text: string): string {
  return text.replace(new RegExp(String.raw`\b${MADE_AT_HOME} (?:beef )?stew\b`, 'g'), 'homestyle beef stew')
}
