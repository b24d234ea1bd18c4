/** Saves a file the page made (not fetched) under the given name. */
export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Give the browser a moment to start saving before the object URL goes away.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}
