import { chunkContents, partOf } from './bundleContents'

describe('partOf', () => {
  it('names a package, antd by component, and a source folder', () => {
    expect(partOf('./node_modules/react-dom/cjs/react-dom-client.production.js')).toBe('react-dom')
    expect(partOf('./node_modules/@rc-component/select/es/Select.js')).toBe('@rc-component/select')
    expect(partOf('./node_modules/antd/es/select/index.js + 12 modules')).toBe('antd/select')
    expect(partOf('./src/features/foodLog/FoodLogPage.tsx + 26 modules')).toBe('src/features/foodLog')
    expect(partOf('webpack/runtime/load script')).toBe('webpack/runtime/load script')
  })
})

describe('chunkContents', () => {
  it('opens concatenated modules up and sums their sizes by part, largest first', () => {
    const parts = chunkContents({
      modules: [
        {
          name: './src/features/foodLog/FoodLogPage.tsx + 2 modules',
          size: 300,
          modules: [
            { name: './src/features/foodLog/FoodLogPage.tsx', size: 100 },
            { name: './node_modules/antd/es/card/Card.js', size: 150 },
            { name: './src/features/foodLog/DayDiary.tsx', size: 50 },
          ],
        },
        { name: './node_modules/antd/es/card/style/index.js', size: 40 },
        { name: './node_modules/dayjs/dayjs.min.js', size: 120 },
      ],
    })

    expect(parts).toEqual([
      { name: 'antd/card', size: 190 },
      { name: 'src/features/foodLog', size: 150 },
      { name: 'dayjs', size: 120 },
    ])
  })
})
