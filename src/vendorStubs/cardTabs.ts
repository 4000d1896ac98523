/**
 * Stands in for antd's Tabs inside antd's Card in the production build (webpack.config.js): Card imports Tabs for its
 * `tabList` prop, which no card of the app uses (lint forbids it), and Tabs brings menus and dropdowns: 20 KB gzip on
 * every screen with a card. Put a <Tabs> inside the card instead.
 */
export default function CardTabs(): never {
  throw new Error("A Card's tabList is not built into this app: put a <Tabs> inside the card instead")
}
