import { File as NodeFile } from 'node:buffer'
import { configure, screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import type { ImportResult } from '../../api/api'
import { apiUrl } from '../../testing/apiUrl'
import { renderWithProviders } from '../../testing/renderWithProviders'
import { server } from '../../testing/server'
import { signedInState } from '../../testing/signedIn'
import { DataTab } from './DataTab'

configure({ asyncUtilTimeout: 5_000 })
jest.setTimeout(30_000)

// Node's File, which the request's FormData (Node's, as fetch is) takes as a file; jsdom's would become a string.
const fileOf = (text: string, name: string) => new NodeFile([text], name, { type: 'text/csv' }) as unknown as File

const renderTab = () => renderWithProviders(<DataTab userId="42" />, { preloadedState: signedInState() })

/** Serves POST /user/{id}/import with `answer`, keeping what each request sent. */
function serveImport(answer: () => Response) {
  const sent: Array<{ file: File; offset: FormDataEntryValue | null; auth: string | null }> = []
  server.use(
    http.post(apiUrl('/user/:id/import'), async ({ request }) => {
      const form = await request.formData()
      sent.push({
        file: form.get('file') as File,
        offset: form.get('utc_offset'),
        auth: request.headers.get('authorization'),
      })
      return answer()
    }),
  )
  return sent
}

const result = (parts: Partial<ImportResult>): ImportResult => ({
  format: 'myfitnesspal',
  imported: { meals: 0, foods: 0, recipes: 0, workouts: 0, weights: 0 },
  skipped: [],
  ...parts,
})

describe('Import', () => {
  it('sends the chosen file with this device’s UTC offset and says what was added and left out', async () => {
    const sent = serveImport(() =>
      HttpResponse.json(
        result({
          imported: { meals: 1200, foods: 0, recipes: 0, workouts: 0, weights: 1 },
          skipped: [{ line: 4, reason: 'calories must be a number of at least 0' }],
        }),
      ),
    )
    const { user } = renderTab()
    await user.upload(screen.getByLabelText('File to import'), fileOf('Date,Meal,Calories\n', 'mfp.csv'))

    expect(await screen.findByText('Imported 1,200 meals and 1 weigh-in.')).toBeInTheDocument()
    expect(screen.getByText('Read as a MyFitnessPal export.')).toBeInTheDocument()
    expect(screen.getByText('1 row was left out')).toBeInTheDocument()
    expect(screen.getByText('Line 4: calories must be a number of at least 0')).toBeInTheDocument()
    expect(sent).toHaveLength(1)
    expect(sent[0].file.name).toBe('mfp.csv')
    expect(sent[0].offset).toMatch(/^[+-]\d{2}:\d{2}$/)
    expect(sent[0].auth).toBe('Bearer test-token')
  })

  it('says when the file holds nothing new', async () => {
    serveImport(() => HttpResponse.json(result({ format: 'macro-tracker-json' })))
    const { user } = renderTab()
    await user.upload(screen.getByLabelText('File to import'), fileOf('{}', 'export.json'))
    expect(
      await screen.findByText('Nothing new to import: everything in this file is already in your data.'),
    ).toBeInTheDocument()
  })

  it('shows why the server refused the file', async () => {
    serveImport(() => HttpResponse.json({ detail: 'The file is not valid JSON.' }, { status: 400 }))
    const { user } = renderTab()
    await user.upload(screen.getByLabelText('File to import'), fileOf('{', 'broken.json'))
    expect(await screen.findByText('The file is not valid JSON.')).toBeInTheDocument()
  })
})

describe('Download your data', () => {
  const clicked: string[] = []
  beforeEach(() => {
    clicked.length = 0
    // jsdom has no object URLs and does not follow a download link: record the download instead.
    URL.createObjectURL = () => 'blob:export'
    URL.revokeObjectURL = () => undefined
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download)
    })
  })
  afterEach(() => jest.restoreAllMocks())

  it('downloads the chosen format with the name the server gives', async () => {
    const asked: string[] = []
    server.use(
      http.get(apiUrl('/user/:id/export'), ({ request }) => {
        asked.push(`${new URL(request.url).searchParams.get('format')} ${request.headers.get('authorization')}`)
        return new HttpResponse('date,meal_type\r\n', {
          headers: {
            'content-type': 'text/csv',
            'content-disposition': 'attachment; filename="macro-tracker-2026-11-26.csv"',
          },
        })
      }),
    )
    const { user } = renderTab()
    await user.click(screen.getByRole('button', { name: /Download CSV/ }))
    expect(await screen.findByText('Downloaded macro-tracker-2026-11-26.csv')).toBeInTheDocument()
    expect(asked).toEqual(['csv Bearer test-token'])
    expect(clicked).toEqual(['macro-tracker-2026-11-26.csv'])
  })

  it('shows the server’s reason when the download fails', async () => {
    server.use(
      http.get(apiUrl('/user/:id/export'), () =>
        HttpResponse.json({ detail: 'Too many requests, please try again later' }, { status: 429 }),
      ),
    )
    const { user } = renderTab()
    await user.click(screen.getByRole('button', { name: /Download JSON/ }))
    expect(await screen.findByText('Too many requests, please try again later')).toBeInTheDocument()
    expect(clicked).toEqual([])
  })
})
