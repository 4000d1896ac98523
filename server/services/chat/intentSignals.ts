/** The shared word patterns the intent table (intentTable.ts) scores a normalized message with. */

export const APP_VERB =
  /\b(log|logging|add|adding|record|track|tracking|enter|save|saving|import|importing|connect|sync|delete|remove|edit|change|update|scan|favou?rite|upload|set up|use|export|exporting|download|back up|backup|copy|copying|repeat|quick add)\b/
export const HOW = /\b(how (do|can|should|would|to)|where (do|can|is)|is there a way|can i|help me)\b/
export const COOKING_VERB = /\b(make|cook|prepare|bake)\b/
export const STRAVA_LINK = /\b(connect|import|sync|link)\b.*\bstrava\b|\bstrava\b.*\b(connect|import|sync|link)\b/
export const FOOD =
  /\b(eat|eating|ate|meals?|recipes?|cook|dinner|lunch|breakfast|snacks?|food|foods|protein|calories|kcal|carbs|macros)\b/
export const WORKOUT =
  /\b(workouts?|work(ed|ing)? ?out|exercis(e|ed|es|ing)|training|trained|runs?|ran|running|rides?|cycl(e|ed|ing)|biked?|bike|swim(s|ming)?|swam|gym|lift(s|ed|ing)?|weightlifting|strava|activit(y|ies)|cardio|yoga|hiit|walks?|walked|burn(ed|t)?)\b/
export const BURN = /\bburn(ed|t)?\b/
export const REMAINING =
  /\b(left|remaining|rest of (the|my) day|rest of today|hit (my )?(macros|protein|targets?|goals?|calories)|reach (my )?(macros|targets?|goals?|protein)|still (need|eat|have)|close the gap|fill (the|my) (gap|macros)|what (should|can) i (eat|have) (today|now|next|tonight|later))\b/
