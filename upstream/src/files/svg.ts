export const escapeXml = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);

export function svg(width: number, height: number, title: string, body: string): string {
  const size = `width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" ${size} role="img">`,
    `  <title>${escapeXml(title)}</title>`,
    body,
    '</svg>',
    '',
  ].join('\n');
}

export const font = 'font-family="Helvetica, Arial, sans-serif" font-weight="700"';
