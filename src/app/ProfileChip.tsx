import { Flex } from 'antd'
import type { CSSProperties } from 'react'
import { Link } from 'react-router-dom'
import { selectUserId, selectUserInfo } from '../features/session/sessionSlice'
import { avatarOf, displayNameOf } from '../features/session/userDisplay'
import { useAppSelector } from './hooks'
import { paths } from './paths'

/**
 * A 32 px round avatar, as antd's Avatar draws it, without the Avatar: it measures its text after every render (a
 * forced layout of the whole page, 170 ms on a slow phone when the first screen mounts).
 */
const avatarStyle: CSSProperties = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flex: 'none',
  width: 32,
  height: 32,
  borderRadius: '50%',
  objectFit: 'cover',
  background: 'rgba(0, 0, 0, 0.25)',
  color: '#fff',
  fontSize: 14,
  lineHeight: 1,
}

/** The signed-in user's avatar and name in the top bar, linking to the profile. */
export function ProfileChip({ color, nameMaxWidth }: { color: string; nameMaxWidth: number }) {
  const userInfo = useAppSelector(selectUserInfo)
  const userId = useAppSelector(selectUserId)
  const name = displayNameOf(userInfo, userId)
  const avatar = avatarOf(userInfo, name)
  return (
    <Link to={paths.profile} aria-label={name} title={name} style={{ color, marginLeft: 'auto', flex: 'none' }}>
      <Flex align="center" gap={8}>
        {avatar.src ? (
          <img src={avatar.src} alt="Profile picture" width={32} height={32} style={avatarStyle} />
        ) : (
          <span style={avatarStyle}>{avatar.letter}</span>
        )}
        <span
          style={{
            display: 'inline-block',
            maxWidth: nameMaxWidth,
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
            verticalAlign: 'middle',
          }}
        >
          {name}
        </span>
      </Flex>
    </Link>
  )
}
