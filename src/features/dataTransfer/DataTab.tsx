import { Flex } from 'antd'
import { ExportSection } from './ExportSection'
import { ImportSection } from './ImportSection'

/** The Profile screen's "Your data" tab: download everything, or import a file. */
export function DataTab({ userId }: { userId: string }) {
  return (
    <Flex vertical gap={16}>
      <ExportSection userId={userId} />
      <ImportSection userId={userId} />
    </Flex>
  )
}
