import { Alert } from '@mantine/core'
import { useEffect, useRef, type ReactNode } from 'react'

/**
 * A message the guest must act on (a declined card): it takes the focus when it appears or says something new,
 * so a screen reader reads it and the keyboard goes on from it, not from the top of the page — the button that
 * sent the request was disabled meanwhile and the focus had fallen to the page (issue 30; WCAG 2.4.3).
 * `problem` is what was said (each new one, even in the same words, takes the focus again).
 */
export function ProblemAlert({
  problem,
  title,
  children,
}: {
  problem: unknown
  title?: string
  children: ReactNode
}) {
  const alert = useRef<HTMLDivElement>(null)
  useEffect(() => {
    alert.current?.focus({ preventScroll: true })
    alert.current?.scrollIntoView({ block: 'center', behavior: 'smooth' })
  }, [problem])
  return (
    <Alert ref={alert} tabIndex={-1} color="negative" role="alert" title={title}>
      {children}
    </Alert>
  )
}
