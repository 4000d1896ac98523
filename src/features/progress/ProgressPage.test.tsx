import { configure, screen, waitFor, within } from '@testing-library/react'
import dayjs from 'dayjs'
import { http, HttpResponse } from 'msw'
import { apiUrl } from '../../testing/apiUrl'
import { makeProfile, makeTargets } from '../../testing/fixtures'
import { renderRoutes, renderWithProviders } from '../../testing/renderWithProviders'
import { server } from '../../testing/server'
import { signedInState } from '../../testing/signedIn'
import { appRoutes } from '../../app/router'
import { shiftDay, today } from '../foodLog/diaryDays'
import { serveProfile } from '../profile/fakeProfileServer'
import { serveTargets } from '../profile/fakeTargetsServer'
import { fakeProgressApi } from './fakeProgressApi'
import { ProgressPage } from './ProgressPage'

// Screens render slowly in jsdom on a busy 2-core machine: wait up to 5 s for what a user waits for.
configure({ asyncUtilTimeout: 5_000 })
jest.setTimeout(30_000)

function renderProgress() {
  return renderWithProviders(<ProgressPage />, { preloadedState: signedInState(), route: '/progress' })
}

/** How a day is named in the weigh-ins list: "Mar 1, 2026". */
const listed = (day: string) => dayjs(day).format('MMM D, YYYY')

async function logWeight(user: ReturnType<typeof renderProgress>['user'], label: string, value: string) {
  const input = await screen.findByLabelText(label)
  await user.clear(input)
  await user.type(input, value)
  await user.click(screen.getByRole('button', { name: 'Log weight' }))
}

