import { Alert, Button, Flex, Typography } from 'antd'
import type { BarcodeProduct } from '../../api/api'
import { formatMacro } from '../../components/formatMacro'

interface LibraryFoodCardProps {
  product: BarcodeProduct
  /** The screen's use of the food (e.g. "Add to meal"); without it the card just closes. */
  action?: { label: string; run: () => void }
  onClose: () => void
  onScanAnother: () => void
}

/** A scanned product that is one of the person's foods already: shown, not saved a second time. */
export function LibraryFoodCard({ product, action, onClose, onScanAnother }: LibraryFoodCardProps) {
  const values = product.per_serving
  const macros = values
    ? `${formatMacro(values.calories)} kcal · P ${formatMacro(values.protein)} g · C ${formatMacro(values.carbs)} g · F ${formatMacro(values.fat)} g`
    : null
  return (
    <Flex vertical gap={16}>
      <Alert
        type="info"
        showIcon
        title="Already in your foods"
        description={
          <section aria-label="Saved food">
            <Typography.Text strong>{product.name}</Typography.Text>
            <br />
            <Typography.Text type="secondary">
              {[product.serving_size, macros].filter(Boolean).join(' · ') || `Barcode ${product.code}`}
            </Typography.Text>
          </section>
        }
      />
      <Flex justify="end" gap={8}>
        <Button onClick={onScanAnother}>Scan another</Button>
        {action ? (
          <Button type="primary" onClick={action.run}>
            {action.label}
          </Button>
        ) : (
          <Button type="primary" onClick={onClose}>
            Done
          </Button>
        )}
      </Flex>
    </Flex>
  )
}
