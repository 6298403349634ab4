import { fileTypeFromBuffer } from 'file-type';
import type { UploadType } from '../../shared/transfers/contract.ts';

/** How much of an upload is read before deciding its type (file-type's own sample size). */
export const SNIFF_BYTES = 4100;

const SVG_START =
  /^\s*(?:<\?xml[^>]*\?>\s*)?(?:<!--[\s\S]*?-->\s*)*(?:<!DOCTYPE\s+svg[^>[]*(?:\[[^\]]*\])?\s*>\s*)?(?:<!--[\s\S]*?-->\s*)*<svg[\s>/]/i;

/**
 * The type of a file from its first bytes: the magic numbers of JPG, PNG, GIF and WebP (file-type),
 * or an SVG document (text, no NUL byte, whose first element is `<svg`). Anything else is null.
 */
export const sniffType = async (prefix: Buffer): Promise<UploadType | null> => {
  const detected = await fileTypeFromBuffer(prefix);
  if (detected?.ext === 'jpg' || detected?.ext === 'png' || detected?.ext === 'gif' || detected?.ext === 'webp')
    return detected.ext;
  if (detected && detected.ext !== 'xml') return null;
  if (prefix.includes(0)) return null;
  const text = prefix.toString('utf8').replace(/^\uFEFF/, '');
  return SVG_START.test(text) ? 'svg' : null;
};

const EXTENSIONS: Record<string, UploadType> = {
  jpg: 'jpg',
  jpeg: 'jpg',
  png: 'png',
  gif: 'gif',
  webp: 'webp',
  svg: 'svg',
};
const MEDIA_TYPES: Record<string, UploadType> = {
  'image/jpeg': 'jpg',
  'image/jpg': 'jpg',
  'image/pjpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/svg+xml': 'svg',
};
export const MEDIA_TYPE_OF: Record<UploadType, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  svg: 'image/svg+xml',
};

/** The type a file claims by its name's extension, or null. */
export const typeOfName = (name: string): UploadType | null => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? null : (EXTENSIONS[name.slice(dot + 1).toLowerCase()] ?? null);
};

/**
 * Whether the declared name and media type agree with the sniffed type: the name's extension must
 * name it, and the media type must name it too unless it is the generic `application/octet-stream`.
 */
export const declaredMatches = (sniffed: UploadType, name: string, mediaType: string): boolean => {
  if (typeOfName(name) !== sniffed) return false;
  const media = mediaType.toLowerCase();
  return media === '' || media === 'application/octet-stream' || MEDIA_TYPES[media] === sniffed;
};

/** A file name safe to forward: its last path segment, printable, without quotes, at most 120 characters. */
export const safeFileName = (name: string, type: UploadType): string => {
  const base = (name.split(/[\\/]/).pop() ?? '')
    .replace(/[^\x20-\x7E]|["\\]/g, '_')
    .trim()
    .slice(-120);
  return base && typeOfName(base) === type ? base : `upload.${type}`;
};
