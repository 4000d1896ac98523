import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import type { GetPublicConfigApiResponse, GetUserApiResponse, StravaImportApiResponse } from '../../api/api'
import { apiUrl } from '../../testing/apiUrl'
import { makeProfile, makePublicConfig } from '../../testing/fixtures'
import { server } from '../../testing/server'
import { fakeWorkoutsApi } from './fakeWorkoutsApi'
import { findDialog, renderWorkouts } from './renderWorkouts'
import { makeImportedWorkout, makeWorkout } from './workoutFixtures'
import { WorkoutsPage } from './WorkoutsPage'

jest.setTimeout(20_000)

function connectedToStrava() {
  server.use(
    http.get<{ id: string }, never, GetUserApiResponse>(apiUrl('/user/:id'), ({ params }) =>
      HttpResponse.json(makeProfile({ id: params.id, strava_access_token: 'connected' })),
    ),
    http.get<never, never, GetPublicConfigApiResponse>(apiUrl('/config'), () =>
      HttpResponse.json(makePublicConfig({ strava_configured: true })),
    ),
  )
}

const form = (name: string) => screen.getByRole('form', { name })

describe('WorkoutsPage', () => {
  it('logs a workout and shows it at the top of the list', async () => {
    fakeWorkoutsApi([makeWorkout({ date: '2020-01-01T07:00:00.000Z' })])
    const { user } = renderWorkouts(<WorkoutsPage />)
    expect(await screen.findByRole('article')).toBeInTheDocument()

    await user.type(within(form('Log a Workout')).getByLabelText('Description'), 'Evening swim')
    await user.click(screen.getByRole('button', { name: 'Log Workout' }))

    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2))
    expect(within(screen.getAllByRole('article')[0]).getByText('Evening swim')).toBeInTheDocument()
  })

  it('labels the Edit Workout fields apart from the log form’s on the same page', async () => {
    fakeWorkoutsApi([makeWorkout()])
    const { user } = renderWorkouts(<WorkoutsPage />)

    await user.click(await screen.findByRole('button', { name: 'Actions for Morning run' }))
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }))

    const dialog = await findDialog('Edit Workout')
    expect(within(dialog).getByLabelText('Description')).toHaveValue('Morning run')
    expect(within(form('Log a Workout')).getByLabelText('Description')).toHaveValue('')
  })

  it('shows the imported activities in the list after an import', async () => {
    connectedToStrava()
    const api = fakeWorkoutsApi()
    server.use(
      http.post<never, never, StravaImportApiResponse>(apiUrl('/user/:id/strava/import'), () => {
        api.workouts.push(makeImportedWorkout())
        return HttpResponse.json({ imported: 1, skipped: 0, detail: 'Imported 1 activity' })
      }),
    )
    const { user } = renderWorkouts(<WorkoutsPage />)
    expect(await screen.findByText('No workouts logged yet.')).toBeInTheDocument()

    await user.click(await screen.findByRole('button', { name: 'Import from Strava' }))

    expect(await screen.findByText('Imported 1 activity')).toBeInTheDocument()
    const run = within(await screen.findByRole('article'))
    expect(run.getByText('Lunch Run')).toBeInTheDocument()
    expect(run.getByText('3.11 mi')).toBeInTheDocument()
  })
})
