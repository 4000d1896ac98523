import type { Page } from '@playwright/test'

/** An option of the open Ant Design select dropdown (not the select's own value, which has the same title). */
export const selectOption = (page: Page, label: string) =>
  page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').getByTitle(label, { exact: true })
