import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

export type Brand = { title: string; subDomain: string; colour: string };
export type BrandingPaths = { logo: string; logoInverse: string; favicon: string };

const font = 'font-family="Helvetica, Arial, sans-serif" font-weight="700"';

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);

function svg(width: number, height: number, title: string, body: string): string {
  const size = `width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" ${size} role="img">`,
    `  <title>${escapeXml(title)}</title>`,
    body,
    '</svg>',
    '',
  ].join('\n');
}

function logo(brand: Brand, inverse: boolean): string {
  const markFill = inverse ? '#ffffff' : brand.colour;
  const initialFill = inverse ? brand.colour : '#ffffff';
  const textFill = inverse ? '#ffffff' : brand.colour;
  const initial = escapeXml(brand.title.charAt(0));
  const width = 72 + Math.ceil(brand.title.length * 12);
  return svg(
    width,
    64,
    brand.title,
    [
      `  <rect x="4" y="8" width="48" height="48" rx="12" fill="${markFill}"/>`,
      `  <text x="28" y="41" text-anchor="middle" ${font} font-size="26" fill="${initialFill}">${initial}</text>`,
      `  <text x="64" y="40" ${font} font-size="20" fill="${textFill}">${escapeXml(brand.title)}</text>`,
    ].join('\n'),
  );
}

function favicon(brand: Brand): string {
  const initial = escapeXml(brand.title.charAt(0));
  return svg(
    64,
    64,
    brand.title,
    [
      `  <rect width="64" height="64" rx="14" fill="${brand.colour}"/>`,
      `  <text x="32" y="45" text-anchor="middle" ${font} font-size="36" fill="#ffffff">${initial}</text>`,
    ].join('\n'),
  );
}

function brandingPaths(subDomain: string): BrandingPaths {
  const folder = `clients/${subDomain}`;
  return { logo: `${folder}/logo.svg`, logoInverse: `${folder}/logo-inverse.svg`, favicon: `${folder}/favicon.svg` };
}

export function writeBranding(storageDir: string, brand: Brand): BrandingPaths {
  const paths = brandingPaths(brand.subDomain);
  const files: [string, string][] = [
    [paths.logo, logo(brand, false)],
    [paths.logoInverse, logo(brand, true)],
    [paths.favicon, favicon(brand)],
  ];
  for (const [path, content] of files) {
    const file = join(storageDir, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, content);
  }
  return paths;
}
