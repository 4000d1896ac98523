/**
 * Stands in for antd's Select inside antd's Pagination in the production build (webpack.config.js): Pagination imports
 * Select for its page-size changer, which no pagination of the app shows (`showSizeChanger={false}`), and Select with
 * its virtual list is about 25 KB gzip on the Food Log's first load.
 */
export default function PaginationSizeChanger(): never {
  throw new Error("A Pagination's size changer is not built into this app: keep showSizeChanger={false}")
}
