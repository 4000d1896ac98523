import { Avatar, Flex } from 'antd'
import { Link } from 'react-router-dom'
import { selectUserId, selectUserInfo } from '../features/session/sessionSlice'
import { avatarOf, displayNameOf } from '../features/session/userDisplay'
import { useAppSelector } from './hooks'
import { paths } from './paths'

/** The signed-in user's avatar and name in the top bar, linking to the profile. */
export function ProfileChip({ color, nameMaxWidth }: { color: string; nameMaxWidth: number }) {
  const userInfo = useAppSelector(selectUserInfo)
  const userId = useAppSelector(selectUserId)
  const name = displayNameOf(userInfo, userId)
  const avatar = avatarOf(userInfo, name)
  return (
    <Link to={paths.profile} aria-label={name} title={name} style={{ color, marginLeft: 'auto', flex: 'none' }}>
      <Flex align="center" gap={8}>
        <Avatar src={avatar.src} alt="Profile picture" size={32}>
          {avatar.letter}
        </Avatar>
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
