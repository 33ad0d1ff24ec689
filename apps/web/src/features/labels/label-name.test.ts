import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api/api-error';
import { checkLabelName, nameErrorOf } from './label-name';

describe('label names', () => {
  it('words an empty or over-long name as the server does', () => {
    expect(checkLabelName('   ')).toBe('Label name cannot be empty');
    expect(checkLabelName('x'.repeat(51))).toBe('Label name cannot exceed 50 characters');
    expect(checkLabelName('Summer')).toBeUndefined();
  });

  it('shows the server field message, else its message, and nothing for an ended session', () => {
    const clash = new ApiError({ status: 409, message: 'A label named Food already exists' });
    expect(nameErrorOf(clash, 'Oops')).toBe('A label named Food already exists');
    const reserved = new ApiError({
      status: 400,
      message: 'x',
      fieldErrors: { name: 'Default Label is reserved' },
    });
    expect(nameErrorOf(reserved, 'Oops')).toBe('Default Label is reserved');
    expect(nameErrorOf(new ApiError({ status: 401 }), 'Oops')).toBeUndefined();
    expect(nameErrorOf(new Error('boom'), 'Oops')).toBe('Oops');
  });
});
