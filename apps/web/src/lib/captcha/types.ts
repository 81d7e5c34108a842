/** The form field that carries the captcha's answer, the same for every provider. */
export const CAPTCHA_FIELD = 'altcha';

/** What the browser needs to show a provider's widget; plain data, so a server page can pass it. */
export type CaptchaWidget = { provider: 'altcha'; challengeUrl: string };

/**
 * A captcha provider behind the site's forms. ALTCHA is the one built in; Turnstile or hCaptcha
 * would be another implementation of this, with its own widget.
 */
export type CaptchaProvider = {
  /** The form field that carries the widget's answer ({@link CAPTCHA_FIELD}). */
  fieldName: string;
  widget: CaptchaWidget;
  /** True when the form data holds a valid answer that was not used before. */
  verify: (formData: FormData) => Promise<boolean>;
  /** Answers the widget's request for a challenge, for providers that serve their own. */
  challenge?: (request: Request) => Promise<Response>;
};