export const TOTAL =
  /\b(how (much|many)|totals?|so far|summary|summari[sz]e|overview|recap|stats|intake|did i (eat|have|log)|have i (eaten|had|logged)|averages?|breakdown|eaten|ate|logged|what did i|how('s| (was|is|did|does)) (my|the) (day|week)( go| going| look| looking)?|how (did|have|am) i (do|done|doing|been doing)|my progress|week in review|weekly (review|report|check-?in)|enough|(am|was) i (eating|getting|having)|(show|list|give)( me)? my (macros|meals|calories|intake|nutrition|food log))\b/
export const NUTRITION =
  /\b(calories?|kcal|protein|carbs|fat|macros|eat|eating|eaten|ate|food|intake|logged|meals?|nutrition|totals?|fib(er|re)|sugars?|sodium|salt)\b/
export const TARGETS =
  /\b(how (much|many) (protein|calories|kcal|carbs|fat) (should|do) i|my (calorie|protein|macro|daily) (targets?|goals?)|\btdee\b|\bbmr\b|maintenance calories|calorie (target|goal|needs)|my targets?|my (current )?(weight|bmi|height)|\bbmi\b)\b/
export const RECIPE_LOOKUP =
  /\brecipes?\b|how (do|can|to|would|should) (i )?(make|cook|prepare|bake)|instructions for|ingredients (for|of)/
export const DAY_PLAN =
  /\b(meal ?plan|plan (my|a|the|out my) (day|meals|eating|week)|plan (for )?(tomorrow|today)|(full|whole) day of (eating|meals)|day of eating|meals for (tomorrow|the day|a day))\b/
export const IDEA_ASK = /\b(ideas?|suggest|suggestions?|recommend|what (should|can|could) i (eat|cook|make|have))\b/
export const IDEAS =
  /\b(ideas?|suggest|suggestions?|recommend|what (should|can|could|do) i (eat|cook|make|have)|dinner|lunch|breakfast|brunch|supper|snacks?|dessert|meals?|hungry|cook|something (with|using|to eat)|make with)\b/
export const MORE =
  /^(another|more|something else|others?|different|next|again)\b|\b(another (one|idea|recipe|option)|something else|other (options|ideas|recipes)|more (ideas|options|recipes)|what else)\b/
export const LATEST_WORKOUT =
  /\b(last|latest|most recent|previous|recent) (workout|run|ride|session|activity|swim|walk|gym)\b/
export const SUMMARY =
  /\b(summary|summari[sz]e|overview|recap|stats|progress|enough|how('s| (was|is|did|does)) my|how (did|have|am) i|(am|was) i (eating|getting)|weekly|week in review)\b/
export const AVERAGE = /\baverages?\b/
/** "What did I have for lunch yesterday?", "what did I log on Friday?": the day's log without a nutrition word. */
export const DAY_LOG = /\b(what did i (have|eat|log)|did i (have|log))\b/
/** A macro or calories named ("my calories for the past 10 days"). */
export const MACRO_NAMED = /\b(calories|kcal|protein|carbs|fat|macros|fib(er|re)|sugars?|sodium)\b/
/** A request for dishes rather than a question about the person's log. */
export const DISH_ASK = /\b(recipes?|ideas?|suggest\w*|cook|make|high[- ]|low[- ]|rich|packed)\b/
export const COMPARE_WEEKS = /\bcompare\b.*\bweeks?\b|\bweek (vs\.?|versus|compared to|against) (last|this) week\b/
/** "What was my highest calorie day?" ("at least 20 g protein" is a constraint on a suggestion, not the least day). */
export const WHICH_DAYS = /\b(any day|which days?|what days?|highest|lowest|most|(?<!at )least|biggest|smallest)\b/
/** "show me my recipes", "what recipes do I have?", "list my saved recipes". */
export const MY_RECIPES =
  /\b(show|list|see|view)( me)?( all)? my( saved)? recipes\b|\bwhat recipes (do i have|have i (saved|got))\b|\bmy recipe (list|collection)\b|^my recipes$/
export const PROGRESS =
  /\b(on track|off track|(reach|reaching|meet|meeting) (my )?goals?|towards? my goal|my goal progress|making progress)\b/
export const GREETING = /^(hi|hello|hey|hiya|howdy|yo|hallo|good (morning|afternoon|evening)|greetings)\b/
export const HELP =
  /\b(help|what can you do|what do you do|how can you help|who are you|what are you|capabilities|features)\b/
export const THANKS = /^(thanks|thank you|thx|cheers|great|perfect|awesome|ok|okay|cool|nice|got it)\b/
/** Another day than today for a recipe request ("what about tomorrow?"). */
export const LATER = /\b(tomorrow|next week|this weekend|on the weekend)\b/

/** "Is my fat too high?", "am I eating enough protein?", "are my carbs ok?" */
export const MACRO_JUDGE =
  /\b(enough|too (much|little|high|low|many|few)|(high|low|over|under|short)\b|ok(ay)?\b|right\b|fine\b|balanced|hitting|meeting|on track)/
export const ABOUT_ME = /\b(i|i'm|my|me)\b/
/** "a high-protein dinner", "low carb ideas": a recipe request, not a question about the person's intake. */
export const RECIPE_WORDS =
  /\b(should|recipes?|ideas?|suggest|dinner|lunch|breakfast|brunch|supper|snacks?|dessert|cook|make)\b/
export const HIGH_LOW_MACRO = /\b(high|low)[- ](protein|carbs?|fat|calories?|kcal)\b/

/** "How much protein is in my lentil soup?", "calories in 2 eggs", "how many calories does a banana have?" */
export const FOOD_FACTS = [
  /^(?:how (?:much|many) (?:protein|calories|kcal|carbs|carbohydrates|fat|fats|macros)|what(?:'s| is| are)(?: the)? (?:macros|calories|protein|carbs|fat|nutrition(?:al)? (?:facts|info|value))|(?:calories|kcal|macros|protein|nutrition(?: facts| info)?))(?: (?:per|a|each|in one|in a) (?:serving|portion|bowl))? (?:is |are )?(?:there )?(?:in|of|for) (?:an? )?(.+?)[?.!]*$/,
  /^how (?:much|many) (?:protein|calories|kcal|carbs|fat|macros) (?:does|do|is|are) (.+?) (?:have|has|contain|got)[?.!]*$/,
]
/** Questions about the person's intake, not about a food ("how many calories in my meals today"). */
export const INTAKE_WORDS = /\b(today|tonight|yesterday|week|month|day|days|meals|diet|intake|so far|lately)\b/

/** "log 2 eggs and toast for breakfast", "I just had a banana". */
export const LOG_ASK = /^(?:please )?(?:log|add|record|track|enter) (?!my weight|a workout|my workout)(.+)$/
export const ATE =
  /^(?:i )?(?:just )?(?:had|ate|eaten|drank|finished) (?!(?:a |an )?(?:great|good|bad|long|nice|rough|busy)\b)(.+)$/
export const FOR_MEAL =
  /\s*(?:for|at|as) (?:my |a )?(breakfast|brunch|lunch|dinner|supper|snack|dessert)(?: today| this morning| tonight)?$/

/** "the second one", "tell me more about the first one", "the last recipe": a card of the agent's last answer. */
export const CARD_REFERENCE =
  /^(?:(?:ok(?:ay)?|and|so|yes|yeah|hmm),? )?(?:(?:can you |could you |please )?(?:tell me (?:more )?about|more about|more on|show me|open|details (?:of|on|for)|what about|how about|what's in|i'll (?:take|have)|let's (?:go with|do)|i (?:like|want)|go with|give me)? ?)(?:the )?(first|second|third|1st|2nd|3rd|last|latter|former)(?: (?:one|recipe|idea|option|card))?(?: (?:please|then|sounds good|looks good|looks great))?$/
/** "save this recipe", "save that one", "save the second one", "can you save it?". */
export const SAVE_REFERENCE =
  /^(?:(?:ok(?:ay)?|yes|yeah|great|nice|perfect),? )?(?:(?:can|could) you |please )?(?:save|keep|bookmark|add) (?:this|that|it|them|the (?:first|second|third|1st|2nd|3rd|last)(?: one| recipe| idea| option)?)(?: one| recipe| idea| dish)?(?: (?:to|in|into) my (?:recipes|recipe book|library|collection))?(?: please| for me| for later)?$/
