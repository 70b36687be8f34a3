/** Los mensajes de error del servidor en español (decision 0122), por su texto en inglés. */
import type { ErrorCatalogue } from '../en-gb/errors'

export const errors: ErrorCatalogue = {
  'The request is invalid.': 'La solicitud no es válida.',
  'This field is required.': 'Este campo es obligatorio.',
  'A valid email address is required.': 'Se necesita una dirección de correo electrónico válida.',
  'A valid phone number is required.': 'Se necesita un número de teléfono válido.',
  'An e-mail address is required.': 'Se necesita una dirección de correo electrónico.',
  'This e-mail address is too long.': 'Esta dirección de correo electrónico es demasiado larga.',
  'First name is required.': 'El nombre es obligatorio.',
  'Last name is required.': 'Los apellidos son obligatorios.',
  'A name is required.': 'Se necesita un nombre.',
  'Guest name is required.': 'El nombre del huésped es obligatorio.',
  'The guest name is required.': 'El nombre del huésped es obligatorio.',
  'Street is required.': 'La calle es obligatoria.',
  'The street is required.': 'La calle es obligatoria.',
  'Town or city is required.': 'La ciudad es obligatoria.',
  'State or county is required.': 'La provincia o región es obligatoria.',
  'Post code is required.': 'El código postal es obligatorio.',
  'The post code is required.': 'El código postal es obligatorio.',
  'Country is required.': 'El país es obligatorio.',
  'A password is required.': 'Se necesita una contraseña.',
  'Password is required.': 'La contraseña es obligatoria.',
  'A password needs at least ten characters.': 'Una contraseña necesita al menos diez caracteres.',
  'A password can have at most 200 characters.': 'Una contraseña puede tener como máximo 200 caracteres.',
  'A password needs at least one character that is not a letter or digit.':
    'Una contraseña necesita al menos un carácter que no sea letra ni número.',
  'This password is too long.': 'Esta contraseña es demasiado larga.',
  'Please confirm your password.': 'Confirme su contraseña.',
  'The passwords do not match.': 'Las contraseñas no coinciden.',
  'Use ten characters or more, with at least one non-alphanumeric character.':
    'Use diez caracteres o más, con al menos un carácter no alfanumérico.',
  'The current password is not right.': 'La contraseña actual no es correcta.',
  'The new password must be different from the current one.':
    'La nueva contraseña debe ser distinta de la actual.',
  'This link is not complete.': 'Este enlace está incompleto.',
  'The link code is required.': 'El código del enlace es obligatorio.',
  'A date must be written as YYYY-MM-DD.': 'Una fecha debe escribirse como AAAA-MM-DD.',
  'This date does not exist.': 'Esta fecha no existe.',
  'The first day of the search is after its last.': 'El primer día de la búsqueda es posterior al último.',
  'The end date is before the start date.': 'La fecha de fin es anterior a la de inicio.',
  'The date is in the past.': 'La fecha ya ha pasado.',
  'The room dates must lie within the booking dates.':
    'Las fechas de la habitación deben estar dentro de las de la reserva.',
  'Use HH:MM.': 'Use HH:MM.',
  'Please choose a time.': 'Elija una hora.',
  'At least one room is required.': 'Se necesita al menos una habitación.',
  'Choose at least one room.': 'Elija al menos una habitación.',
  'Every room needs at least one guest.': 'Cada habitación necesita al menos un huésped.',
  'Too many guests for one room.': 'Demasiados huéspedes para una habitación.',
  'Too many extras for one room.': 'Demasiados extras para una habitación.',
  'There are more guests than people in this room.': 'Hay más huéspedes que personas en esta habitación.',
  'A promo code is required.': 'Se necesita un código promocional.',
  'A voucher code is required.': 'Se necesita un código de vale.',
  'This promo code is not valid.': 'Este código promocional no es válido.',
  'This gift voucher code is not valid.': 'Este código de tarjeta regalo no es válido.',
  'A reservation number is required.': 'Se necesita un número de reserva.',
  'Reservation number is required.': 'El número de reserva es obligatorio.',
  'A reference is required.': 'Se necesita una referencia.',
  'A code is required.': 'Se necesita un código.',
  'An invoice number is required.': 'Se necesita un número de factura.',
  'A card entered in the payment form is required.':
    'Se necesita una tarjeta introducida en el formulario de pago.',
  'Please enter a card.': 'Introduzca una tarjeta.',
  'A stored card is required.': 'Se necesita una tarjeta guardada.',
  'This stored card was not found.': 'No se ha encontrado esta tarjeta guardada.',
  'This stored card has expired.': 'Esta tarjeta guardada ha caducado.',
  'Please choose a company.': 'Elija una empresa.',
  'This is not the booking code of the company chosen.':
    'Este no es el código de reserva de la empresa elegida.',
  'A whole number is required.': 'Se necesita un número entero.',
  'This number is too large.': 'Este número es demasiado grande.',
  'An amount has at most two decimals.': 'Un importe tiene como máximo dos decimales.',
  'This text is too long.': 'Este texto es demasiado largo.',
  'This value is too long.': 'Este valor es demasiado largo.',
  'This value is not valid.': 'Este valor no es válido.',
  'This text contains characters that are not allowed.': 'Este texto contiene caracteres no permitidos.',
  'This list is too long.': 'Esta lista es demasiado larga.',
  'The request is too large.': 'La solicitud es demasiado grande.',
  'Not found.': 'No encontrado.',
  'Please log in.': 'Inicie sesión.',
  'You do not have access to this resource.': 'No tiene acceso a este recurso.',
  'There is no booking with this reference.': 'No hay ninguna reserva con esta referencia.',
  'This property was not found.': 'No se ha encontrado este establecimiento.',
  'This room is not part of this reservation.': 'Esta habitación no forma parte de esta reserva.',
  'This reservation is cancelled.': 'Esta reserva está cancelada.',
  'This reservation is already cancelled.': 'Esta reserva ya está cancelada.',
  'This reservation can no longer be changed online. Please contact the hotel.':
    'Esta reserva ya no se puede cambiar en línea. Póngase en contacto con el hotel.',
  'This reservation can no longer be cancelled online. Please contact the hotel.':
    'Esta reserva ya no se puede cancelar en línea. Póngase en contacto con el hotel.',
  'This arrival date is too close to change online. Please contact the hotel.':
    'La fecha de llegada está demasiado cerca para cambiarla en línea. Póngase en contacto con el hotel.',
  'This stay is over, so online check-in is closed.':
    'Esta estancia ha terminado, así que el check-in en línea está cerrado.',
  'There is nothing left to pay.': 'No queda nada por pagar.',
  'Your card was declined. Nothing was charged: please try another card.':
    'Su tarjeta ha sido rechazada. No se ha cobrado nada: pruebe con otra tarjeta.',
  'Your bank did not confirm the payment, so nothing was charged. You can try again, or use another card.':
    'Su banco no ha confirmado el pago, así que no se ha cobrado nada. Puede intentarlo de nuevo o usar otra tarjeta.',
  'Your card has insufficient funds. Nothing was charged: please try another card.':
    'Su tarjeta no tiene fondos suficientes. No se ha cobrado nada: pruebe con otra tarjeta.',
  'Your card has expired. Nothing was charged: please try another card.':
    'Su tarjeta ha caducado. No se ha cobrado nada: pruebe con otra tarjeta.',
  'The security code is incorrect. Nothing was charged: please check it or try another card.':
    'El código de seguridad no es correcto. No se ha cobrado nada: compruébelo o pruebe con otra tarjeta.',
  'The card number is incorrect. Nothing was charged: please check it or try another card.':
    'El número de tarjeta no es correcto. No se ha cobrado nada: compruébelo o pruebe con otra tarjeta.',
  'Your bank could not process the card just now. Nothing was charged: please try again.':
    'Su banco no ha podido procesar la tarjeta en este momento. No se ha cobrado nada: inténtelo de nuevo.',
  'The payment was cancelled. Nothing was charged and the rooms are no longer held for you.':
    'El pago se ha cancelado. No se ha cobrado nada y las habitaciones ya no están reservadas para usted.',
  'The card was not saved. Please try another card.':
    'La tarjeta no se ha guardado. Pruebe con otra tarjeta.',
  'The payment did not go through. Nothing was charged.':
    'El pago no se ha completado. No se ha cobrado nada.',
}
