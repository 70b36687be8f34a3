// en-GB texts of the account area; merged into the catalogue by ../en-gb.ts.
export const accountMessages = {
  'account.login': 'Login',
  'account.register': 'Create account',
  'account.forgotPassword': 'Forgot password',
  'account.resetPassword': 'Reset password',
  'account.confirmEmail': 'Confirm e-mail',
  'account.manageAccount': 'Manage account',
  'account.changePassword': 'Change password',
  'account.loginFailed': 'Failed to login, please check your email address and password.',
  'account.registerErrorMessage': 'Failed to register User.',
  'account.resetFailed': 'Failed to reset your password.',
  'account.updateFailed': 'Failed to save your details.',
  'account.resetEmailFailed': 'Failed to send Password Reset Email.',
  'account.welcome': 'Welcome back, {name}',
  'account.comingSoon':
    'Guest accounts keep your details and cards for next time. They are being set up for this hotel: you can book as a guest in the meantime.',
} as const
