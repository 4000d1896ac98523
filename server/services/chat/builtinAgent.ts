import type { AgentAnswer, ConversationMessage } from './chatTypes'
import { dayPlanAnswer } from './dayPlanAnswer'
import { howToAnswer } from './howToTopics'
import { detectIntent, type Intent } from './intents'
import { foodFactsAnswer } from './foodFactsAnswer'
import { macroCheckAnswer, progressAnswer } from './macroCheckAnswer'
import type { PersonContext } from './personContext'
import { ideasAnswer, lookupAnswer, type RecipeAsk } from './recipeAnswers'
import { myRecipesAnswer } from './myRecipesAnswer'
import { recipeCardAnswer } from './recipeCardAnswer'
import { remainingAnswer } from './remainingAnswer'
import { greetingAnswer, helpAnswer, thanksAnswer, unknownAnswer } from './smallTalk'
import { mealLogAnswer } from './mealLogAnswer'
import { weightLogAnswer } from './weightLogAnswer'
import { workoutLogAnswer } from './workoutLogAnswer'
import { nutrientFocusOf } from './nutrientAnswers'
import { compareWeeksAnswer, focusOf, targetsAnswer, totalsAnswer } from './totalsAnswers'
import { withEarlierContext } from './followUps'
import { workoutsAnswer } from './workoutAnswers'

/** Names of every recipe already proposed in the conversation, so "another one" brings new ones. */
function proposedNames(conversation: ConversationMessage[]): Set<string> {
  const names = new Set<string>()
  for (const message of conversation) {
    for (const card of message.recipes ?? []) {
      if (typeof card?.name === 'string') names.add(card.name.toLowerCase())
    }
  }
  return names
}

/** "Another one": the last earlier request for recipes, with any filters the new message adds. */
function repeatIntent(conversation: ConversationMessage[], extra: Intent & { kind: 'more' }): Intent {
  for (let index = conversation.length - 2; index >= 0; index -= 1) {
    const message = conversation[index]
    if (message.sender !== 'user') continue
    const earlier = detectIntent(message.text)
    if (earlier.kind === 'recipes' || earlier.kind === 'remaining' || earlier.kind === 'dayPlan') {
      return { ...earlier, filters: { ...earlier.filters, ...extra.filters } }
    }
  }
  return { kind: 'recipes', mode: 'ideas', meal: null, filters: extra.filters, terms: [], later: false }
}

async function answer(
  ctx: PersonContext,
  intent: Intent,
  conversation: ConversationMessage[],
  message: string,
): Promise<AgentAnswer> {
  const exclude = proposedNames(conversation)
  switch (intent.kind) {
    case 'greeting':
      return greetingAnswer(ctx)
    case 'help':
      return helpAnswer(ctx)
    case 'thanks':
      return thanksAnswer()
    case 'howTo':
      return { text: howToAnswer(intent.topic), cards: [] }
    case 'remaining':
      return remainingAnswer(ctx, { meal: intent.meal, filters: intent.filters, terms: [] }, exclude)
    case 'logMeal':
      return mealLogAnswer(ctx, intent.text, intent.meal)
    case 'logWeight':
      return weightLogAnswer(ctx, intent.weight)
    case 'logWorkout':
      return workoutLogAnswer(ctx, intent.workout)
    case 'totals':
      return totalsAnswer(ctx, intent.range, focusOf(message), intent.meal ?? null, nutrientFocusOf(message))
    case 'targets':
      return targetsAnswer(ctx, message)
    case 'compareWeeks':
      return compareWeeksAnswer(ctx)
    case 'myRecipes':
      return myRecipesAnswer(ctx)
    case 'macroCheck':
      return macroCheckAnswer(ctx, intent.macro)
    case 'progress':
      return progressAnswer(ctx)
    case 'foodFacts':
      return foodFactsAnswer(ctx, intent.subject)
    case 'workouts':
      return workoutsAnswer(ctx, intent.range)
    case 'recipes': {
      const { meal, filters, terms, later, own } = intent
      const ask: RecipeAsk = { meal, filters, terms, later, own }
      return intent.mode === 'lookup' ? lookupAnswer(ctx, ask, exclude) : ideasAnswer(ctx, ask, exclude)
    }
    case 'dayPlan':
      return dayPlanAnswer(ctx, intent.filters, exclude)
    case 'recipeCard':
      return recipeCardAnswer(ctx, conversation, intent.position, intent.save)
    case 'more':
      return answer(ctx, repeatIntent(conversation, intent), conversation, message)
    case 'unknown':
      return unknownAnswer(message)
  }
}

/**
 * The built-in agent: reads what the last message asks and answers from the person's data with rules, offline and
 * deterministic. Earlier messages matter for follow-ups ("and yesterday?", "make it vegetarian"), for "another one"
 * and for not proposing the same recipe twice.
 */
export async function builtinAnswer(ctx: PersonContext, conversation: ConversationMessage[]): Promise<AgentAnswer> {
  const asked = withEarlierContext(conversation)
  return answer(ctx, detectIntent(asked), conversation, asked)
}
