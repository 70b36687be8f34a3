/** The desk's providers and routes: /Desk/{code}/… (decision 0117). */
import { createTheme, MantineProvider } from '@mantine/core'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { BrowserRouter, Navigate, Route, Routes } from 'react-router'
import { BookingPage } from './booking-page'
import { DayPage } from './day-page'
import { DeskLayout } from './desk-layout'
import { GridPage } from './grid-page'
import { InvitationPage } from './invitation-page'
import { LogPage } from './log-page'
import { ProfilePage } from './profile-page'
import { SearchPage } from './search-page'
import { SettingsPage } from './settings-page'
import { StaffPage } from './staff-page'

// Mantine's default blue (shade 6) is 3.5:1 under white text; shade 9 reads at 5.9:1 (WCAG AA).
const theme = createTheme({ primaryColor: 'blue', primaryShade: 9 })

const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 30_000, refetchOnWindowFocus: true, retry: 1 } },
})

export function DeskApp() {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <Routes>
            {/* Before any session: following a mailed link (decision 0127). */}
            <Route path="/Desk/:code/invitation" element={<InvitationPage />} />
            <Route path="/Desk/:code" element={<DeskLayout />}>
              <Route index element={<DayPage />} />
              <Route path="search" element={<SearchPage />} />
              <Route path="bookings/:reference" element={<BookingPage />} />
              <Route path="log" element={<LogPage />} />
              <Route path="profile" element={<ProfilePage />} />
              <Route path="grid" element={<GridPage />} />
              <Route path="settings" element={<SettingsPage />} />
              <Route path="staff" element={<StaffPage />} />
            </Route>
            <Route path="*" element={<Navigate to={`/Desk/${__DEFAULT_PROPERTY__}`} replace />} />
          </Routes>
        </BrowserRouter>
      </QueryClientProvider>
    </MantineProvider>
  )
}
