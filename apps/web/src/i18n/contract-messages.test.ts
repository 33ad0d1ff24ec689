// @vitest-environment node
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { collectContractMessages } from '../../build/contract-messages';

const contractsDir = fileURLToPath(new URL('../../../../packages/contracts/src', import.meta.url));
const catalog: Record<string, string> = JSON.parse(
  readFileSync(new URL('../../public/locales/en/messages.json', import.meta.url), 'utf8'),
);

describe("the messages catalog (the contracts' field messages in every language)", () => {
  it('holds exactly the messages the contracts give, so that none shows in English to everyone', () => {
    // A failure lists what to add to (or remove from) public/locales/*/messages.json.
    expect(Object.keys(catalog).sort()).toEqual(collectContractMessages(contractsDir));
  });

  it('is keyed by the English text, which is also its English value', () => {
    for (const [key, text] of Object.entries(catalog)) expect(text, key).toBe(key);
  });

  it('finds messages in every shape the contracts write them, and no data', () => {
    const messages = collectContractMessages(contractsDir);
    expect(messages).toContain('Email is required'); // required: '…'
    expect(messages).toContain('Name should be at least 3 characters'); // min: [3, '…']
    expect(messages).toContain('{{label}} cannot exceed {{max}} characters'); // a template
    expect(messages).toContain('Address line 2'); // a builder's label
    expect(messages).not.toContain('South Korea'); // a country's name
    expect(messages).not.toContain('Entertainment and Comedy'); // a category
  });
});
