import { screen, waitFor, within } from '@testing-library/react'
import { renderWithProviders } from '../../testing/renderWithProviders'
import { signedInState } from '../../testing/signedIn'
import { quickUser } from '../foods/foodsTestApi'
import { fakeBarcodeApi, makeBarcodeProduct } from './barcodeTestApi'
import { ScanBarcodeButton } from './ScanBarcodeButton'

// antd forms in jsdom on a shared 2-core machine: a few seconds a test.
jest.setTimeout(20_000)

const NUTELLA = '3017620422003'

async function openScanner(onFood?: jest.Mock) {
  renderWithProviders(<ScanBarcodeButton onFood={onFood} />, { preloadedState: signedInState() })
  const user = quickUser()
  await user.click(screen.getByRole('button', { name: 'Scan barcode' }))
  const dialog = await screen.findByRole('dialog', { name: 'Scan barcode' })
  return { user, dialog }
}

async function lookUp(user: ReturnType<typeof quickUser>, dialog: HTMLElement, code: string) {
  await user.type(within(dialog).getByLabelText('Barcode'), code)
  await user.click(within(dialog).getByRole('button', { name: 'Look up' }))
}

describe('Scan barcode', () => {
  it('says plainly when there is no camera, and keeps the typed barcode and photo paths', async () => {
    fakeBarcodeApi({})
    const { dialog } = await openScanner()

    expect(
      await within(dialog).findByText('No camera is available here. Type the barcode below, or scan a photo of it.'),
    ).toBeInTheDocument()
    expect(within(dialog).getByLabelText('Barcode')).toHaveAttribute('inputmode', 'numeric')
    expect(within(dialog).getByRole('button', { name: 'Scan a photo' })).toBeInTheDocument()
    expect(within(dialog).getByLabelText('Barcode photo')).toHaveAttribute('accept', 'image/*')
  })

  it('takes only digits in the Barcode field', async () => {
    fakeBarcodeApi({})
    const { user, dialog } = await openScanner()

    await user.type(within(dialog).getByLabelText('Barcode'), '30 1762-0422abc003')

    expect(within(dialog).getByLabelText('Barcode')).toHaveValue(NUTELLA)
  })

  it('fills the food from a typed barcode and saves it with the barcode', async () => {
    const api = fakeBarcodeApi({ [NUTELLA]: { status: 200, product: makeBarcodeProduct() } })
    const onFood = jest.fn()
    const { user, dialog } = await openScanner(onFood)

    await lookUp(user, dialog, NUTELLA)

    expect(await within(dialog).findByLabelText('Name')).toHaveValue('Nutella (Ferrero)')
    expect(within(dialog).getByLabelText('Serving size')).toHaveValue('15 g')
    expect(within(dialog).getByLabelText('Calories')).toHaveValue(80)
    expect(within(dialog).getByLabelText('Sodium (mg)')).toHaveValue(6)
    expect(within(dialog).getByLabelText('Fiber (g)')).toHaveValue(null)
    await user.click(within(dialog).getByRole('button', { name: 'Save food' }))

    await waitFor(() => expect(api.created).toHaveLength(1))
    expect(api.created[0]).toEqual({
      name: 'Nutella (Ferrero)',
      is_recipe: false,
      barcode: NUTELLA,
      serving_size: '15 g',
      calories: 80,
      protein: 0.9,
      carbs: 8.6,
      fat: 4.6,
      sugar: 8.4,
      sodium: 6,
    })
    expect(await screen.findByText('Nutella (Ferrero) saved to your foods')).toBeInTheDocument()
    expect(onFood).toHaveBeenCalledWith(expect.objectContaining({ name: 'Nutella (Ferrero)', barcode: NUTELLA }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Scan barcode' })).not.toBeInTheDocument())
  })

  it('opens the form empty with the barcode kept when no product has it', async () => {
    const api = fakeBarcodeApi({
      '4006381333931': { status: 404, detail: 'No product has barcode 4006381333931. You can enter it by hand.' },
    })
    const { user, dialog } = await openScanner()

    await lookUp(user, dialog, '4006381333931')

    expect(
      await within(dialog).findByText('No product has barcode 4006381333931. You can enter it by hand.'),
    ).toBeInTheDocument()
    expect(within(dialog).getByLabelText('Name')).toHaveValue('')
    await user.type(within(dialog).getByLabelText('Name'), 'Highlighter snack')
    await user.type(within(dialog).getByLabelText('Calories'), '120')
    await user.click(within(dialog).getByRole('button', { name: 'Save food' }))

    await waitFor(() => expect(api.created).toHaveLength(1))
    expect(api.created[0]).toEqual({
      name: 'Highlighter snack',
      is_recipe: false,
      barcode: '4006381333931',
      calories: 120,
    })
  })

  it("shows the server's reason under the field when the barcode is not valid", async () => {
    const api = fakeBarcodeApi({
      '12345678': { status: 400, detail: 'This barcode’s last digit does not match: check the digits.' },
    })
    const { user, dialog } = await openScanner()

    await lookUp(user, dialog, '12345678')

    expect(
      await within(dialog).findByText('This barcode’s last digit does not match: check the digits.'),
    ).toBeInTheDocument()
    expect(within(dialog).getByLabelText('Barcode')).toHaveAttribute('aria-invalid', 'true')
    expect(within(dialog).queryByLabelText('Name')).not.toBeInTheDocument()
    expect(api.created).toHaveLength(0)
  })

  it('keeps the code to try again or enter by hand when the product database is unavailable', async () => {
    const api = fakeBarcodeApi({
      [NUTELLA]: { status: 503, detail: 'Open Food Facts is not answering right now. Try again in a minute.' },
    })
    const { user, dialog } = await openScanner()

    await lookUp(user, dialog, NUTELLA)

    expect(
      await within(dialog).findByText('Open Food Facts is not answering right now. Try again in a minute.'),
    ).toBeInTheDocument()
    expect(within(dialog).getByLabelText('Barcode')).toHaveValue(NUTELLA)
    await user.click(within(dialog).getByRole('button', { name: 'Look up' }))
    await waitFor(() => expect(api.lookups).toEqual([NUTELLA, NUTELLA]))

    await user.click(await within(dialog).findByRole('button', { name: 'Enter by hand' }))
    await user.type(await within(dialog).findByLabelText('Name'), 'Nutella')
    await user.click(within(dialog).getByRole('button', { name: 'Save food' }))
    await waitFor(() => expect(api.created).toEqual([{ name: 'Nutella', is_recipe: false, barcode: NUTELLA }]))
  })

  it('shows a food already saved with this barcode instead of saving it again', async () => {
    const product = makeBarcodeProduct({ source: 'library', food_id: 'food00000042', name: 'My Nutella', brand: null })
    const api = fakeBarcodeApi({ [NUTELLA]: { status: 200, product } })
    const onFood = jest.fn()
    const { user, dialog } = await openScanner(onFood)

    await lookUp(user, dialog, NUTELLA)

    expect(await within(dialog).findByText('Already in your foods')).toBeInTheDocument()
    expect(within(dialog).getByText('My Nutella')).toBeInTheDocument()
    expect(within(dialog).queryByRole('button', { name: 'Save food' })).not.toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Add to meal' }))

    expect(onFood).toHaveBeenCalledWith(expect.objectContaining({ id: 'food00000042', name: 'My Nutella' }))
    expect(api.created).toHaveLength(0)
  })
})
