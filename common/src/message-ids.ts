/**
 * The id of a server message by its exact text, so a client can show it in the reader's language: the server answers
 * with the texts of common/'s catalogs, and each catalog's translations are keyed by the same ids.
 */
export function messageIdLookup<T extends Record<string, string>>(catalog: T): (message: string | undefined) => (keyof T & string) | undefined {
  const byText = new Map(Object.entries(catalog).map(([id, text]) => [text, id as keyof T & string]));
  return (message) => (message === undefined ? undefined : byText.get(message));
}
