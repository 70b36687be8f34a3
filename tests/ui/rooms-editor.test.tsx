import { MantineProvider } from '@mantine/core'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import type { Occupancy } from '@/domain/occupancy'
import { RoomsEditor, type RoomLimits, type RoomsEditorTexts } from '@/ui/rooms-editor'

const texts: RoomsEditorTexts = {
  rooms: 'Rooms',
  room: (number) => `Room ${number}`,
  removeRoom: (number) => `Remove room ${number}`,
  addRoom: 'Add a room',
  maxRoomsReached: 'That is all the rooms one booking can have.',
  adults: { label: 'Grown-ups', hint: 'Ages 13 or above' },
  children: { label: 'Children' },
  infants: { label: 'Infants' },
}

const limits: RoomLimits = {
  maxRooms: 2,
  adultMax: 4,
  childMax: 3,
  infantMax: 4,
  children: true,
  infants: false,
}

function Editor({ start }: { start: Occupancy[] }) {
  const [rooms, setRooms] = useState(start)
  return (
    <MantineProvider>
      <RoomsEditor
        rooms={rooms}
        onChange={setRooms}
        limits={limits}
        newRoom={{ adults: 2, children: 0, infants: 0 }}
        texts={texts}
      />
    </MantineProvider>
  )
}

describe('rooms editor (search and group search)', () => {
  it("speaks the page's words and counts only the occupants searched for", () => {
    render(<Editor start={[{ adults: 1, children: 0, infants: 0 }]} />)
    expect(screen.getByRole('group', { name: 'Rooms' })).toBeInTheDocument()
    expect(screen.getByText('Grown-ups')).toBeInTheDocument()
    expect(screen.getByText('Ages 13 or above')).toBeInTheDocument()
    expect(screen.getByText('Children')).toBeInTheDocument()
    expect(screen.queryByText('Infants')).not.toBeInTheDocument()
  })

  it('adds rooms with the default occupancy up to the maximum, then says so; a room can be removed', async () => {
    const user = userEvent.setup()
    render(<Editor start={[{ adults: 1, children: 0, infants: 0 }]} />)
    expect(screen.queryByRole('button', { name: 'Remove room 1' })).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Add a room' }))
    expect(screen.getByText('Room 2')).toBeInTheDocument()
    expect(screen.getByTestId('occupant-adult-2')).toHaveTextContent('2')
    expect(screen.queryByRole('button', { name: 'Add a room' })).not.toBeInTheDocument()
    expect(screen.getByText('That is all the rooms one booking can have.')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Remove room 1' }))
    expect(screen.queryByText('Room 2')).not.toBeInTheDocument()
    expect(screen.getByTestId('occupant-adult-1')).toHaveTextContent('2')
  })
})
