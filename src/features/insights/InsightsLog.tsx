import { Alert, Button, Card, Flex, Spin, theme, Typography } from 'antd'
import { useState } from 'react'
import { type InsightLogEntry, useGetInsightsLogQuery } from '../../api/api'
import { insightDate, insightsFailure, INSIGHTS_PAGE_SIZE, newestFirst } from './insightsRules'

function EntryItem({ entry, divided }: { entry: InsightLogEntry; divided: boolean }) {
  const { token } = theme.useToken()
  return (
    <li style={{ padding: '12px 0', borderTop: divided ? `1px solid ${token.colorSplit}` : undefined }}>
      <Typography.Text strong>
        <time dateTime={entry.created_at}>{insightDate(entry.created_at)}</time>
      </Typography.Text>
      {/* Older advice is long: each entry opens on demand, so the log stays scannable. */}
      <Typography.Paragraph
        style={{ margin: '4px 0 0', whiteSpace: 'pre-wrap' }}
        ellipsis={{ rows: 3, expandable: 'collapsible', symbol: (open) => (open ? 'Show less' : 'Show more') }}
      >
        {entry.advice}
      </Typography.Paragraph>
    </li>
  )
}

/** A full page may have older entries behind it: the button asks for the ones before its last entry. */
function OlderButton({ entries, onOlder }: { entries: InsightLogEntry[]; onOlder: (before: string) => void }) {
  const last = entries.at(-1)
  if (entries.length < INSIGHTS_PAGE_SIZE || !last) return null
  return (
    <li style={{ paddingTop: 12 }}>
      <Button onClick={() => onOlder(last.created_at)}>Show older advice</Button>
    </li>
  )
}

/** One older page of the log, loaded when the person asks for it. */
function OlderPage(props: { userId: string; before: string; isLast: boolean; onOlder: (before: string) => void }) {
  const { data, error, isLoading } = useGetInsightsLogQuery({ userId: props.userId, before: props.before })
  const entries = newestFirst(data ?? [])
  return (
    <>
      {isLoading && (
        <li>
          <Spin aria-label="Loading older insights" />
        </li>
      )}
      {error && (
        <li>
          <Alert type="error" showIcon title={insightsFailure(error)} />
        </li>
      )}
      {entries.map((entry) => (
        <EntryItem key={entry.id} entry={entry} divided />
      ))}
      {props.isLast && <OlderButton entries={entries} onOlder={props.onOlder} />}
    </>
  )
}

/** The Insights Log: the advice received, newest first, each with its date; the newest page, then older on demand. */
export function InsightsLog({ userId }: { userId: string }) {
  const { data, error, isLoading } = useGetInsightsLogQuery({ userId })
  const [olderPages, setOlderPages] = useState<string[]>([])
  const entries = newestFirst(data ?? [])
  const addPage = (before: string) => setOlderPages((pages) => [...pages, before])

  return (
    <Card title={<h3 style={{ margin: 0, fontSize: 'inherit' }}>Insights Log</h3>} size="small">
      {isLoading && (
        <Flex justify="center" style={{ padding: 16 }}>
          <Spin aria-label="Loading insights" />
        </Flex>
      )}
      {error && <Alert type="error" showIcon title={insightsFailure(error)} />}
      {!isLoading && !error && entries.length === 0 && (
        <Typography.Text type="secondary">No previous insights yet.</Typography.Text>
      )}
      {entries.length > 0 && (
        <ul aria-label="Insights Log" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {entries.map((entry, index) => (
            <EntryItem key={entry.id} entry={entry} divided={index > 0} />
          ))}
          {olderPages.length === 0 && <OlderButton entries={entries} onOlder={addPage} />}
          {olderPages.map((before, index) => (
            <OlderPage
              key={before}
              userId={userId}
              before={before}
              isLast={index === olderPages.length - 1}
              onOlder={addPage}
            />
          ))}
        </ul>
      )}
    </Card>
  )
}
