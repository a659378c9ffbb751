/** Saves text or bytes as a file built in the browser (Blob + object URL): no network request. */
export function saveFile(content: string | BlobPart[], fileName: string, type: string) {
  const url = URL.createObjectURL(new Blob(typeof content === 'string' ? [content] : content, { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoke after the click has been handled, or some browsers cancel the download.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
