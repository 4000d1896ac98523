import { Alert, Card, Flex, Spin, theme, Typography } from 'antd'
import { useGetInsightsLogQuery } from '../../api/api'
import { insightDate, insightsFailure, newestFirst } from './insightsRules'

/** The Insights Log (SPEC §2): every advice received, newest first, each with its date. */
export function InsightsLog({ userId }: { userId: string }) {
  const { token } = theme.useToken()
  const { data, error, isLoading } = useGetInsightsLogQuery({ userId })
  const entries = newestFirst(data ?? [])

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
            <li
              key={entry.id}
              style={{ padding: '12px 0', borderTop: index > 0 ? `1px solid ${token.colorSplit}` : undefined }}
            >
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
          ))}
        </ul>
      )}
    </Card>
  )
}
