import { antdFirstViewStyles } from './antdFirstViewStyles'

/** The style paths the stylesheet lists (antd's `data-ant-cssinjs-cache-path` rule), by component. */
function listedComponents(css: string): string[] {
  const map = /\.data-ant-cssinjs-cache-path\{content:"([^"]*)";\}/.exec(css)?.[1] ?? ''
  return map.split(';').map((entry) => entry.split('|')[1])
}

describe('the antd stylesheet of the first view', () => {
  const light = antdFirstViewStyles('light')

  it('lists the style paths of the frame and the Food Log, so antd does not make those styles again', () => {
    expect(listedComponents(light)).toEqual(
      expect.arrayContaining([
        'Layout-Layout',
        'Button-Button',
        'Typography-Typography',
        'Input-Component',
        'Card-Card',
      ]),
    )
    expect(listedComponents(light)).toEqual(expect.arrayContaining(['Segmented-Segmented', 'Pagination-Pagination']))
  })

  it('holds the styles it lists, scoped by antd and coloured by its CSS variables', () => {
    expect(light).toMatch(/:where\(\.css-[\w-]+\)\.ant-btn\{/)
    expect(light).toContain('var(--ant-color-primary)')
  })

  it('is the same in the light and dark themes, so one file serves both', () => {
    expect(antdFirstViewStyles('dark')).toBe(light)
  })
})
