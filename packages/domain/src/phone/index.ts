export { formatPhone, phoneHref } from './format-phone';
