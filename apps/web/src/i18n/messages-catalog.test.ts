// @vitest-environment node
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { collectContractMessages, collectServerMessages } from '../../build/messages-catalog';

const contractsDir = fileURLToPath(new URL('../../../../packages/contracts/src', import.meta.url));
const serverDir = fileURLToPath(new URL('../../../server/src', import.meta.url));
const catalog: Record<string, string> = JSON.parse(
  readFileSync(new URL('../../public/locales/en/messages.json', import.meta.url), 'utf8'),
);

describe('the messages catalog (what the contracts and the server word in English, in every language)', () => {
  it('holds exactly the messages the contracts and the server give, so that none shows in English to everyone', () => {
    // A failure lists what to add to (or remove from) public/locales/*/messages.json.
    const expected = [
      ...new Set([...collectContractMessages(contractsDir), ...collectServerMessages(serverDir)]),
    ];
    expect(Object.keys(catalog).sort()).toEqual(expected.sort());
  });

  it('is keyed by the English text, which is also its English value', () => {
    for (const [key, text] of Object.entries(catalog)) expect(text, key).toBe(key);
  });

  it("finds the contracts' messages in every shape they are written, and no data", () => {
    const messages = collectContractMessages(contractsDir);
    expect(messages).toContain('Email is required'); // required: '…'
    expect(messages).toContain('Name should be at least 3 characters'); // min: [3, '…']
    expect(messages).toContain('{{label}} cannot exceed {{max}} characters'); // a template
    expect(messages).toContain('Address line 2'); // a builder's label
    expect(messages).not.toContain('South Korea'); // a country's name
    expect(messages).not.toContain('Entertainment and Comedy'); // a category
  });

  it("finds the server's messages: errors, the things notFound names, message variables", () => {
    const messages = collectServerMessages(serverDir);
    expect(messages).toContain('A label named {{name}} already exists'); // new AppError(…, `…`)
    expect(messages).toContain('{{what}} not found'); // notFound's template…
    expect(messages).toContain('Label'); // …and what it names
    expect(messages).toContain('An organisation needs at least one Admin'); // a *_MESSAGE constant
    expect(messages).toContain(
      'You are tracking {{handlesUsed}} of the {{handlesLimit}} handles your plan allows: upgrade your plan in Plans and billing to track more creators',
    ); // a `message` variable
    expect(messages.some((message) => message.startsWith('must be'))).toBe(false); // config.ts
  });
});
