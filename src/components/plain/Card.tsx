import type { CSSProperties, ReactNode } from 'react'

interface CardProps {
  title: string
  children: ReactNode
  bodyStyle?: CSSProperties
}

/** A titled box drawn like antd's Card; its title is a heading of the screen's outline. */
export function Card({ title, children, bodyStyle }: CardProps) {
  return (
    <section className="mt-card">
      <h3 className="mt-card-head">{title}</h3>
      <div className="mt-card-body" style={bodyStyle}>
        {children}
      </div>
    </section>
  )
}
