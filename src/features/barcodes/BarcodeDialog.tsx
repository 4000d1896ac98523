import { Alert, App, Button, Flex, Modal } from 'antd'
import { useState } from 'react'
import { type BarcodeProduct, type Food, useLazyLookupBarcodeQuery } from '../../api/api'
import { BarcodeCodeField } from './BarcodeCodeField'
import { BarcodeFoodForm } from './BarcodeFoodForm'
import { BarcodeScanner } from './BarcodeScanner'
import { lookupOutcome } from './barcodeLookup'
import { type BarcodeFoodValues, libraryFood, productFormValues } from './barcodeProduct'
import { LibraryFoodCard } from './LibraryFoodCard'

/** Where the dialog is: finding a code, reviewing the food to save, or showing one already saved. */
type Step =
  | { kind: 'find'; problem?: { kind: 'invalid' | 'unavailable'; message: string } }
  | { kind: 'review'; barcode: string; values: BarcodeFoodValues; note: { type: 'success' | 'info'; text: string } }
  | { kind: 'library'; product: BarcodeProduct }

export interface BarcodeDialogProps {
  onClose: () => void
  /** Called with the food saved (or found among the person's foods) when the screen has a use for it. */
  onFood?: (food: Food) => void
  /** The label of that use, e.g. "Add to meal". */
  foodActionLabel?: string
}

/**
 * The Scan barcode dialog: the camera (or a photo, or the typed digits) gives a code; its product is looked up and
 * shown in a form to review and save as a food with the barcode kept. A code with no product opens the same form
 * empty, for entry by hand.
 */
export function BarcodeDialog({ onClose, onFood, foodActionLabel = 'Add to meal' }: BarcodeDialogProps) {
  const { message } = App.useApp()
  const [lookUpBarcode, { isFetching }] = useLazyLookupBarcodeQuery()
  const [code, setCode] = useState('')
  const [scannerOn, setScannerOn] = useState(true)
  const [step, setStep] = useState<Step>({ kind: 'find' })

  const manualEntry = (barcode: string, text: string) =>
    setStep({ kind: 'review', barcode, values: { name: '' }, note: { type: 'info', text } })

  const lookUp = async (barcode: string) => {
    setStep({ kind: 'find' })
    // Always asked again: a food saved since the last look-up makes it a library product.
    const outcome = lookupOutcome(await lookUpBarcode({ code: barcode }))
    if (outcome.kind === 'invalid' || outcome.kind === 'unavailable') return setStep({ kind: 'find', problem: outcome })
    if (outcome.kind === 'unknown') return manualEntry(barcode, outcome.message)
    const { product } = outcome
    if (product.source === 'library') return setStep({ kind: 'library', product })
    const values = productFormValues(product)
    const text = `Found ${values.name}. Check the values, then save the food.`
    setStep({ kind: 'review', barcode: product.code, values, note: { type: 'success', text } })
  }

  const scanned = (barcode: string) => {
    setScannerOn(false)
    setCode(barcode)
    void lookUp(barcode)
  }

  const scanAnother = () => {
    setCode('')
    setStep({ kind: 'find' })
    setScannerOn(true)
  }

  const saved = (food: Food) => {
    message.success(`${food.name} saved to your foods`)
    onFood?.(food)
    onClose()
  }

  const takeLibraryFood = (product: BarcodeProduct) => {
    const food = libraryFood(product)
    if (food) onFood?.(food)
    onClose()
  }

  return (
    <Modal open title="Scan barcode" onCancel={onClose} footer={null} destroyOnHidden>
      {step.kind === 'review' && (
        <Flex vertical gap={12}>
          <Alert type={step.note.type} showIcon title={step.note.text} />
          <BarcodeFoodForm barcode={step.barcode} initialValues={step.values} onSaved={saved} onBack={scanAnother} />
        </Flex>
      )}
      {step.kind === 'library' && (
        <LibraryFoodCard
          product={step.product}
          action={onFood ? { label: foodActionLabel, run: () => takeLibraryFood(step.product) } : undefined}
          onClose={onClose}
          onScanAnother={scanAnother}
        />
      )}
      {step.kind === 'find' && (
        <Flex vertical gap={12}>
          {scannerOn ? (
            <BarcodeScanner onCode={scanned} />
          ) : (
            <Button onClick={scanAnother} style={{ alignSelf: 'flex-start' }}>
              Scan again
            </Button>
          )}
          <BarcodeCodeField
            code={code}
            onChange={setCode}
            onLookUp={() => void lookUp(code)}
            looking={isFetching}
            error={step.problem?.kind === 'invalid' ? step.problem.message : undefined}
          />
          {step.problem?.kind === 'unavailable' && (
            <Alert
              type="warning"
              showIcon
              title={step.problem.message}
              action={
                <Button size="small" onClick={() => manualEntry(code, 'Enter the food from its package.')}>
                  Enter by hand
                </Button>
              }
            />
          )}
        </Flex>
      )}
    </Modal>
  )
}
