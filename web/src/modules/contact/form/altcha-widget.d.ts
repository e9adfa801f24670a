import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { AltchaWidgetElement } from 'altcha/types/generic';

/** The <altcha-widget> element in JSX: the attributes this site sets (see captcha.tsx). */
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'altcha-widget': DetailedHTMLProps<HTMLAttributes<AltchaWidgetElement>, AltchaWidgetElement> & {
        challenge?: string;
        auto?: 'off' | 'onfocus' | 'onload' | 'onsubmit';
        language?: string;
        name?: string;
        configuration?: string;
      };
    }
  }
}
