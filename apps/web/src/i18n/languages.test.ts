import { LANGUAGES as CONTRACT_LANGUAGES } from '@creatorscope/contracts';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './languages';

describe('language registry', () => {
  it("is exactly the contracts' list (copied so that zod stays out of the first download)", () => {
    expect(LANGUAGES).toEqual(CONTRACT_LANGUAGES);
  });
});
