/** Hands bytes to the browser as a download with the given file name. */
export function saveFile(bytes: Uint8Array, fileName: string, type: string): void {
  // A copy into a plain ArrayBuffer: Blob parts must not be views of shared memory.
  saveBlob(new Blob([bytes.slice().buffer], { type }), fileName);
}

/** Hands a blob to the browser as a download with the given file name. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later, not at once: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
