/** Saving a Blob the browser already holds as a file (no zod, no request): for a screen that only saves. */

/**
 * How long the saved file's object URL lives. Firefox and Safari start the download after the click
 * returns; revoking at once can cancel it (FileSaver.js keeps it 40 s for this reason).
 */
export const OBJECT_URL_LIFETIME_MS = 40_000;

export const saveBlob = (blob: Blob, fileName: string): void => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
};
