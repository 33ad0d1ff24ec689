import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ZAddTeamMemberRequest, ZTeamMemberInput } from './team.js';
import { fieldErrors } from './validation.js';

const errorsOf = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
};

const member = { name: 'Ravi Kumar', email: 'ravi@acme.com', permission: 'Write', role: 'Campaign manager' };

describe('team member', () => {
  it('accepts a complete member', () => {
    expect(ZTeamMemberInput.safeParse(member).success).toBe(true);
  });

  it('requires a name', () => {
    expect(errorsOf(ZTeamMemberInput, { ...member, name: undefined }).name).toBe('Name is required');
  });

  it('refuses a team member name shorter than 3 characters', () => {
    expect(errorsOf(ZTeamMemberInput, { ...member, name: 'Ra' }).name).toBe(
      'Name must be at least 3 characters long.',
    );
    expect(errorsOf(ZTeamMemberInput, { ...member, name: '  Ra  ' }).name).toBe(
      'Name must be at least 3 characters long.',
    );
  });

  it('accepts team member names of 3 and 50 characters', () => {
    expect(ZTeamMemberInput.safeParse({ ...member, name: 'Rav' }).success).toBe(true);
    expect(ZTeamMemberInput.safeParse({ ...member, name: 'r'.repeat(50) }).success).toBe(true);
  });

  it('refuses a team member name longer than 50 characters', () => {
    expect(errorsOf(ZTeamMemberInput, { ...member, name: 'r'.repeat(51) }).name).toBe(
      'Name cannot exceed 50 characters.',
    );
  });

  it('requires a valid email', () => {
    expect(errorsOf(ZTeamMemberInput, { ...member, email: undefined }).email).toBe('Email is required');
    expect(errorsOf(ZTeamMemberInput, { ...member, email: 'ravi@acme' }).email).toBe(
      'Please enter a valid email address',
    );
  });

  it('requires a permission of Admin, Read or Write', () => {
    expect(errorsOf(ZTeamMemberInput, { ...member, permission: undefined }).permission).toBe(
      'Permission is required',
    );
    expect(errorsOf(ZTeamMemberInput, { ...member, permission: 'Owner' }).permission).toBe(
      'Permission must be one of Admin, Read, Write',
    );
    for (const permission of ['Admin', 'Read', 'Write']) {
      expect(ZTeamMemberInput.safeParse({ ...member, permission }).success).toBe(true);
    }
  });

  it('requires a role', () => {
    expect(errorsOf(ZTeamMemberInput, { ...member, role: undefined }).role).toBe('Role is required');
    expect(errorsOf(ZTeamMemberInput, { ...member, role: ' ' }).role).toBe('Role is required');
  });

  it('accepts an organisation name of up to 100 characters and refuses a longer one', () => {
    expect(ZTeamMemberInput.parse({ ...member }).organization_name).toBeUndefined();
    expect(ZTeamMemberInput.parse({ ...member, organization_name: '' }).organization_name).toBeUndefined();
    expect(ZTeamMemberInput.safeParse({ ...member, organization_name: 'o'.repeat(100) }).success).toBe(true);
    expect(
      errorsOf(ZTeamMemberInput, { ...member, organization_name: 'o'.repeat(101) }).organization_name,
    ).toBe('Organization name cannot exceed 100 characters.');
  });

  it('requires the organisation id when adding a member', () => {
    expect(errorsOf(ZAddTeamMemberRequest, member).orgId).toBe('orgId is required');
    expect(errorsOf(ZAddTeamMemberRequest, { ...member, orgId: 'abc' }).orgId).toBe(
      'orgId must be a valid id',
    );
  });
});
