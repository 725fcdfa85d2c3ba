/** A multipart upload as a browser's form would send it (through undici's FormData), with the staff's headers. */
export async function uploadForm(
  url: string,
  headers: Record<string, string>,
  parts: { file?: { name: string; bytes: Uint8Array; type?: string }; altEn?: string; altKu?: string },
): Promise<{ status: number; body: Record<string, unknown> }> {
  const form = new FormData();
  if (parts.altEn !== undefined) form.append('altEn', parts.altEn);
  if (parts.altKu !== undefined) form.append('altKu', parts.altKu);
  if (parts.file) form.append('file', new Blob([parts.file.bytes], { type: parts.file.type ?? 'application/octet-stream' }), parts.file.name);
  const response = await fetch(url, { method: 'POST', headers, body: form });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : {} };
}
