import BarcodeOutlined from '@ant-design/icons/BarcodeOutlined'
import { Button } from 'antd'
import { lazy, Suspense, useState } from 'react'
import type { BarcodeDialogProps } from './BarcodeDialog'

// The dialog, the scanner and (through it) the barcode reader load when the button is first pressed.
const LazyBarcodeDialog = lazy(() =>
  import(/* webpackChunkName: "barcode-dialog" */ './BarcodeDialog').then((m) => ({ default: m.BarcodeDialog })),
)

/** The "Scan barcode" button and its dialog; `onFood` and `foodActionLabel` as for the dialog. */
export function ScanBarcodeButton(props: Omit<BarcodeDialogProps, 'onClose'>) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button icon={<BarcodeOutlined aria-hidden />} onClick={() => setOpen(true)}>
        Scan barcode
      </Button>
      {open && (
        <Suspense fallback={null}>
          <LazyBarcodeDialog {...props} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  )
}
