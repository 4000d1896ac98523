import type { ChatRecipe } from '../../api/api'
import { extractRecipeJson, mergeRecipes, messageContent } from './recipeExtraction'

const salmon: ChatRecipe = { name: 'Salmon bowl', servings: 2, macros: { calories_per_serving: 520 } }
const chili: ChatRecipe = { name: 'Bean chili', servings: 4 }

describe('extractRecipeJson', () => {
  it('takes the recipes out of a fenced json block and removes the block from the text', () => {
    const text = `Here is an idea:\n- Salmon bowl\n\n\`\`\`json\n${JSON.stringify({ recipes: [salmon] })}\n\`\`\``
    expect(extractRecipeJson(text)).toEqual({ text: 'Here is an idea:\n- Salmon bowl', recipes: [salmon] })
  })

  it('takes the recipes out of a bare JSON object with a recipes array, wherever it is in the text', () => {
    const text = `Try this ${JSON.stringify({ recipes: [salmon, chili] })} tonight.`
    expect(extractRecipeJson(text)).toEqual({ text: 'Try this  tonight.', recipes: [salmon, chili] })
  })

  it('finds several blocks and keeps every recipe in order', () => {
    const text = [
      'First:',
      '```json',
      JSON.stringify({ recipes: [salmon] }),
      '```',
      'Then:',
      JSON.stringify({ recipes: [chili] }),
    ].join('\n')
    expect(extractRecipeJson(text)).toEqual({ text: 'First:\n\nThen:', recipes: [salmon, chili] })
  })

  it('accepts a fenced block holding one recipe or an array of recipes', () => {
    expect(extractRecipeJson(`\`\`\`json\n${JSON.stringify(salmon)}\n\`\`\``).recipes).toEqual([salmon])
    expect(extractRecipeJson(`\`\`\`json\n${JSON.stringify([salmon, chili])}\n\`\`\``).recipes).toEqual([salmon, chili])
  })

  it('keeps braces inside strings from ending a bare object early', () => {
    const tricky: ChatRecipe = { name: 'Curly {pasta}', notes: 'Use "}" shaped pasta' }
    expect(extractRecipeJson(`Idea: ${JSON.stringify({ recipes: [tricky] })}`)).toEqual({
      text: 'Idea:',
      recipes: [tricky],
    })
  })

  it('leaves malformed JSON as text', () => {
    const fenced = 'Idea:\n```json\n{"recipes": [{"name": "Salmon bowl",]}\n```'
    const bare = 'Idea: {"recipes": [{"name": "Salmon bowl"}'
    expect(extractRecipeJson(fenced)).toEqual({ text: fenced, recipes: [] })
    expect(extractRecipeJson(bare)).toEqual({ text: bare, recipes: [] })
  })

  it('leaves JSON that holds no recipes as text', () => {
    const text = 'Your totals:\n```json\n{"calories": 1800}\n```'
    expect(extractRecipeJson(text)).toEqual({ text, recipes: [] })
  })

  it('drops entries without a name, which cannot be shown as cards', () => {
    const text = JSON.stringify({ recipes: [{ servings: 2 }, salmon] })
    expect(extractRecipeJson(text)).toEqual({ text: '', recipes: [salmon] })
  })
})

describe('mergeRecipes', () => {
  it('keeps the first card of each name, whatever the case or spacing', () => {
    expect(mergeRecipes([salmon], [{ name: ' salmon BOWL ', servings: 9 }, chili])).toEqual([salmon, chili])
  })
})

describe('messageContent', () => {
  it("merges the message's recipes with those in its text without duplicates", () => {
    const saved = { ...salmon, id: 'recipe000001' }
    const text = `Two ideas.\n\`\`\`json\n${JSON.stringify({ recipes: [salmon, chili] })}\n\`\`\``
    expect(messageContent({ sender: 'agent', text, recipes: [saved] })).toEqual({
      text: 'Two ideas.',
      recipes: [saved, chili],
    })
  })

  it("leaves the user's own text as typed, JSON included", () => {
    const text = JSON.stringify({ recipes: [salmon] })
    expect(messageContent({ sender: 'user', text })).toEqual({ text, recipes: [] })
  })
})
