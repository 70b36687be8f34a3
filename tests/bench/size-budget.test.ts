import { describe, expect, it } from 'vitest'
import { BUDGET, budgetVerdict } from '../../bench/bundle'

// The size test's verdict (scripts/size-budget.ts, decision 0128): one budget for every language, with no allowance for any (decision 0136).
describe('budgetVerdict', () => {
  const within = BUDGET.js - 100
  const css = BUDGET.css - 100

  it('passes when every language fits, and prints each one', () => {
    const verdict = budgetVerdict(
      [
        { locale: 'en-GB', jsGzip: within },
        { locale: 'de', jsGzip: BUDGET.js },
      ],
      css,
    )
    expect(verdict.ok).toBe(true)
    expect(verdict.over).toEqual([])
    expect(verdict.lines.join('\n')).toMatch(/en-GB\s+JavaScript 149\.9 kB of 150\.0 kB/)
    expect(verdict.lines.join('\n')).toMatch(/de\s+JavaScript 150\.0 kB of 150\.0 kB/)
  })

  it('fails for a language other than the default one over the budget, naming it', () => {
    const verdict = budgetVerdict(
      [
        { locale: 'en-GB', jsGzip: within },
        { locale: 'ar', jsGzip: BUDGET.js + 1 },
      ],
      css,
    )
    expect(verdict.ok).toBe(false)
    expect(verdict.over).toEqual(['JavaScript in ar 150.0 kB > 150.0 kB'])
    expect(verdict.lines.find((l) => l.includes('ar'))).toMatch(/OVER$/)
  })

  it('fails for the default language and for CSS over their budgets', () => {
    const verdict = budgetVerdict([{ locale: 'en-GB', jsGzip: BUDGET.js + 2048 }], BUDGET.css + 1)
    expect(verdict.ok).toBe(false)
    expect(verdict.over).toEqual(['JavaScript in en-GB 152.0 kB > 150.0 kB', 'CSS 15.0 kB > 15.0 kB'])
  })

  it('fails when no language was measured', () => {
    expect(budgetVerdict([], css).ok).toBe(false)
  })
})
