import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { isDomainError } from '../../../lib/domainErrors'
import { parseCsvImport } from './index'

const fixture = (name: string) => readFileSync(join(__dirname, 'fixtures', name), 'utf8')
const options = { utcOffset: '+02:00' }

describe('reading a CSV file for the import', () => {
  it('reads each kind it knows with its own parser', () => {
    expect(parseCsvImport(fixture('macroTracker.csv'), options)).toMatchObject({
      format: 'macro-tracker-csv',
      meals: expect.arrayContaining([expect.objectContaining({ line: 2 })]),
    })
    expect(parseCsvImport(fixture('myFitnessPal.csv'), options)?.meals).toHaveLength(10)
    expect(parseCsvImport(fixture('cronometer.csv'), options)?.meals).toHaveLength(7)
  })

  it('answers null for a CSV of another kind', () => {
    expect(parseCsvImport('name,calories\nApple,95\n', options)).toBeNull()
  })

  it('reads a file holding only its header as nothing to add', () => {
    expect(parseCsvImport('Day,Time,Group,Food Name,Amount,Energy (kcal)\r\n', options)).toEqual({
      format: 'cronometer',
      meals: [],
      foods: [],
      workouts: [],
      weights: [],
      skipped: [],
    })
  })

  it('refuses an offset a meal date cannot carry', () => {
    let thrown: unknown
    try {
      parseCsvImport('Date,Meal,Calories\n2024-03-01,Lunch,500\n', { utcOffset: '+24:00' })
    } catch (error) {
      thrown = error
    }
    expect(isDomainError(thrown) && thrown.message).toBe('utc_offset must be written ±HH:MM, e.g. +02:00.')
  })
})
