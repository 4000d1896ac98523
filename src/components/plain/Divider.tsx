/** A horizontal rule with a word in its middle ("or"). */
export function Divider({ children }: { children: string }) {
  return (
    <div className="mt-divider" role="separator">
      <span>{children}</span>
    </div>
  )
}
