import { CrmAnswerError } from './crm-error';
import { envelopeValue } from './envelope';
import type { CrmSettings } from './settings';

export interface CrmClient {
  /** Calls `<Endpoint>Json` and returns the envelope's Value; throws CrmAnswerError on any failure. */
  call(endpoint: string, params?: Record<string, unknown>): Promise<unknown>;
}

/**
 * The Omnicasa web service: GET `<base><Endpoint>Json?json=<parameters>`, the credentials inside the
 * JSON parameter as the service expects. Errors name the endpoint and what went wrong, never the address.
 */
export function crmClient(settings: CrmSettings, fetchImpl: typeof fetch = fetch): CrmClient {
  return {
    async call(endpoint, params = {}) {
      const json = JSON.stringify({ CustomerName: settings.customerName, CustomerPassword: settings.customerPassword, ...params });
      const url = `${settings.baseUrl}${endpoint}Json?json=${encodeURIComponent(json)}`;
      const get = () => fetchImpl(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(settings.timeoutMs) });
      const timedOut = (error: unknown) => (error as Error)?.name === 'TimeoutError' || (error as Error)?.name === 'AbortError';
      let response: Response;
      try {
        // A read is asked twice when the connection fails (a kept-alive socket the service closed while idle); never after a timeout.
        response = await get().catch((error: unknown) => {
          if (timedOut(error)) throw error;
          return get();
        });
      } catch (error) {
        throw new CrmAnswerError(
          timedOut(error)
            ? `${endpoint}: no answer within ${settings.timeoutMs} ms`
            : `${endpoint}: the CRM cannot be reached (${(error as Error)?.name ?? 'error'})`,
        );
      }
      const body = await response.text().catch(() => '');
      if (!response.ok) throw new CrmAnswerError(`${endpoint}: HTTP ${response.status} from the CRM`);
      let parsed: unknown;
      try {
        parsed = JSON.parse(body);
      } catch {
        throw new CrmAnswerError(`${endpoint}: the CRM's answer is not JSON (${body.length} bytes)`);
      }
      return envelopeValue(parsed, endpoint);
    },
  };
}
