// Messages with values in them are written once as templates with named parameters (`{{max}}`, as i18next writes
// them, with its `number` and `currency(...)` formats), so a client translates the template and fills in the values
// the server sends with the error, formatted for the reader's language.

/** The values a message names: `{ max: 500 }` for "at most {{max}} characters". */
export type MessageParams = Readonly<Record<string, string | number>>;

// `currency(currency: USD; maximumFractionDigits: 0)` → { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }
function numberFormat(format: string): Intl.NumberFormat | null {
  const match = /^(number|currency)(?:\((.*)\))?$/.exec(format.trim());
  if (!match) return null;
  const options: Record<string, string | number> = match[1] === 'currency' ? { style: 'currency' } : {};
  for (const option of (match[2] ?? '').split(';')) {
    const [name, value] = option.split(':').map((part) => part.trim());
    if (name && value) options[name] = /^\d+$/.test(value) ? Number(value) : value;
  }
  return new Intl.NumberFormat('en-US', options);
}

/** A template in English with its parameters filled in; a parameter without a value stays as written. */
export function fillMessage(template: string, params: MessageParams = {}): string {
  return template.replace(/\{\{\s*(\w+)\s*(?:,([^}]*))?\}\}/g, (whole, name: string, format: string | undefined) => {
    if (!(name in params)) return whole;
    const value = params[name];
    const formatter = format && typeof value === 'number' ? numberFormat(format) : null;
    return formatter ? formatter.format(value as number) : String(value);
  });
}

/** Every template of a catalog filled with its parameters: the English texts the catalog exports. */
export function fillCatalog<T extends Record<string, string>>(
  templates: T,
  params: { readonly [K in keyof T]?: MessageParams },
): { readonly [K in keyof T]: string } {
  return Object.fromEntries(
    Object.entries(templates).map(([id, template]) => [id, fillMessage(template, params[id])]),
  ) as { [K in keyof T]: string };
}

type Scoped<P extends string, T> = { readonly [K in keyof T & string as `${P}.${K}`]: T[K] };

/** A catalog's entries under `<prefix>.<name>`, as the table of message ids names them. */
export function scopedCatalog<P extends string, T extends object>(prefix: P, catalog: T): Scoped<P, T> {
  return Object.fromEntries(Object.entries(catalog).map(([id, value]) => [`${prefix}.${id}`, value])) as Scoped<P, T>;
}
