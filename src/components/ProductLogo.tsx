/** The product logo and name, as shown on the public screens. Plain HTML. */
export function ProductLogo() {
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
      <img src="/logo.svg" alt="Macro Tracker logo" width={48} height={48} />
      <strong style={{ fontSize: 24, lineHeight: 1.33 }}>Macro Tracker</strong>
    </div>
  )
}
