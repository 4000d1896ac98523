/**
 * The skeleton of public/index.html (its classes and styles are there): the brand bar when someone is signed in,
 * else the product name, and a spinner; signed in on the Food Log, also its title (hidden from assistive technology:
 * the screen's own heading replaces it). Shown while the first screen's code loads, so the page does not change when
 * the app takes over from the HTML.
 */
export function BootSkeleton() {
  return (
    <div className="boot" role="status" aria-label="Loading">
      <div className="boot-bar" />
      <h2 className="boot-title" aria-hidden="true">
        Food Log
      </h2>
      <div className="boot-logo">
        <img src="/logo.svg" alt="" width={48} height={48} />
        <strong>Macro Tracker</strong>
      </div>
      <span className="boot-spinner" />
    </div>
  )
}
