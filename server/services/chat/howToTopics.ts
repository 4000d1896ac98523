/** Parts of the app a person asks how to use. */
export type HowToTopic =
  | 'strava'
  | 'barcode'
  | 'data'
  | 'weight'
  | 'copy'
  | 'quickAdd'
  | 'label'
  | 'workout'
  | 'favorite'
  | 'recipe'
  | 'editMeal'
  | 'food'
  | 'meal'
  | 'insights'
  | 'profile'
  | 'general'

const TOPICS: Array<[HowToTopic, RegExp]> = [
  ['strava', /\bstrava\b/],
  ['barcode', /\b(barcodes?|bar codes?|upc|ean)\b/],
  [
    'data',
    /\b(export|download|backup|back up|my data|csv|json|myfitnesspal|cronometer)\b|\bimport\b(?!.*\b(strava|recipes?)\b)/,
  ],
  ['quickAdd', /\bquick[- ]?add\b|\bjust (the )?calories\b/],
  ['copy', /\b(copy|copies|repeat|again|same meal|re-?log|duplicate)\b/],
  // Weigh-ins are on Progress; the weight in the profile is the profile's.
  [
    'weight',
    /^(?!.*\bprofile\b).*\b(weigh[- ]?ins?|weigh myself|my weight|body weight|weight log|log (my )?weight|track (my )?weight|progress)\b/,
  ],
  ['label', /\b(label|photo|picture|scan|ocr|nutrition facts|camera)\b/],
  ['workout', /\b(workouts?|exercise|runs?|run|training|activit(y|ies)|gym|ride|swim|walk)\b/],
  ['favorite', /\b(favou?rites?|heart)\b/],
  ['recipe', /\brecipes?\b/],
  ['editMeal', /\b(edit|change|delete|remove|fix|update)\b.*\b(meals?|entry|entries|log)\b/],
  ['food', /\b(foods?|ingredients?|unique foods|custom food)\b/],
  ['meal', /\b(meals?|breakfast|lunch|dinner|snacks?|ate|eat|food log|what i ate|calories|macros)\b/],
  ['insights', /\b(insights?|advice)\b/],
  [
    'profile',
    /\b(profile|weight|height|goal|targets?|theme|dark mode|password|passkey|2fa|two[- ]factor|email|heart rate)\b/,
  ],
]

/** The part of the app a how-to question is about. */
export function howToTopicOf(text: string): HowToTopic {
  return TOPICS.find(([, pattern]) => pattern.test(text))?.[0] ?? 'general'
}

const ANSWERS: Record<HowToTopic, string> = {
  meal:
    'To log a meal, open the Food Log. Set the date and time (it starts at now) and pick the Meal Type (breakfast, lunch, dinner, snack or dessert). Then either:\n' +
    '- pick foods from your list under the form (each selected food becomes a chip whose quantity you can change), or\n' +
    '- type what you ate in the box, for example "2 eggs, toast with butter and a latte", and the estimator turns it into foods with calories and macros.\n' +
    'Press Log Meal. The meal appears in the Meal Log and the Daily Macro Summary updates straight away.',
  editMeal:
    'Open the Food Log and click the meal in the Meal Log: the Meal Detail dialog lets you change the description and edit or remove each food (quantities and macros inline). To delete the whole meal, use its delete action and confirm.',
  food: 'Open Unique Foods and press Add Food. Enter the name (required), the serving size and the calories, protein, carbs and fat per serving, then save. The food shows up in the Food Log list, ready to pick. Extract from Photo fills the numbers from a picture of a nutrition label.',
  barcode:
    'On the Food Log (or Unique Foods) press Scan barcode and point the camera at the package, or use Scan a photo of the barcode. A food you already saved with that code is picked at once; otherwise the product is looked up in Open Food Facts and you check the numbers before it is saved to your foods.',
  data: "Open Profile, tab Your data. Download JSON saves everything (profile, targets, foods, recipes, meals, weigh-ins and workouts) in one file; Download CSV saves the meals for a spreadsheet. Choose a file to import reads this app's JSON or CSV, or a MyFitnessPal or Cronometer export, without making duplicates.",
  weight:
    'Open Progress and use Log weight: pick the day and type your weight (in your unit), then save. One weigh-in a day is kept (a second one replaces it), the trend line smooths the daily ups and downs, and after 14 logged days and 8 weigh-ins your expenditure is learned from your own data. You can also tell me "log my weight 72.4".',
  copy: "On the Food Log, go to the day with the meal (the arrows or the calendar above the diary). Each meal has Copy to today (Log again when it is today's), and Copy this day to today copies the whole day. In the food picker, the Recent tab lists what you logged last with its last amount.",
  quickAdd:
    'On the Food Log press Quick add: type the calories (and, if you know them, protein, carbs and fat) with a name, and it is logged into the meal type chosen in the form.',
  label:
    'Open Unique Foods, press Add Food, then Extract from Photo: take or choose a photo of the nutrition label. The numbers it reads fill the form (check them against the label), and you save the food.',
  favorite:
    'Tap the heart on a food in Unique Foods (or on a recipe in Recipes) to make it a favorite; tap it again to remove it. The favorites filter in Unique Foods then shows only them.',
  recipe:
    'Open Recipes and press Add Recipe: give it a name and servings, then the ingredients and steps, or use Paste Recipe Text to fill the form from a recipe you copied. Saving estimates any missing macros and adds the recipe to your foods, so you can log a serving in the Food Log. A recipe card I propose here can be saved with its save button, then opened with View Recipe.',
  workout:
    'Open Workouts and fill in the log form: a description (required), the type (Run, Weightlifting, Bike, Swim, Walk, Yoga, HIIT, Row or Other), the duration in minutes and the calories burned, then log it. Each workout card has a menu to edit or delete it.',
  strava:
    'Open Workouts: the Strava bar at the top connects your Strava account (you sign in on Strava and are sent back). Once connected, import your activities from the same bar; distance, time, heart rate and calories come with them. You can disconnect there too.',
  insights:
    'Open Insights and press Get Insights: the advice is written from your last 7 to 30 days of meals and workouts against targets from your profile. Every advice is kept in the Insights Log below it.',
  profile:
    'Open Profile and press Edit Profile to set your age, weight, height, gender, activity level and fitness goal (they set your calorie and protein targets), your dietary restrictions and your resting heart rate, then Save Profile. The Login & Security tab has passkeys, two-factor authentication and the email change.',
  general:
    'Here is where things are:\n' +
    '- Food Log: log meals by picking foods or describing them in text; see the daily summary and meal history.\n' +
    '- Unique Foods: your food library (add foods by hand or from a label photo, favorites).\n' +
    '- Recipes: your recipes with ingredients, steps and macros (paste a recipe to import it).\n' +
    '- Workouts: log workouts or import them from Strava.\n' +
    '- Progress: weigh-ins, the weight trend, intake against what you burn, and charts up to a year.\n' +
    '- Insights: advice from your own numbers.\n' +
    '- Profile: the details that set your targets, plus login and security.\n' +
    'Ask me, for example, "how do I log a meal?" or "how do I import from Strava?".',
}

/** Step-by-step directions for one part of the app. */
export function howToAnswer(topic: HowToTopic): string {
  return ANSWERS[topic]
}
