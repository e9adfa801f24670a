/**
 * The CRM did not give a usable answer: its own failure (Success false, with its Message and Code), an
 * HTTP error, a body that is not JSON or not the expected envelope, or no answer in time. A sync stops
 * on it before anything is written. The message never carries the request's address (it holds the password).
 */
export class CrmAnswerError extends Error {
  readonly code = 'CRM_ANSWER';
  constructor(
    message: string,
    /** The CRM's own code when it answered with Success false (e.g. 600). */
    readonly crmCode: number | null = null,
  ) {
    super(message);
    this.name = 'CrmAnswerError';
  }
}
