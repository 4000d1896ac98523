import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { closeOcrWorker, recognizeLabel } from './ocrWorker'

const fixture = (name: string) => join(__dirname, '__fixtures__', 'labels', name)

describe('recognizeLabel', () => {
  afterAll(async () => {
    await closeOcrWorker()
  })

  it('reads the macros of a clean US label image offline', async () => {
    const result = await recognizeLabel(readFileSync(fixture('clean-us-cereal.png')))
    expect(result.raw_text).toContain('Nutrition Facts')
    expect(result.macros_regex).toMatchObject({
      serving_size: '2/3 cup (55g)',
      calories: 230,
      fat: 8,
      carbs: 37,
      protein: 3,
    })
  }, 60_000)

  it('rejects bytes that are not an image', async () => {
    await expect(recognizeLabel(Buffer.from('not an image at all'))).rejects.toThrow('Could not read the image')
  }, 60_000)
})
