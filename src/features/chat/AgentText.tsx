import { Fragment } from 'react'
import { type Line, textBlocks } from './agentTextBlocks'

function Spans({ line }: { line: Line }) {
  return line.map((span, index) => (span.bold ? <strong key={index}>{span.text}</strong> : span.text))
}

const blockStyle = { margin: '0 0 8px' }

/**
 * Agent text with its light formatting (paragraphs, line breaks, lists, bold) built as React elements: the text is
 * only ever rendered as text, so HTML from the agent is never executed.
 */
export function AgentText({ text }: { text: string }) {
  return textBlocks(text).map((block, index) => {
    if (block.kind === 'paragraph') {
      return (
        <p key={index} style={blockStyle}>
          {block.lines.map((line, lineIndex) => (
            <Fragment key={lineIndex}>
              {lineIndex > 0 && <br />}
              <Spans line={line} />
            </Fragment>
          ))}
        </p>
      )
    }
    const items = block.items.map((item, itemIndex) => (
      <li key={itemIndex}>
        <Spans line={item} />
      </li>
    ))
    const listStyle = { ...blockStyle, paddingInlineStart: 20 }
    return block.ordered ? (
      <ol key={index} start={block.start} style={listStyle}>
        {items}
      </ol>
    ) : (
      <ul key={index} style={listStyle}>
        {items}
      </ul>
    )
  })
}
