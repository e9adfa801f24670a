import { CrmAnswerError } from './crm-error';

interface Envelope {
  Success?: unknown;
  Message?: unknown;
  Code?: unknown;
  Value?: unknown;
}

const isObject = (v: unknown): v is Record<string, unknown> => Boolean(v) && typeof v === 'object' && !Array.isArray(v);

/**
 * The value of an Omnicasa answer. The web service wraps every result as
 * `{ "<Endpoint>JsonResult": { Success, Message, Code, Value } }`; a failure is `Success: false` with
 * the CRM's message (`{ Code: 600, Message: "Error", Success: false, Value: null }`), which is thrown.
 */
export function envelopeValue(body: unknown, endpoint: string): unknown {
  const key = `${endpoint}JsonResult`;
  const result = isObject(body) ? (body[key] as Envelope | undefined) : undefined;
  if (!isObject(result) || !('Success' in result)) throw new CrmAnswerError(`${endpoint}: the answer is not the CRM's envelope (${key}.Success is missing)`);
  if (result.Success !== true) {
    const code = typeof result.Code === 'number' ? result.Code : null;
    const message = typeof result.Message === 'string' && result.Message ? result.Message : 'no message';
    throw new CrmAnswerError(`${endpoint}: the CRM answered with an error: ${message}${code === null ? '' : ` (code ${code})`}`, code);
  }
  return result.Value;
}

/**
 * The listing records of a property list: the web service's envelope (`GetPropertyListJsonResult.Value.Items`)
 * or the file shape the site imported before (`GetPropertyListJsonResult.Items`, the committed snapshot).
 */
export function propertyListItems(body: unknown): { items: unknown[]; rowCount: number | null } {
  const result = isObject(body) ? body.GetPropertyListJsonResult : undefined;
  const list = isObject(result) && 'Success' in result ? envelopeValue(body, 'GetPropertyList') : result;
  const items = isObject(list) ? list.Items : undefined;
  if (!Array.isArray(items)) throw new CrmAnswerError('Not a listing feed: GetPropertyListJsonResult.Value.Items (or .Items) is missing');
  const rowCount = isObject(list) && typeof list.RowCount === 'number' ? list.RowCount : null;
  return { items, rowCount };
}
