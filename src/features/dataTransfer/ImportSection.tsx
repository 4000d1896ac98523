import { UploadOutlined } from '@ant-design/icons'
import { Alert, Button, Card, Flex, Typography } from 'antd'
import { useRef, useState } from 'react'
import { type ImportResult, useImportUserDataMutation } from '../../api/api'
import { errorMessage } from '../../api/errorDetail'
import { localUtcOffset } from './exportDownload'
import { FORMAT_NAMES, importedSentence, skippedLines } from './importSummary'

/** The largest file the server takes (openapi `importUserData`). */
const MAX_IMPORT_MB = 32

function ImportOutcome({ result }: { result: ImportResult }) {
  const { lines, more } = skippedLines(result)
  return (
    <Flex vertical gap={8}>
      <Alert
        type="success"
        showIcon
        title={importedSentence(result.imported)}
        description={`Read as a ${FORMAT_NAMES[result.format]}.`}
      />
      {lines.length > 0 && (
        <Alert
          type="warning"
          showIcon
          title={`${result.skipped.length.toLocaleString('en-US')} ${result.skipped.length === 1 ? 'row was' : 'rows were'} left out`}
          description={
            <ul style={{ margin: 0, paddingInlineStart: 18 }}>
              {lines.map((line, index) => (
                <li key={index}>{line}</li>
              ))}
              {more > 0 && <li>and {more.toLocaleString('en-US')} more</li>}
            </ul>
          }
        />
      )}
    </Flex>
  )
}

/** "Import": one file from this app, MyFitnessPal or Cronometer, added all at once (POST /user/{id}/import). */
export function ImportSection({ userId }: { userId: string }) {
  const [importData, { isLoading }] = useImportUserDataMutation()
  const input = useRef<HTMLInputElement>(null)
  const [result, setResult] = useState<ImportResult | null>(null)
  const [error, setError] = useState<string | null>(null)

  const importFile = async (file: File) => {
    setResult(null)
    setError(null)
    if (file.size > MAX_IMPORT_MB * 1024 * 1024) {
      setError(`The file is larger than ${MAX_IMPORT_MB} MB`)
      return
    }
    try {
      setResult(await importData({ id: userId, importUpload: { file, utc_offset: localUtcOffset() } }).unwrap())
    } catch (failure) {
      setError(errorMessage(failure, 'Failed to import the file'))
    }
  }

  return (
    <Card title="Import" size="small">
      <Flex vertical gap={12}>
        <Typography.Paragraph style={{ margin: 0 }}>
          Bring in your history from Macro Tracker (a JSON or CSV download), MyFitnessPal (the “Nutrition” CSV export)
          or Cronometer (the “servings” CSV export). Everything in the file is added at once, or nothing if it cannot be
          read; importing the same file again adds nothing twice.
        </Typography.Paragraph>
        <input
          ref={input}
          type="file"
          accept=".json,.csv,application/json,text/csv"
          aria-label="File to import"
          hidden
          onChange={(event) => {
            const file = event.target.files?.[0]
            event.target.value = ''
            if (file) void importFile(file)
          }}
        />
        <div>
          <Button icon={<UploadOutlined />} loading={isLoading} onClick={() => input.current?.click()}>
            Choose a file to import
          </Button>
        </div>
        {error && <Alert type="error" showIcon title={error} />}
        {result && <ImportOutcome result={result} />}
      </Flex>
    </Card>
  )
}
