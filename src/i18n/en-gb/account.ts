// en-GB texts of the account area; merged into the catalogue by ../en-gb.ts.
export const accountMessages = {
  'account.login': 'Login',
  'account.register': 'Create account',
  'account.forgotPassword': 'Forgot password',
  'account.resetPassword': 'Reset password',
  'account.confirmEmail': 'Confirm e-mail',
  'account.manageAccount': 'Manage account',
  'account.changePassword': 'Change password',

  // docs/product/account.md#errors
  'account.loginFailed': 'Failed to login, please check your email address and password.',
  'account.registerErrorMessage': 'Failed to register User.',
  'account.resetFailed': 'Failed to reset your password.',
  'account.updateFailed': 'Failed to save your details.',
  'account.resetEmailFailed': 'Failed to send Password Reset Email.',
  'account.welcome': 'Welcome back, {name}',
  'account.registerSuccessMessage':
    'Welcome, {name}: your account is ready. We have sent you an e-mail to confirm your address.',

  // shared
  'account.email': 'Email address',
  'account.password': 'Password',
  'account.firstName': 'First name',
  'account.lastName': 'Last name',
  'account.mobileNumber': 'Mobile number (optional)',
  'account.telephone': 'Phone number (optional)',
  'account.phoneHint': 'Choose the country code, or type the number with + and its code',
  'account.newPassword': 'New password',
  'account.confirmPassword': 'Confirm password',
  'account.confirmNewPassword': 'Confirm new password',
  'account.currentPassword': 'Current password',
  'account.showPassword': 'Show or hide the password',
  'account.passwordHint': 'Ten characters or more, with at least one that is not a letter or digit.',
  'account.off': 'This hotel does not offer guest accounts. You can book as a guest at any time.',
  'account.offTitle': 'Guest accounts',
  'account.tooMany': 'Too many attempts. Please wait a few minutes and try again.',

  // login
  'account.loginTitle': 'Log in',
  'account.loginIntro': 'Log in to fill in your details and use your saved cards when you book.',
  'account.loginButton': 'Log in',
  'account.forgotLink': 'Forgotten your password?',
  'account.noAccount': 'New here?',
  'account.createLink': 'Create an account',
  'account.alreadyLoggedIn': 'You are logged in as {name} ({email}).',

  // register
  'account.registerTitle': 'Create an account',
  'account.registerIntro':
    'With an account your details are filled in when you book, and you can keep a card for next time.',
  'account.registerButton': 'Create account',
  'account.haveAccount': 'Already have an account?',
  'account.privacy': 'How we use your details: privacy policy',

  // forgot / reset
  'account.forgotTitle': 'Forgotten your password?',
  'account.forgotIntro':
    'Enter the e-mail address of your account and we will send you a link to choose a new password.',
  'account.sendResetLink': 'Send reset link',
  'account.resetSentTitle': 'Check your e-mail',
  'account.backToLogin': 'Back to login',
  'account.resetTitle': 'Choose a new password',
  'account.resetButton': 'Save new password',
  'account.resetDone': 'Your password has been reset. Please log in with your new password.',
  'account.resetNoToken':
    'This page opens from the link in the password reset e-mail. If the link has expired, ask for a new one.',
  'account.askNewLink': 'Ask for a new link',

  // confirm e-mail
  'account.confirmTitle': 'Confirm your e-mail address',
  'account.confirmIntro': 'Press the button to confirm that this e-mail address is yours.',
  'account.confirmButton': 'Confirm e-mail address',
  'account.confirmDone': 'Thank you, your e-mail address is confirmed.',
  'account.confirmFailed': 'We could not confirm your e-mail address.',
  'account.confirmNoToken':
    'This page opens from the link in the confirmation e-mail. Log in and open Manage account to get a new link.',
  'account.sendNewLink': 'Send a new confirmation link',
  'account.logInForNewLink': 'Log in to get a new link',

  // manage account
  'account.signedInAs': 'Logged in as {name} ({email})',
  'account.unconfirmedTitle': 'Please confirm your e-mail address',
  'account.unconfirmed':
    'We sent a confirmation link to {email} when you registered. The link works for one hour; you can ask for a new one.',
  'account.yourDetails': 'Your details',
  'account.emailReadOnly': 'Your e-mail address is your login. To change it, please contact the hotel.',
  'account.brandOffers': 'Send me offers and news from {hotel}',
  'account.saveDetails': 'Save details',
  'account.detailsSaved': 'Your details have been saved.',
  'account.changePasswordButton': 'Change password',
  'account.passwordChanged': 'Your password has been changed. Other devices have been logged out.',
  'account.storedCards': 'Stored cards',
  'account.storedCardsIntro':
    'Cards you chose to save when booking. We keep only the card type, the last four digits and the expiry date.',
  'account.noStoredCards':
    'You have no stored cards. When you book while logged in, you can save your card for next time.',
  'account.cardExpires': 'Expires {month}/{year}',
  'account.cardExpired': 'Expired',
  'account.removeCard': 'Remove',
  'account.removeCardLabel': 'Remove {card}',
  'account.removeCardTitle': 'Remove this card?',
  'account.removeCardText':
    '{card} will no longer be offered when you book. Bookings already paid with it are not affected.',
  'account.keepCard': 'Keep card',
  'account.close': 'Close',
  'account.cardRemoved': 'The card has been removed.',
  'account.removeCardFailed': 'Failed to remove the card.',
  'account.logoutTitle': 'Log out',
  'account.logoutIntro': 'Logging out also removes your account details and saved cards from this device.',
  'account.logoutButton': 'Log out',
  'account.loggedOut': 'You are logged out. Your account details have been removed from this device.',
} as const
