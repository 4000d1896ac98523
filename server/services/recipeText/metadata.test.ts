import { findServingsInProse, parseMetadataLine } from './metadata'

describe('parseMetadataLine', () => {
  it.each([
    ['Serves 4', { servings: 4 }],
    ['Serves 4-6', { servings: 4 }],
    ['4 servings', { servings: 4 }],
    ['Yield: 6 servings', { servings: 6 }],
    ['Makes 24 cookies', { servings: 24, serving_size: '1 cookie' }],
    ['Makes about 2 dozen cookies', { servings: 24, serving_size: '1 cookie' }],
    ['Makes 1 loaf (12 slices)', { servings: 12, serving_size: '1 slice' }],
    ['Serving size: 1 cup', { serving_size: '1 cup' }],
    ['Prep time: 15 mins', { prep_time: 15 }],
    ['Cook: 1 hr 10 min', { cook_time: 70 }],
    ['Total Time 1 hour 30 minutes', { total_time: 90 }],
    ['Prep 10 min | Cook 20 min | Serves 4', { prep_time: 10, cook_time: 20, servings: 4 }],
    ['Prep Time: 10 minutes Cook Time: 22 minutes Servings: 12', { prep_time: 10, cook_time: 22, servings: 12 }],
    ['Cuisine: Italian', {}],
  ])('reads %p', (line, expected) => {
    expect(parseMetadataLine(line)).toEqual(expected)
  })

  it.each(['Cook the pasta for 10 minutes', 'Bake 25 minutes.', 'Makes a great lunch', 'Serve with rice'])(
    'does not take the step %p for metadata',
    (line) => {
      expect(parseMetadataLine(line)).toBeNull()
    },
  )

  it('finds servings mentioned in prose', () => {
    expect(findServingsInProse('A family supper. Serves 4-6.')).toEqual({ servings: 4 })
    expect(findServingsInProse('Enough for 6 people.')).toEqual({ servings: 6 })
  })
})
