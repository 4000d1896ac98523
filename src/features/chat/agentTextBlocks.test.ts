import { lineSpans, textBlocks } from './agentTextBlocks'

const plain = (text: string) => ({ text, bold: false })
const bold = (text: string) => ({ text, bold: true })

describe('lineSpans', () => {
  it('marks **text** as bold and keeps the rest plain', () => {
    expect(lineSpans('Eat **more protein** at **lunch**.')).toEqual([
      plain('Eat '),
      bold('more protein'),
      plain(' at '),
      bold('lunch'),
      plain('.'),
    ])
  })

  it('leaves an unclosed ** as written', () => {
    expect(lineSpans('2 ** 3')).toEqual([plain('2 ** 3')])
  })
})

describe('textBlocks', () => {
  it('splits paragraphs on blank lines and keeps the lines of a paragraph apart', () => {
    expect(textBlocks('Line one\nLine two\n\nNext paragraph')).toEqual([
      { kind: 'paragraph', lines: [[plain('Line one')], [plain('Line two')]] },
      { kind: 'paragraph', lines: [[plain('Next paragraph')]] },
    ])
  })

  it('turns - and * lines into a bullet list, and numbered lines into a numbered list from their first number', () => {
    expect(textBlocks('Ideas:\n- Oats\n* **Eggs**\n3. Mix\n4. Bake')).toEqual([
      { kind: 'paragraph', lines: [[plain('Ideas:')]] },
      { kind: 'list', ordered: false, start: 1, items: [[plain('Oats')], [bold('Eggs')]] },
      { kind: 'list', ordered: true, start: 3, items: [[plain('Mix')], [plain('Bake')]] },
    ])
  })

  it('shows a # heading as a bold line', () => {
    expect(textBlocks('## Today\nGood job')).toEqual([
      { kind: 'paragraph', lines: [[bold('Today')], [plain('Good job')]] },
    ])
  })

  it('keeps HTML as plain text', () => {
    expect(textBlocks('<img src=x onerror="alert(1)">')).toEqual([
      { kind: 'paragraph', lines: [[plain('<img src=x onerror="alert(1)">')]] },
    ])
  })
})
