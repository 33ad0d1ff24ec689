import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api/api-error';
import { handlesLeft, trackErrorOf } from './track-error';

describe('tracking errors', () => {
  it('recognises a quota or credits refusal by its data, with the way to plans', () => {
    const data = {
      limit: 'quota',
      handlesUsed: 2,
      handlesLimit: 2,
      creditsBalance: 1,
      upgradePath: '/insights/plans-and-billing',
    };
    const error = new ApiError({ status: 422, message: 'You are tracking 2 of the 2 handles', data });
    expect(trackErrorOf(error)).toEqual({ kind: 'limit', limit: data });
  });

  it("shows the server's words for an unknown or invalid handle, and nothing for an ended session", () => {
    expect(
      trackErrorOf(new ApiError({ status: 404, message: 'No Instagram creator named @x was found' })),
    ).toEqual({
      kind: 'message',
      message: 'No Instagram creator named @x was found',
    });
    const invalid = new ApiError({
      status: 400,
      message: 'x',
      fieldErrors: { handle: 'handle is required' },
    });
    expect(trackErrorOf(invalid)).toEqual({ kind: 'message', message: 'handle is required' });
    expect(trackErrorOf(new ApiError({ status: 401 }))).toBeNull();
    expect(trackErrorOf(new Error('boom'))).toEqual({ kind: 'unexpected' });
  });

  it('counts the handles left, none below zero after a downgrade, and no limit on Custom', () => {
    expect(handlesLeft({ handlesUsed: 1, handlesLimit: 2 })).toBe(1);
    expect(handlesLeft({ handlesUsed: 3, handlesLimit: 2 })).toBe(0);
    expect(handlesLeft({ handlesUsed: 3, handlesLimit: null })).toBeNull();
  });
});