describe('Progress screen', () => {
  it('is the Progress link of the navigation, at /progress', async () => {
    fakeProgressApi()
    renderRoutes(appRoutes, { route: '/progress', preloadedState: signedInState() })

    expect(await screen.findByRole('heading', { name: 'Progress' }, { timeout: 10_000 })).toBeInTheDocument()
    const nav = screen.getByRole('navigation', { name: 'Main navigation' })
    expect(within(nav).getByRole('link', { name: 'Progress' })).toHaveAttribute('aria-current', 'page')
  })

  it('explains what logging the weight gives while there is no weigh-in', async () => {
    fakeProgressApi()
    renderProgress()

    expect(await screen.findByText('No weigh-ins in this period.')).toBeInTheDocument()
    expect(screen.getByText(/once you have logged food on 14 days and your weight 8 times/)).toBeInTheDocument()
    expect(screen.queryByRole('img', { name: /^Weight chart/ })).not.toBeInTheDocument()
  })

  it('logs a weight in kg for today, says so and draws it', async () => {
    const api = fakeProgressApi()
    const { user } = renderProgress()
    expect(await screen.findByLabelText('Date')).toHaveValue(today())

    await logWeight(user, 'Weight (kg)', '80.4')

    expect(await screen.findByText('Weight logged.')).toBeInTheDocument()
    expect(api.logged).toEqual([{ date: today(), weight_kg: 80.4 }])
    expect(api.weightKeys[0]).toEqual(expect.any(String))
    expect(
      await screen.findByRole('img', { name: 'Weight chart: 30 days, trend from 80.4 to 80.4 kg' }),
    ).toBeInTheDocument()
    const list = screen.getByRole('list', { name: 'Weigh-ins' })
    expect(within(list).getByText('80.4 kg')).toBeInTheDocument()
  })

  it('reloads the profile and the targets after a weigh-in (the profile weight follows the newest)', async () => {
    fakeProgressApi()
    const reads = { user: 0, targets: 0 }
    server.use(
      http.get(apiUrl('/user/:id'), () => {
        reads.user += 1
        return HttpResponse.json(makeProfile())
      }),
      http.get(apiUrl('/user/:id/targets'), () => {
        reads.targets += 1
        return HttpResponse.json(makeTargets())
      }),
    )
    const { user } = renderProgress()
    await screen.findByRole('button', { name: 'Use as my calorie target' })
    await waitFor(() => expect(reads).toEqual({ user: 1, targets: 1 }))

    await logWeight(user, 'Weight (kg)', '80.4')

    await waitFor(() => expect(reads).toEqual({ user: 2, targets: 2 }))
  })

  it('takes the weight in lbs when the profile uses them, and sends kg', async () => {
    serveProfile({ weight_unit: 'lbs' })
    const api = fakeProgressApi()
    const { user } = renderProgress()

    await logWeight(user, 'Weight (lbs)', '176.4')

    expect(await screen.findByText('Weight logged.')).toBeInTheDocument()
    expect(api.logged).toEqual([{ date: today(), weight_kg: 80.01 }])
    const list = await screen.findByRole('list', { name: 'Weigh-ins' })
    expect(within(list).getByText('176.4 lbs')).toBeInTheDocument()
    expect(
      screen.getByRole('img', { name: 'Weight chart: 30 days, trend from 176.4 to 176.4 lbs' }),
    ).toBeInTheDocument()
  })

  it.each([
    ['10', 'kg', 'Weight (kg)', 'Enter a weight between 20 and 400 kg'],
    ['400.5', 'kg', 'Weight (kg)', 'Enter a weight between 20 and 400 kg'],
    ['900', 'lbs', 'Weight (lbs)', 'Enter a weight between 44.1 and 881.8 lbs'],
  ] as const)('refuses %s %s, saying the bounds', async (value, unit, label, text) => {
    serveProfile({ weight_unit: unit })
    const api = fakeProgressApi()
    const { user } = renderProgress()

    await logWeight(user, label, value)

    expect(await screen.findByText(text)).toBeInTheDocument()
    expect(api.logged).toEqual([])
  })

  it('asks for the period picked in the range switch, ending today', async () => {
    const api = fakeProgressApi()
    const { user } = renderProgress()
    await waitFor(() => expect(api.progressQueries).toHaveLength(1))
    const range = screen.getByRole('radiogroup', { name: 'Range' })

    for (const [label, days] of [
      ['7 days', '7'],
      ['90 days', '90'],
      ['1 year', '365'],
    ]) {
      await user.click(within(range).getByRole('radio', { name: label }))
      await waitFor(() => expect(api.progressQueries.at(-1)?.get('days')).toBe(days))
    }

    expect(api.progressQueries.map((query) => query.get('days'))).toEqual(['30', '7', '90', '365'])
    expect(api.progressQueries.every((query) => query.get('end') === today())).toBe(true)
    expect(api.weightQueries.map((query) => [query.get('from'), query.get('to')])).toEqual([
      [shiftDay(today(), -29), today()],
      [shiftDay(today(), -6), today()],
      [shiftDay(today(), -89), today()],
      [shiftDay(today(), -364), today()],
    ])
  })

  it('draws the long ranges as weekly averages', async () => {
    fakeProgressApi({ weights: [{ id: 'weight000old', date: shiftDay(today(), -3), weight_kg: 81 }] })
    const { user } = renderProgress()
    await screen.findByRole('img', { name: /^Weight chart: 30 days, trend/ })

    await user.click(screen.getByRole('radio', { name: '90 days' }))

    expect(
      await screen.findByRole('img', { name: 'Weight chart: 90 days, weekly averages, trend from 81.0 to 81.0 kg' }),
    ).toBeInTheDocument()
  })

  it('says how far the data is from a learned expenditure, with the profile estimate meanwhile', async () => {
    fakeProgressApi({ progress: { days_logged: 9, weigh_ins: 5, formula_kcal: 2350 } })
    renderProgress()

    expect(
      await screen.findByText(
        'Not enough data yet: 9 of 14 days logged and 5 of 8 weigh-ins in this period. Until then, the estimate from your profile is 2,350 kcal a day.',
      ),
    ).toBeInTheDocument()
    expect(screen.getByText('Suggested for lose weight: 1,900 kcal a day')).toBeInTheDocument()
    expect(screen.getByRole('img', { name: /estimate from your profile 2,350 kcal a day(,|$)/ })).toBeInTheDocument()
  })

  it('shows the learned expenditure with its confidence, mean intake and trend change', async () => {
    fakeProgressApi({
      progress: {
        expenditure_kcal: 2612,
        confidence: 'medium',
        mean_intake_kcal: 2180.4,
        trend_change_kg: -0.84,
        goal: 'maintain',
        suggested_calories: 2612,
      },
    })
    renderProgress()

    expect(await screen.findByText('2,612 kcal a day')).toBeInTheDocument()
    expect(screen.getByText('Confidence: medium')).toBeInTheDocument()
    expect(screen.getByText('Mean intake: 2,180 kcal a day')).toBeInTheDocument()
    expect(screen.getByText('Trend change: -0.8 kg over 30 days')).toBeInTheDocument()
    expect(screen.getByText('Suggested for maintain: 2,612 kcal a day')).toBeInTheDocument()
    expect(screen.queryByText(/Not enough data yet/)).not.toBeInTheDocument()
    expect(screen.getByRole('img', { name: /, expenditure 2,612 kcal a day(,|$)/ })).toBeInTheDocument()
  })

  it('makes the suggestion the calorie target, with the macros scaled along', async () => {
    const bodies = serveTargets({ calories: 2000, protein: 120, carbs: 225, fat: 67, fiber: 28, source: 'manual' })
    fakeProgressApi({ progress: { suggested_calories: 2400 } })
    const { user } = renderProgress()
    const button = await screen.findByRole('button', { name: 'Use as my calorie target' })
    await waitFor(() => expect(button).toBeEnabled())

    await user.click(button)

    expect(await screen.findByText('Calorie target set to 2,400 kcal.')).toBeInTheDocument()
    expect(bodies).toEqual([{ source: 'manual', calories: 2400, protein: 144, carbs: 270, fat: 80 }])
  })

  it('deletes a weigh-in only once the dialog is confirmed', async () => {
    const yesterday = shiftDay(today(), -1)
    const api = fakeProgressApi({
      weights: [
        { id: 'weight0000a1', date: shiftDay(today(), -2), weight_kg: 81.2 },
        { id: 'weight0000a2', date: yesterday, weight_kg: 80.6 },
      ],
    })
    const { user } = renderProgress()
    const list = await screen.findByRole('list', { name: 'Weigh-ins' })
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([`${listed(yesterday)}80.6 kg`, `${listed(shiftDay(today(), -2))}81.2 kg`])

    await user.click(within(list).getByRole('button', { name: `Delete weigh-in of ${listed(yesterday)}` }))
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByText(`Delete the weigh-in of ${listed(yesterday)} (80.6 kg)?`)).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(api.deleted).toEqual([])

    await user.click(within(list).getByRole('button', { name: `Delete weigh-in of ${listed(yesterday)}` }))
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }))

    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1))
    expect(api.deleted).toEqual(['weight0000a2'])
  })
})
