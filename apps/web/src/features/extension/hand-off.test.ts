import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ChromeRuntime, getChromeRuntime, sendTokenToExtension } from './hand-off';

function runtimeAnswering(answer: (callback: (response: unknown) => void) => void): ChromeRuntime {
  return { sendMessage: vi.fn((_id: string, _message: unknown, callback) => answer(callback)) };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('handing the token to the browser extension', () => {
  it('reports no extension when the browser has no extension API', async () => {
    expect(getChromeRuntime()).toBeUndefined();
    await expect(sendTokenToExtension('jwt-1', 'ext-id')).resolves.toBe(false);
  });

  it('reports no extension when the server configured no extension id', async () => {
    const runtime = runtimeAnswering((callback) => callback({ success: true }));
    await expect(sendTokenToExtension('jwt-1', null, runtime)).resolves.toBe(false);
    expect(runtime.sendMessage).not.toHaveBeenCalled();
  });

  it("reports the extension installed when it replies, after sending { purpose: 'auth', jwt }", async () => {
    const runtime = runtimeAnswering((callback) => callback({ success: true }));
    vi.stubGlobal('chrome', { runtime });

    await expect(sendTokenToExtension('jwt-1', 'ext-id')).resolves.toBe(true);
    expect(runtime.sendMessage).toHaveBeenCalledWith(
      'ext-id',
      { purpose: 'auth', jwt: 'jwt-1' },
      expect.any(Function),
    );
  });

  it('reports no extension when sending throws', async () => {
    const runtime: ChromeRuntime = {
      sendMessage: () => {
        throw new Error('Invalid extension id');
      },
    };
    await expect(sendTokenToExtension('jwt-1', 'ext-id', runtime)).resolves.toBe(false);
  });

  it('reports no extension when Chrome sets lastError (no such extension)', async () => {
    const runtime: ChromeRuntime = {
      sendMessage: (_id, _message, callback) => {
        runtime.lastError = { message: 'Could not establish connection. Receiving end does not exist.' };
        callback(undefined);
        runtime.lastError = undefined;
      },
    };
    await expect(sendTokenToExtension('jwt-1', 'ext-id', runtime)).resolves.toBe(false);
  });

  it('reports no extension when it never replies', async () => {
    vi.useFakeTimers();
    const runtime = runtimeAnswering(() => undefined);
    const outcome = sendTokenToExtension('jwt-1', 'ext-id', runtime, 3000);
    await vi.advanceTimersByTimeAsync(3000);
    await expect(outcome).resolves.toBe(false);
  });

  it('sends an empty token on sign-out', async () => {
    const runtime = runtimeAnswering((callback) => callback({ success: true }));
    await sendTokenToExtension('', 'ext-id', runtime);
    expect(runtime.sendMessage).toHaveBeenCalledWith(
      'ext-id',
      { purpose: 'auth', jwt: '' },
      expect.any(Function),
    );
  });
});
