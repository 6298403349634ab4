/**
 * Synthetic customer lists for tests and benchmarks: `count` contacts with an e-mail, an
 * Australian mobile and a name, every one distinct (`from` shifts the numbering).
 */
export function customerCsv(count: number, options: { from?: number; crlf?: boolean; bom?: boolean } = {}): string {
  const from = options.from ?? 0;
  const end = options.crlf ? '\r\n' : '\n';
  const lines = ['email,phone,first_name,last_name'];
  for (let index = from; index < from + count; index += 1) {
    lines.push(
      `Contact.${index}@Example.com,04${String(index % 100_000_000).padStart(8, '0')},First${index},Last${index}`,
    );
  }
  return `${options.bom ? '\ufeff' : ''}${lines.join(end)}${end}`;
}
