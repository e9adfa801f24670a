/**
 * Reads the feed's EnergyPerformance (kWh/m² per year): a number, or a string that may use a decimal
 * comma ('245,5'). Anything else is null, never NaN.
 */
export function parseEnergyValue(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const text = value.trim().replace(/\s+/g, '').replace(',', '.');
  if (!/^[-+]?\d+(?:\.\d+)?$/.test(text)) return null;
  return Number(text);
}
