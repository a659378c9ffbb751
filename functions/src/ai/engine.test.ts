import { afterEach, describe, expect, it } from 'vitest';
import { chooseProvider, getAiService } from './engine.js';
import { AiError } from './service.js';

describe('chooseProvider', () => {
  it('uses OpenAI whenever a key is configured', () => {
    expect(chooseProvider({ apiKey: 'sk-x', emulator: false, offlineAllowed: false })).toBe('openai');
    expect(chooseProvider({ apiKey: 'sk-x', emulator: true, offlineAllowed: true })).toBe('openai');
  });

  it('no key in the emulator -> the offline provider', () => {
    expect(chooseProvider({ apiKey: '', emulator: true, offlineAllowed: false })).toBe('offline');
  });

  it('no key in production -> unavailable (not the offline word list)', () => {
    expect(chooseProvider({ apiKey: '', emulator: false, offlineAllowed: false })).toBe('unavailable');
    expect(chooseProvider({ apiKey: '   ', emulator: false, offlineAllowed: false })).toBe('unavailable');
  });

  it('no key with AI_OFFLINE_ALLOWED -> the offline provider', () => {
    expect(chooseProvider({ apiKey: '', emulator: false, offlineAllowed: true })).toBe('offline');
  });
});

describe('getAiService without a key in production', () => {
  it('fails every call with not-configured, so moderation fails closed', async () => {
    const ai = getAiService({ apiKey: '', emulator: false, offlineAllowed: false });
    expect(ai.provider).toBe('unavailable');
    const calls = [
      ai.moderate('hello'),
      ai.chatAboutBook({ title: 't', author: 'a', description: '' }, [{ role: 'user', content: 'hi' }]),
      ai.generateBookMetadata('t', 'a'),
      ai.analyzeSearchQuery('q'),
      ai.discussionReply({ title: 't', content: 'c' }, '@dplAI hi'),
    ];
    for (const call of calls) {
      await expect(call).rejects.toBeInstanceOf(AiError);
      await expect(call).rejects.toMatchObject({ kind: 'not-configured' });
    }
  });
});

describe('getAiService reads its environment', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });

  it('in production without a key: unavailable; in the emulator: offline; with AI_OFFLINE_ALLOWED: offline', () => {
    delete process.env.OPENAI_API_KEY;
    delete process.env.FUNCTIONS_EMULATOR;
    delete process.env.AI_OFFLINE_ALLOWED;
    expect(getAiService().provider).toBe('unavailable');
    process.env.FUNCTIONS_EMULATOR = 'true';
    expect(getAiService().provider).toBe('offline');
    delete process.env.FUNCTIONS_EMULATOR;
    process.env.AI_OFFLINE_ALLOWED = 'true';
    expect(getAiService().provider).toBe('offline');
    process.env.OPENAI_API_KEY = 'sk-test';
    expect(getAiService().provider).toBe('openai');
  });
});
