import { DirectionProvider, MantineProvider } from '@mantine/core'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import '@/i18n/all-locales'
import { GalleryOpener } from '@/ui/gallery-opener'

// Decision 0141: the room's pictures open full screen from the first, and turn by button, arrow key and swipe.

const IMAGES = [
  { Url: '/demo/room-classic.svg', Alt: 'The room' },
  { Url: '/demo/room-bathroom.svg', Alt: 'The bathroom' },
  { Url: '/demo/room-desk.svg', Alt: '' },
]

function show(dir: 'ltr' | 'rtl' = 'ltr') {
  render(
    <DirectionProvider initialDirection={dir} detectDirection={false}>
      <MantineProvider>
        <GalleryOpener images={IMAGES} name="Classic Double" eager />
      </MantineProvider>
    </DirectionProvider>,
  )
}

async function open() {
  const user = userEvent.setup()
  const opener = screen.getByRole('button', { name: 'Show 3 photos of Classic Double' })
  await user.click(opener)
  await screen.findByRole('dialog', { name: 'Classic Double' })
  return { user, opener }
}

describe('the room gallery', () => {
  it('turns by the buttons and the arrow keys, round the ends, and names each picture', async () => {
    show()
    const { user } = await open()
    expect(screen.getByText('1 of 3')).toBeInTheDocument()
    expect(screen.getByRole('img', { name: 'The room' })).toHaveAttribute('src', '/demo/room-classic.svg')
    await user.keyboard('{ArrowRight}')
    expect(screen.getByText('2 of 3')).toBeInTheDocument()
    expect(screen.getByRole('img', { name: 'The bathroom' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Next photo' }))
    // A picture without words is named by what it shows a picture of.
    expect(screen.getByRole('img', { name: 'Classic Double' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Next photo' }))
    expect(screen.getByText('1 of 3')).toBeInTheDocument()
    await user.keyboard('{ArrowLeft}')
    expect(screen.getByText('3 of 3')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Previous photo' }))
    expect(screen.getByText('2 of 3')).toBeInTheDocument()
  })

  it('turns on a swipe, not on a tap', async () => {
    show()
    await open()
    const picture = screen.getByRole('img', { name: 'The room' })
    fireEvent.pointerDown(picture, { clientX: 300 })
    fireEvent.pointerUp(picture, { clientX: 290 })
    expect(screen.getByText('1 of 3')).toBeInTheDocument()
    fireEvent.pointerDown(picture, { clientX: 300 })
    fireEvent.pointerUp(picture, { clientX: 120 })
    expect(screen.getByText('2 of 3')).toBeInTheDocument()
    fireEvent.pointerDown(screen.getByRole('img', { name: 'The bathroom' }), { clientX: 100 })
    fireEvent.pointerUp(screen.getByRole('img', { name: 'The bathroom' }), { clientX: 300 })
    expect(screen.getByText('1 of 3')).toBeInTheDocument()
  })

  it('goes forward to the left in a right-to-left language', async () => {
    show('rtl')
    const { user } = await open()
    await user.keyboard('{ArrowLeft}')
    expect(screen.getByText('2 of 3')).toBeInTheDocument()
    await user.keyboard('{ArrowRight}{ArrowRight}')
    expect(screen.getByText('3 of 3')).toBeInTheDocument()
  })

  it('closes on Escape and gives the focus back to the picture it was opened from', async () => {
    show()
    const { user, opener } = await open()
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await waitFor(() => expect(opener).toHaveFocus())
  })
})
