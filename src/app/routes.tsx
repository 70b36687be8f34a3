import type { ComponentType } from 'react'
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router'
import { followNavigations, lazyPage } from './lazy-page'

/** Every page but search also loads the texts of the areas off the search route (decision 0020). */
function areaPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return lazyPage(() => Promise.all([import('@/i18n/area-messages'), load()]).then(([, m]) => m), pick)
}
import { RootFrame } from './root-frame'
import { PropertyLayout } from './property-layout'
import { GroupLayout } from './group-layout'
import { BookingArea } from './booking-area'
import { PlainLayout } from './plain-layout'
import { RouteErrorBoundary } from './route-error-boundary'

// Every route of spec §2. Pages load lazily (one chunk each); the layouts that frame them are in the main
// chunk so a slow network still paints the property's header at once.

const page = {
  search: lazyPage(
    () => import('@/features/search/search-page'),
    (m) => m.SearchPage,
  ),
  roomsAndRates: areaPage(
    () => import('@/features/rooms-rates/rooms-rates-page'),
    (m) => m.RoomsRatesPage,
  ),
  checkout: areaPage(
    () => import('@/features/checkout/checkout-page'),
    (m) => m.CheckoutPage,
  ),
  status: areaPage(
    () => import('@/features/confirmation/status-page'),
    (m) => m.StatusPage,
  ),
  confirmation: areaPage(
    () => import('@/features/confirmation/confirmation-page'),
    (m) => m.ConfirmationPage,
  ),
  manageSearch: areaPage(
    () => import('@/features/manage-booking/manage-search-page'),
    (m) => m.ManageSearchPage,
  ),
  manageReservation: areaPage(
    () => import('@/features/manage-booking/reservation-page'),
    (m) => m.ReservationPage,
  ),
  preCheckIn: areaPage(
    () => import('@/features/pre-check-in/pre-check-in-page'),
    (m) => m.PreCheckInPage,
  ),
  groupSearch: areaPage(
    () => import('@/features/group-search/group-search-page'),
    (m) => m.GroupSearchPage,
  ),
  payByLink: areaPage(
    () => import('@/features/pay-by-link/pay-by-link-page'),
    (m) => m.PayByLinkPage,
  ),
  payByLinkStatus: areaPage(
    () => import('@/features/pay-by-link/pay-by-link-status-page'),
    (m) => m.PayByLinkStatusPage,
  ),
  payByLinkConfirmation: areaPage(
    () => import('@/features/pay-by-link/pay-by-link-confirmation-page'),
    (m) => m.PayByLinkConfirmationPage,
  ),
  payByLinkError: areaPage(
    () => import('@/features/pay-by-link/pay-by-link-error-page'),
    (m) => m.PayByLinkErrorPage,
  ),
  securePayError: areaPage(
    () => import('@/features/pay-by-link/secure-pay-error-page'),
    (m) => m.SecurePayErrorPage,
  ),
  login: areaPage(
    () => import('@/features/account/login-page'),
    (m) => m.LoginPage,
  ),
  register: areaPage(
    () => import('@/features/account/register-page'),
    (m) => m.RegisterPage,
  ),
  forgotPassword: areaPage(
    () => import('@/features/account/forgot-password-page'),
    (m) => m.ForgotPasswordPage,
  ),
  resetPassword: areaPage(
    () => import('@/features/account/reset-password-page'),
    (m) => m.ResetPasswordPage,
  ),
  confirmEmail: areaPage(
    () => import('@/features/account/confirm-email-page'),
    (m) => m.ConfirmEmailPage,
  ),
  manageAccount: areaPage(
    () => import('@/features/account/manage-account-page'),
    (m) => m.ManageAccountPage,
  ),
  contact: areaPage(
    () => import('@/features/contact/contact-page'),
    (m) => m.ContactPage,
  ),
  restaurant: areaPage(
    () => import('@/features/restaurant/restaurant-page'),
    (m) => m.RestaurantPage,
  ),
  myStays: areaPage(
    () => import('@/features/my-stays/my-stays-page'),
    (m) => m.MyStaysPage,
  ),
  notFound: areaPage(
    () => import('@/features/errors/not-found-page'),
    (m) => m.NotFoundPage,
  ),
  error: areaPage(
    () => import('@/features/errors/error-page'),
    (m) => m.ErrorPage,
  ),
  unauthorised: areaPage(
    () => import('@/features/errors/unauthorised-page'),
    (m) => m.UnauthorisedPage,
  ),
}

