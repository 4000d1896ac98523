import type { ReactNode } from 'react'

/** A centred column for the screens shown without a session (login, password reset, email links). Plain HTML. */
export function PublicPage({ children }: { children: ReactNode }) {
  return <main className="mt-page-column">{children}</main>
}
