import { screen, waitFor, within } from '@testing-library/react'
import { fakeFoodLogApi } from '../foodLog/fakeFoodLogApi'
import { LogMealForm } from '../foodLog/LogMealForm'
import { findDialog, renderFoodLog } from '../foodLog/renderFoodLog'
import { fakeBarcodeApi, makeBarcodeProduct } from './barcodeTestApi'

// The Log a Meal form in jsdom on a shared 2-core machine: several seconds.
jest.setTimeout(30_000)

describe('Scan barcode on the Food Log', () => {
  it('selects the food saved from a barcode for the meal being logged', async () => {
    const log = fakeFoodLogApi({})
    const barcodes = fakeBarcodeApi({ '3017620422003': { status: 200, product: makeBarcodeProduct() } })
    const { user } = renderFoodLog(<LogMealForm userId="42" />)

    await user.click(screen.getByRole('button', { name: 'Scan barcode' }))
    const dialog = await findDialog('Scan barcode')
    await user.type(within(dialog).getByLabelText('Barcode'), '3017620422003')
    await user.click(within(dialog).getByRole('button', { name: 'Look up' }))
    await user.click(await within(dialog).findByRole('button', { name: 'Save food' }))

    expect(await screen.findByRole('spinbutton', { name: 'Quantity of Nutella (Ferrero)' })).toHaveValue('1')
    expect(barcodes.created).toHaveLength(1)
    // Saving in the dialog does not submit the Log a Meal form around the button.
    expect(log.created).toHaveLength(0)
    await user.click(screen.getByRole('button', { name: 'Log Meal' }))
    await waitFor(() => expect(log.created).toHaveLength(1))
    expect(log.created[0].foods).toEqual([{ id: 'food00000001', name: 'Nutella (Ferrero)', quantity: 1 }])
  })
})
