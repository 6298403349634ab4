import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { escapeXml, font, svg } from './svg.ts';

export type Brand = { title: string; subDomain: string; colour: string };
export type BrandingPaths = { logo: string; logoInverse: string; favicon: string; landingCover: string };

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

function landingCover(brand: Brand): string {
  return svg(
    2560,
    1440,
    `${brand.title} cover`,
    [
      '  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">',
      `    <stop offset="0" stop-color="${brand.colour}"/><stop offset="1" stop-color="#ffffff"/>`,
      '  </linearGradient></defs>',
      '  <rect width="2560" height="1440" fill="url(#sky)"/>',
      '  <path d="M0 1100 L640 620 L1180 1020 L1720 560 L2560 1140 L2560 1440 L0 1440 Z" fill="#ffffff" opacity="0.55"/>',
      `  <text x="1280" y="760" text-anchor="middle" ${font} font-size="140" fill="#ffffff">${escapeXml(brand.title)}</text>`,
    ].join('\n'),
  );
}

function brandingPaths(subDomain: string): BrandingPaths {
  const folder = `clients/${subDomain}`;
  return {
    logo: `${folder}/logo.svg`,
    logoInverse: `${folder}/logo-inverse.svg`,
    favicon: `${folder}/favicon.svg`,
    landingCover: `${folder}/landing-cover.svg`,
  };
}

export function writeBranding(storageDir: string, brand: Brand): BrandingPaths {
  const paths = brandingPaths(brand.subDomain);
  const files: [string, string][] = [
    [paths.logo, logo(brand, false)],
    [paths.logoInverse, logo(brand, true)],
    [paths.favicon, favicon(brand)],
    [paths.landingCover, landingCover(brand)],
  ];
  for (const [path, content] of files) {
    const file = join(storageDir, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, content);
  }
  return paths;
}
