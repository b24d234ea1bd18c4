import { ApiError, NetworkError } from './api-client';

/**
 * Downloads a file from an API endpoint that needs the bearer token (a plain link cannot send
 * it), then saves it under the name the server gives in Content-Disposition.
 */
export async function downloadFile(path: string, fallbackName: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(path, { credentials: 'same-origin' });
  } catch (error) {
    throw new NetworkError(error);
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as {
      code?: string;
      message?: string;
    } | null;
    throw new ApiError(
      response.status,
      body?.code ?? 'DOWNLOAD_FAILED',
      body?.message ?? 'The download failed.',
    );
  }
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ??
    fallbackName;
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Give the browser a moment to start saving before the object URL goes away.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}
