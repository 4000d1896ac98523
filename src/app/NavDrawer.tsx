import { Drawer } from 'antd'
import { NavLinks } from './NavLinks'

interface NavDrawerProps {
  open: boolean
  onClose: () => void
}

/** The slide-out navigation of narrow screens. */
export function NavDrawer({ open, onClose }: NavDrawerProps) {
  return (
    <Drawer title="Macro Tracker" placement="left" size={220} open={open} onClose={onClose}>
      <NavLinks variant="drawer" onNavigate={onClose} />
    </Drawer>
  )
}
