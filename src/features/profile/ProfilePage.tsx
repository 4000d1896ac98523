import { Flex, Typography } from 'antd'
import { LogOutButton } from './LogOutButton'

/** The Profile screen (the tabs, theme selector and account actions come with the profile issue). */
export function ProfilePage() {
  return (
    <Flex vertical gap={16} align="flex-start">
      <Typography.Title level={2}>Profile</Typography.Title>
      <LogOutButton />
    </Flex>
  )
}
