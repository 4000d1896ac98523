import MenuOutlined from '@ant-design/icons/MenuOutlined'
import { Button, Layout } from 'antd'
import { lazy, Suspense, useState } from 'react'
import { Link, Outlet } from 'react-router-dom'
import { PageSpinner } from '../components/PageSpinner'
import { OfflineNotice } from '../features/offline/OfflineNotice'
import { OutboxSync } from '../features/offline/OutboxSync'
import { selectUserId } from '../features/session/sessionSlice'
import { useBrandPalette } from '../features/theme/useBrandPalette'
import { useAppSelector } from './hooks'
import { zIndex } from '../features/theme/themes'
import { NavLinks } from './NavLinks'
import { paths } from './paths'
import { ProfileChip } from './ProfileChip'
import { type Screens, useScreens } from '../components/useScreens'
import { useSignedInUser } from './useSignedInUser'

/** The drawer loads when first opened: most visits never open it. */
const NavDrawer = lazy(() =>
  import(/* webpackChunkName: "nav-drawer" */ './NavDrawer').then((m) => ({ default: m.NavDrawer })),
)

/** Width (px) of the profile chip's name at each screen size (docs/product.md §2: 60 to 140). */
function nameMaxWidth(screens: Screens): number {
  if (screens.lg) return 140
  if (screens.md) return 100
  if (screens.sm) return 80
  return 60
}

/** The signed-in frame: top bar with navigation (a slide-out drawer below md) and the screen below it. */
export function Shell() {
  const screens = useScreens()
  const narrow = !screens.md
  const brand = useBrandPalette()
  useSignedInUser()
  const userId = useAppSelector(selectUserId)
  const [drawerOpen, setDrawerOpen] = useState(false)
  const [drawerUsed, setDrawerUsed] = useState(false)
  const closeDrawer = () => setDrawerOpen(false)

  return (
    <Layout style={{ minHeight: '100vh', background: brand.faintGradient }}>
      <Layout.Header
        style={{
          position: 'sticky',
          top: 0,
          zIndex: zIndex.appBar,
          display: 'flex',
          alignItems: 'center',
          gap: 16,
          background: brand.gradient,
          color: brand.text,
        }}
      >
        {narrow && (
          <Button
            type="text"
            aria-label="Open navigation menu"
            icon={<MenuOutlined style={{ color: brand.text, fontSize: 20 }} />}
            onClick={() => {
              setDrawerUsed(true)
              setDrawerOpen(true)
            }}
          />
        )}
        <Link to={paths.foodLog} style={{ color: brand.text, fontSize: 18, fontWeight: 600, whiteSpace: 'nowrap' }}>
          Macro Tracker
        </Link>
        {!narrow && <NavLinks variant="bar" barColor={brand.text} />}
        <ProfileChip color={brand.text} nameMaxWidth={nameMaxWidth(screens)} />
      </Layout.Header>
      {narrow && drawerUsed && (
        <Suspense fallback={null}>
          <NavDrawer open={drawerOpen} onClose={closeDrawer} />
        </Suspense>
      )}
      {userId && <OutboxSync userId={userId} />}
      <OfflineNotice />
      <Layout.Content style={{ width: '100%', maxWidth: 900, margin: '0 auto', padding: 16 }}>
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </Layout.Content>
    </Layout>
  )
}
