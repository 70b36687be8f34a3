import { describe, expect, it } from 'vitest'
import { DEFAULT_POOL_SIZE, poolSize } from '../../../server/db/open'

describe('DATABASE_POOL_SIZE', () => {
  it('takes a whole number from 1 to 500, and the default when unset', () => {
    expect(poolSize(undefined)).toBe(DEFAULT_POOL_SIZE)
    expect(poolSize('')).toBe(DEFAULT_POOL_SIZE)
    expect(poolSize('1')).toBe(1)
    expect(poolSize('40')).toBe(40)
  })

  it('stops the start with the reason on anything else', () => {
    for (const wrong of ['0', '-3', '2.5', 'ten', '501', '1e9']) {
      expect(() => poolSize(wrong)).toThrow(/DATABASE_POOL_SIZE must be a whole number from 1 to 500/)
    }
  })
})
