import { describe, expect, it } from 'vitest'
import { asksRoomConfiguration, confirmRoomProblems, RoomProblem } from '@/domain/confirm-booking'

const ASKED = { ShowRoomConfigurationQuestion: true, RoomConfigurationOptions: [{ Id: 1 }, { Id: 2 }] }
const NOT_ASKED = { ShowRoomConfigurationQuestion: false, RoomConfigurationOptions: [{ Id: 1 }] }
const ada = { firstName: 'Ada', lastName: 'Lovelace' }

describe('confirmRoomProblems (docs/product/booking.md#rules "Confirming a booking")', () => {
  it('finds nothing when every searched room is chosen, named and configured', () => {
    const rooms = [
      { leadGuest: ada, roomConfigurationId: 1 },
      { leadGuest: ada, roomConfigurationId: 2 },
    ]
    expect(confirmRoomProblems(rooms, ASKED)).toEqual([])
  })

  it('names a searched room with no room chosen by its index, not skipping it', () => {
    expect(confirmRoomProblems([{ leadGuest: ada, roomConfigurationId: null }, null], NOT_ASKED)).toEqual([
      { roomIndex: 1, problem: RoomProblem.NotChosen },
    ])
  })

  it('needs both names of the lead guest, blanks counting as missing', () => {
    const rooms = [
      { leadGuest: { firstName: 'Ada', lastName: '  ' }, roomConfigurationId: null },
      { leadGuest: null, roomConfigurationId: null },
      { leadGuest: ada, roomConfigurationId: null },
    ]
    expect(confirmRoomProblems(rooms, NOT_ASKED)).toEqual([
      { roomIndex: 0, problem: RoomProblem.LeadGuest },
      { roomIndex: 1, problem: RoomProblem.LeadGuest },
    ])
  })

  it('needs one of the offered configurations only where the hotel asks', () => {
    const rooms = [
      { leadGuest: ada, roomConfigurationId: null },
      { leadGuest: ada, roomConfigurationId: 9 },
      { leadGuest: ada, roomConfigurationId: 2 },
    ]
    expect(confirmRoomProblems(rooms, ASKED)).toEqual([
      { roomIndex: 0, problem: RoomProblem.RoomConfiguration },
      { roomIndex: 1, problem: RoomProblem.RoomConfiguration },
    ])
    expect(confirmRoomProblems(rooms, NOT_ASKED)).toEqual([])
  })

  it('does not ask the configuration when the question is on but has no options', () => {
    const noOptions = { ShowRoomConfigurationQuestion: true, RoomConfigurationOptions: [] }
    expect(asksRoomConfiguration(noOptions)).toBe(false)
    expect(confirmRoomProblems([{ leadGuest: ada, roomConfigurationId: null }], noOptions)).toEqual([])
  })
})
