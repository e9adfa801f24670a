/** Posts JSON to the site's own /api/owner/ routes; the answer's status and body (null when unreadable). */
export async function postJson(
  path: string,
  body: unknown,
): Promise<{ status: number; body: { ok?: boolean; error?: { name?: string; fields?: Record<string, string> } | null } | null }> {
  try {
    const response = await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    return { status: response.status, body: (await response.json().catch(() => null)) as never };
  } catch {
    return { status: 503, body: null };
  }
}
