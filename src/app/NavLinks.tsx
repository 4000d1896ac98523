import { Flex, theme } from 'antd'
import type { CSSProperties } from 'react'
import { NavLink } from 'react-router-dom'
import { navLinks } from './paths'

interface NavLinksProps {
  /** `bar`: a row on the brand-coloured top bar; `drawer`: a column in the slide-out menu. */
  variant: 'bar' | 'drawer'
  /** Text colour on the top bar. */
  barColor?: string
  onNavigate?: () => void
}

/** The Shell's navigation; NavLink marks the active link with aria-current="page" and it is highlighted. */
export function NavLinks({ variant, barColor = '#fff', onNavigate }: NavLinksProps) {
  const { token } = theme.useToken()
  const style = ({ isActive }: { isActive: boolean }): CSSProperties => {
    const base: CSSProperties = {
      padding: variant === 'bar' ? '6px 8px' : '10px 16px',
      borderRadius: token.borderRadius,
      whiteSpace: 'nowrap',
      fontWeight: isActive ? 600 : 400,
    }
    if (variant === 'bar') {
      // A pill inside the bar: its own line height, not the 64 px of the header it sits in.
      return {
        ...base,
        display: 'inline-block',
        lineHeight: 1.5715,
        color: barColor,
        background: isActive ? 'rgba(255, 255, 255, 0.22)' : 'transparent',
      }
    }
    return {
      ...base,
      display: 'block',
      color: isActive ? token.colorPrimary : token.colorText,
      background: isActive ? token.colorPrimaryBg : 'transparent',
    }
  }
  return (
    <nav
      aria-label="Main navigation"
      style={variant === 'bar' ? { flex: '1 1 auto', minWidth: 0, overflowX: 'auto' } : undefined}
    >
      <Flex vertical={variant === 'drawer'} align={variant === 'bar' ? 'center' : undefined} gap={4} wrap={false}>
        {navLinks.map((link) => (
          <NavLink key={link.to} to={link.to} style={style} onClick={onNavigate}>
            {link.label}
          </NavLink>
        ))}
      </Flex>
    </nav>
  )
}
