import { File as NodeFile } from 'node:buffer'
import { configure, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import type { OcrNutritionLabelApiResponse } from '../../api/api'
import { apiUrl } from '../../testing/apiUrl'
import { renderWithProviders } from '../../testing/renderWithProviders'
import { server } from '../../testing/server'
import { signedInState } from '../../testing/signedIn'
import { AddFoodDialog } from './AddFoodDialog'
import { findDialog, quickUser } from './foodsTestApi'

// Screens render slowly in jsdom on a busy 2-core machine: wait up to 5 s for what a user waits for.
configure({ asyncUtilTimeout: 5_000 })

// Node's File, which the request's FormData (Node's, as fetch is) takes as a file; jsdom's would become a string.
const photo = () => new NodeFile(['label bytes'], 'label.jpg', { type: 'image/jpeg' }) as unknown as File

function answerOcr(status: number, body: OcrNutritionLabelApiResponse | { detail?: string }) {
  const uploads: { name: string; type: string; contentType: string | null }[] = []
  server.use(
    http.post(apiUrl('/ocr/nutrition_label'), async ({ request }) => {
      const contentType = request.headers.get('content-type')
      const file = (await request.formData()).get('file') as File
      uploads.push({ name: file.name, type: file.type, contentType })
      return HttpResponse.json(body, { status })
    }),
  )
  return uploads
}

async function openExtractDialog() {
  const view = {
    ...renderWithProviders(<AddFoodDialog open onClose={jest.fn()} />, { preloadedState: signedInState() }),
    user: quickUser(),
  }
  const addDialog = screen.getByRole('dialog', { name: 'Add New Food' })
  await view.user.click(within(addDialog).getByRole('button', { name: 'Extract from Photo' }))
  const dialog = await findDialog('Extract from Photo')
  return { ...view, addDialog, dialog, input: within(dialog).getByLabelText('Nutrition label photo') }
}

const label = {
  serving_size: '1 bar (40 g)',
  calories: 190,
  protein: 10,
  carbs: 22,
  fat: 7.5,
  fiber: 3,
  sugar: 12,
  sodium: 95,
}

describe('Extract from Photo', () => {
  it('takes an image from the back camera', async () => {
    const { input } = await openExtractDialog()

    expect(input).toHaveAttribute('type', 'file')
    expect(input).toHaveAttribute('accept', 'image/*')
    expect(input).toHaveAttribute('capture', 'environment')
  })

  it("uploads the photo as multipart form data and fills the food from the model's reading", async () => {
    const uploads = answerOcr(200, {
      macros_gpt: label,
      macros_regex: { calories: 999, protein: 1, carbs: 1, fat: 1 },
      raw_text: 'Nutrition Facts\nServing size 1 bar (40 g)\nCalories 190',
    })
    const { user, input, addDialog, dialog } = await openExtractDialog()

    await user.upload(input, photo())

    await waitFor(() => expect(within(addDialog).getByLabelText('Calories')).toHaveValue(190))
    expect(within(addDialog).getByLabelText('Serving size')).toHaveValue('1 bar (40 g)')
    expect(within(addDialog).getByLabelText('Protein (g)')).toHaveValue(10)
    expect(within(addDialog).getByLabelText('Carbs (g)')).toHaveValue(22)
    expect(within(addDialog).getByLabelText('Fat (g)')).toHaveValue(7.5)
    expect(within(addDialog).getByLabelText('Fiber (g)')).toHaveValue(3)
    expect(within(addDialog).getByLabelText('Sugar (g)')).toHaveValue(12)
    expect(within(addDialog).getByLabelText('Sodium (mg)')).toHaveValue(95)
    expect(uploads).toEqual([
      { name: 'label.jpg', type: 'image/jpeg', contentType: expect.stringMatching(/^multipart\/form-data; boundary=/) },
    ])
    const preview = within(dialog).getByRole('region', { name: 'Text read from the label' })
    expect(preview).toHaveTextContent('Nutrition Facts Serving size 1 bar (40 g) Calories 190')
  })

  it('falls back to the rule-based reading and previews only the first 200 characters', async () => {
    const rawText = `${'a'.repeat(200)}TAIL`
    answerOcr(200, { macros_gpt: null, macros_regex: { calories: 120 }, raw_text: rawText })
    const { user, input, addDialog, dialog } = await openExtractDialog()

    await user.upload(input, photo())

    await waitFor(() => expect(within(addDialog).getByLabelText('Calories')).toHaveValue(120))
    const preview = within(dialog).getByRole('region', { name: 'Text read from the label' })
    expect(preview).toHaveTextContent('a'.repeat(200))
    expect(preview).not.toHaveTextContent('TAIL')
  })

  it('fills an EU label read per 100 g with its per-100 g numbers, sodium from the salt', async () => {
    answerOcr(200, {
      macros_gpt: null,
      macros_regex: {
        serving_size: '40 g',
        per: '100g',
        calories: 151,
        fiber: 3.2,
        sodium: 192,
        calories_per_100g: 378,
        fiber_per_100g: 8,
        sugar_per_100g: null,
        sodium_per_100g: 480,
      },
      raw_text: 'Nutrition information per 100 g\nEnergy 1590 kJ / 378 kcal\nFibre 8.0 g\nSalt 1.2 g',
    })
    const { user, input, addDialog } = await openExtractDialog()

    await user.upload(input, photo())

    await waitFor(() => expect(within(addDialog).getByLabelText('Calories')).toHaveValue(378))
    expect(within(addDialog).getByLabelText('Serving size')).toHaveValue('100 g')
    expect(within(addDialog).getByLabelText('Fiber (g)')).toHaveValue(8)
    expect(within(addDialog).getByLabelText('Sugar (g)')).toHaveValue(null)
    expect(within(addDialog).getByLabelText('Sodium (mg)')).toHaveValue(480)
  })

  it('says "Failed to extract nutrition facts." when the label cannot be read', async () => {
    answerOcr(500, {})
    const { user, input, dialog } = await openExtractDialog()

    await user.upload(input, photo())

    expect(await within(dialog).findByText('Failed to extract nutrition facts.')).toBeInTheDocument()
  })

  it('says "Failed to extract nutrition facts." when no number was read', async () => {
    answerOcr(200, { macros_gpt: null, macros_regex: null, raw_text: 'blurry' })
    const { user, input, dialog, addDialog } = await openExtractDialog()

    await user.upload(input, photo())

    expect(await within(dialog).findByText('Failed to extract nutrition facts.')).toBeInTheDocument()
    expect(within(addDialog).getByLabelText('Calories')).toHaveValue(null)
  })
})
