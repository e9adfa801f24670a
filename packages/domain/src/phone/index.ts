export { formatPhone, phoneHref } from './format-phone';
export { displayPhone, isPhoneText, PHONE_STYLE_OF_LOCALE } from './display-phone';
export { displayTypedPhone } from './typed-phone';
