import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { test as setup } from '@playwright/test';
import { createAccount, ROLES, type Role, storedFiles } from './accounts';

// Each role signs up once per run, through the API (auth.spec.ts signs in through the UI), and
// its browser state is stored for the tests that start from it.
for (const role of Object.keys(ROLES) as Role[]) {
  setup(`signs in as the ${role} role`, async ({ request, baseURL }) => {
    const account = await createAccount(request, ROLES[role]);
    for (const file of storedFiles(role, account, new URL(baseURL ?? '').origin)) {
      mkdirSync(dirname(file.path), { recursive: true });
      writeFileSync(file.path, file.text);
    }
  });
}
