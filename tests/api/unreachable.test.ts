import { describe, expect, it } from 'vitest'
import { ApiError, errorMessage, UNREACHABLE_MESSAGE } from '@/api/api-error'

describe('a 503 shown to a guest', () => {
  it('says the hotel could not be reached and nothing was lost, whatever the body said', () => {
    const outage = new ApiError('server', '<html>Bad gateway</html>', { status: 503 })
    expect(errorMessage(outage, 'Booking failed.')).toBe(UNREACHABLE_MESSAGE)
    expect(UNREACHABLE_MESSAGE).toMatch(/^We could not reach the hotel, nothing was lost/)
  })

  it('leaves other server errors to their own message', () => {
    expect(errorMessage(new ApiError('server', 'Something went wrong.', { status: 500 }), 'x')).toBe(
      'Something went wrong.',
    )
  })
})
