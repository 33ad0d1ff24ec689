import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { envelope, renderInApp, signIn, stubApi } from '../../test/api';
import { StorageUsage } from './StorageUsage';

const ORG = '00000000-0000-4000-8000-000000000001';
const GB = 1024 ** 3;

describe('StorageUsage', () => {
  it('shows what the media take of the plan allowance', async () => {
    signIn();
    stubApi({ '/media/get-storage': () => envelope({ usedBytes: 512 * 1024 ** 2, allowanceBytes: GB }) });
    renderInApp(<StorageUsage orgId={ORG} />);
    expect(await screen.findByText('512 MB of 1 GB media storage used')).toBeTruthy();
    expect(screen.getByRole('meter', { name: 'Media storage used' }).getAttribute('value')).toBe(
      String(512 * 1024 ** 2),
    );
  });

  it('says what the plan allows when nothing is stored yet', async () => {
    signIn();
    stubApi({ '/media/get-storage': () => envelope({ usedBytes: 0, allowanceBytes: 10 * GB }) });
    renderInApp(<StorageUsage orgId={ORG} />);
    expect(await screen.findByText('No media stored yet: your plan allows 10 GB')).toBeTruthy();
  });
});
