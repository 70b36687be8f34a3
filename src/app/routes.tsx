import { createBrowserRouter, Navigate, type RouteObject } from 'react-router'
import { lazyPage } from './lazy-page'
import { RootFrame } from './root-frame'
import { PropertyLayout } from './property-layout'
import { GroupLayout } from './group-layout'
import { BookingArea } from './booking-area'
import { PlainLayout } from './plain-layout'
import { RouteErrorBoundary } from './route-error-boundary'
import { RequireAccount } from './guards'

// Every route of spec §2. Pages load lazily (one chunk each); the layouts that frame them are in the main
// chunk so a slow network still paints the property's header at once.

const page = {
  search: lazyPage(
    () => import('@/features/search/search-page'),
    (m) => m.SearchPage,
  ),
  roomsAndRates: lazyPage(
    () => import('@/features/rooms-rates/rooms-rates-page'),
    (m) => m.RoomsRatesPage,
  ),
  checkout: lazyPage(
    () => import('@/features/checkout/checkout-page'),
    (m) => m.CheckoutPage,
  ),
  status: lazyPage(
    () => import('@/features/confirmation/status-page'),
    (m) => m.StatusPage,
  ),
  confirmation: lazyPage(
    () => import('@/features/confirmation/confirmation-page'),
    (m) => m.ConfirmationPage,
  ),
  manageSearch: lazyPage(
    () => import('@/features/manage-booking/manage-search-page'),
    (m) => m.ManageSearchPage,
  ),
  manageReservation: lazyPage(
    () => import('@/features/manage-booking/reservation-page'),
    (m) => m.ReservationPage,
  ),
  preCheckIn: lazyPage(
    () => import('@/features/pre-check-in/pre-check-in-page'),
    (m) => m.PreCheckInPage,
  ),
  groupSearch: lazyPage(
    () => import('@/features/group-search/group-search-page'),
    (m) => m.GroupSearchPage,
  ),
  payByLink: lazyPage(
    () => import('@/features/pay-by-link/pay-by-link-page'),
    (m) => m.PayByLinkPage,
  ),
  payByLinkStatus: lazyPage(
    () => import('@/features/pay-by-link/pay-by-link-status-page'),
    (m) => m.PayByLinkStatusPage,
  ),
  payByLinkConfirmation: lazyPage(
    () => import('@/features/pay-by-link/pay-by-link-confirmation-page'),
    (m) => m.PayByLinkConfirmationPage,
  ),
  payByLinkError: lazyPage(
    () => import('@/features/pay-by-link/pay-by-link-error-page'),
    (m) => m.PayByLinkErrorPage,
  ),
  securePayError: lazyPage(
    () => import('@/features/pay-by-link/secure-pay-error-page'),
    (m) => m.SecurePayErrorPage,
  ),
  login: lazyPage(
    () => import('@/features/account/login-page'),
    (m) => m.LoginPage,
  ),
  register: lazyPage(
    () => import('@/features/account/register-page'),
    (m) => m.RegisterPage,
  ),
  forgotPassword: lazyPage(
    () => import('@/features/account/forgot-password-page'),
    (m) => m.ForgotPasswordPage,
  ),
  resetPassword: lazyPage(
    () => import('@/features/account/reset-password-page'),
    (m) => m.ResetPasswordPage,
  ),
  confirmEmail: lazyPage(
    () => import('@/features/account/confirm-email-page'),
    (m) => m.ConfirmEmailPage,
  ),
  manageAccount: lazyPage(
    () => import('@/features/account/manage-account-page'),
    (m) => m.ManageAccountPage,
  ),
  contact: lazyPage(
    () => import('@/features/contact/contact-page'),
    (m) => m.ContactPage,
  ),
  restaurant: lazyPage(
    () => import('@/features/restaurant/restaurant-page'),
    (m) => m.RestaurantPage,
  ),
  notFound: lazyPage(
    () => import('@/features/errors/not-found-page'),
    (m) => m.NotFoundPage,
  ),
  error: lazyPage(
    () => import('@/features/errors/error-page'),
    (m) => m.ErrorPage,
  ),
  unauthorised: lazyPage(
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
        children: [{ element: <RequireAccount />, children: [{ index: true, lazy: page.manageAccount }] }],
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
  return createBrowserRouter(routes, { basename: import.meta.env.BASE_URL.replace(/\/$/, '') || '/' })
}
