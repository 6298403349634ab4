export const bool = (column: string, fallback: 0 | 1) =>
  `${column} INTEGER NOT NULL DEFAULT ${fallback} CHECK (${column} IN (0, 1))`;

export const paymentOption = (column: string, required: boolean) =>
  required
    ? `${column} TEXT NOT NULL DEFAULT 'credit-card' CHECK (${column} IN ('credit-card', 'trading-terms'))`
    : `${column} TEXT CHECK (${column} IN ('credit-card', 'trading-terms'))`;

export const weekday = (column: string) =>
  `${column} TEXT NOT NULL DEFAULT 'Mon' CHECK (${column} IN ('Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'))`;

export const json = (column: string) => `${column} TEXT CHECK (${column} IS NULL OR json_valid(${column}))`;

export const oneOf = (column: string, values: readonly string[]) =>
  `${column} IN (${values.map((value) => `'${value}'`).join(', ')})`;
