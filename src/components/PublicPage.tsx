import { Flex } from 'antd'
import type { ReactNode } from 'react'

/** A centred column for the screens shown without a session (login, password reset, email links). */
export function PublicPage({ children }: { children: ReactNode }) {
  return (
    <Flex vertical align="stretch" gap={16} style={{ maxWidth: 480, margin: '0 auto', padding: '32px 16px' }}>
      {children}
    </Flex>
  )
}
