import { apiKeyFormSchema, checkApiKeyForm, type ApiKeyKindName } from './api-key-rules';

const long = (length: number) => 'k'.repeat(length);
const inputs: Array<{ name?: string | null; description?: string | null }> = [
  { name: 'Mobile app', description: 'For the app' },
  { name: '  Partner dashboard  ', description: '  spaced  ' },
  { name: 'X', description: '' },
  { name: 'X', description: '   ' },
  { name: 'X', description: null },
  { name: 'X' },
  { name: '', description: null },
  { name: '   ', description: 'ok' },
  { name: null },
  {},
  { name: long(100), description: long(500) },
  { name: ` ${long(100)} `, description: ` ${long(500)} ` },
  { name: long(101) },
  { name: 'X', description: long(501) },
  { name: '', description: long(501) },
  { name: long(101), description: long(501) },
];

/** The zod schema's answer in checkApiKeyForm's shape: the first message of each failing field. */
function bySchema(kind: ApiKeyKindName, input: (typeof inputs)[number]) {
  const result = apiKeyFormSchema(kind).safeParse(input);
  if (result.success) return { ok: true, data: result.data };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return { ok: false, errors };
}

describe('API key form rule (spec §5)', () => {
  it.each(['API', 'PAYMENT_GATEWAY'] as const)('checkApiKeyForm answers exactly as the server schema does (%s)', (kind) => {
    for (const input of inputs) expect({ input, ...checkApiKeyForm(kind, input) }).toEqual({ input, ...bySchema(kind, input) });
  });

  it("uses each screen's own 'name required' message and the length messages (by id)", () => {
    expect(checkApiKeyForm('API', { name: ' ' })).toEqual({ ok: false, errors: { name: 'validation.apiKeyNameRequiredDialog' } });
    expect(checkApiKeyForm('PAYMENT_GATEWAY', {})).toEqual({
      ok: false,
      errors: { name: 'validation.apiKeyNameRequiredIntegration' },
    });
    expect(checkApiKeyForm('API', { name: long(101), description: long(501) })).toEqual({
      ok: false,
      errors: { name: 'apiKey.nameTooLong', description: 'apiKey.descriptionTooLong' },
    });
    expect(checkApiKeyForm('API', { name: ' Key ', description: '  ' })).toEqual({ ok: true, data: { name: 'Key', description: null } });
  });
});
