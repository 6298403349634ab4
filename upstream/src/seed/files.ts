import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { writeBranding, type BrandingPaths } from '../files/branding.ts';
import { svg } from '../files/svg.ts';
import { clients, onboardingClients } from './data/organisations.ts';

const skies = ['#8ec5e8', '#f6c89f', '#b9d7a8', '#c7b8ea', '#9fd3c7', '#f4a6a6', '#a8c0e0', '#e8d48e'];
const walls = ['#f3efe6', '#d9c7a7', '#c9d6df', '#e6d3c3', '#ffffff', '#d7e3cf', '#ead7d1', '#dcdcdc'];
const shirts = ['#1f4e79', '#7b2d26', '#2e6b3f', '#5b3c88', '#b5651d', '#37474f'];

function house(index: number): string {
  const sky = skies[index % skies.length] ?? '#8ec5e8';
  const wall = walls[index % walls.length] ?? '#ffffff';
  return svg(
    1200,
    800,
    `Property photo ${index + 1}`,
    [
      `  <rect width="1200" height="800" fill="${sky}"/>`,
      '  <rect y="620" width="1200" height="180" fill="#6b8e4e"/>',
      `  <rect x="330" y="360" width="540" height="300" fill="${wall}"/>`,
      '  <path d="M290 370 L600 150 L910 370 Z" fill="#5d4037"/>',
      '  <rect x="560" y="500" width="80" height="160" fill="#795548"/>',
      '  <rect x="390" y="430" width="110" height="90" fill="#bbdefb"/>',
      '  <rect x="700" y="430" width="110" height="90" fill="#bbdefb"/>',
    ].join('\n'),
  );
}

function avatar(index: number): string {
  const shirt = shirts[index % shirts.length] ?? '#1f4e79';
  return svg(
    400,
    400,
    `Agent photo ${index + 1}`,
    [
      '  <rect width="400" height="400" fill="#eceff1"/>',
      '  <circle cx="200" cy="160" r="80" fill="#d7b49e"/>',
      `  <path d="M60 400 C60 290 120 250 200 250 C280 250 340 290 340 400 Z" fill="${shirt}"/>`,
    ].join('\n'),
  );
}

export type SeedFiles = {
  branding: ReadonlyMap<number, BrandingPaths>;
  properties: readonly string[];
  agents: readonly string[];
  sizeOf(location: string): number;
};

export function writeSeedFiles(storageDir: string): SeedFiles {
  const folder = join(storageDir, 'placeholders');
  mkdirSync(folder, { recursive: true });
  const write = (name: string, content: string) => {
    writeFileSync(join(folder, name), content);
    return `placeholders/${name}`;
  };
  const sizes = new Map<string, number>();
  return {
    branding: new Map(
      [...clients, ...onboardingClients].map((client) => [client.id, writeBranding(storageDir, client)]),
    ),
    properties: skies.map((_, index) => write(`property-${index + 1}.svg`, house(index))),
    agents: shirts.map((_, index) => write(`agent-${index + 1}.svg`, avatar(index))),
    sizeOf(location) {
      let size = sizes.get(location);
      if (size === undefined) {
        size = statSync(join(storageDir, location)).size;
        sizes.set(location, size);
      }
      return size;
    },
  };
}
