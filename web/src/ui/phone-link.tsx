import { displayPhone, phoneHref, type Locale } from '@coast/domain';

/** A phone number as a tel: link, written the one way of the page's language, never broken across lines. */
export function PhoneLink({ phone, locale, label }: { phone: string; locale: Locale; label?: string }) {
  return (
    <a href={phoneHref(phone)} className="phone">
      {label ? <span className="visually-hidden">{label}: </span> : null}
      {displayPhone(phone, locale)}
    </a>
  );
}
