import { favoriteIdsOf, favoriteToggleMethod } from './favoriteFoods'

describe('favoriteIdsOf', () => {
  it('holds the fetched ids', () => {
    expect(favoriteIdsOf({ data: ['food00000001'], isError: false }).has('food00000001')).toBe(true)
  })

  it('is empty when the favourites fetch failed or has not answered yet', () => {
    expect(favoriteIdsOf({ data: ['food00000001'], isError: true }).size).toBe(0)
    expect(favoriteIdsOf({ isError: false }).size).toBe(0)
  })
})

describe('favoriteToggleMethod', () => {
  it('removes a favourite and adds anything else', () => {
    expect(favoriteToggleMethod(true)).toBe('DELETE')
    expect(favoriteToggleMethod(false)).toBe('POST')
  })
})
