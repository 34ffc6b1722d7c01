/** Hands bytes to the browser as a download with the given file name. */
export function saveFile(bytes: Uint8Array, fileName: string, type: string): void {
  // A copy into a plain ArrayBuffer: Blob parts must not be views of shared memory.
  const url = URL.createObjectURL(new Blob([bytes.slice().buffer], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started by the next task; the URL is no longer needed after that.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