export const routes: RouteObject[] = [
  {
    element: <RootFrame />,
    errorElement: <RouteErrorBoundary />,
    children: [
      { index: true, element: <Navigate to={`/Book/${__DEFAULT_PROPERTY__}`} replace /> },
      {
        path: 'Book/:propertyCode',
        element: <PropertyLayout />,
        errorElement: <RouteErrorBoundary />,
        children: [
          {
            element: <BookingArea />,
            children: [
              { index: true, lazy: page.search },
              { path: 'Rooms-And-Rates', lazy: page.roomsAndRates },
              { path: 'Checkout/:confirmationToken?', lazy: page.checkout },
              { path: 'Status/:confirmationToken?', lazy: page.status },
              { path: 'Confirmation/:confirmationToken?', lazy: page.confirmation },
            ],
          },
        ],
      },
      {
        path: 'Manage/:propertyCode',
        element: <PropertyLayout />,
        errorElement: <RouteErrorBoundary />,
        children: [
          { index: true, lazy: page.manageSearch },
          { path: 'Reservation/:referenceNumber?/:code?', lazy: page.manageReservation },
        ],
      },
      {
        path: 'PreCheckIn/:propertyCode/:referenceNumber/:code',
        element: <PropertyLayout />,
        errorElement: <RouteErrorBoundary />,
        children: [{ index: true, lazy: page.preCheckIn }],
      },
      {
        path: 'BookGroup/:propertyCode',
        element: <GroupLayout />,
        errorElement: <RouteErrorBoundary />,
        children: [{ index: true, lazy: page.groupSearch }],
      },
      {
        path: 'SecurePay/:propertyCode',
        element: <PropertyLayout />,
        errorElement: <RouteErrorBoundary />,
        children: [
          { index: true, lazy: page.payByLinkError },
          { path: 'Status/:confirmationToken', lazy: page.payByLinkStatus },
          { path: 'Confirmation/:confirmationToken', lazy: page.payByLinkConfirmation },
          { path: ':actionType/:invoiceNumber/:code', lazy: page.payByLink },
          { path: ':confirmationToken', lazy: page.securePayError },
          { path: ':actionType/:invoiceNumber', lazy: page.payByLinkError },
        ],
      },
      {
        path: 'Account/:screen/:propertyCode',
        element: <PropertyLayout />,
        errorElement: <RouteErrorBoundary />,
        children: [{ index: true, lazy: page.notFound }],
      },
      ...(
        [
          ['Login', page.login],
          ['Register', page.register],
          ['ForgotPassword', page.forgotPassword],
          ['ResetPassword', page.resetPassword],
          ['ConfirmEmail', page.confirmEmail],
        ] as const
      ).map(([screen, lazy]) => ({
        path: `Account/${screen}/:propertyCode`,
        element: <PropertyLayout />,
        errorElement: <RouteErrorBoundary />,
        children: [{ index: true, lazy }],
      })),
      {
        path: 'ManageAccount/:propertyCode',
        element: <PropertyLayout />,
        errorElement: <RouteErrorBoundary />,
        children: [
          {
            // The guard needs the account module: it loads with the route, not before the first paint.
            lazy: () => import('./guards').then((m) => ({ Component: m.RequireAccount })),
            children: [{ index: true, lazy: page.manageAccount }],
          },
        ],
      },
      {
        path: 'MyStays/:propertyCode',
        element: <PropertyLayout />,
        errorElement: <RouteErrorBoundary />,
        children: [{ index: true, lazy: page.myStays }],
      },
      {
        path: 'Contact/:propertyCode',
        element: <PropertyLayout />,
        errorElement: <RouteErrorBoundary />,
        children: [{ index: true, lazy: page.contact }],
      },
      {
        path: 'Restaurant/:propertyCode/:confirmationToken?',
        element: <PropertyLayout />,
        errorElement: <RouteErrorBoundary />,
        children: [{ index: true, lazy: page.restaurant }],
      },
      {
        element: <PlainLayout />,
        children: [
          { path: 'Unauthorised', lazy: page.unauthorised },
          { path: 'Error', lazy: page.error },
          { path: '*', lazy: page.notFound },
        ],
      },
    ],
  },
]

export function createAppRouter() {
  const router = createBrowserRouter(routes, { basename: import.meta.env.BASE_URL.replace(/\/$/, '') || '/' })
  // A page whose code fails to load reloads the address the guest asked for (spec §2).
  followNavigations(router)
  return router
}
