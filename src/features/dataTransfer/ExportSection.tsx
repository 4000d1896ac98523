import { DownloadOutlined } from '@ant-design/icons'
import { Alert, App, Button, Card, Flex, Typography } from 'antd'
import { useState } from 'react'
import { useAppSelector } from '../../app/hooks'
import { selectToken } from '../session/sessionSlice'
import { downloadExport, type ExportFormat } from './exportDownload'

/** "Download your data": the whole history as one JSON document, or the meals as CSV for a spreadsheet. */
export function ExportSection({ userId }: { userId: string }) {
  const { message } = App.useApp()
  const token = useAppSelector(selectToken)
  const [busy, setBusy] = useState<ExportFormat | null>(null)
  const [error, setError] = useState<string | null>(null)

  const download = async (format: ExportFormat) => {
    if (!token) return
    setBusy(format)
    setError(null)
    try {
      const filename = await downloadExport(token, userId, format)
      message.success(`Downloaded ${filename}`)
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'Failed to download your data')
    } finally {
      setBusy(null)
    }
  }

  return (
    <Card title="Download your data" size="small">
      <Flex vertical gap={12}>
        <Typography.Paragraph style={{ margin: 0 }}>
          Everything you have logged, in one file: your profile, targets, foods, recipes, meals, workouts, weigh-ins and
          advice (JSON), or one row per food eaten for a spreadsheet (CSV). Either file can be imported again.
        </Typography.Paragraph>
        {error && <Alert type="error" showIcon title={error} />}
        <Flex gap={8} wrap>
          <Button icon={<DownloadOutlined />} loading={busy === 'json'} onClick={() => void download('json')}>
            Download JSON
          </Button>
          <Button icon={<DownloadOutlined />} loading={busy === 'csv'} onClick={() => void download('csv')}>
            Download CSV
          </Button>
        </Flex>
      </Flex>
    </Card>
  )
}
